import type { AiHealth } from "./ai/health";
import type { AiProvider } from "./ai/provider";
import type { Config } from "./config";
import type { Database } from "./db/database";
import type { Mailer } from "./email/mailer";
import type { AppEvents } from "./events";
import type { RateLimiter } from "./http/rate-limit";
import type { JobScheduler } from "./jobs/scheduler";
import type { Outbox } from "./outbox/outbox";

/**
 * What the modules share: built once at start (or once per test file) by `createContext` in
 * app.ts and handed to each module's factory, so nothing reaches for a global and every test runs
 * on its own database. This file lists the infrastructure only and knows no feature: a feature
 * whose service other parts share (tokens, sign-in, the safety screen, LTI, embedding origins)
 * adds its field here from its own folder, by module augmentation next to the service's type
 * (`declare module "../../context"`), so nothing here imports a feature and no import cycle runs
 * through this file (docs/adr/0019-context-and-boundaries.md).
 */
export interface AppContext {
  config: Config;
  database: Database;
  ai: AiProvider;
  /** Calls to the district's model and the built-in tutor's stand-ins, for the admins' health panel. */
  aiHealth: AiHealth;
  /** What features announce after their writes (mastery changed, …). */
  events: AppEvents;
  /** What must reach another system after a write: emails, LMS grades. Delivered after the commit. */
  outbox: Outbox;
  mailer: Mailer;
  /** Background work on a timer, run once across every instance. */
  jobs: JobScheduler;
  /** Counts requests per user, address or LTI platform in the database, shared by every instance. */
  rateLimiter: RateLimiter;
}
