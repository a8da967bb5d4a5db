import { beforeAll, describe, expect, test } from "bun:test";
import { and, eq } from "drizzle-orm";
import { startApiWithSmtp } from "../../../test/api-with-smtp";
import { createTestDistrict, openTutoringSession, sendChat, type TestDistrict } from "../../../test/school";
import {
  ltiContextMembers,
  ltiContexts,
  ltiRosterTeachers,
  masteryEvidence,
  messages,
  organisations,
  safetyAlertDeliveries,
  safetyAlertItems,
  safetyAlerts,
} from "../../db/schema";
import { newId } from "../../ids";

/**
 * Every crisis reaches an adult who can act (issue 34): the alert never depends on the student
 * staying connected, someone is always told where the district has anyone, and the reply promises
 * an adult only when an email to one is really queued. The offline tutor is paced, so a reply takes
 * seconds to type out, as it does for a student.
 */

const CRISIS = "i want to kill myself tonight";
const { api, smtp } = await startApiWithSmtp({ OFFLINE_TUTOR_PACE_MS: "20" });
let district: TestDistrict;

beforeAll(async () => {
  district = await createTestDistrict(api, "Cedar District", 3);
});

async function alertOf(studentId: string) {
  const rows = await api.ctx.database.read.select().from(safetyAlerts).where(eq(safetyAlerts.studentId, studentId));
  return rows[0];
}

async function deliveriesOf(alertId: string) {
  return api.ctx.database.read.select().from(safetyAlertDeliveries).where(eq(safetyAlertDeliveries.alertId, alertId));
}

/** Sends a message as the tutor widget does (a stream), and closes the connection when `leave` says. */
async function sendAndLeave(token: string, sessionId: string, leave: "on-headers" | "after-first-words") {
  const controller = new AbortController();
  const response = await fetch(`${api.url}/api/tutoring/session/${sessionId}/message`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json", accept: "text/event-stream" },
    body: JSON.stringify({ message: CRISIS, clientMessageId: newId() }),
    signal: controller.signal,
  });
  expect(response.status).toBe(200);
  if (leave === "after-first-words") {
    const reader = response.body!.getReader();
    await reader.read();
  }
  controller.abort();
}

describe("a student who closes the tab", () => {
  test("still raises the alert: the teacher's inbox lists all three students, and each email is sent", async () => {
    const [early, midway, stays] = district.students;
    const sessions = await Promise.all(
      [early!, midway!, stays!].map((student) => openTutoringSession(api, student.token)),
    );
    await api.ctx.outbox.settle();
    const before = smtp.received.length;

    await sendAndLeave(early!.token, sessions[0]!.id, "on-headers");
    await sendAndLeave(midway!.token, sessions[1]!.id, "after-first-words");
    const waited = await sendChat(api, stays!.token, sessions[2]!.id, CRISIS);
    expect(waited.reply).toContain("988");

    // The alert was stored with the message, before the reply began: no waiting for the stream.
    for (const [index, student] of [early!, midway!, stays!].entries()) {
      const alert = await alertOf(student.user.id);
      expect(alert).toMatchObject({ category: "suicide", severity: "critical", sessionId: sessions[index]!.id });
      // The flagged message and the care reply it was given are both stored and linked to the alert.
      const [item] = await api.ctx.database.read
        .select()
        .from(safetyAlertItems)
        .where(eq(safetyAlertItems.alertId, alert!.id));
      expect(item!.messageId).not.toBeNull();
      expect(item!.replyId).not.toBeNull();
      const [reply] = await api.ctx.database.read.select().from(messages).where(eq(messages.id, item!.replyId!));
      expect(reply!.content).toContain("an adult there will be told");
    }

    const inbox = await api.call("/api/safety/alerts", { token: district.teacher.token });
    const listed = inbox.body.alerts.map((alert: { student: { id: string } }) => alert.student.id);
    for (const student of [early!, midway!, stays!]) expect(listed).toContain(student.user.id);

    await api.ctx.outbox.settle();
    const emails = (await smtp.waitFor(before + 3)).slice(before);
    expect(emails.filter((email) => email.to[0] === district.teacher.user.email)).toHaveLength(3);
  });
});

