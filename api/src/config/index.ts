import { isIP } from "node:net";
import { join, resolve } from "node:path";
import type { SafetySettings } from "../safety";
import { EnvReader } from "./env-reader";

/**
 * Every setting of the API, read from the environment in this one place.
 * The value after each name is the embedded default: what a fresh clone runs with
 * when nothing is set (one process, a libSQL file under data/, demo sign-in, offline AI).
 */

type RuntimeEnv = "development" | "test" | "production";

export interface OidcClientConfig {
  /** Shown to users in messages, e.g. "Google" or "Clever". */
  displayName: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Where the provider sends the browser back; must be registered with the provider. */
  redirectUri: string;
  /** Plain-http issuers are accepted only for loopback addresses outside production (tests, local providers). */
  allowInsecureIssuer: boolean;
}

const SCHOOL_SSO_PROVIDERS = ["clever", "classlink", "oidc"] as const;
type SchoolSsoProvider = (typeof SCHOOL_SSO_PROVIDERS)[number];

const SCHOOL_SSO_DEFAULTS: Record<SchoolSsoProvider, { displayName: string; issuer?: string }> = {
  clever: { displayName: "Clever", issuer: "https://clever.com" },
  classlink: { displayName: "ClassLink", issuer: "https://launchpad.classlink.com" },
  oidc: { displayName: "your school" },
};

export interface Config {
  env: RuntimeEnv;
  port: number;
  host: string;
  /** The address users reach the product at; redirect URIs are built from it. */
  publicUrl: string;
  /** Where the embedded default keeps its database file and generated secrets. */
  dataDir: string;
  database: { url: string; authToken: string | undefined };
  auth: {
    /** Signing secret for API tokens; undefined means "generate once and keep it under dataDir". */
    tokenSecret: string | undefined;
    tokenTtlSeconds: number;
    demoSignIn: boolean;
    /** How long a visitor's demo account is kept before it may be deleted (its `demoExpiresAt`). */
    demoAccountDays: number;
    google: OidcClientConfig | null;
    school: (OidcClientConfig & { provider: SchoolSsoProvider }) | null;
  };
  /** The AI provider: `openai` when an API key is set (any OpenAI-compatible server), else `offline`. */
  ai: {
    provider: "openai" | "offline";
    openai: { apiKey: string; baseUrl: string; model: string; timeoutMs: number; maxRetries: number } | null;
    /** Milliseconds between the offline tutor's streamed words, so replies read as they arrive. */
    offlinePaceMs: number;
  };
  /**
   * The safety screen: `openai` runs the moderation endpoint beside the offline screen, which
   * always runs; `offline` runs it alone. Chosen like the AI provider.
   */
  safety: SafetySettings;
  lti: {
    /** Waits before trying a failed grade post again (LTI_SCORE_RETRY_DELAYS_MS, comma-separated). */
    scoreRetryDelaysMs: number[];
  };
  outbox: {
    /**
     * How long an instance holds a message it is delivering (OUTBOX_CLAIM_SECONDS). If the instance
     * dies, another delivers the message once this has passed; keep it above the slowest delivery.
     */
    claimMs: number;
  };
  /** The built front end this process serves. */
  web: {
    distDir: string;
    /** Where the widgets' remotes are served from; the shell finds them there at run time. */
    widgetsUrl: string;
    /** The API's address as the browser should use it; empty for the same origin. */
    apiBaseUrl: string;
    /**
     * Portal origins every district may use, besides those each district's admin adds through the API:
     * their pages may call the API (CORS) and frame the product (`frame-ancestors`). Never "*".
     */
    corsOrigins: string[];
    /** Development only: open pages reload when a new front-end build lands (`bun run dev`). */
    liveReload: boolean;
  };
  /**
   * Payments: `stripe` when the Stripe keys are set; otherwise `local`, where checkout is a page of
   * this server that a developer completes or cancels (refused in production).
   */
  billing: {
    mode: "stripe" | "local";
    stripe: StripeConfig | null;
  };
  /**
   * Email (safety alerts, parental consent, admin notices): sent through SMTP when `SMTP_URL` is
   * set; otherwise written to files under `dataDir/mail` and announced in the log (development).
   */
  email: { smtpUrl: string | undefined; from: string };
  /** The HTTP edge: who is a proxy, how large a body may be, how often a caller may ask. */
  http: {
    /** Proxies (addresses or CIDR ranges) whose `X-Forwarded-For` names the client; nobody else's is believed. */
    trustedProxies: string[];
    /** The largest request body read, in bytes; a larger one is refused (413) before it is read in full. */
    bodyLimitBytes: number;
    rateLimits: Record<RateLimitPolicy, RateLimitRule | null>;
  };
  logLevel: "debug" | "info" | "warn" | "error";
  /** `json`: one JSON object per line (production's default); `text`: readable lines. */
  logFormat: "json" | "text";
}

