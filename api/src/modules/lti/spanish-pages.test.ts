import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { people, startTestPlatform, type TestPlatform } from "@bloom/lti-provider/test/platform";
import { eq } from "drizzle-orm";
import { startApiWithSmtp } from "../../../test/api-with-smtp";
import { englishLeftIn } from "../../../test/english-left";
import { registerTestLms } from "../../../test/lms";
import { licenceSeats, licences } from "../../db/schema";

/**
 * The LTI tool's pages in the launch's language (issue 38), from the real test LMS: a teacher and a
 * student whose LMS speaks Spanish (`launch_presentation.locale` "es-419") get the deep linking
 * picker, a refusal and the no-seat notice in Spanish with `<html lang="es">`; the teacher's email
 * about the waiting student is in Spanish too. A launch in English stays English.
 */

const { api, smtp } = await startApiWithSmtp();
let platform: TestPlatform;
let districtId: string;

const teacher = people.teacher({ sub: "maestra", name: "Sra. Vega", email: "vega@district.example", locale: "es-419" });
const student = people.student({
  sub: "alumno",
  name: "Mateo Díaz",
  email: "mateo@district.example",
  locale: "es-419",
});
const englishTeacher = people.teacher({ sub: "teacher-en", name: "Ms. Lee", email: "lee@district.example" });
const COURSE = "historia-8";

/** English sentences of the tool's own pages that must not be left on a Spanish page. */
const TOOL_ENGLISH = [
  "Add Bloom to your course",
  "What should students open?",
  "Add to course",
  "Only teachers can add Bloom activities to a course.",
  "If this keeps happening",
  "This activity could not open",
  "Opening Bloom",
];

beforeAll(async () => {
  platform = await startTestPlatform();
  platform.setTool({ toolUrl: api.url });
  districtId = await registerTestLms(api, platform, "Distrito Valle");
  platform.addCourse({ id: COURSE, title: "Historia 8", members: [teacher, student, englishTeacher] });
});

afterAll(async () => {
  await platform?.stop();
});

describe("the deep linking picker", () => {
  test("a teacher whose LMS speaks Spanish places an activity on a page in Spanish", async () => {
    const picker = await platform.launch({ person: teacher, courseId: COURSE, messageType: "LtiDeepLinkingRequest" });
    expect(picker.status).toBe(200);
    expect(picker.html).toContain('<html lang="es">');
    expect(picker.html).toContain("<title>Agrega Bloom a tu curso</title>");
    expect(picker.html).toContain("<legend>¿Qué deben abrir los estudiantes?</legend>");
    expect(picker.html).toContain("El tutor con IA");
    expect(picker.html).toContain("Agregar al curso");
    for (const sentence of TOOL_ENGLISH) expect(picker.html).not.toContain(sentence);

    const missingTopic = await platform.submitDeepLinkChoice(picker.html, {
      widget: "tutor",
      subject: "Algebra I",
      graded: true,
    });
    expect(missingTopic.html).toContain('<html lang="es">');
    expect(missingTopic.html).toContain(
      "Para enviar el dominio al libro de calificaciones, elige una materia y un tema.",
    );
  });

  test("a student's deep linking launch is refused in Spanish", async () => {
    const refused = await platform.launch({ person: student, courseId: COURSE, messageType: "LtiDeepLinkingRequest" });
    expect(refused.status).toBe(403);
    expect(refused.html).toContain('<html lang="es">');
    expect(refused.html).toContain("<title>No se pudo abrir esta actividad</title>");
    expect(refused.html).toContain("Solo los docentes pueden agregar actividades de Bloom a un curso.");
    expect(refused.html).toMatch(/Referencia: [0-9a-f]{8}/);
    for (const sentence of TOOL_ENGLISH) expect(refused.html).not.toContain(sentence);
  });

  test("a teacher whose LMS speaks English still gets English", async () => {
    const picker = await platform.launch({
      person: englishTeacher,
      courseId: COURSE,
      messageType: "LtiDeepLinkingRequest",
    });
    expect(picker.html).toContain('<html lang="en">');
    expect(picker.html).toContain("<title>Add Bloom to your course</title>");
    expect(picker.html).toContain("The AI tutor");
  });
});

describe("no free seat", () => {
  test("the student's notice and the teacher's email are in Spanish", async () => {
    // Fill the district's licence: every seat is taken by the teachers who launched before.
    const taken = await api.ctx.database.read.select().from(licenceSeats);
    await api.ctx.database.write((tx) =>
      tx.update(licences).set({ seats: taken.length }).where(eq(licences.organisationId, districtId)),
    );
    await api.ctx.outbox.settle();
    const before = smtp.received.length;
    const refused = await platform.launch({ person: student, courseId: COURSE, custom: { widget: "tutor" } });
    expect(refused.status).toBe(200);
    expect(refused.html).toContain('<html lang="es">');
    expect(refused.html).toContain("<title>Bloom aún no está activado para tu clase</title>");
    expect(refused.html).toContain("ya se le avisó a tu docente. No tienes que hacer nada.");
    expect(englishLeftIn(refused.html, "lti.")).toEqual([]);

    await api.ctx.outbox.settle();
    const emails = smtp.received.slice(before);
    const spanish = emails.find((email) => email.to.includes("vega@district.example"));
    if (!spanish) throw new Error("The Spanish-speaking teacher was not told.");
    expect(spanish.subject).toBe("Bloom aún no está activado para Historia 8");
    expect(spanish.text).toContain("Estudiantes de Historia 8 abrieron Bloom desde su plataforma de aprendizaje");
    expect(spanish.text).toContain(`muestra quién está esperando: ${api.url}/dashboard`);
    expect(englishLeftIn(`${spanish.subject}\n${spanish.text}\n${spanish.html}`, "emails.")).toEqual([]);
    const english = emails.find((email) => email.to.includes("lee@district.example"));
    expect(english?.subject).toBe("Bloom isn't switched on for Historia 8 yet");
  });
});

describe("before a launch is verified", () => {
  test("the browser's language decides: a refused registration and a stray visit in Spanish", async () => {
    const headers = { "accept-language": "es-419,es;q=0.9" };
    const refused = await fetch(`${api.url}/lti/register?invite=not-an-invite`, { headers });
    const html = await refused.text();
    expect(html).toContain('<html lang="es">');
    expect(html).toContain("<title>No se pudo registrar Bloom</title>");
    expect(html).toContain("Este enlace de registro no es válido o venció.");
    const stray = await (await fetch(`${api.url}/lti/launch`, { headers })).text();
    expect(stray).toContain('<html lang="es">');
    expect(stray).toContain("<title>Abre esta actividad desde tu curso</title>");
  });
});
