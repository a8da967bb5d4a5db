import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { people, readPageData, startTestPlatform, type TestPlatform } from "@bloom/lti-provider/test/platform";
import { eq } from "drizzle-orm";
import { startApiWithSmtp } from "../../../test/api-with-smtp";
import { englishLeftIn } from "../../../test/english-left";
import { registerTestLms } from "../../../test/lms";
import { openTutoringSession, sendChat } from "../../../test/school";
import type { ReceivedEmail } from "../../../test/smtp-server";
import { safetyAlerts } from "../../db/schema";
import { sharedSafetyMessages } from "../../safety/corpus/shared";

/**
 * Safety alerts and their sign-in codes in each recipient's language (issue 38), read back from a
 * real SMTP server: a teacher whose LMS speaks Spanish, and a guardian of a child who chose Spanish,
 * read every word in Spanish; a teacher in English still reads English; none reads the child's words.
 */

const { api, smtp } = await startApiWithSmtp();
let platform: TestPlatform;

const CRISIS = sharedSafetyMessages().find((message) => message.category === "suicide")!.text;
const student = people.student({ sub: "es-student", name: "Diego Ruiz", email: "diego@district.example" });
const spanishTeacher = people.teacher({
  sub: "es-teacher",
  name: "Sra. Morales",
  email: "morales@district.example",
  locale: "es-419",
});
const englishTeacher = people.teacher({ sub: "en-teacher", name: "Mr. Park", email: "park@district.example" });

let alertId: string;

/** Every email to `address` so far, once the outbox has delivered them. */
async function emailsTo(address: string): Promise<ReceivedEmail[]> {
  await api.ctx.outbox.settle();
  return smtp.received.filter((email) => email.to.includes(address));
}

function expectNoEnglish(email: ReceivedEmail) {
  expect(englishLeftIn(`${email.subject}\n${email.text}\n${email.html}`, "emails.")).toEqual([]);
}

beforeAll(async () => {
  platform = await startTestPlatform();
  platform.setTool({ toolUrl: api.url });
  await registerTestLms(api, platform, "Lenguas District");
  platform.addCourse({ id: "bio-3", title: "Biología 3", members: [student, spanishTeacher, englishTeacher] });
  // The teachers open Bloom from the course first, so their accounts (and languages) are known.
  for (const teacher of [spanishTeacher, englishTeacher]) {
    expect((await platform.launch({ person: teacher, courseId: "bio-3" })).status).toBe(200);
  }
  const { token } = readPageData<{ token: string }>(
    (await platform.launch({ person: student, courseId: "bio-3" })).html,
  );
  const session = await openTutoringSession(api, token);
  expect((await sendChat(api, token, session.id, CRISIS)).status).toBe(200);
  const [alert] = await api.ctx.database.read
    .select({ id: safetyAlerts.id })
    .from(safetyAlerts)
    .where(eq(safetyAlerts.sessionId, session.id));
  alertId = alert!.id;
});

afterAll(async () => {
  await platform?.stop();
});