/** A rate limit: at most `limit` requests in any `windowSeconds`. */
export interface RateLimitRule {
  limit: number;
  windowSeconds: number;
}

/**
 * Every rate limit, its variable and its default. Per user: what costs money with a model key.
 * Per address: sign-in and demo accounts (a whole school may sit behind one address, hence the
 * generous sign-in figure). Per LTI platform: verified launches.
 */
export const RATE_LIMIT_DEFAULTS = {
  tutorTurns: { variable: "RATE_LIMIT_TUTOR_TURNS", fallback: "30/1m" },
  flashcardGeneration: { variable: "RATE_LIMIT_FLASHCARD_GENERATION", fallback: "10/1m" },
  answerGrading: { variable: "RATE_LIMIT_ANSWER_GRADING", fallback: "60/1m" },
  contentGeneration: { variable: "RATE_LIMIT_CONTENT_GENERATION", fallback: "20/1m" },
  signIn: { variable: "RATE_LIMIT_SIGN_IN", fallback: "200/1m" },
  demoAccounts: { variable: "RATE_LIMIT_DEMO_ACCOUNTS", fallback: "10/1h" },
  ltiRequests: { variable: "RATE_LIMIT_LTI_REQUESTS", fallback: "300/1m" },
  ltiPlatformLaunches: { variable: "RATE_LIMIT_LTI_PLATFORM_LAUNCHES", fallback: "3000/1m" },
  /** Refused requests (4xx) on the per-user limited routes that are not charged to their budget. */
  refusedRequests: { variable: "RATE_LIMIT_REFUSED_REQUESTS", fallback: "60/1m" },
} as const satisfies Record<string, { variable: string; fallback: string }>;
export type RateLimitPolicy = keyof typeof RATE_LIMIT_DEFAULTS;

