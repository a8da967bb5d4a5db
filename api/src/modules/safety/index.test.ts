import { beforeAll, describe, expect, test } from "bun:test";
import { and, eq } from "drizzle-orm";
import { startApiWithSmtp } from "../../../test/api-with-smtp";
import { createTestDistrict, openTutoringSession, sendChat, type TestDistrict } from "../../../test/school";
import { auditEvents, ltiContextMembers, masteryEvidence, messages, safetyAlerts, sessionNotes } from "../../db/schema";
import { sharedSafetyMessages } from "../../safety/corpus/shared";

/**
 * The whole path of a flagged message (issue: student safety): screen → care or boundary → no
 * grade and no mistake → alert → email through a real SMTP server → the inbox → the teacher reads
 * the chat → the audit row. Run on the offline screen, as the embedded default does.
 */

const { api, smtp } = await startApiWithSmtp();
let district: TestDistrict;

beforeAll(async () => {
  district = await createTestDistrict(api);
  const saved = await api.call("/api/safety/settings", {
    method: "PUT",
    token: district.districtAdmin.token,
    json: { contacts: [{ name: "Dana Lee", email: "safeguarding@maple.test" }], helpLines: {} },
  });
  expect(saved.status).toBe(200);
});

const byCategory = (category: string) => sharedSafetyMessages().filter((message) => message.category === category);

async function alertsFor(studentId: string) {
  return api.ctx.database.read.select().from(safetyAlerts).where(eq(safetyAlerts.studentId, studentId));
}

async function noGrading(sessionId: string, studentId: string) {
  const notes = await api.ctx.database.read.select().from(sessionNotes).where(eq(sessionNotes.sessionId, sessionId));
  expect(notes.filter((note) => note.kind === "mistake")).toEqual([]);
  const evidence = await api.ctx.database.read
    .select()
    .from(masteryEvidence)
    .where(eq(masteryEvidence.userId, studentId));
  expect(evidence).toEqual([]);
}