describe("a safety alert to a course's teachers", () => {
  test("the teacher whose LMS speaks Spanish reads it all in Spanish, with the date in Spanish, never the child's words", async () => {
    const [email] = await emailsTo("morales@district.example");
    if (!email) throw new Error("The alert did not reach the Spanish-speaking teacher.");
    expect(email.subject).toBe("Alerta de seguridad urgente: Riesgo de suicidio (Diego Ruiz)");
    expect(email.text).toContain("El control de seguridad de Bloom marcó un mensaje que Diego Ruiz escribió");
    expect(email.text).toMatch(/, el \S+, \d+ de \S+ de \d{4}, \d+:\d{2}[^(]* \(hora UTC\)\./);
    expect(email.text).toContain("Gravedad: crítica (una persona podría estar en peligro).");
    expect(email.text).toContain("abra Biología 3 en Canvas, abra Bloom y luego Alertas");
    expect(email.text).toContain(`${api.url}/alerts/${alertId}`);
    expect(email.html).toContain(`<a href="${api.url}/alerts/${alertId}">`);
    expectNoEnglish(email);
    for (const body of [email.text, email.html, email.subject]) expect(body.toLowerCase()).not.toContain(CRISIS);
  });

  test("the teacher in English still reads English", async () => {
    const [email] = await emailsTo("park@district.example");
    if (!email) throw new Error("The alert did not reach the English-speaking teacher.");
    expect(email.subject).toBe("Urgent safety alert: Suicide risk (Diego Ruiz)");
    expect(email.text).toContain("Bloom's safety screen flagged a message Diego Ruiz wrote");
    expect(email.text).toContain("open Biología 3 in Canvas, open Bloom there, then Alerts");
    expect(email.text).toContain("For the student's privacy, Bloom never puts what they wrote in an email.");
    expect(email.text).not.toContain("Gravedad");
  });

  test("the code that opens the alert is in the Spanish-speaking teacher's language", async () => {
    const before = (await emailsTo("morales@district.example")).length;
    const asked = await api.call("/api/safety/alert-sign-in/code", {
      method: "POST",
      json: { alertId, email: "morales@district.example" },
    });
    expect(asked.status).toBe(202);
    await smtp.waitFor(smtp.received.length);
    const [email] = (await emailsTo("morales@district.example")).slice(before);
    if (!email) throw new Error("No code was sent.");
    expect(email.subject).toBe("Su código para iniciar sesión en Bloom");
    expect(email.text).toMatch(/Su código para abrir una alerta de seguridad en Bloom: \d{6}/);
    expect(email.text).toContain("Sirve una sola vez, durante 15 minutos.");
    expectNoEnglish(email);
  });
});

describe("a safety alert to a standalone child's guardian", () => {
  test("a child who chose Spanish has their guardian told in Spanish, as a parent (usted)", async () => {
    const PARENT = "mama.de.lucia@example.test";
    const child = await api.createUser({
      role: "student",
      name: "Lucía",
      email: "lucia@example.test",
      locale: "es",
      birthYear: new Date().getUTCFullYear() - 12,
      subscriptionStatus: "active",
    });
    const saved = await api.call("/api/auth/me", {
      method: "PATCH",
      token: child.token,
      json: { guardianEmail: PARENT },
    });
    expect(saved.status).toBe(200);
    const [link] = await emailsTo(PARENT);
    expect(link!.subject).toBe("Confirme que es madre, padre o tutor legal de Lucía en Bloom");
    const linkToken = /\/guardian\/([A-Za-z0-9_-]+)/.exec(link!.text)![1]!;
    // The parent accepts with an account that has chosen no language: the child's is used.
    const parent = await api.createUser({ role: "teacher", name: "Ana", email: PARENT, birthYear: 1985 });
    expect((await api.call(`/api/auth/guardian/${linkToken}`, { method: "POST", token: parent.token })).status).toBe(
      200,
    );

    const session = await openTutoringSession(api, child.token);
    expect((await sendChat(api, child.token, session.id, CRISIS)).status).toBe(200);
    const [, email] = await emailsTo(PARENT);
    if (!email) throw new Error("The alert did not reach the guardian.");
    expect(email.subject).toBe("Alerta de seguridad urgente: Riesgo de suicidio (Lucía)");
    expect(email.text).toContain("marcó un mensaje que su hijo o hija escribió en una sesión de tutoría");
    expect(email.text).toContain("Hable hoy con su hijo o hija para saber cómo está.");
    expect(email.text).toContain("llame al 911");
    expect(email.text).toContain("Bloom nunca incluye en un correo lo que escribió.");
    expectNoEnglish(email);
    for (const body of [email.text, email.html, email.subject]) expect(body.toLowerCase()).not.toContain(CRISIS);
  });
});
