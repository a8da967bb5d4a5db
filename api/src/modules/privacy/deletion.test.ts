import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { answerFingerprint } from "@bloom/domain";
import { eq, like } from "drizzle-orm";
import { GOOGLE_REDIRECT, startApiWithGoogleAndSmtp } from "../../../test/google-and-smtp";
import { startTestApi, type TestApi } from "../../../test/harness";
import type { TestOpenIdProvider } from "../../../test/oidc-provider";
import { createTestDistrict, openTutoringSession, sendChat, type TestDistrict } from "../../../test/school";
import type { TestSmtpServer } from "../../../test/smtp-server";
import * as schema from "../../db/schema";
import { newId } from "../../ids";
import { CONSENT_WINDOW_MS } from "./consent";
import { applyRetention, deleteExpiredDemoAccounts } from "./retention";

/**
 * Deletion means deletion: after each way an account (or a conversation) is deleted, every table of
 * the database, read from the database itself so a table added later is walked too, is searched for
 * the person's id, email and name. Only what docs/privacy.md names as kept may still hold them.
 */

const DAY = 24 * 3_600_000;
const CRISIS = "i want to kill myself";

/** Where a deleted person may still be named, and why (docs/privacy.md, "After an account is deleted"). */
const KEPT: Record<string, string> = {
  "account_deletions.deleted_user_id": "the deletion record: the account's id, when and why it was deleted",
  "audit_events.subject_user_id": "the audit log keeps its record that an adult read or exported the person's data",
};
/** Kept after a single conversation is deleted or expires: the record that an adult read it. */
const KEPT_FOR_CONVERSATIONS: Record<string, string> = {
  "audit_events.resource_id": "the audit log keeps its record of which conversation an adult read",
};

let setup: Awaited<ReturnType<typeof startApiWithGoogleAndSmtp>>;
let api: TestApi;
let smtp: TestSmtpServer;
let google: TestOpenIdProvider;
let district: TestDistrict;

beforeAll(async () => {
  setup = await startApiWithGoogleAndSmtp();
  ({ api, smtp, google } = setup);
  district = await createTestDistrict(api, "Quill District", 1);
  const contacts = await api.call("/api/safety/settings", {
    method: "PUT",
    token: district.districtAdmin.token,
    json: { contacts: [{ name: "Safeguarding Lead", email: "lead@quill.test" }], helpLines: {} },
  });
  expect(contacts.status).toBe(200);
});
afterAll(() => setup.close());

/** Every place, table and column, where one of the needles is still written, but for the kept ones. */
async function walk(api: TestApi, needles: string[], kept: Record<string, string> = KEPT): Promise<string[]> {
  const lowered = needles.filter((needle) => needle.trim() !== "").map((needle) => needle.toLowerCase());
  const tables = await api.ctx.database.client.execute(
    "select name from sqlite_master where type = 'table' and name not like 'sqlite_%'",
  );
  expect(tables.rows.length).toBeGreaterThan(30);
  const found = new Set<string>();
  for (const { name } of tables.rows) {
    const result = await api.ctx.database.client.execute(`select * from "${String(name)}"`);
    for (const row of result.rows) {
      result.columns.forEach((column, i) => {
        const value = row[i];
        if (value === null || value === undefined) return;
        const text = (value instanceof ArrayBuffer ? new TextDecoder().decode(value) : String(value)).toLowerCase();
        const place = `${String(name)}.${column}`;
        if (place in kept) return;
        for (const needle of lowered) if (text.includes(needle)) found.add(`${place} holds ${needle}`);
      });
    }
  }
  return [...found].sort();
}

const needlesOf = (user: schema.UserRow) => [user.id, user.email ?? "", user.name, user.guardianEmail ?? ""];

async function reloaded(userId: string): Promise<schema.UserRow> {
  const [row] = await api.ctx.database.read.select().from(schema.users).where(eq(schema.users.id, userId));
  return row!;
}

