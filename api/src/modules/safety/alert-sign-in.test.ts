import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { people, readPageData, startTestPlatform, type TestPlatform } from "@bloom/lti-provider/test/platform";
import { and, eq } from "drizzle-orm";
import { startApiWithSmtp } from "../../../test/api-with-smtp";
import { registerTestLms } from "../../../test/lms";
import { openTutoringSession, sendChat } from "../../../test/school";
import {
  auditEvents,
  identities,
  ltiContextMembers,
  ltiRosterTeachers,
  safetyAlertDeliveries,
  safetyAlerts,
} from "../../db/schema";

/**
 * Signing in from an alert email with a one-time code (ADR "Signing in from an alert email with a
 * one-time code"): a course's teacher known only from the LMS roster gets the alert, asks the
 * email's link for a code, and signs in as their LMS identity, reading that alert and no other.
 */

const { api, smtp } = await startApiWithSmtp();
let platform: TestPlatform;

const CRISIS = "i want to kill myself tonight";
const student = people.student({ sub: "code-student", name: "Noah Reed", email: "noah@district.example" });
const rosterTeacher = people.teacher({ sub: "code-teacher", name: "Ms. Quinn", email: "quinn@district.example" });
const otherStudent = people.student({ sub: "code-other", name: "Eli Ward", email: "eli@district.example" });
const otherTeacher = people.teacher({ sub: "code-other-teacher", name: "Mr. Hale", email: "hale@district.example" });

let alertId: string;
let otherAlertId: string;

function codeIn(text: string): string {
  return /\b(\d{6})\b/.exec(text)![1]!;
}

async function crisisIn(courseId: string, person: typeof student): Promise<string> {
  const { token } = readPageData<{ token: string }>((await platform.launch({ person, courseId })).html);
  await api.ctx.outbox.settle();
  const session = await openTutoringSession(api, token);
  const sent = await sendChat(api, token, session.id, CRISIS);
  expect(sent.status).toBe(200);
  const [alert] = await api.ctx.database.read
    .select({ id: safetyAlerts.id })
    .from(safetyAlerts)
    .where(eq(safetyAlerts.sessionId, session.id));
  return alert!.id;
}

beforeAll(async () => {
  platform = await startTestPlatform();
  platform.setTool({ toolUrl: api.url });
  await registerTestLms(api, platform, "Code District");
  platform.addCourse({ id: "health-7", title: "Health, period 7", members: [student, rosterTeacher] });
  platform.addCourse({ id: "health-8", title: "Health, period 8", members: [otherStudent, otherTeacher] });
  alertId = await crisisIn("health-7", student);
  otherAlertId = await crisisIn("health-8", otherStudent);
});

afterAll(async () => {
  await platform?.stop();
});

describe("the alert email to a teacher known only from the roster", () => {
  test("names the course and the way in through the LMS, links the alert, and never holds the student's words", async () => {
    const [listed] = await api.ctx.database.read
      .select()
      .from(ltiRosterTeachers)
      .where(eq(ltiRosterTeachers.ltiUserId, "code-teacher"));
    expect(listed).toMatchObject({ email: "quinn@district.example", role: "teacher" });
    await api.ctx.outbox.settle();
    const email = smtp.received.find((mail) => mail.to.includes("quinn@district.example"));
    if (!email) throw new Error("The alert did not reach the roster teacher (the recipients query is the lead's).");
    expect(email.text).toContain(`${api.url}/alerts/${alertId}`);
    expect(email.text).toContain("open Health, period 7 in Canvas, open Bloom there, then Alerts");
    expect(email.text).toContain("Email me a sign-in code");
    for (const body of [email.text, email.html, email.subject]) expect(body.toLowerCase()).not.toContain(CRISIS);
  });
});

