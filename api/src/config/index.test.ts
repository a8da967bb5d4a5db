import { describe, expect, test } from "bun:test";
import { resolve } from "node:path";
import { Value } from "@sinclair/typebox/value";
import { ConfigError, ConfigSchema, loadConfig } from ".";

/** What production needs besides the setting under test. */
const PRODUCTION = {
  NODE_ENV: "production",
  AUTH_TOKEN_SECRET: "s".repeat(32),
  STRIPE_SECRET_KEY: "sk_live_x",
  STRIPE_WEBHOOK_SECRET: "whsec_x",
  STRIPE_PRICE_STUDENT: "price_x",
};

describe("loadConfig", () => {
  test("with nothing set, gives the embedded default", () => {
    const config = loadConfig({});
    const dataDir = resolve(import.meta.dir, "../../../data");
    expect(config).toMatchObject({
      env: "development",
      port: 3000,
      publicUrl: "http://localhost:3000",
      dataDir,
      database: { url: `file:${dataDir}/app.db` },
      auth: { tokenSecret: undefined, demoSignIn: true, google: null, school: null, tokenTtlSeconds: 604_800 },
    });
  });

  test("DATABASE_URL switches to a libSQL server", () => {
    const config = loadConfig({ DATABASE_URL: "libsql://db.example.com", DATABASE_AUTH_TOKEN: "t" });
    expect(config.database).toEqual({ url: "libsql://db.example.com", authToken: "t" });
  });

  test("the outbox's claim lasts two minutes unless OUTBOX_CLAIM_SECONDS says otherwise, never under five seconds", () => {
    expect(loadConfig({}).outbox.claimMs).toBe(120_000);
    expect(loadConfig({ OUTBOX_CLAIM_SECONDS: "30" }).outbox.claimMs).toBe(30_000);
    expect(() => loadConfig({ OUTBOX_CLAIM_SECONDS: "1" })).toThrow(
      'OUTBOX_CLAIM_SECONDS must be a whole number from 5 to 3600 (got "1").',
    );
  });

  test("reports every problem at once, in words", () => {
    try {
      loadConfig({ PORT: "eighty", DEMO_SIGN_IN: "maybe", DATABASE_URL: "postgres://x", GOOGLE_CLIENT_ID: "id" });
      throw new Error("expected a ConfigError");
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).problems).toEqual([
        'PORT must be a whole number from 0 to 65535 (got "eighty").',
        'DATABASE_URL must start with file: or libsql: or http: or https: or ws: or wss: (got "postgres://x").',
        "GOOGLE_CLIENT_SECRET must be set when GOOGLE_CLIENT_ID is.",
        'DEMO_SIGN_IN must be true or false (got "maybe").',
      ]);
    }
  });

  test("production needs a token secret and turns demo sign-in off by default", () => {
    expect(() => loadConfig({ ...PRODUCTION, AUTH_TOKEN_SECRET: undefined })).toThrow(
      "AUTH_TOKEN_SECRET must be set when NODE_ENV=production.",
    );
    const config = loadConfig(PRODUCTION);
    expect(config.auth.demoSignIn).toBe(false);
    expect(loadConfig({ ...PRODUCTION, DEMO_SIGN_IN: "true" }).auth.demoSignIn).toBe(true);
  });

  test("school sign-on defaults to Clever's issuer; ClassLink and any OIDC provider are configurable", () => {
    const clever = loadConfig({ SCHOOL_SSO_CLIENT_ID: "c", SCHOOL_SSO_CLIENT_SECRET: "s" });
    expect(clever.auth.school).toMatchObject({
      provider: "clever",
      displayName: "Clever",
      issuer: "https://clever.com",
      redirectUri: "http://localhost:3000/auth/callback",
    });
    const classlink = loadConfig({
      SCHOOL_SSO_PROVIDER: "classlink",
      SCHOOL_SSO_CLIENT_ID: "c",
      SCHOOL_SSO_CLIENT_SECRET: "s",
    });
    expect(classlink.auth.school).toMatchObject({
      displayName: "ClassLink",
      issuer: "https://launchpad.classlink.com",
    });
    expect(() =>
      loadConfig({ SCHOOL_SSO_PROVIDER: "oidc", SCHOOL_SSO_CLIENT_ID: "c", SCHOOL_SSO_CLIENT_SECRET: "s" }),
    ).toThrow("SCHOOL_SSO_ISSUER must be set when SCHOOL_SSO_CLIENT_ID is.");
    const google = loadConfig({
      GOOGLE_CLIENT_ID: "g",
      GOOGLE_CLIENT_SECRET: "s",
      PUBLIC_URL: "https://learn.example.org/",
    });
    expect(google.auth.google).toMatchObject({
      issuer: "https://accounts.google.com",
      redirectUri: "https://learn.example.org/auth/google/callback",
    });
  });

  test("a plain-http issuer is accepted only on loopback outside production", () => {
    const local = { GOOGLE_CLIENT_ID: "g", GOOGLE_CLIENT_SECRET: "s", GOOGLE_ISSUER: "http://127.0.0.1:4000" };
    expect(loadConfig(local).auth.google?.allowInsecureIssuer).toBe(true);
    expect(() => loadConfig({ ...local, GOOGLE_ISSUER: "http://idp.example.com" })).toThrow(
      "GOOGLE_ISSUER must use https",
    );
    expect(() => loadConfig({ ...local, ...PRODUCTION })).toThrow("GOOGLE_ISSUER must use https");
  });

  test("the safety screen is chosen like the AI provider: moderation with an OpenAI key, offline without", () => {
    expect(loadConfig({}).safety).toEqual({ engine: "offline", moderation: null });
    expect(loadConfig({ OPENAI_API_KEY: "k" }).safety).toEqual({
      engine: "openai",
      moderation: {
        apiKey: "k",
        baseUrl: "https://api.openai.com/v1",
        model: "omni-moderation-latest",
        timeoutMs: 3000,
      },
    });
    expect(loadConfig({ OPENAI_API_KEY: "k", AI_PROVIDER: "offline" }).safety.engine).toBe("offline");
    expect(loadConfig({ OPENAI_API_KEY: "k", AI_PROVIDER: "offline", SAFETY_ENGINE: "openai" }).safety.engine).toBe(
      "openai",
    );
    expect(loadConfig({ OPENAI_API_KEY: "k", SAFETY_ENGINE: "offline" }).safety).toEqual({
      engine: "offline",
      moderation: null,
    });
    const tuned = loadConfig({
      OPENAI_API_KEY: "k",
      OPENAI_BASE_URL: "http://127.0.0.1:4010/v1/",
      OPENAI_MODERATION_MODEL: "omni-moderation-2024-09-26",
      SAFETY_MODERATION_TIMEOUT_MS: "1500",
    });
    expect(tuned.safety.moderation).toEqual({
      apiKey: "k",
      baseUrl: "http://127.0.0.1:4010/v1",
      model: "omni-moderation-2024-09-26",
      timeoutMs: 1500,
    });
  });

  test("the moderation engine needs a key, and a sensible time limit", () => {
    try {
      loadConfig({ SAFETY_ENGINE: "openai", SAFETY_MODERATION_TIMEOUT_MS: "5" });
      throw new Error("expected a ConfigError");
    } catch (error) {
      expect((error as ConfigError).problems).toEqual([
        "SAFETY_ENGINE=openai needs OPENAI_API_KEY.",
        'SAFETY_MODERATION_TIMEOUT_MS must be a whole number from 100 to 60000 (got "5").',
      ]);
    }
  });

  test("billing is local without Stripe keys, and Stripe with them, pointed at api.stripe.com unless told otherwise", () => {
    expect(loadConfig({}).billing).toEqual({ mode: "local", stripe: null });
    expect(loadConfig(PRODUCTION).billing).toEqual({
      mode: "stripe",
      stripe: {
        secretKey: "sk_live_x",
        webhookSecret: "whsec_x",
        prices: { student: "price_x" },
        api: { host: "api.stripe.com", port: 443, protocol: "https" },
      },
    });
    const fake = loadConfig({
      ...PRODUCTION,
      NODE_ENV: "test",
      STRIPE_API_HOST: "127.0.0.1",
      STRIPE_API_PORT: "12111",
      STRIPE_API_PROTOCOL: "http",
    });
    expect(fake.billing.stripe?.api).toEqual({ host: "127.0.0.1", port: 12111, protocol: "http" });
  });

  test("production refuses local billing, and plain http to Stripe", () => {
    expect(() =>
      loadConfig({
        ...PRODUCTION,
        STRIPE_SECRET_KEY: undefined,
        STRIPE_WEBHOOK_SECRET: undefined,
        STRIPE_PRICE_STUDENT: undefined,
      }),
    ).toThrow(
      "Stripe must be configured when NODE_ENV=production: set STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET and STRIPE_PRICE_STUDENT (local billing is for development only).",
    );
    expect(() => loadConfig({ ...PRODUCTION, STRIPE_API_PROTOCOL: "http" })).toThrow(
      "STRIPE_API_PROTOCOL must be https when NODE_ENV=production.",
    );
  });

  test("Stripe settings come all together, and each must be the right kind of value", () => {
    try {
      loadConfig({ STRIPE_SECRET_KEY: "pk_test_x", STRIPE_PRICE_STUDENT: "15" });
      throw new Error("expected a ConfigError");
    } catch (error) {
      expect((error as ConfigError).problems).toEqual([
        "STRIPE_WEBHOOK_SECRET must be set when STRIPE_SECRET_KEY is.",
        "STRIPE_SECRET_KEY must be a secret key (sk_…) or a restricted key (rk_…), never a publishable key.",
        "STRIPE_PRICE_STUDENT must be a Stripe price id (price_…).",
      ]);
    }
    expect(() => loadConfig({ STRIPE_WEBHOOK_SECRET: "whsec_x" })).toThrow(
      "STRIPE_SECRET_KEY must be set when any other STRIPE_ setting is.",
    );
  });

  test("rate limits are a count per window or off; a value that cannot be read is a problem", () => {
    const limits = loadConfig({
      RATE_LIMIT_TUTOR_TURNS: "5/30s",
      RATE_LIMIT_DEMO_ACCOUNTS: "off",
      RATE_LIMIT_SIGN_IN: "OFF",
    }).http.rateLimits;
    expect(limits.tutorTurns).toEqual({ limit: 5, windowSeconds: 30 });
    expect(limits.demoAccounts).toBeNull();
    expect(limits.signIn).toBeNull();
    expect(limits.flashcardGeneration).toEqual({ limit: 10, windowSeconds: 60 });
    expect(limits.ltiPlatformLaunches).toEqual({ limit: 3000, windowSeconds: 60 });
    expect(() => loadConfig({ RATE_LIMIT_ANSWER_GRADING: "lots" })).toThrow(
      'RATE_LIMIT_ANSWER_GRADING must be a count per window such as 30/1m, 10/1h or 5/30s, or off (got "lots").',
    );
  });

  test("what the reader builds fits the schema the Config type comes from, and the schema holds its bounds", () => {
    const withModel = { ...PRODUCTION, OPENAI_API_KEY: "sk-x", GOOGLE_CLIENT_ID: "id", GOOGLE_CLIENT_SECRET: "s" };
    for (const env of [{}, PRODUCTION, withModel])
      expect(Value.Errors(ConfigSchema, loadConfig(env)).First()).toBe(undefined);
    expect(Value.Check(ConfigSchema, { ...loadConfig({}), port: 70_000 })).toBe(false);
    expect(Value.Check(ConfigSchema, { ...loadConfig({}), logFormat: "xml" })).toBe(false);
  });
});
