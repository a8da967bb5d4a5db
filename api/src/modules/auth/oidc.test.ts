import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { startTestApi, type TestApi } from "../../../test/harness";
import { startOpenIdProvider, type TestOpenIdProvider } from "../../../test/oidc-provider";

/**
 * Sign-in against a real OpenID provider (oidc-provider on 127.0.0.1), once as "Google"
 * and once as the school single sign-on, through the API over HTTP.
 */

const APP_URL = "http://app.test";
const GOOGLE_REDIRECT = `${APP_URL}/auth/google/callback`;
const OTHER_REDIRECT = `${APP_URL}/elsewhere/callback`;
const SCHOOL_REDIRECT = `${APP_URL}/auth/callback`;

let google: TestOpenIdProvider;
let school: TestOpenIdProvider;
let api: TestApi;

beforeAll(async () => {
  google = await startOpenIdProvider({ redirectUris: [GOOGLE_REDIRECT, OTHER_REDIRECT] });
  school = await startOpenIdProvider({ redirectUris: [SCHOOL_REDIRECT] });
  api = await startTestApi({
    PUBLIC_URL: APP_URL,
    GOOGLE_ISSUER: google.issuer,
    GOOGLE_CLIENT_ID: google.clientId,
    GOOGLE_CLIENT_SECRET: google.clientSecret,
    SCHOOL_SSO_PROVIDER: "clever",
    SCHOOL_SSO_ISSUER: school.issuer,
    SCHOOL_SSO_CLIENT_ID: school.clientId,
    SCHOOL_SSO_CLIENT_SECRET: school.clientSecret,
  });
});

afterAll(async () => {
  await api.close();
  await google.close();
  await school.close();
});

/** Starts a Google sign-in through the API and returns the code the provider sends back. */
async function googleCode(redirectUri = GOOGLE_REDIRECT) {
  const start = await api.call(`/api/auth/google/authorize?redirect_uri=${encodeURIComponent(redirectUri)}`);
  expect(start.status).toBe(200);
  const { code, state, redirectedTo } = await google.authorize(start.body.url);
  expect(redirectedTo.origin + redirectedTo.pathname).toBe(redirectUri);
  expect(state).toBe(start.body.state);
  return { code, state: start.body.state as string };
}

describe("sign-in options", () => {
  test("lists the configured providers and the demo", async () => {
    const { status, body } = await api.call("/api/auth/options");
    expect(status).toBe(200);
    expect(body).toEqual({
      demo: true,
      demoAccountDays: 7,
      google: { displayName: "Google" },
      school: { displayName: "Clever", provider: "clever" },
    });
  });
});

describe("Google (account provider)", () => {
  test("a full authorization-code sign-in creates the user and returns a working token", async () => {
    google.signInAs({ sub: "google-ada", email: "ada@gmail.test", name: "Ada Lovelace" });
    const { code, state } = await googleCode();
    const signIn = await api.call("/api/auth/google/callback", {
      method: "POST",
      json: { code, redirect_uri: GOOGLE_REDIRECT, state },
    });
    expect(signIn.status).toBe(200);
    expect(typeof signIn.body.token).toBe("string");

    const me = await api.call("/api/auth/me", { token: signIn.body.token });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({
      email: "ada@gmail.test",
      name: "Ada Lovelace",
      role: "student",
      subscriptionStatus: "none",
    });
  });

  test("signing in again returns the same user, with the provider's new name", async () => {
    google.signInAs({ sub: "google-grace", email: "grace@gmail.test", name: "Grace" });
    const first = await googleCode();
    const one = await api.call("/api/auth/google/callback", {
      method: "POST",
      json: { ...first, redirect_uri: GOOGLE_REDIRECT },
    });
    google.signInAs({ sub: "google-grace", email: "grace@gmail.test", name: "Grace Hopper" });
    const second = await googleCode();
    const two = await api.call("/api/auth/google/callback", {
      method: "POST",
      json: { ...second, redirect_uri: GOOGLE_REDIRECT },
    });
    const meOne = await api.call("/api/auth/me", { token: one.body.token });
    const meTwo = await api.call("/api/auth/me", { token: two.body.token });
    expect(meTwo.body.id).toBe(meOne.body.id);
    expect(meTwo.body.name).toBe("Grace Hopper");
  });

  test("a wrong code fails with a clear error", async () => {
    const { state } = await googleCode();
    const { status, body } = await api.call("/api/auth/google/callback", {
      method: "POST",
      json: { code: "not-a-real-code", redirect_uri: GOOGLE_REDIRECT, state },
    });
    expect(status).toBe(401);
    expect(body.code).toBe("SIGN_IN_FAILED");
    expect(body.error).toContain("Google did not accept this sign-in");
  });

  test("a replayed code fails with a clear error", async () => {
    google.signInAs({ sub: "google-replay", email: "replay@gmail.test", name: "Replay" });
    const { code, state } = await googleCode();
    const first = await api.call("/api/auth/google/callback", {
      method: "POST",
      json: { code, redirect_uri: GOOGLE_REDIRECT, state },
    });
    expect(first.status).toBe(200);
    const again = await api.call("/api/auth/google/callback", {
      method: "POST",
      json: { code, redirect_uri: GOOGLE_REDIRECT, state },
    });
    expect(again.status).toBe(401);
    expect(again.body.code).toBe("SIGN_IN_FAILED");
    expect(again.body.error).toContain("already used");
  });

  test("a redirect_uri other than the one the sign-in started with fails, at the provider and at the API", async () => {
    google.signInAs({ sub: "google-redirect", email: "r@gmail.test", name: "R" });
    // Without the state, the provider itself refuses the exchange.
    const atProvider = await googleCode();
    const refused = await api.call("/api/auth/google/callback", {
      method: "POST",
      json: { code: atProvider.code, redirect_uri: OTHER_REDIRECT },
    });
    expect(refused.status).toBe(401);
    expect(refused.body.code).toBe("SIGN_IN_FAILED");

    // With the state, the API notices before asking the provider.
    const atApi = await googleCode();
    const mismatch = await api.call("/api/auth/google/callback", {
      method: "POST",
      json: { code: atApi.code, redirect_uri: OTHER_REDIRECT, state: atApi.state },
    });
    expect(mismatch.status).toBe(401);
    expect(mismatch.body).toEqual({
      code: "SIGN_IN_FAILED",
      error: "The sign-in did not come back to the address it started from. Please try again.",
    });
  });

  test("a tampered state is refused", async () => {
    const { code, state } = await googleCode();
    const tampered = `${state.slice(0, -4)}AAAA`;
    const { status, body } = await api.call("/api/auth/google/callback", {
      method: "POST",
      json: { code, redirect_uri: GOOGLE_REDIRECT, state: tampered },
    });
    expect(status).toBe(401);
    expect(body.error).toBe("This sign-in link has expired or is not valid. Please start signing in again.");
  });

  test("a callback without a code is a 400 with the spec's message", async () => {
    const { status, body } = await api.call("/api/auth/google/callback", {
      method: "POST",
      json: { redirect_uri: GOOGLE_REDIRECT },
    });
    expect(status).toBe(400);
    expect(body).toEqual({ code: "VALIDATION_FAILED", error: "No authorization code received." });
  });
});

