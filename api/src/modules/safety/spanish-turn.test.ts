import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { startTestApi, type TestApi } from "../../../test/harness";
import { createTestDistrict, openTutoringSession, sendChat, type TestDistrict } from "../../../test/school";
import { messages, safetyAlerts } from "../../db/schema";

/**
 * A student who writes in Spanish is read, and answered, in Spanish (issue 33): a crisis message
 * stops the lesson with care and the 988 Lifeline's Spanish options, and raises an alert. A message
 * in a language the screen cannot read is marked so in its verdict and counted where the operator
 * sees the screen's health, and the lesson goes on.
 */

let api: TestApi;
let district: TestDistrict;

beforeAll(async () => {
  api = await startTestApi({ OFFLINE_TUTOR_PACE_MS: "0" });
  district = await createTestDistrict(api, "Willow District", 2);
});
afterAll(async () => {
  await api.close();
});

async function alertsOf(studentId: string) {
  return api.ctx.database.read.select().from(safetyAlerts).where(eq(safetyAlerts.studentId, studentId));
}

async function screenHealth() {
  const health = await api.call("/api/admin/ai/health", { token: district.districtAdmin.token });
  expect(health.status).toBe(200);
  return (health.body as { safetyScreen: { screened: number; unreadable: number; spanish: number } }).safetyScreen;
}

describe("a student who writes in Spanish", () => {
  test("'no aguanto más, me voy a quitar la vida' is critical suicide, answered in Spanish with 988 and its Spanish option, and alerts", async () => {
    const student = district.students[0]!;
    const session = await openTutoringSession(api, student.token);
    const before = await screenHealth();

    const sent = await sendChat(api, student.token, session.id, "no aguanto más, me voy a quitar la vida");

    expect(sent.status).toBe(200);
    expect(sent.reply).toContain("Gracias por contármelo");
    expect(sent.reply).toContain('Llama al **[988](<tel:988> "Llamar al 988")** y marca 2');
    expect(sent.reply).toContain("la palabra AYUDA al **[988](<sms:988?&body=AYUDA>");
    expect(sent.reply).toContain("988lineadeprevencion.org");
    expect(sent.reply).toContain('**[911](<tel:911> "Llamar al 911")**');
    expect(sent.reply).not.toContain("Thank you for telling me");
    const [alert] = await alertsOf(student.user.id);
    expect(alert?.category).toBe("suicide");
    expect(alert?.severity).toBe("critical");
    const stored = await api.ctx.database.read.select().from(messages).where(eq(messages.sessionId, session.id));
    expect(stored.find((row) => row.role === "USER")?.safetySeverity).toBe("critical");
    expect((await screenHealth()).spanish).toBe(before.spanish + 1);
  });
});

describe("a student who writes in a language the screen cannot read", () => {
  test("a message in French: the verdict says so, the lesson goes on, and it is counted", async () => {
    const french = "je ne comprends pas cette question, tu peux m'aider avec les fractions";
    const verdict = await api.ctx.safety.screenStudentMessage(french).verdict;
    expect(verdict.language).toBe("unknown");
    expect(verdict.unreadable).toBe(true);

    const student = district.students[1]!;
    const session = await openTutoringSession(api, student.token);
    const before = await screenHealth();

    const sent = await sendChat(api, student.token, session.id, french);

    expect(sent.status).toBe(200);
    expect(sent.reply.length).toBeGreaterThan(0);
    expect(sent.reply).not.toContain("988");
    expect(await alertsOf(student.user.id)).toEqual([]);
    const after = await screenHealth();
    expect(after.unreadable).toBe(before.unreadable + 1);
    expect(after.screened).toBe(before.screened + 1);
  });
});
