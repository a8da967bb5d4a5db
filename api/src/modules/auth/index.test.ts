import { afterAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { SignJWT } from "jose";
import { startTestApi } from "../../../test/harness";
import {
  conceptMastery,
  concepts,
  flashcardReviews,
  flashcards,
  masteryEvidence,
  messages,
  outlines,
  subjects,
  tutoringSessions,
  users,
} from "../../db/schema";
import { DEMO_STUDENT_IDENTITY, findUserByIdentity } from "./public";

const SECRET = "test-secret-that-is-long-enough-for-hs256-signing";

const api = await startTestApi();
afterAll(() => api.close());

/** A token signed like ours, with claims the test chooses. */
function craftToken(claims: { sub: string; exp: number; iss?: string; aud?: string }, secret = SECRET) {
  return new SignJWT({})
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(claims.sub)
    .setJti(crypto.randomUUID())
    .setIssuer(claims.iss ?? "bloom-api")
    .setAudience(claims.aud ?? "bloom-app")
    .setIssuedAt()
    .setExpirationTime(claims.exp)
    .sign(new TextEncoder().encode(secret));
}

describe("GET /api/auth/me", () => {
  test("returns every profile field of spec §3 for the caller", async () => {
    const { user, token } = await api.createUser({
      name: "Lin",
      role: "teacher",
      schoolId: "demo-school",
      districtId: "demo-district",
    });
    const { status, body } = await api.call("/api/auth/me", { token });
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual(
      [
        "id",
        "email",
        "name",
        "role",
        "createdAt",
        "updatedAt",
        "districtId",
        "schoolId",
        "stripeCustomerId",
        "stripeSubscriptionId",
        "subscriptionStatus",
        "trialEnd",
        "currentPeriodEnd",
        "timeZone",
        "locale",
        "launchLocale",
        "language",
        "isDemo",
        "guardianEmail",
        "birthYear",
        "consentStatus",
      ].sort(),
    );
    expect(body).toMatchObject({
      id: user.id,
      name: "Lin",
      role: "teacher",
      schoolId: "demo-school",
      districtId: "demo-district",
    });
    expect(new Date(body.createdAt).getTime()).toBe(user.createdAt);
  });

  test("no token, a malformed header and garbage are 401 with { error, code }", async () => {
    const attempts: Record<string, string>[] = [
      {},
      { authorization: "Token abc" },
      { authorization: "Bearer not.a.jwt" },
    ];
    for (const headers of attempts) {
      const { status, body } = await api.call("/api/auth/me", { headers });
      expect(status).toBe(401);
      expect(body.code).toBe("UNAUTHENTICATED");
      expect(typeof body.error).toBe("string");
    }
  });

  test("a tampered token is 401", async () => {
    const { token } = await api.createUser();
    const [header, payload, signature] = token.split(".");
    const claims = JSON.parse(Buffer.from(payload!, "base64url").toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: "someone-else" })).toString("base64url");
    const { status } = await api.call("/api/auth/me", { token: `${header}.${forged}.${signature}` });
    expect(status).toBe(401);
  });

  test("a token signed with another secret, or for another audience, is 401", async () => {
    const { user } = await api.createUser();
    const exp = Math.floor(Date.now() / 1000) + 600;
    expect(
      (await api.call("/api/auth/me", { token: await craftToken({ sub: user.id, exp }, `${SECRET}-other`) })).status,
    ).toBe(401);
    expect(
      (await api.call("/api/auth/me", { token: await craftToken({ sub: user.id, exp, aud: "other-app" }) })).status,
    ).toBe(401);
    expect((await api.call("/api/auth/me", { token: await craftToken({ sub: user.id, exp }) })).status).toBe(200);
  });

  test("an expired token is 401 and says so", async () => {
    const { user } = await api.createUser();
    const token = await craftToken({ sub: user.id, exp: Math.floor(Date.now() / 1000) - 5 });
    const { status, body } = await api.call("/api/auth/me", { token });
    expect(status).toBe(401);
    expect(body).toEqual({ code: "UNAUTHENTICATED", error: "Your sign-in has expired. Please sign in again." });
  });

  test("a token of a deleted user is 401", async () => {
    const { user, token } = await api.createUser();
    await api.ctx.database.write((tx) => tx.delete(users).where(eq(users.id, user.id)));
    expect((await api.call("/api/auth/me", { token })).status).toBe(401);
  });
});

describe("POST /api/auth/logout", () => {
  test("revokes the token it is called with, and only that one", async () => {
    const { user, token } = await api.createUser();
    const { token: other } = await api.ctx.tokens.issue(user.id);
    const out = await api.call("/api/auth/logout", { method: "POST", token });
    expect(out.status).toBe(204);
    const after = await api.call("/api/auth/me", { token });
    expect(after.status).toBe(401);
    expect(after.body.error).toBe("Your sign-in is no longer valid. Please sign in again.");
    expect((await api.call("/api/auth/me", { token: other })).status).toBe(200);
  });
});