describe("the crisis reply tells the truth about who will be told", () => {
  test("a course's teacher known only from the roster is emailed, and the reply says an adult will be told", async () => {
    const student = await api.createUser({
      role: "student",
      name: "Rostered Student",
      districtId: district.districtId,
      schoolId: district.schoolId,
      subscriptionStatus: "active",
    });
    const courseId = newId();
    const [biology] = await api.ctx.database.read
      .select()
      .from(ltiContexts)
      .where(eq(ltiContexts.id, district.courseId));
    // A course whose teacher has never opened Bloom: the roster (NRPS) names her; only the student launched.
    await api.ctx.database.write(async (tx) => {
      await tx.insert(ltiContexts).values({
        id: courseId,
        registrationId: biology!.registrationId,
        contextId: courseId,
        title: "Chemistry 9",
        districtId: district.districtId,
        schoolId: district.schoolId,
      });
      await tx.insert(ltiContextMembers).values({
        contextRowId: courseId,
        userId: student.user.id,
        role: "student",
        ltiUserId: `s-${student.user.id}`,
        lastLaunchAt: Date.now(),
      });
      await tx.insert(ltiRosterTeachers).values({
        contextRowId: courseId,
        ltiUserId: "roster-teacher-1",
        name: "Mrs Novak",
        email: "novak@cedar.test",
        role: "teacher",
        readAt: Date.now(),
      });
    });
    const session = await openTutoringSession(api, student.token);
    const chat = await sendChat(api, student.token, session.id, CRISIS);
    expect(chat.reply).toContain("an adult there will be told");

    const alert = await alertOf(student.user.id);
    const deliveries = await deliveriesOf(alert!.id);
    expect(deliveries).toEqual([
      expect.objectContaining({
        audience: "teacher",
        recipient: "novak@cedar.test",
        recipientUserId: null,
        contextRowId: courseId,
        ltiUserId: "roster-teacher-1",
      }),
    ]);
  });

  test("with no course teacher, the school's and the district's admins are told", async () => {
    const student = await api.createUser({
      role: "student",
      name: "No Course",
      districtId: district.districtId,
      schoolId: district.schoolId,
      subscriptionStatus: "active",
    });
    const session = await openTutoringSession(api, student.token);
    const chat = await sendChat(api, student.token, session.id, CRISIS);
    expect(chat.reply).toContain("an adult there will be told");
    const deliveries = await deliveriesOf((await alertOf(student.user.id))!.id);
    expect(deliveries.map((delivery) => [delivery.audience, delivery.recipientUserId]).sort()).toEqual(
      [
        ["district_admin", district.districtAdmin.user.id],
        ["school_admin", district.schoolAdmin.user.id],
      ].sort(),
    );
  });

  test("in a district with nobody set up, nobody is promised: the reply says who the student can reach now", async () => {
    const districtId = newId();
    await api.ctx.database.write((tx) =>
      tx.insert(organisations).values({ id: districtId, kind: "district", name: "Empty District" }),
    );
    const student = await api.createUser({
      role: "student",
      name: "Alone",
      districtId,
      subscriptionStatus: "active",
    });
    const session = await openTutoringSession(api, student.token);
    const chat = await sendChat(api, student.token, session.id, CRISIS);
    expect(chat.reply).toContain("988");
    expect(chat.reply).not.toMatch(/will be told|let your parent/);
    expect(chat.reply).toContain("Bloom can't tell an adult for you");
    expect(await deliveriesOf((await alertOf(student.user.id))!.id)).toEqual([]);
  });

  test("the demo student, whose district has nobody behind it, is promised nobody", async () => {
    const demo = await api.call("/api/auth/demo", { method: "POST", json: {} });
    expect(demo.status).toBe(200);
    const token = demo.body.token as string;
    const session = await openTutoringSession(api, token);
    const chat = await sendChat(api, token, session.id, CRISIS);
    expect(chat.reply).toContain("988");
    expect(chat.reply).not.toMatch(/will be told|let your parent/);
    const alert = await alertOf(demo.body.user.id);
    expect(await deliveriesOf(alert!.id)).toEqual([]);
  });
});

describe("a concern: a possible risk the screen is not sure of", () => {
  test("the lesson goes on gently and ungraded, and the course's teacher gets a review alert", async () => {
    const student = district.students[0]!;
    const session = await openTutoringSession(api, student.token, "Algebra I", "Solving Linear Equations");
    await api.ctx.outbox.settle();
    const before = smtp.received.length;

    const chat = await sendChat(api, student.token, session.id, "i hate my life so much");
    expect(chat.status).toBe(200);
    expect(chat.reply).toStartWith("If anything is weighing on you");
    expect(chat.reply).not.toContain("988");
    // The lesson goes on after the opening line.
    expect(chat.reply.length).toBeGreaterThan(200);

    const [stored] = await api.ctx.database.read
      .select()
      .from(messages)
      .where(and(eq(messages.sessionId, session.id), eq(messages.role, "USER")));
    expect(stored).toMatchObject({ safetySeverity: "concern", safetyCategory: "suicide" });
    const evidence = await api.ctx.database.read
      .select()
      .from(masteryEvidence)
      .where(eq(masteryEvidence.sessionId, session.id));
    expect(evidence).toEqual([]);

    const [alert] = await api.ctx.database.read
      .select()
      .from(safetyAlerts)
      .where(eq(safetyAlerts.sessionId, session.id));
    expect(alert).toMatchObject({ severity: "concern", category: "suicide" });
    const deliveries = await deliveriesOf(alert!.id);
    expect(deliveries.map((delivery) => delivery.audience)).toEqual(["teacher"]);
    await api.ctx.outbox.settle();
    const [email] = (await smtp.waitFor(before + 1)).slice(before);
    expect(email!.subject).toStartWith("Safety review");
    expect(email!.text).not.toContain("i hate my life");
  });
});
