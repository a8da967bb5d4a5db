import { ltiContextMembers, ltiContexts, ltiRegistrations, organisations, type UserRow } from "../src/db/schema";
import { newId } from "../src/ids";
import type { TestApi } from "./harness";

/**
 * A district as tests need it: a district and a school, an LMS registration with one course, its
 * teacher and students, the district's and the school's admins. Rows go straight into the database,
 * as a launch or an admin would have made them.
 */
export interface TestDistrict {
  districtId: string;
  schoolId: string;
  courseId: string;
  teacher: { user: UserRow; token: string };
  students: { user: UserRow; token: string }[];
  districtAdmin: { user: UserRow; token: string };
  schoolAdmin: { user: UserRow; token: string };
  /** Another course in the same district, with its own teacher and student. */
  otherCourse: {
    courseId: string;
    teacher: { user: UserRow; token: string };
    student: { user: UserRow; token: string };
  };
}

export async function createTestDistrict(
  api: TestApi,
  name = "Maple District",
  studentCount = 2,
): Promise<TestDistrict> {
  const database = api.ctx.database;
  const districtId = newId();
  const schoolId = newId();
  await database.write(async (tx) => {
    await tx.insert(organisations).values({ id: districtId, kind: "district", name });
    await tx.insert(organisations).values({ id: schoolId, kind: "school", name: `${name} High`, districtId });
  });
  const person = (role: "student" | "teacher" | "admin", label: string, school: string | null = schoolId) =>
    api.createUser({
      role,
      name: label,
      email: `${label.toLowerCase().replace(/\W+/g, ".")}.${newId().slice(-6)}@maple.test`,
      districtId,
      schoolId: school,
      subscriptionStatus: "active",
    });

  const registrationId = newId();
  await database.write((tx) =>
    tx.insert(ltiRegistrations).values({
      id: registrationId,
      name: "Canvas",
      issuer: `https://canvas.${registrationId}.test`,
      clientId: "client",
      authLoginUrl: "https://canvas.test/auth",
      authTokenUrl: "https://canvas.test/token",
      jwksUrl: "https://canvas.test/jwks",
      districtId,
    }),
  );
  const course = async (title: string, teacher: { user: UserRow }, learners: { user: UserRow }[]) => {
    const courseId = newId();
    await database.write(async (tx) => {
      await tx
        .insert(ltiContexts)
        .values({ id: courseId, registrationId, contextId: courseId, title, districtId, schoolId });
      await tx.insert(ltiContextMembers).values([
        {
          contextRowId: courseId,
          userId: teacher.user.id,
          role: "teacher",
          ltiUserId: `t-${teacher.user.id}`,
          lastLaunchAt: Date.now(),
        },
        ...learners.map((learner) => ({
          contextRowId: courseId,
          userId: learner.user.id,
          role: "student" as const,
          ltiUserId: `s-${learner.user.id}`,
          lastLaunchAt: Date.now(),
        })),
      ]);
    });
    return courseId;
  };

  const teacher = await person("teacher", "Ms Rivera");
  const students = await Promise.all(
    Array.from({ length: studentCount }, (_, i) => person("student", `Student ${i + 1}`)),
  );
  const courseId = await course("Biology 101", teacher, students);
  const otherTeacher = await person("teacher", "Mr Okafor");
  const otherStudent = await person("student", "Other Student");
  const otherCourseId = await course("Algebra 2", otherTeacher, [otherStudent]);
  return {
    districtId,
    schoolId,
    courseId,
    teacher,
    students,
    districtAdmin: await person("admin", "District Admin", null),
    schoolAdmin: await person("admin", "School Admin"),
    otherCourse: { courseId: otherCourseId, teacher: otherTeacher, student: otherStudent },
  };
}

/** Opens a tutoring session for a student on a curated topic, as the tutor widget does. */
export async function openTutoringSession(
  api: TestApi,
  token: string,
  subjectName = "Cell Biology",
  topic = "Cell Structure and Organelles",
) {
  const subject = await api.call("/api/subjects", { method: "POST", token, json: { name: subjectName } });
  const subjectId =
    subject.status === 201
      ? subject.body.id
      : (await api.call("/api/subjects", { token })).body.find((s: { name: string }) => s.name === subjectName).id;
  const session = await api.call("/api/tutoring/session", { method: "POST", token, json: { subjectId, topic } });
  if (session.status !== 200) throw new Error(`Could not open a session: ${JSON.stringify(session.body)}`);
  return session.body as { id: string; messages: { role: string; content: string }[] };
}

/** Sends a chat message over server-sent events and returns the parsed events. */
export async function sendChat(api: TestApi, token: string, sessionId: string, message: string) {
  const response = await fetch(`${api.url}/api/tutoring/session/${sessionId}/message`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json", accept: "text/event-stream" },
    body: JSON.stringify({ message, clientMessageId: newId() }),
  });
  const raw = await response.text();
  const events = raw
    .split("\n\n")
    .filter(Boolean)
    .map((block) => {
      const lines = block.split("\n");
      const event = lines.find((line) => line.startsWith("event: "))?.slice(7) ?? "message";
      const data = JSON.parse(lines.find((line) => line.startsWith("data: "))?.slice(6) ?? "null");
      return { event, data };
    });
  let reply = "";
  for (const event of events) {
    if (event.event === "message") reply += event.data.chunk;
    if (event.event === "replace") reply = event.data.content;
  }
  const end = events.find((event) => event.event === "end");
  return { status: response.status, events, reply, session: end?.data.session };
}