/** Alert emails about a student the outbox still holds. */
const alertEmailsAbout = (name: string) =>
  api.ctx.database.read
    .select()
    .from(schema.outboxMessages)
    .where(like(schema.outboxMessages.payload, `%${name}%`));

/**
 * A student who has done a bit of everything over HTTP: tutoring with a crisis message (an alert,
 * emails delivered to the adults), flashcards and an answer, review settings, an export, a second
 * sign-in signed out; the rows a launch or an admin makes (course, seat, seat request) go in directly.
 */
async function busy(student: { user: schema.UserRow; token: string }) {
  const session = await openTutoringSession(api, student.token);
  expect((await sendChat(api, student.token, session.id, "the nucleus holds the DNA")).status).toBe(200);
  expect((await sendChat(api, student.token, session.id, CRISIS)).status).toBe(200);
  const generated = await api.call("/api/practice/flashcards/generate-enhanced", {
    method: "POST",
    token: student.token,
    json: { subject: "Cell Biology", topic: "Cell Structure and Organelles" },
  });
  expect(generated.status).toBe(200);
  const card = generated.body.cards[0];
  const answered = await api.call("/api/practice/flashcards/evaluate", {
    method: "POST",
    token: student.token,
    json: { userAnswer: `${student.user.name} thinks ${card.answer}`, card: { id: card.id } },
  });
  expect(answered.status).toBe(200);
  const settings = await api.call("/api/practice/settings", {
    method: "PATCH",
    token: student.token,
    json: { newCardsPerDay: 15 },
  });
  expect(settings.status).toBe(200);
  expect((await api.call("/api/auth/me/export", { token: student.token })).status).toBe(200);
  const second = await api.ctx.tokens.issue(student.user.id);
  expect((await api.call("/api/auth/logout", { method: "POST", token: second.token })).status).toBeLessThan(300);
  await api.ctx.outbox.settle();
  return { sessionId: session.id };
}

/** A student outside any school, 15, with a confirmed guardian on the account: the guardian is told of an alert. */
async function standaloneStudent(label: string) {
  const id = newId();
  const student = await api.createUser({
    id,
    name: `Zephyrine Quillfeather ${label}`,
    email: `zephyrine.${label.toLowerCase()}.${id.slice(-8)}@example.test`,
    guardianEmail: `guardian.${label.toLowerCase()}.${id.slice(-8)}@example.test`,
    birthYear: new Date().getUTCFullYear() - 15,
    subscriptionStatus: "active",
  });
  await confirmGuardian(api, student.user);
  return student;
}

/**
 * The guardian's address proven, as answering the emailed link leaves it (that flow is tested in
 * safety/guardian-access.test.ts); here only its rows matter, and that they go with the student.
 */
async function confirmGuardian(on: TestApi, student: schema.UserRow) {
  const now = Date.now();
  await on.ctx.database.write((tx) =>
    tx.insert(schema.guardianLinks).values({
      id: newId(),
      studentId: student.id,
      email: student.guardianEmail!,
      expiresAt: now,
      verifiedAt: now,
    }),
  );
}

/** The evidence the tutor records for an answer in a session: its fingerprint is the answer's own words. */
async function plantEvidence(userId: string, sessionId: string, answer: string) {
  const [concept] = await api.ctx.database.read
    .select({ id: schema.concepts.id })
    .from(schema.concepts)
    .where(eq(schema.concepts.userId, userId))
    .limit(1);
  await api.ctx.database.write((tx) =>
    tx.insert(schema.masteryEvidence).values({
      id: newId(),
      userId,
      conceptId: concept!.id,
      source: "tutoring",
      score: 1,
      masteryBefore: 0.2,
      masteryAfter: 0.4,
      sessionId,
      fingerprint: answerFingerprint(answer),
    }),
  );
}

async function expectGoneEverywhere(user: schema.UserRow) {
  await api.ctx.outbox.settle();
  expect(await walk(api, needlesOf(user))).toEqual([]);
  const [record] = await api.ctx.database.read
    .select()
    .from(schema.accountDeletions)
    .where(eq(schema.accountDeletions.deletedUserId, user.id));
  expect(record).toBeDefined();
}

