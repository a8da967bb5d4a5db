import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { eq, sql } from "drizzle-orm";
import { getTableConfig, type SQLiteTable } from "drizzle-orm/sqlite-core";
import { APP_URL, GOOGLE_REDIRECT, startApiWithGoogleAndSmtp } from "../../../test/google-and-smtp";
import type { TestApi } from "../../../test/harness";
import type { TestOpenIdProvider } from "../../../test/oidc-provider";
import { createTestDistrict, openTutoringSession, sendChat, type TestDistrict } from "../../../test/school";
import type { TestSmtpServer } from "../../../test/smtp-server";
import * as schema from "../../db/schema";
import { newId } from "../../ids";
import { DEMO_STUDENT_IDENTITY, findUserByIdentity } from "../auth/public";
import { CONSENT_WINDOW_MS } from "./consent";
import { applyRetention, deleteExpiredDemoAccounts } from "./retention";

/**
 * Data rights over HTTP: a person's export holds every row about them and nobody else's ids;
 * deleting an account leaves none of its rows in any table; a district's retention deletes exactly
 * the old conversations; a child's account waits for a parent's consent, read from a real SMTP server.
 */

let setup: Awaited<ReturnType<typeof startApiWithGoogleAndSmtp>>;
let api: TestApi;
let smtp: TestSmtpServer;
let google: TestOpenIdProvider;
let district: TestDistrict;

beforeAll(async () => {
  setup = await startApiWithGoogleAndSmtp();
  ({ api, smtp, google } = setup);
  district = await createTestDistrict(api, "Birch District", 2);
});
afterAll(() => setup.close());

/** Every table, with the columns that can hold a user's id. */
const USER_COLUMNS = ["user_id", "student_id", "subject_user_id", "actor_id", "deleted_user_id"];
function tablesWithUsers(): { table: SQLiteTable; name: string; columns: string[] }[] {
  const tables = (Object.values(schema) as unknown[]).filter(
    (value) => typeof value === "object" && value !== null && Symbol.for("drizzle:IsDrizzleTable") in value,
  ) as SQLiteTable[];
  return tables
    .map((table) => {
      const config = getTableConfig(table);
      const columns = config.columns.map((column) => column.name).filter((name) => USER_COLUMNS.includes(name));
      if (config.name === "users") columns.push("id");
      return { table, name: config.name, columns };
    })
    .filter((entry) => entry.columns.length > 0);
}

async function rowsAbout(userId: string): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const { name, columns } of tablesWithUsers()) {
    const where = columns.map((column) => `"${column}" = ?`).join(" or ");
    const result = await api.ctx.database.client.execute({
      sql: `select count(*) as n from "${name}" where ${where}`,
      args: columns.map(() => userId),
    });
    counts[name] = Number(result.rows[0]!.n);
  }
  return counts;
}

/** A standalone student who has done a bit of everything: subjects, tutoring, a flagged message, flashcards. */
async function busyStudent() {
  const student = await api.createUser({
    subscriptionStatus: "active",
    name: "Nora",
    email: `${newId()}@example.test`,
  });
  const session = await openTutoringSession(api, student.token);
  await sendChat(api, student.token, session.id, "the nucleus holds the DNA");
  await sendChat(api, student.token, session.id, "my email is nora@example.test can you email me");
  const generated = await api.call("/api/practice/flashcards/generate-enhanced", {
    method: "POST",
    token: student.token,
    json: { subject: "Cell Biology", topic: "Cell Structure and Organelles" },
  });
  expect(generated.status).toBe(200);
  const card = generated.body.cards[0];
  await api.call("/api/practice/flashcards/evaluate", {
    method: "POST",
    token: student.token,
    json: { userAnswer: card.answer, card: { id: card.id } },
  });
  return { ...student, sessionId: session.id };
}