describe("a critical message", () => {
  for (const category of ["suicide", "self_harm", "abuse", "violence_threat"]) {
    test(`${category}: care and help lines, no grade, an alert, emails within the turn, the teacher reads the chat`, async () => {
      const student = await api.createUser({
        role: "student",
        name: `Critical ${category}`,
        districtId: district.districtId,
        schoolId: district.schoolId,
        subscriptionStatus: "active",
      });
      await api.ctx.database.write((tx) =>
        tx.insert(ltiContextMembers).values({
          contextRowId: district.courseId,
          userId: student.user.id,
          role: "student",
          ltiUserId: `s-${student.user.id}`,
          lastLaunchAt: Date.now(),
        }),
      );
      const session = await openTutoringSession(api, student.token);
      const text = byCategory(category)[0]!.text;
      await api.ctx.outbox.settle();
      const before = smtp.received.length;

      const chat = await sendChat(api, student.token, session.id, text);
      expect(chat.status).toBe(200);
      expect(chat.reply).toContain("not in trouble");
      expect(chat.reply).toMatch(category === "abuse" ? /1-800-422-4453/ : /911/);
      if (category === "suicide" || category === "self_harm") expect(chat.reply).toContain("988");
      expect(chat.reply).toContain("an adult there will be told");
      expect(chat.reply).not.toMatch(/not quite|hint|mistake/i);
      await noGrading(session.id, student.user.id);
      expect(chat.session.sectionMistakes).toEqual(
        Object.fromEntries(Object.keys(chat.session.sectionMistakes).map((k) => [k, []])),
      );

      const [flagged] = await api.ctx.database.read
        .select()
        .from(messages)
        .where(and(eq(messages.sessionId, session.id), eq(messages.role, "USER")));
      expect(flagged).toMatchObject({ content: text, safetySeverity: "critical", safetyCategory: category });

      const [alert] = await alertsFor(student.user.id);
      expect(alert).toMatchObject({
        category,
        severity: "critical",
        status: "open",
        messageCount: 1,
        sessionId: session.id,
      });

      // The course's teacher and the district's safety contact are emailed; the email holds no student words.
      await api.ctx.outbox.settle();
      const emails = (await smtp.waitFor(before + 2)).slice(before);
      expect(emails.map((email) => email.to[0]).sort()).toEqual(
        [district.teacher.user.email!, "safeguarding@maple.test"].sort(),
      );
      for (const email of emails) {
        expect(email.subject).toContain("Urgent safety alert");
        expect(email.text).not.toContain(text);
        expect(email.text).toContain(`/alerts/${alert!.id}`);
      }

      // The teacher's inbox shows it; the chat opens read-only with the message flagged, and the read is audited.
      const inbox = await api.call("/api/safety/alerts", { token: district.teacher.token });
      expect(inbox.status).toBe(200);
      expect(inbox.body.alerts.map((item: { id: string }) => item.id)).toContain(alert!.id);
      const counts = await api.call("/api/safety/alerts/counts", { token: district.teacher.token });
      expect(counts.body.critical).toBeGreaterThanOrEqual(1);
      const chatView = await api.call(
        `/api/classroom/students/${student.user.id}/sessions/${session.id}?reason=alert`,
        {
          token: district.teacher.token,
        },
      );
      expect(chatView.status).toBe(200);
      const shown = chatView.body.messages.find((message: { content: string }) => message.content === text);
      expect(shown.flag).toEqual({ category, severity: "critical" });
      const audit = await api.ctx.database.read
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.subjectUserId, student.user.id), eq(auditEvents.action, "read_chat")));
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({ actorId: district.teacher.user.id, reason: "alert", resourceId: session.id });
    });
  }

  test("several distressed lines in ten minutes grow one alert and send one set of emails", async () => {
    const student = district.students[0]!;
    const session = await openTutoringSession(api, student.token, "World History", "The Industrial Revolution");
    await api.ctx.outbox.settle();
    const before = smtp.received.length;
    for (const line of byCategory("suicide").slice(0, 3)) await sendChat(api, student.token, session.id, line.text);
    const alerts = (await alertsFor(student.user.id)).filter((alert) => alert.sessionId === session.id);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.messageCount).toBe(3);
    await api.ctx.outbox.settle();
    expect(smtp.received.length - before).toBe(2);
  });

  test("the lesson resumes when the student wants: the next ordinary message is taught", async () => {
    const student = district.students[1]!;
    const session = await openTutoringSession(api, student.token);
    await sendChat(api, student.token, session.id, byCategory("self_harm")[0]!.text);
    const next = await sendChat(api, student.token, session.id, "ok can we go back to cells");
    expect(next.reply).not.toContain("988");
    expect(next.session.messages.at(-1).role).toBe("ASSISTANT");
  });
});

describe("a standard message", () => {
  for (const category of ["sexual", "drugs", "harassment", "bullying", "pii", "injection"]) {
    test(`${category}: a short, kind boundary back to the topic, no grade, an alert for the teacher only`, async () => {
      const student = district.students[0]!;
      const session = await openTutoringSession(api, student.token, "Algebra I", "Solving Linear Equations");
      const text = byCategory(category)[0]!.text;
      // Emails of earlier tests are sent first, so only this alert's are counted.
      await api.ctx.outbox.settle();
      const before = smtp.received.length;
      const chat = await sendChat(api, student.token, session.id, text);
      expect(chat.status).toBe(200);
      expect(chat.reply).toContain("Let's get back to Solving Linear Equations");
      expect(chat.reply).not.toContain("988");
      if (category === "pii") expect(chat.reply).toContain("Please don't share personal information");
      const alert = (await alertsFor(student.user.id)).find(
        (row) => row.sessionId === session.id && row.category === category,
      );
      expect(alert).toMatchObject({ severity: "standard" });
      await api.ctx.outbox.settle();
      const emails = (await smtp.waitFor(before + 1)).slice(before);
      expect(emails.map((email) => email.to[0])).toEqual([district.teacher.user.email!]);
      expect(emails[0]!.subject).toStartWith("Safety alert");
    });
  }
});