describe("every row about a deleted person goes, but for the records the docs name", () => {
  test("a student deletes their own account: the delivered safety emails about them go too", async () => {
    const student = await standaloneStudent("Self");
    const before = smtp.received.length;
    await busy(student);
    const user = await reloaded(student.user.id);
    const told = smtp.received.slice(before).filter((email) => email.subject.includes(user.name));
    expect(told.map((email) => email.to)).toEqual([[user.guardianEmail!]]);
    expect(await walk(api, needlesOf(user))).not.toEqual([]);

    const deleted = await api.call("/api/auth/me", {
      method: "DELETE",
      token: student.token,
      json: { confirm: "DELETE" },
    });
    expect(deleted.status).toBe(204);
    expect(await alertEmailsAbout(user.name)).toEqual([]);
    await expectGoneEverywhere(user);
  });

  test("a district admin deletes a school's student, whose teacher, admins and safety lead were told and read", async () => {
    const student = await api.createUser({
      name: "Zephyrine Quillfeather Admin",
      email: `zephyrine.admin.${newId().slice(-8)}@quill.test`,
      districtId: district.districtId,
      schoolId: district.schoolId,
      subscriptionStatus: "active",
    });
    const licenceId = newId();
    await api.ctx.database.write(async (tx) => {
      await tx.insert(schema.ltiContextMembers).values({
        contextRowId: district.courseId,
        userId: student.user.id,
        role: "student",
        ltiUserId: `lti-${student.user.id}`,
        lastLaunchAt: Date.now(),
      });
      await tx.insert(schema.licences).values({
        id: licenceId,
        organisationId: district.districtId,
        plan: "school",
        seats: 10,
        endsAt: Math.floor(Date.now() / 1000) + 86_400,
      });
      await tx.insert(schema.licenceSeats).values({ licenceId, userId: student.user.id, source: "lti" });
      await tx.insert(schema.seatRequests).values({
        contextRowId: district.otherCourse.courseId,
        userId: student.user.id,
        districtId: district.districtId,
        firstAt: Date.now(),
        lastAt: Date.now(),
      });
    });
    const before = smtp.received.length;
    await busy(student);
    const told = smtp.received.slice(before).filter((email) => email.subject.includes(student.user.name));
    expect(told.flatMap((email) => email.to)).toContain("lead@quill.test");

    const teacher = district.teacher.token;
    const alerts = await api.call("/api/safety/alerts", { token: teacher });
    const alert = alerts.body.alerts.find((item: { student: { id: string } }) => item.student.id === student.user.id);
    expect(alert).toBeDefined();
    const noted = await api.call(`/api/safety/alerts/${alert.id}/notes`, {
      method: "POST",
      token: teacher,
      json: { note: `Spoke with ${student.user.name} and called home.` },
    });
    expect(noted.status).toBe(200);
    expect((await api.call(`/api/classroom/students/${student.user.id}/sessions`, { token: teacher })).status).toBe(
      200,
    );
    const exported = await api.call(`/api/admin/students/${student.user.id}/export`, {
      token: district.districtAdmin.token,
    });
    expect(exported.status).toBe(200);

    const deleted = await api.call(`/api/admin/students/${student.user.id}`, {
      method: "DELETE",
      token: district.districtAdmin.token,
      json: { confirm: "DELETE" },
    });
    expect(deleted.status).toBe(204);
    await expectGoneEverywhere(student.user);
  });

  test("a parent refuses consent, or never answers: the account goes with the consent emails about the child", async () => {
    const signUp = async (label: string) => {
      const sub = `kid-${label}-${newId().slice(-6)}`;
      google.signInAs({ sub, email: `${sub}@gmail.test`, name: `Zephyrine Quillfeather ${label}` });
      const start = await api.call(`/api/auth/google/authorize?redirect_uri=${encodeURIComponent(GOOGLE_REDIRECT)}`);
      const { code } = await google.authorize(start.body.url);
      const signIn = await api.call("/api/auth/google/callback", {
        method: "POST",
        json: { code, redirect_uri: GOOGLE_REDIRECT, state: start.body.state },
      });
      const token = signIn.body.token as string;
      await api.call("/api/auth/me/birth-year", {
        method: "POST",
        token,
        json: { birthYear: new Date().getUTCFullYear() - 9 },
      });
      const before = smtp.received.length;
      const asked = await api.call("/api/auth/me/consent-request", {
        method: "POST",
        token,
        json: { parentEmail: `parent.${sub}@example.test` },
      });
      expect(asked.status).toBe(202);
      await api.ctx.outbox.settle();
      const [email] = (await smtp.waitFor(before + 1)).slice(before);
      const me = (await api.call("/api/auth/me", { token })).body;
      return { token, user: await reloaded(me.id), link: /\/consent\/([A-Za-z0-9_-]+)/.exec(email!.text)![1]! };
    };

    const refused = await signUp("Refused");
    expect(await walk(api, needlesOf(refused.user))).not.toEqual([]);
    const answer = await api.call(`/api/consent/${refused.link}`, { method: "POST", json: { decision: "refused" } });
    expect(answer.body).toEqual({ status: "deleted" });
    await expectGoneEverywhere(refused.user);

    const silent = await signUp("Silent");
    await api.ctx.database.write((tx) =>
      tx
        .update(schema.users)
        .set({ createdAt: Date.now() - CONSENT_WINDOW_MS - 1_000 })
        .where(eq(schema.users.id, silent.user.id)),
    );
    await api.ctx.jobs.runNow("unconsented-accounts");
    expect((await api.call("/api/auth/me", { token: silent.token })).status).toBe(401);
    await expectGoneEverywhere(silent.user);
  });

  test("a visitor's demo account, deleted by the visitor or when it expires, leaves nothing either", async () => {
    const visit = async (label: string) => {
      const copy = await api.call("/api/auth/demo", { method: "POST", json: {} });
      expect(copy.status).toBe(200);
      // A name of their own, so the walk does not find the seeded student the copy was made from.
      await api.ctx.database.write((tx) =>
        tx
          .update(schema.users)
          .set({ name: `Zephyrine Quillfeather ${label}`, email: `zephyrine.${label.toLowerCase()}@demo.test` })
          .where(eq(schema.users.id, copy.body.user.id)),
      );
      const student = { user: await reloaded(copy.body.user.id), token: copy.body.token as string };
      await busy(student);
      return student;
    };

    const leaving = await visit("Leaving");
    const deleted = await api.call("/api/auth/me", {
      method: "DELETE",
      token: leaving.token,
      json: { confirm: "DELETE" },
    });
    expect(deleted.status).toBe(204);
    await expectGoneEverywhere(leaving.user);

    const expiring = await visit("Expiring");
    expect(await deleteExpiredDemoAccounts(api.ctx, Date.now() + 8 * DAY)).toBeGreaterThanOrEqual(1);
    await expectGoneEverywhere(expiring.user);
  });

  test("a safety email still on its way when the account is deleted reaches the adult, then goes", async () => {
    const student = await standaloneStudent("Hurried");
    const session = await openTutoringSession(api, student.token);
    await api.ctx.outbox.settle();
    smtp.refuseNext(1);
    const before = smtp.received.length;
    await sendChat(api, student.token, session.id, CRISIS);
    const user = await reloaded(student.user.id);
    const [waiting] = await until(async () => {
      const rows = await alertEmailsAbout(user.name);
      return rows.length === 1 && rows[0]!.attempts > 0 ? rows : null;
    });
    expect(waiting).toMatchObject({ status: "pending", aboutUserId: user.id });

    const deleted = await api.call("/api/auth/me", {
      method: "DELETE",
      token: student.token,
      json: { confirm: "DELETE" },
    });
    expect(deleted.status).toBe(204);
    expect(await alertEmailsAbout(user.name)).toHaveLength(1);

    await api.ctx.outbox.deliverDue(Date.now() + 60_000);
    const [email] = (await smtp.waitFor(before + 1)).slice(before);
    expect(email).toMatchObject({
      to: [user.guardianEmail],
      subject: `Urgent safety alert: Suicide risk (${user.name})`,
    });
    expect(await alertEmailsAbout(user.name)).toEqual([]);
    await expectGoneEverywhere(user);
  });
});

