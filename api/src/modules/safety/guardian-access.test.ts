import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { people, readPageData, startTestPlatform, type TestPlatform } from "@bloom/lti-provider/test/platform";
import { and, eq } from "drizzle-orm";
import { startTestApi, type TestApi } from "../../../test/harness";
import { registrationOf } from "../../../test/lms";
import { startOpenIdProvider, type TestOpenIdProvider } from "../../../test/oidc-provider";
import { createTestDistrict, openTutoringSession, sendChat } from "../../../test/school";
import { startTestSmtpServer, type TestSmtpServer } from "../../../test/smtp-server";
import { auditEvents, safetyAlerts } from "../../db/schema";
import { sharedSafetyMessages } from "../../safety/corpus/shared";
import { verifiedGuardian } from "../auth/public";

/**
 * Issue 34: a guardian is who proved it, never whoever presents the address. A standalone child
 * names a parent; an LMS instructor of another district and a sign-in, each carrying that address,
 * see nothing; the parent who answered the emailed link, signed in, reads the alert and the chat
 * (audit-logged); a new address takes that away.
 */

const GOOGLE_REDIRECT = "http://app.test/auth/google/callback";
const PARENT = "parent.of.kim@example.test";

let api: TestApi;
let smtp: TestSmtpServer;
let google: TestOpenIdProvider;
let platform: TestPlatform;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  google = await startOpenIdProvider({ redirectUris: [GOOGLE_REDIRECT] });
  platform = await startTestPlatform();
  api = await startTestApi({
    SMTP_URL: smtp.url,
    GOOGLE_ISSUER: google.issuer,
    GOOGLE_CLIENT_ID: google.clientId,
    GOOGLE_CLIENT_SECRET: google.clientSecret,
  });
  platform.setTool({ toolUrl: api.url });
});
afterAll(async () => {
  await api.close();
  await google.close();
  await platform.stop();
  await smtp.close();
});

/** The emails sent since `before`, once the outbox has delivered them. */
async function emailsSince(before: number, count: number) {
  await api.ctx.outbox.settle();
  return (await smtp.waitFor(before + count)).slice(before);
}

/** Signs in with Google as the provider describes the person, and gives an adult's year of birth. */
async function signInWithGoogle(sub: string, email: string, emailVerified: boolean): Promise<string> {
  google.signInAs({ sub, email, name: "Someone", claims: { email_verified: emailVerified } });
  const start = await api.call(`/api/auth/google/authorize?redirect_uri=${encodeURIComponent(GOOGLE_REDIRECT)}`);
  const { code } = await google.authorize(start.body.url);
  const signIn = await api.call("/api/auth/google/callback", {
    method: "POST",
    json: { code, redirect_uri: GOOGLE_REDIRECT, state: start.body.state },
  });
  expect(signIn.status).toBe(200);
  const token = signIn.body.token as string;
  const aged = await api.call("/api/auth/me/birth-year", { method: "POST", token, json: { birthYear: 1980 } });
  expect(aged.body.consentStatus).toBe("not_required");
  return token;
}

/** An instructor launched from another district's LMS, whose `email` claim is `email`. */
async function launchInstructorOfAnotherDistrict(email: string): Promise<string> {
  const elsewhere = await createTestDistrict(api, "Oak District", 1);
  const registered = await api.call("/api/lti/registrations", {
    method: "POST",
    token: elsewhere.districtAdmin.token,
    json: registrationOf(platform, "Oak LMS"),
  });
  expect(registered.status).toBe(201);
  const instructor = people.teacher({ sub: "oak-teacher", name: "Mr. Oak", email });
  platform.addCourse({ id: "oak-course", title: "Oak Biology", members: [instructor] });
  const launched = await platform.launch({ person: instructor, courseId: "oak-course" });
  expect(launched.status).toBe(200);
  const { token } = readPageData<{ token: string }>(launched.html);
  const me = await api.call("/api/auth/me", { token });
  expect(me.body).toMatchObject({ role: "teacher", email });
  return token;
}

