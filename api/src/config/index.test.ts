import { describe, expect, test } from "bun:test";
import { resolve } from "node:path";
import { ConfigError, loadConfig } from ".";

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
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow("AUTH_TOKEN_SECRET must be set when NODE_ENV=production.");
    const config = loadConfig({ NODE_ENV: "production", AUTH_TOKEN_SECRET: "s".repeat(32) });
    expect(config.auth.demoSignIn).toBe(false);
    expect(loadConfig({ NODE_ENV: "production", AUTH_TOKEN_SECRET: "s".repeat(32), DEMO_SIGN_IN: "true" }).auth.demoSignIn).toBe(true);
  });

  test("school sign-on defaults to Clever's issuer; ClassLink and any OIDC provider are configurable", () => {
    const clever = loadConfig({ SCHOOL_SSO_CLIENT_ID: "c", SCHOOL_SSO_CLIENT_SECRET: "s" });
    expect(clever.auth.school).toMatchObject({ provider: "clever", displayName: "Clever", issuer: "https://clever.com", redirectUri: "http://localhost:3000/auth/callback" });
    const classlink = loadConfig({ SCHOOL_SSO_PROVIDER: "classlink", SCHOOL_SSO_CLIENT_ID: "c", SCHOOL_SSO_CLIENT_SECRET: "s" });
    expect(classlink.auth.school).toMatchObject({ displayName: "ClassLink", issuer: "https://launchpad.classlink.com" });
    expect(() => loadConfig({ SCHOOL_SSO_PROVIDER: "oidc", SCHOOL_SSO_CLIENT_ID: "c", SCHOOL_SSO_CLIENT_SECRET: "s" })).toThrow(
      "SCHOOL_SSO_ISSUER must be set when SCHOOL_SSO_CLIENT_ID is.",
    );
    const google = loadConfig({ GOOGLE_CLIENT_ID: "g", GOOGLE_CLIENT_SECRET: "s", PUBLIC_URL: "https://learn.example.org/" });
    expect(google.auth.google).toMatchObject({ issuer: "https://accounts.google.com", redirectUri: "https://learn.example.org/auth/google/callback" });
  });

  test("a plain-http issuer is accepted only on loopback outside production", () => {
    const local = { GOOGLE_CLIENT_ID: "g", GOOGLE_CLIENT_SECRET: "s", GOOGLE_ISSUER: "http://127.0.0.1:4000" };
    expect(loadConfig(local).auth.google?.allowInsecureIssuer).toBe(true);
    expect(() => loadConfig({ ...local, GOOGLE_ISSUER: "http://idp.example.com" })).toThrow("GOOGLE_ISSUER must use https");
    expect(() => loadConfig({ ...local, NODE_ENV: "production", AUTH_TOKEN_SECRET: "s".repeat(32) })).toThrow("GOOGLE_ISSUER must use https");
  });
});