describe("a deleted conversation leaves no trace of itself", () => {
  test("a session deleted by its student: its id and words are gone from every table", async () => {
    const student = await standaloneStudent("Session");
    const secret = newId().slice(-12);
    const words = `my secret word is ${secret}`;
    const session = await openTutoringSession(api, student.token);
    await sendChat(api, student.token, session.id, words);
    await plantEvidence(student.user.id, session.id, words);
    const crisis = await sendChat(api, student.token, session.id, `${CRISIS} ${secret}x`);
    expect(crisis.status).toBe(200);
    await api.ctx.outbox.settle();
    const before = await walk(api, [session.id, secret]);
    expect(before).toContain(`messages.content holds ${secret}`);
    expect(before).toContain(`safety_alerts.session_id holds ${session.id}`);
    expect(before).toContain(`mastery_evidence.fingerprint holds ${secret}`);
    const deleted = await api.call(`/api/tutoring/session/${session.id}`, { method: "DELETE", token: student.token });
    expect(deleted.status).toBe(204);
    expect(await walk(api, [session.id, secret], KEPT_FOR_CONVERSATIONS)).toEqual([]);
  });

  test("a district's retention: the expired messages' ids and words are gone from every table", async () => {
    const expires = await api.call("/api/admin/retention", {
      method: "PUT",
      token: district.districtAdmin.token,
      json: { messageRetentionDays: 30 },
    });
    expect(expires.status).toBe(200);
    const student = district.students[0]!;
    const words = `an old thought about ${newId().slice(-12)}`;
    const session = await openTutoringSession(api, student.token);
    await sendChat(api, student.token, session.id, words);
    await plantEvidence(student.user.id, session.id, words);
    const ids = (
      await api.ctx.database.read
        .select({ id: schema.messages.id })
        .from(schema.messages)
        .where(eq(schema.messages.sessionId, session.id))
    ).map((row) => row.id);
    expect(await walk(api, [words, ...ids])).not.toEqual([]);
    expect(await walk(api, [answerFingerprint(words)])).toEqual([
      `mastery_evidence.fingerprint holds ${answerFingerprint(words)}`,
    ]);
    await applyRetention(api.ctx, Date.now() + 31 * DAY);
    expect(await walk(api, [words, ...ids], KEPT_FOR_CONVERSATIONS)).toEqual([]);
  });
});

