import type { AiHealth } from "./ai/health";
import type { AiProvider } from "./ai/provider";
import type { Config } from "./config";
import type { Database } from "./db/database";
import type { Mailer } from "./email/mailer";
import type { AppEvents } from "./events";
import type { JobScheduler } from "./jobs/scheduler";
import type { OidcSignIn } from "./modules/auth/oidc";
import type { TokenService } from "./modules/auth/tokens";
import type { EmbedOrigins } from "./modules/embedding/origins";
import type { LtiRuntime } from "./modules/lti/runtime";
import type { SafetyScreen } from "./modules/safety/public";
import type { Outbox } from "./outbox/outbox";

/**
 * What the modules share: built once at start (or once per test file) and handed to each
 * module's factory, so nothing reaches for a global and every test runs on its own database.
 */
export interface AppContext {
  config: Config;
  database: Database;
  tokens: TokenService;
  oidc: OidcSignIn;
  ai: AiProvider;
  /** Calls to the district's model and the built-in tutor's stand-ins, for the admins' health panel. */
  aiHealth: AiHealth;
  /** Screens every student message and every model reply (offline floor, plus moderation with a key). */
  safety: SafetyScreen;
  /** What features announce after their writes (mastery changed, …). */
  events: AppEvents;
  /** What must reach another system after a write: emails, LMS grades. Delivered after the commit. */
  outbox: Outbox;
  mailer: Mailer;
  /** Background work on a timer, run once across every instance. */
  jobs: JobScheduler;
  lti: LtiRuntime;
  /** Who may embed the product: districts' portals and the registered LTI platforms. */
  embedOrigins: EmbedOrigins;
}