describe("a standalone child's guardian", () => {
  let child: { user: { id: string }; token: string };
  let alertId: string;
  let sessionId: string;
  let linkToken: string;

  const alertPath = () => `/api/safety/alerts/${alertId}`;
  const chatPath = () => `/api/classroom/students/${child.user.id}/sessions/${sessionId}?reason=alert`;

  beforeAll(async () => {
    child = await api.createUser({
      role: "student",
      name: "Kim",
      email: "kim@example.test",
      birthYear: new Date().getUTCFullYear() - 12,
      subscriptionStatus: "active",
    });
    await api.ctx.outbox.settle();
    const before = smtp.received.length;
    const saved = await api.call("/api/auth/me", {
      method: "PATCH",
      token: child.token,
      json: { guardianEmail: PARENT },
    });
    expect(saved.body.guardianEmail).toBe(PARENT);
    const [email] = await emailsSince(before, 1);
    expect(email!.to).toEqual([PARENT]);
    expect(email!.subject).toContain("Kim's parent or guardian");
    linkToken = /\/guardian\/([A-Za-z0-9_-]+)/.exec(email!.text)![1]!;

    const session = await openTutoringSession(api, child.token);
    sessionId = session.id;
    const text = sharedSafetyMessages().find((message) => message.category === "suicide")!.text;
    await sendChat(api, child.token, session.id, text);
    const [alert] = await api.ctx.database.read
      .select()
      .from(safetyAlerts)
      .where(eq(safetyAlerts.studentId, child.user.id));
    alertId = alert!.id;
  });

  test("the child's account says the guardian has not confirmed yet, and no guardian is there to email", async () => {
    const status = await api.call("/api/auth/me/guardian", { token: child.token });
    expect(status.body).toEqual({ email: PARENT, status: "waiting", canResend: true });
    expect(await verifiedGuardian(api.ctx.database.read, child.user.id)).toBeNull();
  });

  test("an instructor launched from another district's LMS with the guardian's email claim gets 404", async () => {
    const token = await launchInstructorOfAnotherDistrict(PARENT);
    expect((await api.call(alertPath(), { token })).status).toBe(404);
    expect((await api.call(chatPath(), { token })).status).toBe(404);
    expect((await api.call(`/api/classroom/students/${child.user.id}/sessions`, { token })).status).toBe(404);
    const inbox = await api.call("/api/safety/alerts", { token });
    expect(inbox.body.alerts.map((alert: { id: string }) => alert.id)).not.toContain(alertId);
  });

  test("a sign-in with the guardian's email, unverified or verified, gets nothing without the link", async () => {
    for (const [sub, verified] of [
      ["unverified-parent", false],
      ["verified-parent", true],
    ] as const) {
      const token = await signInWithGoogle(sub, PARENT.toUpperCase(), verified);
      expect((await api.call(alertPath(), { token })).status).toBe(403);
      expect((await api.call(chatPath(), { token })).status).toBe(404);
      const counts = await api.call("/api/safety/alerts/counts", { token });
      expect(counts.body).toEqual({ open: 0, critical: 0, looksAfterStudents: false });
    }
  });

  test("the child cannot accept their own link", async () => {
    const own = await api.call(`/api/auth/guardian/${linkToken}`, { method: "POST", token: child.token });
    expect(own).toMatchObject({ status: 400, body: { code: "VALIDATION_FAILED" } });
  });

  test("the parent who opens the emailed link and signs in reads the alert and the chat, audit-logged", async () => {
    const info = await api.call(`/api/auth/guardian/${linkToken}`);
    expect(info.body).toEqual({ studentName: "Kim", email: PARENT, status: "waiting" });
    // Any account the link's holder signs in with: its own email (none here) does not matter.
    const parent = await api.createUser({ role: "student", email: null, name: "Kim's parent" });
    const accepted = await api.call(`/api/auth/guardian/${linkToken}`, { method: "POST", token: parent.token });
    expect(accepted.body).toEqual({ studentName: "Kim", email: PARENT, status: "confirmed" });
    expect(await verifiedGuardian(api.ctx.database.read, child.user.id)).toEqual({
      userId: parent.user.id,
      email: PARENT,
      name: "Kim's parent",
    });
    // The link works once.
    const again = await api.createUser({ role: "student", name: "Someone else" });
    expect((await api.call(`/api/auth/guardian/${linkToken}`, { method: "POST", token: again.token })).status).toBe(
      404,
    );
    expect((await api.call(alertPath(), { token: again.token })).status).toBe(403);

    expect((await api.call(alertPath(), { token: parent.token })).status).toBe(200);
    const chat = await api.call(chatPath(), { token: parent.token });
    expect(chat.status).toBe(200);
    expect(chat.body.messages.some((message: { flag: unknown }) => message.flag !== null)).toBe(true);
    const audit = await api.ctx.database.read
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.subjectUserId, child.user.id), eq(auditEvents.actorId, parent.user.id)));
    expect(audit.map((event) => event.action)).toContain("read_chat");
    expect(audit.find((event) => event.action === "read_chat")).toMatchObject({
      reason: "alert",
      resourceId: sessionId,
    });
    const counts = await api.call("/api/safety/alerts/counts", { token: parent.token });
    expect(counts.body).toMatchObject({ looksAfterStudents: true, critical: 1 });
    expect((await api.call("/api/auth/me/guardian", { token: child.token })).body).toEqual({
      email: PARENT,
      status: "confirmed",
      canResend: false,
    });

    // The child names someone else: the first parent's access ends at once, and the new address gets its own link.
    await api.ctx.outbox.settle();
    const before = smtp.received.length;
    await api.call("/api/auth/me", {
      method: "PATCH",
      token: child.token,
      json: { guardianEmail: "aunt@example.test" },
    });
    const [email] = await emailsSince(before, 1);
    expect(email!.to).toEqual(["aunt@example.test"]);
    expect((await api.call(alertPath(), { token: parent.token })).status).toBe(403);
    expect((await api.call(chatPath(), { token: parent.token })).status).toBe(404);
    expect((await api.call("/api/auth/me/guardian", { token: child.token })).body.status).toBe("waiting");
    expect(await verifiedGuardian(api.ctx.database.read, child.user.id)).toBeNull();

    // Naming the first parent again asks them to confirm again: the old acceptance does not come back.
    await api.call("/api/auth/me", { method: "PATCH", token: child.token, json: { guardianEmail: PARENT } });
    expect((await api.call(chatPath(), { token: parent.token })).status).toBe(404);
  });
});