describe("in development, without SMTP, the emails written to files", () => {
  test("go when the person they are about is deleted", async () => {
    const local = await startTestApi();
    try {
      const student = await local.createUser({
        name: "Zephyrine Quillfeather Files",
        email: `zephyrine.files.${newId().slice(-8)}@example.test`,
        guardianEmail: "guardian.files@example.test",
        birthYear: new Date().getUTCFullYear() - 15,
        subscriptionStatus: "active",
      });
      await confirmGuardian(local, student.user);
      const session = await openTutoringSession(local, student.token);
      await sendChat(local, student.token, session.id, CRISIS);
      await local.ctx.outbox.settle();
      const folder = join(local.ctx.config.dataDir, "mail");
      const about = () =>
        existsSync(folder)
          ? readdirSync(folder).filter((file) => readFileSync(join(folder, file), "utf8").includes(student.user.name))
          : [];
      expect(about()).toHaveLength(1);
      const deleted = await local.call("/api/auth/me", {
        method: "DELETE",
        token: student.token,
        json: { confirm: "DELETE" },
      });
      expect(deleted.status).toBe(204);
      expect(about()).toEqual([]);
    } finally {
      await local.close();
    }
  });
});

async function until<T>(check: () => Promise<T | null>, timeoutMs = 10_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    const value = await check();
    if (value !== null) return value;
    await Bun.sleep(20);
  }
  throw new Error("Timed out waiting");
}