describe("PATCH /api/auth/me", () => {
  test("updates the name and time zone", async () => {
    const { token } = await api.createUser();
    const { status, body } = await api.call("/api/auth/me", {
      method: "PATCH",
      token,
      json: { name: "  Priya  ", timeZone: "America/Chicago" },
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ name: "Priya", timeZone: "America/Chicago" });
  });

  test("remembers the language the user chooses; null goes back to automatic; anything else is refused", async () => {
    const { token } = await api.createUser();
    expect((await api.call("/api/auth/me", { token })).body).toMatchObject({ locale: null, language: null });
    const spanish = await api.call("/api/auth/me", { method: "PATCH", token, json: { locale: "es" } });
    expect(spanish.status).toBe(200);
    expect((await api.call("/api/auth/me", { token })).body).toMatchObject({ locale: "es", language: "es" });
    for (const locale of ["fr", "es-419", "", 7]) {
      const refused = await api.call("/api/auth/me", { method: "PATCH", token, json: { locale } });
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({
        code: "VALIDATION_FAILED",
        error: 'locale must be "en" (English), "es" (Spanish) or null (automatic).',
      });
    }
    const automatic = await api.call("/api/auth/me", { method: "PATCH", token, json: { locale: null } });
    expect(automatic.body).toMatchObject({ locale: null, language: null });
  });

  test("rejects an unknown time zone, a blank name and a wrong type with clear messages", async () => {
    const { token } = await api.createUser();
    const zone = await api.call("/api/auth/me", { method: "PATCH", token, json: { timeZone: "Mars/Olympus" } });
    expect(zone.status).toBe(400);
    expect(zone.body.error).toBe('"Mars/Olympus" is not a time zone we know. Use a name such as America/Chicago.');
    const blank = await api.call("/api/auth/me", { method: "PATCH", token, json: { name: "   " } });
    expect(blank.status).toBe(400);
    expect(blank.body.error).toBe("Your name cannot be empty.");
    const wrongType = await api.call("/api/auth/me", { method: "PATCH", token, json: { name: 42 } });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body).toEqual({ code: "VALIDATION_FAILED", error: "Your name must be 1 to 100 characters long." });
  });
});

describe("POST /api/auth/demo", () => {
  test("gives each visitor their own copy of the demo student: a new account with the same history and a live trial", async () => {
    const one = await api.call("/api/auth/demo", { method: "POST", json: {} });
    const two = await api.call("/api/auth/demo", { method: "POST" });
    expect([one.status, two.status]).toEqual([200, 200]);
    const template = await findUserByIdentity(api.ctx.database.read, DEMO_STUDENT_IDENTITY);
    expect(new Set([one.body.user.id, two.body.user.id, template!.id]).size).toBe(3);
    for (const { body } of [one, two]) {
      expect(body.user).toMatchObject({
        name: "Maya Chen",
        email: null,
        role: "student",
        isDemo: true,
        subscriptionStatus: "trialing",
        schoolId: template!.schoolId,
        districtId: template!.districtId,
      });
      expect(body.user.trialEnd).toBeGreaterThan(Date.now() / 1000);
      expect((await api.call("/api/auth/me", { token: body.token })).body.id).toBe(body.user.id);
    }
    const historyOf = (userId: string) =>
      Promise.all(
        [
          subjects,
          outlines,
          concepts,
          tutoringSessions,
          messages,
          flashcards,
          flashcardReviews,
          masteryEvidence,
          conceptMastery,
        ].map((table) => api.ctx.database.read.$count(table, eq(table.userId, userId))),
      );
    const templateHistory = await historyOf(template!.id);
    expect(templateHistory.every((count) => count > 0)).toBe(true);
    expect(await historyOf(one.body.user.id)).toEqual(templateHistory);
    expect(await historyOf(two.body.user.id)).toEqual(templateHistory);
  });

  test("one visitor's change is never seen by another, nor by the next", async () => {
    const one = await api.call("/api/auth/demo", { method: "POST", json: {} });
    const two = await api.call("/api/auth/demo", { method: "POST", json: {} });
    const renamed = await api.call("/api/auth/me", { method: "PATCH", token: one.body.token, json: { name: "x" } });
    expect(renamed.body.name).toBe("x");
    const subject = (await api.call("/api/subjects", { token: one.body.token })).body[0];
    expect((await api.call(`/api/subjects/${subject.id}`, { method: "DELETE", token: one.body.token })).status).toBe(
      204,
    );

    expect((await api.call("/api/auth/me", { token: two.body.token })).body.name).toBe("Maya Chen");
    const next = await api.call("/api/auth/demo", { method: "POST", json: {} });
    expect(next.body.user.name).toBe("Maya Chen");
    const subjectsOf = async (token: string) =>
      ((await api.call("/api/subjects", { token })).body as { name: string }[]).map((row) => row.name);
    expect(await subjectsOf(two.body.token)).toContain(subject.name);
    expect(await subjectsOf(next.body.token)).toContain(subject.name);
    expect(await subjectsOf(one.body.token)).not.toContain(subject.name);
  });

  test("with fresh: true, creates a new empty account each time", async () => {
    const one = await api.call("/api/auth/demo", { method: "POST", json: { fresh: true } });
    const two = await api.call("/api/auth/demo", { method: "POST", json: { fresh: true } });
    expect(one.status).toBe(200);
    expect(one.body.user.id).not.toBe(two.body.user.id);
    expect(one.body.user).toMatchObject({ subscriptionStatus: "none", trialEnd: null, isDemo: true });
    const subjects = await api.call("/api/subjects", { token: one.body.token });
    expect(subjects.body).toEqual([]);
  });

  test("rejects a body of the wrong shape", async () => {
    const { status, body } = await api.call("/api/auth/demo", { method: "POST", json: { fresh: "yes" } });
    expect(status).toBe(400);
    expect(body.error).toBe("fresh must be true or false.");
  });

  test("is off when DEMO_SIGN_IN=false, and no demo student is seeded", async () => {
    const closed = await startTestApi({ DEMO_SIGN_IN: "false" });
    try {
      const { status, body } = await closed.call("/api/auth/demo", { method: "POST" });
      expect(status).toBe(404);
      expect(body).toEqual({ code: "DEMO_UNAVAILABLE", error: "Demo sign-in is turned off on this server." });
      expect((await closed.call("/api/auth/options")).body.demo).toBe(false);
    } finally {
      await closed.close();
    }
  });
});