describe("a guardian named before guardians had to confirm", () => {
  test("is no guardian until they answer the link the student sends from their account", async () => {
    const child = await api.createUser({ name: "Lee", guardianEmail: "old.parent@example.test" });
    const parent = await api.createUser({ role: "student", email: "old.parent@example.test", name: "Lee's parent" });
    expect((await api.call(`/api/classroom/students/${child.user.id}/sessions`, { token: parent.token })).status).toBe(
      404,
    );
    expect((await api.call("/api/auth/me/guardian", { token: child.token })).body).toEqual({
      email: "old.parent@example.test",
      status: "not_sent",
      canResend: true,
    });
    await api.ctx.outbox.settle();
    const before = smtp.received.length;
    const sent = await api.call("/api/auth/me/guardian/resend", { method: "POST", token: child.token });
    expect(sent).toMatchObject({ status: 202, body: { sentTo: "old.parent@example.test" } });
    const [email] = await emailsSince(before, 1);
    const token = /\/guardian\/([A-Za-z0-9_-]+)/.exec(email!.text)![1];
    await api.call(`/api/auth/guardian/${token}`, { method: "POST", token: parent.token });
    expect((await api.call(`/api/classroom/students/${child.user.id}/sessions`, { token: parent.token })).status).toBe(
      200,
    );
  });
});