describe("school single sign-on", () => {
  test("a Clever teacher signs in as a teacher, and joins the school of their email domain", async () => {
    school.signInAs({
      sub: "clever-teacher-1",
      email: "ms.rivera@lakeside.example",
      name: "Ana Rivera",
      claims: { user_type: "teacher" },
    });
    const start = await api.call("/api/auth/school/authorize");
    expect(start.status).toBe(200);
    const { code, redirectedTo } = await school.authorize(start.body.url);
    expect(redirectedTo.pathname).toBe("/auth/callback");

    const signIn = await api.call("/api/auth/callback", { method: "POST", json: { code, state: start.body.state } });
    expect(signIn.status).toBe(200);
    const me = await api.call("/api/auth/me", { token: signIn.body.token });
    expect(me.body).toMatchObject({ name: "Ana Rivera", role: "teacher", districtId: "demo-district" });
  });

  test("an email the provider did not verify places nobody in the school of its domain", async () => {
    school.signInAs({
      sub: "clever-admin-unverified",
      email: "head@lakeside.example",
      name: "Not the head",
      claims: { user_type: "district_admin", email_verified: false },
    });
    const start = await api.call("/api/auth/school/authorize");
    const { code } = await school.authorize(start.body.url);
    const signIn = await api.call("/api/auth/callback", { method: "POST", json: { code, state: start.body.state } });
    const me = await api.call("/api/auth/me", { token: signIn.body.token });
    expect(me.body).toMatchObject({ role: "admin", districtId: null, schoolId: null });
  });

  test("a student without role claims is a student", async () => {
    school.signInAs({ sub: "clever-student-1", email: "sam@school.test", name: "Sam" });
    const start = await api.call("/api/auth/school/authorize");
    const { code } = await school.authorize(start.body.url);
    const signIn = await api.call("/api/auth/callback", { method: "POST", json: { code, state: start.body.state } });
    const me = await api.call("/api/auth/me", { token: signIn.body.token });
    expect(me.body).toMatchObject({ role: "student", districtId: null, schoolId: null });
  });

  test("a wrong code and a replayed code fail", async () => {
    school.signInAs({ sub: "clever-student-2", email: "kim@school.test", name: "Kim" });
    const start = await api.call("/api/auth/school/authorize");
    const { code } = await school.authorize(start.body.url);
    const wrong = await api.call("/api/auth/callback", {
      method: "POST",
      json: { code: "wrong", state: start.body.state },
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body.error).toContain("Clever did not accept this sign-in");
    const first = await api.call("/api/auth/callback", { method: "POST", json: { code, state: start.body.state } });
    expect(first.status).toBe(200);
    const replay = await api.call("/api/auth/callback", { method: "POST", json: { code, state: start.body.state } });
    expect(replay.status).toBe(401);
  });

  test("a state made for Google is not accepted by the school callback", async () => {
    const { code, state } = await googleCode();
    const { status, body } = await api.call("/api/auth/callback", { method: "POST", json: { code, state } });
    expect(status).toBe(401);
    expect(body.code).toBe("SIGN_IN_FAILED");
  });
});

describe("an unconfigured provider", () => {
  test("answers that the sign-in is not set up", async () => {
    const bare = await startTestApi();
    try {
      const { status, body } = await bare.call("/api/auth/callback", { method: "POST", json: { code: "x" } });
      expect(status).toBe(503);
      expect(body.code).toBe("SIGN_IN_UNAVAILABLE");
      expect(body.error).toContain("School sign-in is not set up");
      const options = await bare.call("/api/auth/options");
      expect(options.body).toEqual({ demo: true, demoAccountDays: 7, google: null, school: null });
    } finally {
      await bare.close();
    }
  });
});
