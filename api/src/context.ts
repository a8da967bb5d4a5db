import type { AiProvider } from "./ai/provider";
import type { Config } from "./config";
import type { Database } from "./db/database";
import type { AppEvents } from "./events";
import type { OidcSignIn } from "./modules/auth/oidc";
import type { TokenService } from "./modules/auth/tokens";
import type { EmbedOrigins } from "./modules/embedding/origins";
import type { LtiRuntime } from "./modules/lti/runtime";

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
  /** What features announce after their writes (mastery changed, …). */
  events: AppEvents;
  lti: LtiRuntime;
  /** Who may embed the product: districts' portals and the registered LTI platforms. */
  embedOrigins: EmbedOrigins;
}