export interface StripeConfig {
  secretKey: string;
  /** Signs the webhook events Stripe sends to /api/billing/webhook (`whsec_…`). */
  webhookSecret: string;
  /** Stripe price ids per self-service plan: the amounts live in Stripe, not in our code. */
  prices: { student: string };
  /** Where the SDK sends requests; tests and local fakes point it at 127.0.0.1. */
  api: { host: string; port: number; protocol: "https" | "http" };
}

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

  const runtime = read.oneOf("NODE_ENV", ["development", "test", "production"], "development");
  const production = runtime === "production";
  const port = read.integer("PORT", 3000, { min: 0, max: 65_535 });
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

  const tokenSecret = read.optionalString("AUTH_TOKEN_SECRET");
  read.require(
    tokenSecret === undefined || tokenSecret.length >= 32,
    "AUTH_TOKEN_SECRET must be at least 32 characters long.",
  );
  read.require(!production || tokenSecret !== undefined, "AUTH_TOKEN_SECRET must be set when NODE_ENV=production.");

  const google = readOidcClient(read, "GOOGLE", {
    displayName: "Google",
    issuer: "https://accounts.google.com",
    redirectUri: `${publicUrl}/auth/google/callback`,
    production,
  });

  const schoolProvider = read.oneOf("SCHOOL_SSO_PROVIDER", SCHOOL_SSO_PROVIDERS, "clever");
  const schoolDefaults = SCHOOL_SSO_DEFAULTS[schoolProvider];
  const school = readOidcClient(read, "SCHOOL_SSO", {
    displayName: schoolDefaults.displayName,
    issuer: schoolDefaults.issuer,
    redirectUri: `${publicUrl}/auth/callback`,
    production,
  });

  const openaiKey = read.optionalString("OPENAI_API_KEY");
  const aiProvider = read.oneOf("AI_PROVIDER", ["openai", "offline"], openaiKey ? "openai" : "offline");
  read.require(aiProvider === "offline" || openaiKey !== undefined, "AI_PROVIDER=openai needs OPENAI_API_KEY.");
  const openai = openaiKey
    ? {
        apiKey: openaiKey,
        baseUrl: stripTrailingSlash(read.url("OPENAI_BASE_URL", "https://api.openai.com/v1", ["http:", "https:"])!),
        model: read.string("OPENAI_MODEL", "gpt-4o-mini"),
        timeoutMs: read.integer("OPENAI_TIMEOUT_MS", 30_000, { min: 1_000, max: 600_000 }),
        maxRetries: read.integer("OPENAI_MAX_RETRIES", 2, { min: 0, max: 10 }),
      }
    : null;

  const safety = readSafety(read, aiProvider, openai);
  const billing = readBilling(read, production);

  const retryDelays = read
    .string("LTI_SCORE_RETRY_DELAYS_MS", "2000,10000,60000")
    .split(",")
    .map((part) => Number(part.trim()));
  read.require(
    retryDelays.every((delay) => Number.isInteger(delay) && delay >= 0 && delay <= 3_600_000),
    "LTI_SCORE_RETRY_DELAYS_MS must be a comma-separated list of whole milliseconds (0 to 3600000).",
  );

  const config: Config = {
    env: runtime,
    port,
    host,
    publicUrl,
    dataDir,
    database: { url: databaseUrl, authToken: read.optionalString("DATABASE_AUTH_TOKEN") },
    auth: {
      tokenSecret,
      tokenTtlSeconds: read.integer("AUTH_TOKEN_TTL_SECONDS", 7 * 24 * 3600, { min: 60, max: 90 * 24 * 3600 }),
      demoSignIn: read.boolean("DEMO_SIGN_IN", !production),
      demoAccountDays: read.integer("DEMO_ACCOUNT_DAYS", 7, { min: 1, max: 365 }),
      google,
      school: school ? { ...school, provider: schoolProvider } : null,
    },
    ai: {
      provider: aiProvider,
      openai,
      offlinePaceMs: read.integer("OFFLINE_TUTOR_PACE_MS", runtime === "test" ? 0 : 25, { min: 0, max: 1_000 }),
    },
    safety,
    lti: { scoreRetryDelaysMs: retryDelays },
    outbox: { claimMs: read.integer("OUTBOX_CLAIM_SECONDS", 120, { min: 5, max: 3_600 }) * 1000 },
    web: {
      distDir: resolve(read.string("WEB_DIST_DIR", join(REPO_ROOT, "dist"))),
      widgetsUrl: stripTrailingSlash(read.string("WIDGETS_URL", "/widgets")),
      apiBaseUrl: stripTrailingSlash(read.string("WEB_API_BASE_URL", "")),
      corsOrigins: readOrigins(read, "CORS_ORIGINS"),
      liveReload: !production && read.boolean("WEB_LIVE_RELOAD", false),
    },
    billing,
    email: {
      smtpUrl: read.url("SMTP_URL", undefined, ["smtp:", "smtps:"]),
      from: read.string("EMAIL_FROM", "Bloom <no-reply@bloom.localhost>"),
    },
    http: {
      trustedProxies: readTrustedProxies(read),
      bodyLimitBytes: read.integer("REQUEST_BODY_LIMIT_BYTES", 1_048_576, { min: 1_024, max: 104_857_600 }),
      rateLimits: readRateLimits(read),
    },
    logLevel: read.oneOf("LOG_LEVEL", ["debug", "info", "warn", "error"], runtime === "test" ? "warn" : "info"),
    logFormat: read.oneOf("LOG_FORMAT", ["json", "text"], production ? "json" : "text"),
  };

  if (read.problems.length > 0) throw new ConfigError(read.problems);
  return config;
}

/**
 * An OpenID Connect client is configured when its client id is set (`<PREFIX>_CLIENT_ID`,
 * `<PREFIX>_CLIENT_SECRET`, `<PREFIX>_ISSUER`, `<PREFIX>_REDIRECT_URI`); otherwise that sign-in is off.
 */
