import { join, resolve } from "node:path";
import { type Static, Type as t } from "@sinclair/typebox";
import { Value } from "@sinclair/typebox/value";
import { AiSchema, readAi, readSafety, SafetySchema, stripTrailingSlash } from "./ai";
import { AuthSchema, readAuth } from "./auth";
import { BillingSchema, readBilling } from "./billing";
import { EnvReader, oneOfSchema } from "./env-reader";
import { HttpSchema, readHttp } from "./http";
import { readWeb, WebSchema } from "./web";

export type { OidcClientConfig } from "./auth";
export type { StripeConfig } from "./billing";
export { parseRateLimit, RATE_LIMIT_DEFAULTS, type RateLimitPolicy, type RateLimitRule } from "./http";
export { normaliseOrigin } from "./web";

/**
 * Every setting of the API, read from the environment in this one place. The schema below is the
 * one description of the settings: the `Config` type is derived from it, the reader takes each
 * setting's bounds and allowed values from it, and what the reader builds is checked against it.
 * Each setting's embedded default sits beside its variable in the reader (config/<area>.ts): what a
 * fresh clone runs with when nothing is set (one process, a libSQL file under data/, demo sign-in,
 * offline AI).
 */

const RuntimeEnv = oneOfSchema(["development", "test", "production"]);
const Port = t.Integer({ minimum: 0, maximum: 65_535 });
const LogLevel = oneOfSchema(["debug", "info", "warn", "error"]);
const LogFormat = oneOfSchema(["json", "text"], {
  description: "`json`: one JSON object per line (production's default); `text`: readable lines.",
});
const OutboxClaimSeconds = t.Integer({ minimum: 5, maximum: 3_600 });
const ScoreRetryDelayMs = t.Integer({ minimum: 0, maximum: 3_600_000 });

export const ConfigSchema = t.Object({
  env: RuntimeEnv,
  port: Port,
  host: t.String(),
  publicUrl: t.String({ description: "The address users reach the product at; redirect URIs are built from it." }),
  dataDir: t.String({ description: "Where the embedded default keeps its database file and generated secrets." }),
  database: t.Object({ url: t.String(), authToken: t.Union([t.String(), t.Undefined()]) }),
  auth: AuthSchema,
  ai: AiSchema,
  safety: SafetySchema,
  lti: t.Object({
    scoreRetryDelaysMs: t.Array(ScoreRetryDelayMs, {
      description: "Waits before trying a failed grade post again (LTI_SCORE_RETRY_DELAYS_MS, comma-separated).",
    }),
  }),
  outbox: t.Object({
    claimMs: t.Integer({
      description:
        "How long an instance holds a message it is delivering (OUTBOX_CLAIM_SECONDS). If the instance dies, another delivers the message once this has passed; keep it above the slowest delivery.",
    }),
  }),
  web: WebSchema,
  billing: BillingSchema,
  email: t.Object(
    { smtpUrl: t.Union([t.String(), t.Undefined()]), from: t.String() },
    {
      description:
        "Email (safety alerts, parental consent, admin notices): sent through SMTP when `SMTP_URL` is set; otherwise written to files under `dataDir/mail` and announced in the log (development).",
    },
  ),
  http: HttpSchema,
  logLevel: LogLevel,
  logFormat: LogFormat,
});
export type Config = Static<typeof ConfigSchema>;

/** The repository root, so the default data/ folder does not depend on the working directory. */
const REPO_ROOT = resolve(import.meta.dir, "../../..");

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`The server's configuration has ${problems.length} problem(s):\n- ${problems.join("\n- ")}`);
    this.name = "ConfigError";
  }
}

/** Reads and validates the configuration; throws a ConfigError listing every problem. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const read = new EnvReader(env);

  const runtime = read.oneOf("NODE_ENV", RuntimeEnv, "development");
  const production = runtime === "production";
  const port = read.integer("PORT", Port, 3000);
  const host = read.string("HOST", "0.0.0.0");
  const publicUrl = stripTrailingSlash(read.url("PUBLIC_URL", `http://localhost:${port}`, ["http:", "https:"])!);
  const dataDir = resolve(read.string("DATA_DIR", join(REPO_ROOT, "data")));
  const databaseUrl = read.url("DATABASE_URL", `file:${join(dataDir, "app.db")}`, [
    "file:",
    "libsql:",
    "http:",
    "https:",
    "ws:",
    "wss:",
  ])!;
  const auth = readAuth(read, { publicUrl, production });
  const ai = readAi(read, runtime);

  const config: Config = {
    env: runtime,
    port,
    host,
    publicUrl,
    dataDir,
    database: { url: databaseUrl, authToken: read.optionalString("DATABASE_AUTH_TOKEN") },
    auth,
    ai,
    safety: readSafety(read, ai),
    billing: readBilling(read, production),
    lti: { scoreRetryDelaysMs: readScoreRetryDelays(read) },
    outbox: { claimMs: read.integer("OUTBOX_CLAIM_SECONDS", OutboxClaimSeconds, 120) * 1000 },
    web: readWeb(read, { repoRoot: REPO_ROOT, production }),
    email: {
      smtpUrl: read.url("SMTP_URL", undefined, ["smtp:", "smtps:"]),
      from: read.string("EMAIL_FROM", "Bloom <no-reply@bloom.localhost>"),
    },
    http: readHttp(read),
    logLevel: read.oneOf("LOG_LEVEL", LogLevel, runtime === "test" ? "warn" : "info"),
    logFormat: read.oneOf("LOG_FORMAT", LogFormat, production ? "json" : "text"),
  };

  if (read.problems.length > 0) throw new ConfigError(read.problems);
  // The readers are written against the schema; a value outside it is a bug here, not a bad setting.
  const mismatch = Value.Errors(ConfigSchema, config).First();
  if (mismatch) throw new Error(`The configuration reader built ${mismatch.path}: ${mismatch.message}.`);
  return config;
}

function readScoreRetryDelays(read: EnvReader): number[] {
  const delays = read
    .string("LTI_SCORE_RETRY_DELAYS_MS", "2000,10000,60000")
    .split(",")
    .map((part) => Number(part.trim()));
  read.require(
    delays.every((delay) => Value.Check(ScoreRetryDelayMs, delay)),
    "LTI_SCORE_RETRY_DELAYS_MS must be a comma-separated list of whole milliseconds (0 to 3600000).",
  );
  return delays;
}