describe("ordinary messages that only sound dark", () => {
  test("go on with the lesson, with no alert", async () => {
    const student = district.students[1]!;
    const session = await openTutoringSession(api, student.token, "World History", "The Industrial Revolution");
    const before = (await alertsFor(student.user.id)).length;
    for (const line of byCategory("benign_dark").slice(0, 4)) {
      const chat = await sendChat(api, student.token, session.id, line.text);
      expect(chat.reply).not.toContain("988");
    }
    expect((await alertsFor(student.user.id)).length).toBe(before);
  });
});

describe("who may see alerts and chats", () => {
  let alertId: string;
  let studentId: string;
  let sessionId: string;
  beforeAll(async () => {
    const student = district.students[0]!;
    studentId = student.user.id;
    const session = await openTutoringSession(api, student.token, "Cell Biology", "Cell Membrane and Transport");
    sessionId = session.id;
    await sendChat(api, student.token, session.id, byCategory("abuse")[1]!.text);
    alertId = (await alertsFor(student.user.id)).find((alert) => alert.sessionId === session.id)!.id;
  });

  test("a student gets 403 on the inbox; the student's own chat stays theirs", async () => {
    const asStudent = await api.call("/api/safety/alerts", { token: district.students[0]!.token });
    expect(asStudent.status).toBe(403);
    expect(asStudent.body.code).toBe("FORBIDDEN");
  });

  test("the course's teacher, the school's admin and the district's admin see the alert and the chat", async () => {
    for (const adult of [district.teacher, district.schoolAdmin, district.districtAdmin]) {
      expect((await api.call(`/api/safety/alerts/${alertId}`, { token: adult.token })).status).toBe(200);
      expect(
        (await api.call(`/api/classroom/students/${studentId}/sessions/${sessionId}`, { token: adult.token })).status,
      ).toBe(200);
    }
  });

  test("a teacher of another course, an admin of another district and another student get 404 on every route", async () => {
    const elsewhere = await createTestDistrict(api, "Oak District", 1);
    const outsiders = [district.otherCourse.teacher, elsewhere.districtAdmin, elsewhere.schoolAdmin, elsewhere.teacher];
    for (const outsider of outsiders) {
      for (const path of [
        `/api/safety/alerts/${alertId}`,
        `/api/classroom/students/${studentId}/sessions`,
        `/api/classroom/students/${studentId}/sessions/${sessionId}`,
        `/api/classroom/classes/${district.courseId}`,
      ]) {
        const response = await api.call(path, { token: outsider.token });
        expect({ path, status: response.status }).toEqual({ path, status: 404 });
      }
      const acted = await api.call(`/api/safety/alerts/${alertId}/resolve`, {
        method: "POST",
        token: outsider.token,
        json: {},
      });
      expect(acted.status).toBe(404);
      const list = await api.call("/api/safety/alerts", { token: outsider.token });
      expect(list.body.alerts.map((alert: { id: string }) => alert.id)).not.toContain(alertId);
    }
    const [alert] = await api.ctx.database.read.select().from(safetyAlerts).where(eq(safetyAlerts.id, alertId));
    expect(alert!.status).not.toBe("resolved");
  });

  test("the teacher acknowledges, notes and resolves the alert; the district admin lists the audit log", async () => {
    const ack = await api.call(`/api/safety/alerts/${alertId}/acknowledge`, {
      method: "POST",
      token: district.teacher.token,
      json: {},
    });
    expect(ack.body.status).toBe("acknowledged");
    const noted = await api.call(`/api/safety/alerts/${alertId}/notes`, {
      method: "POST",
      token: district.teacher.token,
      json: { note: "Spoke with the counselor." },
    });
    expect(noted.body.notes.at(-1)).toMatchObject({ action: "note", text: "Spoke with the counselor." });
    const resolved = await api.call(`/api/safety/alerts/${alertId}/resolve`, {
      method: "POST",
      token: district.teacher.token,
      json: { note: "Family contacted by the counselor." },
    });
    expect(resolved.body.status).toBe("resolved");
    expect(resolved.body.deliveries.length).toBeGreaterThan(0);
    const log = await api.call("/api/audit", { token: district.districtAdmin.token });
    expect(log.status).toBe(200);
    expect(
      log.body.events.some((event: { action: string; subjectUserId: string }) => event.subjectUserId === studentId),
    ).toBe(true);
    expect((await api.call("/api/audit", { token: district.teacher.token })).status).toBe(403);
  });
});