function readOidcClient(
  read: EnvReader,
  prefix: string,
  defaults: { displayName: string; issuer: string | undefined; redirectUri: string; production: boolean },
): OidcClientConfig | null {
  const clientId = read.optionalString(`${prefix}_CLIENT_ID`);
  if (clientId === undefined) return null;
  const clientSecret = read.optionalString(`${prefix}_CLIENT_SECRET`);
  read.require(clientSecret !== undefined, `${prefix}_CLIENT_SECRET must be set when ${prefix}_CLIENT_ID is.`);
  const issuer = read.url(`${prefix}_ISSUER`, defaults.issuer, ["https:", "http:"]);
  read.require(issuer !== undefined, `${prefix}_ISSUER must be set when ${prefix}_CLIENT_ID is.`);
  const allowInsecureIssuer = !defaults.production && issuer !== undefined && isLoopbackUrl(issuer);
  read.require(
    issuer === undefined || issuer.startsWith("https:") || allowInsecureIssuer,
    `${prefix}_ISSUER must use https (plain http is accepted only for a local provider outside production).`,
  );
  const redirectUri = read.url(`${prefix}_REDIRECT_URI`, defaults.redirectUri, ["http:", "https:"])!;
  return {
    displayName: read.string(`${prefix}_DISPLAY_NAME`, defaults.displayName),
    issuer: issuer ?? "",
    clientId,
    clientSecret: clientSecret ?? "",
    redirectUri,
    allowInsecureIssuer,
  };
}

/**
 * The moderation endpoint is used by default when the AI provider is OpenAI with a key; it needs
 * the key, and calls the same server (`OPENAI_BASE_URL`). A server without a moderation endpoint
 * (Ollama, vLLM) should set SAFETY_ENGINE=offline, or every turn waits for a failing call.
 */
function readSafety(
  read: EnvReader,
  aiProvider: Config["ai"]["provider"],
  openai: Config["ai"]["openai"],
): SafetySettings {
  const engine = read.oneOf(
    "SAFETY_ENGINE",
    ["openai", "offline"],
    aiProvider === "openai" && openai ? "openai" : "offline",
  );
  read.require(engine === "offline" || openai !== null, "SAFETY_ENGINE=openai needs OPENAI_API_KEY.");
  const model = read.string("OPENAI_MODERATION_MODEL", "omni-moderation-latest");
  const timeoutMs = read.integer("SAFETY_MODERATION_TIMEOUT_MS", 3_000, { min: 100, max: 60_000 });
  if (engine === "offline" || !openai) return { engine: "offline", moderation: null };
  return { engine, moderation: { apiKey: openai.apiKey, baseUrl: openai.baseUrl, model, timeoutMs } };
}

/**
 * Stripe is configured by its secret key, webhook secret and the Student plan's price id, all
 * three or none. With none, billing runs in local mode, which production refuses: a server that
 * cannot take payments must not start and quietly give paid access away, or take none.
 */
function readBilling(read: EnvReader, production: boolean): Config["billing"] {
  const secretKey = read.optionalString("STRIPE_SECRET_KEY");
  const webhookSecret = read.optionalString("STRIPE_WEBHOOK_SECRET");
  const studentPrice = read.optionalString("STRIPE_PRICE_STUDENT");
  const protocol = read.oneOf("STRIPE_API_PROTOCOL", ["https", "http"], "https");
  const api = {
    host: read.string("STRIPE_API_HOST", "api.stripe.com"),
    port: read.integer("STRIPE_API_PORT", protocol === "https" ? 443 : 80, { min: 1, max: 65_535 }),
    protocol,
  };
  read.require(!production || protocol === "https", "STRIPE_API_PROTOCOL must be https when NODE_ENV=production.");

  if (secretKey === undefined && webhookSecret === undefined && studentPrice === undefined) {
    read.require(
      !production,
      "Stripe must be configured when NODE_ENV=production: set STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET and STRIPE_PRICE_STUDENT (local billing is for development only).",
    );
    return { mode: "local", stripe: null };
  }
  read.require(secretKey !== undefined, "STRIPE_SECRET_KEY must be set when any other STRIPE_ setting is.");
  read.require(webhookSecret !== undefined, "STRIPE_WEBHOOK_SECRET must be set when STRIPE_SECRET_KEY is.");
  read.require(studentPrice !== undefined, "STRIPE_PRICE_STUDENT must be set when STRIPE_SECRET_KEY is.");
  read.require(
    secretKey === undefined || /^(sk|rk)_/.test(secretKey),
    "STRIPE_SECRET_KEY must be a secret key (sk_…) or a restricted key (rk_…), never a publishable key.",
  );
  read.require(
    webhookSecret === undefined || webhookSecret.startsWith("whsec_"),
    "STRIPE_WEBHOOK_SECRET must be a webhook signing secret (whsec_…).",
  );
  read.require(
    studentPrice === undefined || studentPrice.startsWith("price_"),
    "STRIPE_PRICE_STUDENT must be a Stripe price id (price_…).",
  );
  return {
    mode: "stripe",
    stripe: {
      secretKey: secretKey ?? "",
      webhookSecret: webhookSecret ?? "",
      prices: { student: studentPrice ?? "" },
      api,
    },
  };
}