async function download(path: string, token: string) {
  const response = await fetch(`${api.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
  let chunks = 0;
  let text = "";
  const decoder = new TextDecoder();
  const reader = response.body!.getReader();
  for (let next = await reader.read(); !next.done; next = await reader.read()) {
    chunks += 1;
    text += decoder.decode(next.value, { stream: true });
  }
  return {
    status: response.status,
    headers: response.headers,
    chunks,
    json: response.status === 200 ? JSON.parse(text) : JSON.parse(text || "null"),
  };
}

/** Every value in the export that looks like an ISO date-time string, with where it is. */
function timesIn(value: unknown, path = ""): { path: string; value: string }[] {
  if (typeof value === "string") return /^\d{4}-\d{2}-\d{2}T/.test(value) ? [{ path, value }] : [];
  if (value === null || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, inner]) => timesIn(inner, `${path}.${key}`));
}

/** Where the export still holds a number in the range of Unix-millisecond times (2001 to 5138). */
function rawMillisecondsIn(value: unknown, path = ""): string[] {
  if (typeof value === "number") return value >= 1e12 && value < 1e14 ? [path] : [];
  if (value === null || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, inner]) => rawMillisecondsIn(inner, `${path}.${key}`));
}

/** Which export table holds each database table's rows about the person, or why it is not exported. */
const EXPORTED_AS: Record<string, string> = {
  users: "profile",
  identities: "identities",
  subjects: "subjects",
  outlines: "outlines",
  topics: "topics",
  sections: "sections",
  concepts: "concepts",
  concept_mastery: "conceptMastery",
  mastery_evidence: "masteryEvidence",
  tutoring_sessions: "tutoringSessions",
  messages: "messages",
  session_notes: "sessionNotes",
  flashcards: "flashcards",
  flashcard_reviews: "flashcardReviews",
  review_settings: "reviewSettings",
  safety_alerts: "safetyAlerts",
  lti_context_members: "courses",
  licence_seats: "licenceSeats",
  seat_requests: "seatRequests",
  parental_consents: "parentalConsents",
  guardian_links: "guardianLinks",
  audit_events: "accessLog",
};
const NOT_EXPORTED: Record<string, string> = {
  revoked_tokens: "token ids of signed-out sessions, meaningless outside Bloom",
  outbox_messages: "emails and grades on their way, addressed to other people",
  account_deletions: "kept after an account is gone; never about a living account",
};

describe("export", () => {
  test("holds every table's rows about the person, described, and none of another person's ids", async () => {
    const student = await busyStudent();
    const other = await busyStudent();
    // Billing's two times are Unix seconds in the database, unlike every other time.
    const trialEnd = Date.parse("2026-12-05T09:14:00.000Z") / 1000;
    await api.ctx.database.write((tx) =>
      tx.update(schema.users).set({ trialEnd, currentPeriodEnd: trialEnd }).where(eq(schema.users.id, student.user.id)),
    );
    const before = await rowsAbout(student.user.id);
    const file = await download("/api/auth/me/export", student.token);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-disposition")).toMatch(/^attachment; filename="bloom-data-\d{4}-\d{2}-\d{2}-/);
    expect(file.json.format).toBe("bloom-export/1");
    expect(file.json.profile).toMatchObject({ id: student.user.id, name: "Nora" });

    for (const [table, count] of Object.entries(before)) {
      if (table in NOT_EXPORTED) continue;
      const part = EXPORTED_AS[table];
      expect({ table, mapped: part !== undefined }).toEqual({ table, mapped: true });
      if (part === "profile") continue;
      expect({ table, rows: file.json.tables[part!].length }).toEqual({ table, rows: count });
      expect(typeof file.json.descriptions[part!]).toBe("string");
    }
    expect(file.json.tables.messages.length).toBeGreaterThan(3);
    expect(file.json.tables.safetyAlerts).toHaveLength(1);
    const text = JSON.stringify(file.json);
    expect(text).not.toContain(other.user.id);

    // Every time is a readable ISO 8601 date-time, and no number left in the file is a raw millisecond time.
    const times = timesIn(file.json);
    expect(times.length).toBeGreaterThan(20);
    for (const { path, value } of times) {
      expect({ path, iso: new Date(value).toISOString() === value }).toEqual({ path, iso: true });
    }
    expect(rawMillisecondsIn(file.json)).toEqual([]);
    expect(file.json.profile.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(file.json.tables.flashcards[0].due).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(file.json.profile.billing).toMatchObject({
      trialEnd: "2026-12-05T09:14:00.000Z",
      currentPeriodEnd: "2026-12-05T09:14:00.000Z",
    });
  });

  test("streams a long history a page at a time", async () => {
    const student = await api.createUser({ subscriptionStatus: "active" });
    const session = await openTutoringSession(api, student.token);
    const rows = Array.from({ length: 10_000 }, (_, i) => ({
      id: newId(),
      sessionId: session.id,
      userId: student.user.id,
      role: i % 2 === 0 ? ("USER" as const) : ("ASSISTANT" as const),
      content: `Message ${i} about organelles and the cell membrane.`,
      createdAt: Date.now() - 1_000_000 + i,
    }));
    for (let i = 0; i < rows.length; i += 1_000) {
      await api.ctx.database.write((tx) => tx.insert(schema.messages).values(rows.slice(i, i + 1_000)));
    }
    const file = await download("/api/auth/me/export", student.token);
    expect(file.json.tables.messages.length).toBe(10_001);
    expect(file.chunks).toBeGreaterThan(5);
  });

  test("a district admin exports one of their students (audited); another district's admin gets 404", async () => {
    const student = district.students[0]!;
    const file = await download(`/api/admin/students/${student.user.id}/export`, district.districtAdmin.token);
    expect(file.status).toBe(200);
    expect(file.json.profile.id).toBe(student.user.id);
    const [audit] = await api.ctx.database.read
      .select()
      .from(schema.auditEvents)
      .where(eq(schema.auditEvents.action, "export_account"));
    expect(audit).toMatchObject({ actorId: district.districtAdmin.user.id, subjectUserId: student.user.id });
    const elsewhere = await createTestDistrict(api, "Pine District", 1);
    for (const outsider of [elsewhere.districtAdmin, elsewhere.schoolAdmin]) {
      const refused = await api.call(`/api/admin/students/${student.user.id}/export`, { token: outsider.token });
      expect(refused.status).toBe(404);
    }
    expect(
      (await api.call(`/api/admin/students/${student.user.id}/export`, { token: district.teacher.token })).status,
    ).toBe(403);
  });
});

describe("deletion", () => {
  test("anything but the word DELETE is a 400 that deletes nothing; the word, in any case, leaves no row of the person", async () => {
    const student = await busyStudent();
    const before = await rowsAbout(student.user.id);
    expect(before.messages).toBeGreaterThan(0);
    for (const confirm of ["delet", "yes", "", "   ", "DELETE IT"]) {
      const refused = await api.call("/api/auth/me", { method: "DELETE", token: student.token, json: { confirm } });
      expect(refused.status).toBe(400);
      expect(refused.body.error).toBe("To delete, type the word DELETE. Nothing was deleted.");
    }
    expect((await api.call("/api/auth/me", { method: "DELETE", token: student.token })).status).toBe(400);
    expect(await rowsAbout(student.user.id)).toEqual(before);

    // A phone keyboard's capital and trailing space still confirm.
    const deleted = await api.call("/api/auth/me", {
      method: "DELETE",
      token: student.token,
      json: { confirm: " Delete " },
    });
    expect(deleted.status).toBe(204);
    const after = await rowsAbout(student.user.id);
    for (const [table, count] of Object.entries(after)) {
      const kept = table === "account_deletions" ? 1 : 0;
      expect({ table, count }).toEqual({ table, count: kept });
    }
    expect((await api.call("/api/auth/me", { token: student.token })).status).toBe(401);
  });

  test("a school's student cannot delete their own account; the district admin can (audited); other districts get 404", async () => {
    const student = district.students[1]!;
    const own = await api.call("/api/auth/me", { method: "DELETE", token: student.token, json: { confirm: "DELETE" } });
    expect(own.status).toBe(403);
    const elsewhere = await createTestDistrict(api, "Elm District", 1);
    const outsider = await api.call(`/api/admin/students/${student.user.id}`, {
      method: "DELETE",
      token: elsewhere.districtAdmin.token,
      json: { confirm: "DELETE" },
    });
    expect(outsider.status).toBe(404);
    const deleted = await api.call(`/api/admin/students/${student.user.id}`, {
      method: "DELETE",
      token: district.districtAdmin.token,
      json: { confirm: "DELETE" },
    });
    expect(deleted.status).toBe(204);
    expect((await api.call("/api/auth/me", { token: student.token })).status).toBe(401);
    const audit = await api.ctx.database.read
      .select()
      .from(schema.auditEvents)
      .where(eq(schema.auditEvents.action, "delete_account"));
    expect(audit.map((event) => event.subjectUserId)).toContain(student.user.id);
  });

  test("a single tutoring session is deleted with its messages; another student's session is a 404", async () => {
    const student = await busyStudent();
    const stranger = await api.createUser({ subscriptionStatus: "active" });
    expect(
      (await api.call(`/api/tutoring/session/${student.sessionId}`, { method: "DELETE", token: stranger.token }))
        .status,
    ).toBe(404);
    expect(
      (await api.call(`/api/tutoring/session/${student.sessionId}`, { method: "DELETE", token: student.token })).status,
    ).toBe(204);
    const left = await api.ctx.database.read
      .select()
      .from(schema.messages)
      .where(eq(schema.messages.sessionId, student.sessionId));
    expect(left).toEqual([]);
    expect((await api.call(`/api/tutoring/session/${student.sessionId}`, { token: student.token })).status).toBe(404);
  });
});

describe("retention", () => {
  test("deletes exactly the messages older than the district's days, keeps mastery, and leaves other districts alone", async () => {
    const set = await api.call("/api/admin/retention", {
      method: "PUT",
      token: district.districtAdmin.token,
      json: { messageRetentionDays: 365 },
    });
    expect(set.body).toEqual({ messageRetentionDays: 365 });
    expect(
      (
        await api.call("/api/admin/retention", {
          method: "PUT",
          token: district.teacher.token,
          json: { messageRetentionDays: 30 },
        })
      ).status,
    ).toBe(403);
    const inDistrict = await api.createUser({
      subscriptionStatus: "active",
      districtId: district.districtId,
      schoolId: district.schoolId,
    });
    const outside = await api.createUser({ subscriptionStatus: "active" });
    const day = 24 * 3_600_000;
    const now = Date.now();
    const plant = async (owner: typeof inDistrict, ages: number[]) => {
      const session = await openTutoringSession(api, owner.token);
      const ids = ages.map(() => newId());
      await api.ctx.database.write((tx) =>
        tx.insert(schema.messages).values(
          ages.map((age, i) => ({
            id: ids[i]!,
            sessionId: session.id,
            userId: owner.user.id,
            role: "USER" as const,
            content: `age ${age}`,
            createdAt: now - age * day,
          })),
        ),
      );
      return ids;
    };
    const [old1, old2, young] = await plant(inDistrict, [400, 366, 364]);
    const [outsideOld] = await plant(outside, [400]);
    const masteryBefore = await api.ctx.database.read.select({ n: sql<number>`count(*)` }).from(schema.conceptMastery);
    await applyRetention(api.ctx, now);
    const left = new Set(
      (await api.ctx.database.read.select({ id: schema.messages.id }).from(schema.messages)).map((row) => row.id),
    );
    expect(left.has(old1!)).toBe(false);
    expect(left.has(old2!)).toBe(false);
    expect(left.has(young!)).toBe(true);
    expect(left.has(outsideOld!)).toBe(true);
    const masteryAfter = await api.ctx.database.read.select({ n: sql<number>`count(*)` }).from(schema.conceptMastery);
    expect(masteryAfter).toEqual(masteryBefore);
  });

  test("visitors' demo accounts, copies and Start fresh ones, go after 7 days; the seeded student they copy stays", async () => {
    const copy = await api.call("/api/auth/demo", { method: "POST", json: {} });
    const fresh = await api.call("/api/auth/demo", { method: "POST", json: { fresh: true } });
    const sessionsOf = (userId: string) =>
      api.ctx.database.read.$count(schema.tutoringSessions, eq(schema.tutoringSessions.userId, userId));
    expect(await sessionsOf(copy.body.user.id)).toBeGreaterThan(0);
    const signedIn = async (token: string) => (await api.call("/api/auth/me", { token })).status;
    const DAY = 24 * 3_600_000;

    await deleteExpiredDemoAccounts(api.ctx, Date.now() + 6 * DAY);
    expect([await signedIn(copy.body.token), await signedIn(fresh.body.token)]).toEqual([200, 200]);

    expect(await deleteExpiredDemoAccounts(api.ctx, Date.now() + 8 * DAY)).toBeGreaterThanOrEqual(2);
    expect([await signedIn(copy.body.token), await signedIn(fresh.body.token)]).toEqual([401, 401]);
    expect(await sessionsOf(copy.body.user.id)).toBe(0);
    const template = await findUserByIdentity(api.ctx.database.read, DEMO_STUDENT_IDENTITY);
    expect(await sessionsOf(template!.id)).toBeGreaterThan(0);
  });

  test("a visitor may delete their demo copy at once, though it sits in the demo school", async () => {
    const copy = await api.call("/api/auth/demo", { method: "POST", json: {} });
    const deleted = await api.call("/api/auth/me", {
      method: "DELETE",
      token: copy.body.token,
      json: { confirm: "DELETE" },
    });
    expect(deleted.status).toBe(204);
    expect((await api.call("/api/auth/me", { token: copy.body.token })).status).toBe(401);
  });
});

describe("a child who signs up on their own", () => {
  async function signUpWithGoogle(sub: string) {
    google.signInAs({ sub, email: `${sub}@gmail.test`, name: "Kid" });
    const start = await api.call(`/api/auth/google/authorize?redirect_uri=${encodeURIComponent(GOOGLE_REDIRECT)}`);
    const { code } = await google.authorize(start.body.url);
    const signIn = await api.call("/api/auth/google/callback", {
      method: "POST",
      json: { code, redirect_uri: GOOGLE_REDIRECT, state: start.body.state },
    });
    return signIn.body.token as string;
  }

  test("gives a year of birth, waits for a parent, and the parent's consent from the email opens the account", async () => {
    const token = await signUpWithGoogle("kid-consent");
    expect((await api.call("/api/auth/me", { token })).body.consentStatus).toBe("needs_birth_year");
    const blocked = await api.call("/api/subjects", { token });
    expect(blocked).toMatchObject({ status: 403, body: { code: "CONSENT_REQUIRED" } });

    const year = new Date().getUTCFullYear() - 10;
    const aged = await api.call("/api/auth/me/birth-year", { method: "POST", token, json: { birthYear: year } });
    expect(aged.body).toMatchObject({ consentStatus: "awaiting_parent", birthYear: year });
    expect(
      (await api.call("/api/auth/me/birth-year", { method: "POST", token, json: { birthYear: 1990 } })).status,
    ).toBe(409);

    await api.ctx.outbox.settle();
    const before = smtp.received.length;
    const sent = await api.call("/api/auth/me/consent-request", {
      method: "POST",
      token,
      json: { parentEmail: "mum@example.test" },
    });
    expect(sent.status).toBe(202);
    await api.ctx.outbox.settle();
    const [email] = (await smtp.waitFor(before + 1)).slice(before);
    expect(email!.to).toEqual(["mum@example.test"]);
    const link = /\/consent\/([A-Za-z0-9_-]+)/.exec(email!.text)!;
    expect(email!.text).toContain(`${APP_URL}/consent/`);
    expect((await api.call("/api/subjects", { token })).status).toBe(403);

    const info = await api.call(`/api/consent/${link[1]}`);
    expect(info.body).toMatchObject({ childName: "Kid", parentEmail: "mum@example.test", status: "waiting" });
    expect((await api.call("/api/consent/not-a-real-token-at-all")).status).toBe(404);
    const answered = await api.call(`/api/consent/${link[1]}`, { method: "POST", json: { decision: "granted" } });
    expect(answered.body).toEqual({ status: "granted" });
    expect((await api.call("/api/auth/me", { token })).body.consentStatus).toBe("granted");
    expect((await api.call("/api/subjects", { token })).status).toBe(200);

    // Answering proved the parent reads that inbox; the same link, opened signed in, makes their account the guardian.
    expect((await api.call("/api/auth/me/guardian", { token })).body).toMatchObject({
      email: "mum@example.test",
      status: "address_confirmed",
    });
    expect(smtp.received.length).toBe(before + 1);
    const mum = await api.createUser({ role: "student", name: "Mum" });
    const accepted = await api.call(`/api/auth/guardian/${link[1]}`, { method: "POST", token: mum.token });
    expect(accepted.body).toMatchObject({ studentName: "Kid", status: "confirmed" });
    expect((await api.call("/api/auth/me/guardian", { token })).body.status).toBe("confirmed");
  });

  test("a parent who refuses deletes the account at once; no answer in 14 days deletes it too", async () => {
    const refusedToken = await signUpWithGoogle("kid-refused");
    await api.call("/api/auth/me/birth-year", {
      method: "POST",
      token: refusedToken,
      json: { birthYear: new Date().getUTCFullYear() - 9 },
    });
    await api.ctx.outbox.settle();
    const before = smtp.received.length;
    await api.call("/api/auth/me/consent-request", {
      method: "POST",
      token: refusedToken,
      json: { parentEmail: "dad@example.test" },
    });
    await api.ctx.outbox.settle();
    const [email] = (await smtp.waitFor(before + 1)).slice(before);
    const token = /\/consent\/([A-Za-z0-9_-]+)/.exec(email!.text)![1];
    expect((await api.call(`/api/consent/${token}`, { method: "POST", json: { decision: "refused" } })).body).toEqual({
      status: "deleted",
    });
    expect((await api.call("/api/auth/me", { token: refusedToken })).status).toBe(401);

    const silentToken = await signUpWithGoogle("kid-silent");
    const me = (await api.call("/api/auth/me", { token: silentToken })).body;
    await api.ctx.database.write((tx) =>
      tx
        .update(schema.users)
        .set({ createdAt: Date.now() - CONSENT_WINDOW_MS - 1_000 })
        .where(eq(schema.users.id, me.id)),
    );
    await api.ctx.jobs.runNow("unconsented-accounts");
    expect((await api.call("/api/auth/me", { token: silentToken })).status).toBe(401);
  });

  test("a teenager goes straight in, and school accounts never wait", async () => {
    const token = await signUpWithGoogle("teen");
    const aged = await api.call("/api/auth/me/birth-year", {
      method: "POST",
      token,
      json: { birthYear: new Date().getUTCFullYear() - 15 },
    });
    expect(aged.body.consentStatus).toBe("not_required");
    expect((await api.call("/api/subjects", { token })).status).toBe(200);
    expect((await api.call("/api/auth/me", { token: district.students[0]!.token })).body.consentStatus).toBe(
      "not_required",
    );
  });
});