describe("a standalone student with a guardian", () => {
  test("the guardian who confirmed the emailed link is emailed, the reply says so, and signed in they can read the alert", async () => {
    const child = await api.createUser({
      role: "student",
      name: "Sam",
      birthYear: new Date().getFullYear() - 12,
      subscriptionStatus: "active",
    });
    await api.ctx.outbox.settle();
    const beforeLink = smtp.received.length;
    const update = await api.call("/api/auth/me", {
      method: "PATCH",
      token: child.token,
      json: { guardianEmail: "parent.of.sam@example.test" },
    });
    expect(update.body.guardianEmail).toBe("parent.of.sam@example.test");
    await api.ctx.outbox.settle();
    const [linkEmail] = (await smtp.waitFor(beforeLink + 1)).slice(beforeLink);
    expect(linkEmail!.to).toEqual(["parent.of.sam@example.test"]);
    const linkToken = /\/guardian\/([A-Za-z0-9_-]+)/.exec(linkEmail!.text)![1];
    // The parent signs in (any account) and accepts the link: that account, not the address, is the guardian.
    const parent = await api.createUser({ role: "student", email: "Parent.Of.Sam@example.test", name: "Sam's parent" });
    const accepted = await api.call(`/api/auth/guardian/${linkToken}`, { method: "POST", token: parent.token });
    expect(accepted.body.status).toBe("confirmed");
    const session = await openTutoringSession(api, child.token);
    await api.ctx.outbox.settle();
    const before = smtp.received.length;
    const chat = await sendChat(api, child.token, session.id, byCategory("suicide")[2]!.text);
    expect(chat.reply).toContain("parent or guardian");
    await api.ctx.outbox.settle();
    const [email] = (await smtp.waitFor(before + 1)).slice(before);
    expect(email!.to).toEqual(["parent.of.sam@example.test"]);
    const [alert] = await alertsFor(child.user.id);
    expect((await api.call(`/api/safety/alerts/${alert!.id}`, { token: parent.token })).status).toBe(200);
    const stranger = await api.createUser({ role: "student", email: "someone@example.test" });
    expect((await api.call(`/api/safety/alerts/${alert!.id}`, { token: stranger.token })).status).toBe(403);

    // The counts say who looks after anyone, so a page knows whether to show alerts without a refusal.
    const parentCounts = await api.call("/api/safety/alerts/counts", { token: parent.token });
    expect(parentCounts.status).toBe(200);
    expect(parentCounts.body).toMatchObject({ looksAfterStudents: true, critical: 1 });
    const strangerCounts = await api.call("/api/safety/alerts/counts", { token: stranger.token });
    expect(strangerCounts.status).toBe(200);
    expect(strangerCounts.body).toEqual({ open: 0, critical: 0, looksAfterStudents: false });
  });
});

describe("delivery", () => {
  test("a mail server that refuses is retried, and the alert shows the delivery's state", async () => {
    const student = district.students[1]!;
    const session = await openTutoringSession(api, student.token, "Algebra I", "Functions and Graphs");
    smtp.refuseNext(5);
    await sendChat(api, student.token, session.id, byCategory("violence_threat")[0]!.text);
    await api.ctx.outbox.settle();
    const alert = (await alertsFor(student.user.id)).find((row) => row.sessionId === session.id)!;
    const shown = await api.call(`/api/safety/alerts/${alert.id}`, { token: district.teacher.token });
    expect(
      shown.body.deliveries.some(
        (delivery: { status: string; attempts: number }) => delivery.status === "pending" && delivery.attempts >= 1,
      ),
    ).toBe(true);
    smtp.refuseNext(0);
    await api.ctx.outbox.deliverDue(Date.now() + 3_600_000);
    const after = await api.call(`/api/safety/alerts/${alert.id}`, { token: district.teacher.token });
    expect(after.body.deliveries.every((delivery: { status: string }) => delivery.status === "delivered")).toBe(true);
  });
});