/** A comma-separated list of origins (`https://portal.example.org`), each checked; "*" is refused. */
function readOrigins(read: EnvReader, name: string): string[] {
  const origins: string[] = [];
  for (const entry of read.string(name, "").split(",")) {
    const value = entry.trim();
    if (!value) continue;
    const origin = normaliseOrigin(value);
    if (origin) origins.push(origin);
    else
      read.require(
        false,
        `${name} must list origins such as https://portal.example.org, separated by commas (got "${value}"; "*" is not allowed).`,
      );
  }
  return origins;
}

/** `scheme://host[:port]` in lower case, or null when `value` is not an http(s) origin without a path. */
export function normaliseOrigin(value: string): string | null {
  try {
    const url = new URL(value);
    if (url.protocol !== "https:" && url.protocol !== "http:") return null;
    if ((url.pathname !== "/" && url.pathname !== "") || url.search || url.hash || url.username) return null;
    if (!/^[a-z]+:\/\/[^/]+\/?$/i.test(value)) return null;
    return url.origin;
  } catch {
    return null;
  }
}

function readTrustedProxies(read: EnvReader): string[] {
  const entries = read
    .string("TRUSTED_PROXIES", "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const [address, bits] = entry.split("/");
    const family = isIP(address ?? "");
    const validBits = bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (family === 6 ? 128 : 32));
    read.require(
      family !== 0 && validBits,
      `TRUSTED_PROXIES must list addresses or CIDR ranges such as 10.0.0.0/8, separated by commas (got "${entry}").`,
    );
  }
  return entries;
}

/** Each rate limit as `<count>/<window>` (`30/1m`, `10/1h`, `5/30s`), or `off`. */
function readRateLimits(read: EnvReader): Record<RateLimitPolicy, RateLimitRule | null> {
  const rules = {} as Record<RateLimitPolicy, RateLimitRule | null>;
  for (const [policy, { variable, fallback }] of Object.entries(RATE_LIMIT_DEFAULTS)) {
    const value = read.string(variable, fallback);
    const rule = parseRateLimit(value);
    read.require(
      rule !== undefined,
      `${variable} must be a count per window such as 30/1m, 10/1h or 5/30s, or off (got "${value}").`,
    );
    // `off` is null and stays null; only a value that could not be read falls back (with a problem reported).
    rules[policy as RateLimitPolicy] = rule === undefined ? parseRateLimit(fallback)! : rule;
  }
  return rules;
}

/** `30/1m` → 30 per 60 seconds; `off` → null; anything else → undefined. */
export function parseRateLimit(value: string): RateLimitRule | null | undefined {
  if (value.toLowerCase() === "off") return null;
  const match = /^(\d+)\s*\/\s*(\d+)\s*(s|m|h)$/i.exec(value);
  if (!match) return undefined;
  const limit = Number(match[1]);
  const windowSeconds = Number(match[2]) * { s: 1, m: 60, h: 3600 }[match[3]!.toLowerCase() as "s" | "m" | "h"];
  if (limit < 1 || windowSeconds < 1 || windowSeconds > 86_400) return undefined;
  return { limit, windowSeconds };
}

function isLoopbackUrl(value: string): boolean {
  try {
    const { hostname } = new URL(value);
    return hostname === "localhost" || hostname === "127.0.0.1" || hostname === "[::1]";
  } catch {
    return false;
  }
}

function stripTrailingSlash(value: string): string {
  return value.endsWith("/") ? value.slice(0, -1) : value;
}
