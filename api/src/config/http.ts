import { isIP } from "node:net";
import { type Static, Type as t } from "@sinclair/typebox";
import type { EnvReader } from "./env-reader";

const RateLimitRuleSchema = t.Object(
  { limit: t.Integer({ minimum: 1 }), windowSeconds: t.Integer({ minimum: 1, maximum: 86_400 }) },
  { description: "A rate limit: at most `limit` requests in any `windowSeconds`." },
);
export type RateLimitRule = Static<typeof RateLimitRuleSchema>;

/** A policy's rule, or null when it is `off`. */
const RuleOrOff = t.Union([RateLimitRuleSchema, t.Null()]);
const RateLimitsSchema = t.Object({
  tutorTurns: RuleOrOff,
  flashcardGeneration: RuleOrOff,
  answerGrading: RuleOrOff,
  contentGeneration: RuleOrOff,
  signIn: RuleOrOff,
  demoAccounts: RuleOrOff,
  ltiRequests: RuleOrOff,
  ltiPlatformLaunches: RuleOrOff,
  refusedRequests: RuleOrOff,
});
export type RateLimitPolicy = keyof Static<typeof RateLimitsSchema>;

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
} as const satisfies Record<RateLimitPolicy, { variable: string; fallback: string }>;

const BodyLimitBytes = t.Integer({
  minimum: 1_024,
  maximum: 104_857_600,
  description: "The largest request body read, in bytes; a larger one is refused (413) before it is read in full.",
});

export const HttpSchema = t.Object(
  {
    trustedProxies: t.Array(t.String(), {
      description:
        "Proxies (addresses or CIDR ranges) whose `X-Forwarded-For` names the client; nobody else's is believed.",
    }),
    bodyLimitBytes: BodyLimitBytes,
    rateLimits: RateLimitsSchema,
  },
  { description: "The HTTP edge: who is a proxy, how large a body may be, how often a caller may ask." },
);

export function readHttp(read: EnvReader): Static<typeof HttpSchema> {
  return {
    trustedProxies: readTrustedProxies(read),
    bodyLimitBytes: read.integer("REQUEST_BODY_LIMIT_BYTES", BodyLimitBytes, 1_048_576),
    rateLimits: readRateLimits(read),
  };
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
function readRateLimits(read: EnvReader): Static<typeof RateLimitsSchema> {
  const rule = (policy: RateLimitPolicy): RateLimitRule | null => {
    const { variable, fallback } = RATE_LIMIT_DEFAULTS[policy];
    const value = read.string(variable, fallback);
    const parsed = parseRateLimit(value);
    read.require(
      parsed !== undefined,
      `${variable} must be a count per window such as 30/1m, 10/1h or 5/30s, or off (got "${value}").`,
    );
    // `off` is null and stays null; only a value that could not be read falls back (with a problem reported).
    return parsed === undefined ? parseRateLimit(fallback)! : parsed;
  };
  return {
    tutorTurns: rule("tutorTurns"),
    flashcardGeneration: rule("flashcardGeneration"),
    answerGrading: rule("answerGrading"),
    contentGeneration: rule("contentGeneration"),
    signIn: rule("signIn"),
    demoAccounts: rule("demoAccounts"),
    ltiRequests: rule("ltiRequests"),
    ltiPlatformLaunches: rule("ltiPlatformLaunches"),
    refusedRequests: rule("refusedRequests"),
  };
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
