import { PlatformServices, SignedValues, ToolKeys } from "@bloom/lti-provider";
import type { Config } from "../../config";
import type { Database } from "../../db/database";
import type { AppEvents } from "../../events";
import type { Outbox } from "../../outbox/outbox";
import { RosterTeachers } from "./roster-teachers";
import { ScorePublisher } from "./scores";
import { DatabaseLtiStore } from "./store";

/** A district's invitation to register its platform by LTI Dynamic Registration. */
interface RegistrationInvite {
  districtId: string;
}

/** What the LTI feature keeps for the life of the process. */
export interface LtiRuntime {
  store: DatabaseLtiStore;
  keys: ToolKeys;
  services: PlatformServices;
  scores: ScorePublisher;
  /** Courses' teachers from their rosters, read in the background after launches. */
  rosterTeachers: RosterTeachers;
  invites: SignedValues<RegistrationInvite>;
  /** Signs the tool's login states and picker sessions. */
  secret: string;
}

/**
 * Builds the LTI feature's parts, makes sure the tool has a signing key (the first start creates
 * one), and queues grades whenever a student's mastery changes.
 */
export async function createLtiRuntime(
  config: Config,
  database: Database,
  events: AppEvents,
  outbox: Outbox,
  secret: string,
  onRegistrationsChanged: () => void = () => undefined,
): Promise<LtiRuntime> {
  const store = new DatabaseLtiStore(database, onRegistrationsChanged);
  const keys = new ToolKeys(store);
  await keys.ensureKey();
  const services = new PlatformServices(keys, { retryDelaysMs: config.lti.scoreRetryDelaysMs });
  const scores = new ScorePublisher(database, store, services, outbox);
  events.onMasteryChanged((tx, change) => scores.queue(tx, change));
  return {
    store,
    keys,
    services,
    scores,
    rosterTeachers: new RosterTeachers(database, store, services, outbox),
    invites: new SignedValues<RegistrationInvite>(secret, "lti-registration-invite", "7d"),
    secret,
  };
}
