import { describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { startApiWithSmtp } from "../../../test/api-with-smtp";
import { createTestDistrict, openTutoringSession, sendChat } from "../../../test/school";
import { outboxMessages } from "../../db/schema";
import { queueEmail } from "../../email/outbox";

/**
 * Deliveries that keep failing, over HTTP: a safety email the mail relay keeps refusing appears for
 * its district's admin (and no other), with no address, body or student text; a retry puts it back
 * in the queue and it arrives once the relay takes mail again.
 */

const { api, smtp } = await startApiWithSmtp();

const cedar = await createTestDistrict(api, "Cedar District", 1);
const birch = await createTestDistrict(api, "Birch District", 1);
const student = cedar.students[0]!;
const crisis = "i keep thinking about ending my life";
const DAY_MS = 24 * 3_600_000;

const rowOf = async (id: string) =>
  (await api.ctx.database.read.select().from(outboxMessages).where(eq(outboxMessages.id, id)))[0]!;
const list = (token: string) => api.call("/api/admin/deliveries", { token });
const retry = (token: string, id: string) => api.call(`/api/admin/deliveries/${id}/retry`, { method: "POST", token });

/** Tries every due message again as if the backoff had passed, `times` times. */
async function failAgain(times: number) {
  for (let i = 0; i < times; i++) await api.ctx.outbox.deliverDue(Date.now() + DAY_MS);
}

// The relay refuses everything: the crisis's safety email to the teacher, and an email about the student.
smtp.refuseNext(1_000);
const session = await openTutoringSession(api, student.token);
await sendChat(api, student.token, session.id, crisis);
await api.ctx.database.write((tx) =>
  queueEmail(
    api.ctx.outbox,
    tx,
    { to: "parent.of.student@home.test", subject: "About Student 1", text: "Student 1's private note", html: "" },
    { key: "consent:about-student", userId: student.user.id },
  ),
);
await api.ctx.outbox.settle();

describe("the failing deliveries of a district", () => {
  test("after three tries, a district's admin sees the safety email still pending; its school's admin does not", async () => {
    await failAgain(2);
    const seen = await list(cedar.districtAdmin.token);
    expect(seen.status).toBe(200);
    const safety = seen.body.deliveries.find((delivery: { label: string }) => delivery.label === "Safety email");
    expect(safety).toMatchObject({ kind: "email", status: "pending", attempts: 3 });
    expect(safety.lastError).toEqual(expect.any(String));
    expect(seen.body.total).toBe(seen.body.deliveries.length);

    // The school's admin answers for messages about the school's people, not the district's notices.
    const school = await list(cedar.schoolAdmin.token);
    expect(school.status).toBe(200);
    expect(school.body.deliveries.map((delivery: { label: string }) => delivery.label)).toEqual([
      "Parental consent email",
    ]);
  });

  test("once failed for good, it is listed with no payload, address or student text; another district sees nothing", async () => {
    await failAgain(4);
    const seen = await list(cedar.districtAdmin.token);
    const labels = seen.body.deliveries.map((delivery: { label: string; status: string }) => [
      delivery.label,
      delivery.status,
    ]);
    expect(labels).toContainEqual(["Safety email", "failed"]);
    expect(labels).toContainEqual(["Parental consent email", "failed"]);
    // An admin whose screen is in Spanish reads what each one is in Spanish.
    const spanish = await api.call("/api/admin/deliveries", {
      token: cedar.districtAdmin.token,
      headers: { "accept-language": "es-419" },
    });
    expect(spanish.body.deliveries.map((delivery: { label: string }) => delivery.label)).toContain(
      "Correo de consentimiento de los padres",
    );
    const text = JSON.stringify(seen.body);
    for (const secret of [crisis, "@", "Student 1", "private note", "payload", "consent:about-student"]) {
      expect(text).not.toContain(secret);
    }
    expect((await list(birch.districtAdmin.token)).body).toEqual({ deliveries: [], total: 0 });
  });

  test("students, teachers and admins of no organisation get a 403 with a sentence", async () => {
    const loner = await api.createUser({ role: "admin" });
    for (const person of [student, cedar.teacher, loner]) {
      const answer = await list(person.token);
      expect(answer.status).toBe(403);
      expect(answer.body.error).toMatch(/^[A-Z].+\.$/);
    }
    expect((await list(loner.token)).body.error).toBe(
      "Only a district's or a school's administrator can see failing deliveries.",
    );
    expect((await api.call("/api/admin/deliveries")).status).toBe(401);
  });

  test("another district's admin cannot retry it (404); its own admin can, and it arrives once the relay is back", async () => {
    const seen = await list(cedar.districtAdmin.token);
    const safety = seen.body.deliveries.find((delivery: { label: string }) => delivery.label === "Safety email");
    const other = await retry(birch.districtAdmin.token, safety.id);
    expect(other.status).toBe(404);
    expect(other.body.code).toBe("NOT_FOUND");
    expect((await rowOf(safety.id)).status).toBe("failed");
    expect((await retry(cedar.districtAdmin.token, "no-such-delivery")).status).toBe(404);

    smtp.refuseNext(0);
    const retried = await retry(cedar.districtAdmin.token, safety.id);
    expect(retried.status).toBe(200);
    expect(retried.body).toMatchObject({ id: safety.id, status: "pending", attempts: 7 });
    await api.ctx.outbox.settle();
    const delivered = await rowOf(safety.id);
    expect(delivered.status).toBe("delivered");
    expect(delivered.attempts).toBe(8);
    expect(smtp.received.map((email) => email.to[0])).toEqual([cedar.teacher.user.email!]);

    const after = await list(cedar.districtAdmin.token);
    expect(after.body.deliveries.map((delivery: { id: string }) => delivery.id)).not.toContain(safety.id);
    const again = await retry(cedar.districtAdmin.token, safety.id);
    expect(again.status).toBe(409);
    expect(again.body.error).toMatch(/already been delivered/);

    const audit = await api.call("/api/audit", { token: cedar.districtAdmin.token });
    expect(audit.body.events[0]).toMatchObject({
      action: "retry_delivery",
      actorId: cedar.districtAdmin.user.id,
      reason: "Safety email",
      resourceId: safety.id,
    });
  });
});
