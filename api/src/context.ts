import type { AiHealth } from "./ai/health";
import type { AiProvider } from "./ai/provider";
import type { Config } from "./config";
import type { Database } from "./db/database";
import type { Mailer } from "./email/mailer";
import type { AppEvents } from "./events";
import type { RateLimiter } from "./http/rate-limit";
import type { JobScheduler } from "./jobs/scheduler";
import type { OidcSignIn, TokenService } from "./modules/auth/public";
import type { EmbedOrigins } from "./modules/embedding/public";
import type { LtiRuntime } from "./modules/lti/public";
import type { Outbox } from "./outbox/outbox";
import type { SafetyScreen } from "./safety/types";

/**
 * What the modules share: built once at start (or once per test file) by `createContext` in
 * app.ts and handed to each module's factory, so nothing reaches for a global and every test runs
 * on its own database. Every field is declared here; the features' services are named by type-only
 * imports of their public.ts, so no import runs from this file at run time and no runtime cycle
 * passes through it (docs/adr/0019-context-and-boundaries.md, `bun run boundaries`).
 */
export interface AppContext {
  config: Config;
  database: Database;
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
  /** Counts requests per user, address or LTI platform in the database, shared by every instance. */
  rateLimiter: RateLimiter;
  /** Issues and verifies the API's bearer tokens. */
  tokens: TokenService;
  /** Sign-in with Google and a school's OpenID Connect provider. */
  oidc: OidcSignIn;
  /** The LTI tool's keys, store and grade passback. */
  lti: LtiRuntime;
  /** Who may embed the product: each district's portals and registered LTI platforms. */
  embedOrigins: EmbedOrigins;
}