describe("signing in with an emailed code", () => {
  const askCode = (email: string, id = alertId) =>
    api.call("/api/safety/alert-sign-in/code", { method: "POST", json: { alertId: id, email } });
  const signIn = (email: string, code: string, id = alertId) =>
    api.call("/api/safety/alert-sign-in", { method: "POST", json: { alertId: id, email, code } });

  test("an address the alert did not go to gets the same answer and no email", async () => {
    await api.ctx.outbox.settle();
    const before = smtp.received.length;
    const stranger = await askCode("stranger@district.example");
    const elsewhere = await askCode("hale@district.example");
    const recipient = await askCode("quinn@district.example", otherAlertId);
    for (const answer of [stranger, elsewhere, recipient]) {
      expect(answer.status).toBe(202);
      expect(answer.body).toEqual(stranger.body);
    }
    await api.ctx.outbox.settle();
    expect(smtp.received.length).toBe(before);
  });

  test("a wrong code is refused; the right one signs in as the LMS identity, which reads this alert and no other", async () => {
    await api.ctx.outbox.settle();
    const before = smtp.received.length;
    const asked = await askCode("Quinn@District.example");
    expect(asked.status).toBe(202);
    const [mail] = (await smtp.waitFor(before + 1)).slice(before);
    expect(mail!.to).toEqual(["quinn@district.example"]);
    const code = codeIn(mail!.text);
    expect(mail!.text.toLowerCase()).not.toContain(CRISIS);

    const wrong = await signIn("quinn@district.example", code === "000000" ? "111111" : "000000");
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe("SIGN_IN_CODE_INVALID");
    // The right code for another address of nobody is refused the same way.
    expect((await signIn("stranger@district.example", code)).body.code).toBe("SIGN_IN_CODE_INVALID");

    const signed = await signIn("quinn@district.example", code);
    expect(signed.status).toBe(200);
    const token = signed.body.token as string;
    const me = (await api.call("/api/auth/me", { token })).body;
    expect(me).toMatchObject({ role: "teacher", name: "Ms. Quinn", email: "quinn@district.example" });
    const [identity] = await api.ctx.database.read
      .select()
      .from(identities)
      .where(and(eq(identities.issuer, platform.issuer), eq(identities.subject, "code-teacher")));
    expect(identity?.userId).toBe(me.id);
    const [membership] = await api.ctx.database.read
      .select()
      .from(ltiContextMembers)
      .where(eq(ltiContextMembers.userId, me.id));
    expect(membership).toMatchObject({ role: "teacher", ltiUserId: "code-teacher" });
    const [delivery] = await api.ctx.database.read
      .select()
      .from(safetyAlertDeliveries)
      .where(and(eq(safetyAlertDeliveries.alertId, alertId), eq(safetyAlertDeliveries.recipientUserId, me.id)));
    expect(delivery?.recipient).toBe("quinn@district.example");

    const alert = await api.call(`/api/safety/alerts/${alertId}`, { token });
    expect(alert.status).toBe(200);
    expect(JSON.stringify(alert.body.items)).toContain(CRISIS);
    expect((await api.call(`/api/safety/alerts/${otherAlertId}`, { token })).status).toBe(404);
    const list = (await api.call("/api/safety/alerts", { token })).body.alerts.map((item: { id: string }) => item.id);
    expect(list).toEqual([alertId]);
    const reads = await api.ctx.database.read
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.actorId, me.id), eq(auditEvents.resourceId, alertId)));
    expect(reads.map((read) => read.action)).toEqual(["read_alert"]);

    // A code works once.
    expect((await signIn("quinn@district.example", code)).body.code).toBe("SIGN_IN_CODE_INVALID");

    // Their first launch from the LMS is the same person.
    const launched = readPageData<{ token: string }>(
      (await platform.launch({ person: rosterTeacher, courseId: "health-7" })).html,
    );
    expect((await api.call("/api/auth/me", { token: launched.token })).body.id).toBe(me.id);
  });

  test("a code stops working after a few wrong guesses", async () => {
    await api.ctx.outbox.settle();
    const before = smtp.received.length;
    await askCode("quinn@district.example");
    const [mail] = (await smtp.waitFor(before + 1)).slice(before);
    const code = codeIn(mail!.text);
    const wrongCode = code === "999999" ? "888888" : "999999";
    for (let guess = 0; guess < 5; guess++) await signIn("quinn@district.example", wrongCode);
    expect((await signIn("quinn@district.example", code)).body.code).toBe("SIGN_IN_CODE_INVALID");
  });
});
