import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { JWKS_COOLDOWN_MS } from "@bloom/lti-provider";
import { people, readPageData, startTestPlatform, type TestPlatform } from "@bloom/lti-provider/test/platform";
import { eq, inArray } from "drizzle-orm";
import { startTestApi, type TestApi } from "../../../test/harness";
import { registrationOf } from "../../../test/lms";
import {
  licenceSeats,
  licences,
  ltiContexts,
  ltiDeployments,
  ltiRegistrations,
  organisations,
  outboxMessages,
  seatRequests,
} from "../../db/schema";
import { EMAIL_KIND } from "../../email/outbox";
import { newId } from "../../ids";
import { createLicence } from "../licences/service";

/**
 * The LTI tool end to end (ADR 10): a test LMS on 127.0.0.1 speaking the real protocols over
 * HTTP launches, deep-links, reads grades and rosters from the real API.
 */

let api: TestApi;
let platform: TestPlatform;
let districtId: string;
let adminToken: string;
let adminEmail: string;
let registrationId: string;

const COURSE = "course-bio-101";
const student = people.student({ sub: "lms-student-1", name: "Ada Lovelace", email: "ada@district.example" });
const classmates = [
  people.student({ sub: "lms-student-2", name: "Grace Hopper", email: "grace@district.example" }),
  people.student({ sub: "lms-student-3", name: "Alan Turing", email: "alan@district.example" }),
  people.student({ sub: "lms-student-4", name: "Katherine Johnson", email: "katherine@district.example" }),
];
const teacher = people.teacher({ sub: "lms-teacher-1", name: "Ms. Rivera", email: "rivera@district.example" });

/** The widget page's launch data: the widget, the token and where to start. */
function readLaunch(html: string) {
  return readPageData<{ widget: string; token: string; initial: Record<string, string> }>(html);
}

beforeAll(async () => {
  platform = await startTestPlatform();
  api = await startTestApi({ LTI_SCORE_RETRY_DELAYS_MS: "20,40,80" });
  platform.setTool({ toolUrl: api.url });
  platform.setRosterPageSize(2);
  platform.addCourse({ id: COURSE, title: "Biology 101", members: [student, ...classmates, teacher] });

  districtId = newId();
  await api.ctx.database.write((tx) =>
    tx.insert(organisations).values({ id: districtId, kind: "district", name: "Riverside Unified" }),
  );
  await createLicence(api.ctx.database, {
    organisationId: districtId,
    plan: "school",
    endsAt: Math.floor(Date.now() / 1000) + 365 * 86_400,
    seats: 50,
  });
  const admin = await api.createUser({ role: "admin", districtId, name: "District Admin" });
  adminToken = admin.token;
  adminEmail = admin.user.email!;

  const created = await api.call("/api/lti/registrations", {
    method: "POST",
    token: adminToken,
    json: registrationOf(platform, "Test LMS"),
  });
  expect(created.status).toBe(201);
  registrationId = created.body.id;
});

afterAll(async () => {
  await api?.close();
  await platform?.stop();
});

describe("registering a platform", () => {
  test("by hand: only a district admin, and the answer says what to paste into the LMS", async () => {
    const listed = await api.call("/api/lti/registrations", { token: adminToken });
    expect(listed.status).toBe(200);
    expect(listed.body.tool).toEqual({
      loginUrl: `${api.url}/lti/login`,
      launchUrl: `${api.url}/lti/launch`,
      jwksUrl: `${api.url}/lti/.well-known/jwks.json`,
      registrationUrl: `${api.url}/lti/register`,
    });
    expect(listed.body.registrations.map((registration: { issuer: string }) => registration.issuer)).toEqual([
      platform.issuer,
    ]);

    const { token: studentToken } = await api.createUser({ districtId });
    expect((await api.call("/api/lti/registrations", { token: studentToken })).status).toBe(403);
    const duplicate = await api.call("/api/lti/registrations", {
      method: "POST",
      token: adminToken,
      json: {
        name: "Again",
        issuer: platform.issuer,
        clientId: platform.clientId,
        authLoginUrl: platform.authUrl,
        authTokenUrl: platform.tokenUrl,
        jwksUrl: platform.jwksUrl,
      },
    });
    expect(duplicate.status).toBe(409);
    const invalid = await api.call("/api/lti/registrations", {
      method: "POST",
      token: adminToken,
      json: { name: "X", issuer: "not a url" },
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.code).toBe("VALIDATION_FAILED");
  });

  test("a refused dynamic registration says Bloom could not be registered, not that an activity could not open", async () => {
    const url = new URL(`${api.url}/lti/register`);
    url.searchParams.set("openid_configuration", "https://lms.example/.well-known/openid-configuration");
    url.searchParams.set("registration_token", "token");
    url.searchParams.set("invite", "not-an-invite");
    const page = await fetch(url);
    const html = await page.text();
    expect(page.status).toBe(400);
    expect(html).toContain("<title>Bloom could not be registered</title>");
    expect(html).toContain("<h1>Bloom could not be registered</h1>");
    expect(html).not.toContain("This activity could not open");
    expect(html).toContain("This registration link is not valid or has expired.");
  });

  test("by LTI Dynamic Registration, from a district's link, ending with the close message", async () => {
    const other = await startTestPlatform({ clientId: "unused" });
    try {
      other.setTool({ toolUrl: api.url });
      const link = await api.call("/api/lti/registration-links", { method: "POST", token: adminToken });
      expect(link.status).toBe(200);
      const invite = new URL(link.body.url).searchParams.get("invite")!;

      const registrationToken = other.createRegistrationToken();
      const url = new URL(`${api.url}/lti/register`);
      url.searchParams.set("openid_configuration", `${other.url}/.well-known/openid-configuration`);
      url.searchParams.set("registration_token", registrationToken);
      url.searchParams.set("invite", invite);
      const page = await fetch(url);
      const html = await page.text();
      expect(page.status).toBe(200);
      expect(html).toContain("org.imsglobal.lti.close");

      const [sent] = other.registrations;
      expect(sent!.initiate_login_uri).toBe(`${api.url}/lti/login`);
      expect(sent!.redirect_uris).toEqual([`${api.url}/lti/launch`]);
      expect(sent!.jwks_uri).toBe(`${api.url}/lti/.well-known/jwks.json`);
      const messages = sent!["https://purl.imsglobal.org/spec/lti-tool-configuration"].messages as {
        type: string;
        placements: string[];
      }[];
      expect(messages.flatMap((message) => message.placements).sort()).toEqual([
        "assignment_selection",
        "course_navigation",
        "link_selection",
      ]);

      const [stored] = await api.ctx.database.read
        .select()
        .from(ltiRegistrations)
        .where(eq(ltiRegistrations.issuer, other.issuer));
      expect(stored).toMatchObject({ clientId: other.clientId, districtId, authTokenUrl: other.tokenUrl });
      const deployments = await api.ctx.database.read
        .select()
        .from(ltiDeployments)
        .where(eq(ltiDeployments.registrationId, stored!.id));
      expect(deployments.map((row) => [row.deploymentId, row.source])).toEqual([[other.deploymentId, "listed"]]);

      // The registered platform can launch at once.
      other.addCourse({ id: "course-x", title: "Chemistry", members: [people.student({ sub: "chem-1" })] });
      const launched = await other.launch({
        person: people.student({ sub: "chem-1" }),
        courseId: "course-x",
        custom: { widget: "flashcards" },
      });
      expect(launched.status).toBe(200);
      expect(readLaunch(launched.html).widget).toBe("flashcards");

      // Without a valid invite nothing is registered.
      url.searchParams.set("invite", "forged");
      url.searchParams.set("registration_token", other.createRegistrationToken());
      const refused = await fetch(url);
      expect(refused.status).toBe(400);
      expect(await refused.text()).toContain("This registration link is not valid or has expired.");
      expect(other.registrations).toHaveLength(1);
    } finally {
      await other.stop();
    }
  });
});

describe("launching", () => {
  test("a student opens the tutor on a topic: signed in as a student of the district, with a licence seat, token only in memory", async () => {
    const launched = await platform.launch({
      person: student,
      courseId: COURSE,
      custom: { widget: "tutor", subject: "Algebra I", topic: "Solving Linear Equations" },
    });
    expect(launched.status).toBe(200);
    // The test API is served over plain HTTP, where the state cookie cannot be Secure (context.ts).
    expect(launched.login.headers.get("set-cookie")).toMatch(
      /^lti_state_[0-9a-f]{24}=1; Path=\/lti\/launch; Max-Age=600; HttpOnly$/,
    );
    const launch = readLaunch(launched.html);
    expect(launch).toMatchObject({
      widget: "tutor",
      initial: { subject: "Algebra I", topic: "Solving Linear Equations" },
    });
    expect(launched.html).toContain('<script src="/embed/tutor/embed.js"></script>');

    const me = await api.call("/api/auth/me", { token: launch.token });
    expect(me.body).toMatchObject({
      name: "Ada Lovelace",
      email: "ada@district.example",
      role: "student",
      districtId,
      subscriptionStatus: "active",
    });
    const seats = await api.ctx.database.read.select().from(licenceSeats).where(eq(licenceSeats.userId, me.body.id));
    expect(seats.map((seat) => seat.source)).toEqual(["lti"]);

    // Stable on (issuer, sub): the next launch is the same person.
    const again = await platform.launch({
      person: { ...student, name: "Ada King" },
      courseId: COURSE,
      custom: { widget: "dashboard" },
    });
    const meAgain = await api.call("/api/auth/me", { token: readLaunch(again.html).token });
    expect(meAgain.body).toMatchObject({ id: me.body.id, name: "Ada King" });
  });

  test("a teacher opens the dashboard from course navigation, and sees the course", async () => {
    const launched = await platform.launch({ person: teacher, courseId: COURSE });
    expect(launched.status).toBe(200);
    const launch = readLaunch(launched.html);
    expect(launch.widget).toBe("dashboard");
    const me = await api.call("/api/auth/me", { token: launch.token });
    expect(me.body).toMatchObject({ role: "teacher", districtId });
    const courses = await api.call("/api/lti/courses", { token: launch.token });
    expect(courses.body).toEqual([
      { id: expect.any(String), title: "Biology 101", platform: "Test LMS", rosterAvailable: true },
    ]);
  });

  test("a school_id custom parameter places the user in that school, only if it is a school of the district", async () => {
    const schoolId = newId();
    const elsewhere = newId();
    await api.ctx.database.write(async (tx) => {
      await tx.insert(organisations).values({ id: schoolId, kind: "school", name: "Riverside High", districtId });
      await tx.insert(organisations).values({ id: elsewhere, kind: "school", name: "Another District High" });
    });
    const person = people.student({ sub: "lms-student-school" });
    const outside = readLaunch(
      (await platform.launch({ person, courseId: COURSE, custom: { school_id: elsewhere } })).html,
    );
    expect((await api.call("/api/auth/me", { token: outside.token })).body.schoolId).toBeNull();
    const inside = readLaunch(
      (await platform.launch({ person, courseId: COURSE, custom: { school_id: schoolId } })).html,
    );
    expect((await api.call("/api/auth/me", { token: inside.token })).body.schoolId).toBe(schoolId);
  });

  test("with no free seat, a student sees a calm notice (never the plans), and the teacher and district admin are told", async () => {
    // Fill the district's licence: every seat is taken by the people who launched before.
    const taken = await api.ctx.database.read.select().from(licenceSeats);
    await api.ctx.database.write((tx) =>
      tx.update(licences).set({ seats: taken.length }).where(eq(licences.organisationId, districtId)),
    );
    try {
      const latecomer = people.student({
        sub: "lms-student-late",
        name: "Late Student",
        email: "late@district.example",
      });
      platform.addCourse({ id: "course-full", title: "Chemistry 9", members: [latecomer, teacher] });
      // The teacher's own launch puts them in the course (teachers need no seat to see the dashboard).
      const teacherLaunch = await platform.launch({ person: teacher, courseId: "course-full" });
      expect(readLaunch(teacherLaunch.html).widget).toBe("dashboard");

      const refused = await platform.launch({
        person: latecomer,
        courseId: "course-full",
        custom: { widget: "tutor" },
      });
      expect(refused.status).toBe(200);
      expect(refused.html).toContain("Bloom isn&#39;t switched on for your class yet");
      expect(refused.html).toContain("your teacher has been told");
      expect(refused.html).not.toMatch(/page-data|pricing|plan/i);

      const requests = await api.ctx.database.read.select().from(seatRequests);
      expect(requests).toHaveLength(1);
      const emails = await api.ctx.database.read
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.kind, EMAIL_KIND));
      const told = emails
        .map((row) => row.payload as { to: string; subject: string })
        .filter((email) => email.subject.includes("Chemistry 9"))
        .map((email) => email.to)
        .sort();
      expect(told).toEqual(["rivera@district.example", adminEmail].sort());

      // A second try the same day tells nobody again; the teacher's class shows who is waiting.
      await platform.launch({ person: latecomer, courseId: "course-full", custom: { widget: "tutor" } });
      const again = await api.ctx.database.read
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.kind, EMAIL_KIND));
      expect(again).toHaveLength(emails.length);
      const teacherToken = readLaunch(teacherLaunch.html).token;
      const classes = await api.call("/api/classroom/classes", { token: teacherToken });
      const course = classes.body.classes.find((entry: { title: string }) => entry.title === "Chemistry 9");
      const overview = await api.call(`/api/classroom/classes/${course.id}`, { token: teacherToken });
      expect(overview.body.waitingForSeat).toBe(1);
    } finally {
      await api.ctx.database.write((tx) =>
        tx.update(licences).set({ seats: 50 }).where(eq(licences.organisationId, districtId)),
      );
    }
  });

  test("the tool's key set is published, and a rotation keeps the previous key in it", async () => {
    const before = (await api.call("/lti/.well-known/jwks.json")).body.keys as { kid: string; d?: string }[];
    expect(before.length).toBeGreaterThanOrEqual(1);
    expect(before.every((key) => key.d === undefined)).toBe(true);
    const rotated = await api.ctx.lti.keys.rotate();
    const after = (await api.call("/lti/.well-known/jwks.json")).body.keys as { kid: string }[];
    expect(after.map((key) => key.kid)).toEqual(expect.arrayContaining([...before.map((key) => key.kid), rotated.kid]));
  });
});

describe("deep linking", () => {
  test("a teacher places a graded tutor on a topic; the platform gets a signed response with a line item", async () => {
    const picker = await platform.launch({ person: teacher, courseId: COURSE, messageType: "LtiDeepLinkingRequest" });
    expect(picker.status).toBe(200);
    expect(picker.html).toContain("Add Bloom to your course");
    expect(picker.html).toContain('<option value="Solving Linear Equations">');

    const missingTopic = await platform.submitDeepLinkChoice(picker.html, {
      widget: "tutor",
      subject: "Algebra I",
      graded: true,
    });
    expect(missingTopic.html).toContain("To send mastery to the gradebook, choose a subject and a topic.");

    const recorded = await platform.completeDeepLink(picker.html, {
      widget: "tutor",
      subject: "Algebra I",
      topic: "Solving Linear Equations",
      graded: true,
    });
    expect(recorded.error ?? null).toBeNull();
    expect(recorded.contentItems).toEqual([
      expect.objectContaining({
        type: "ltiResourceLink",
        title: "Solving Linear Equations with the Bloom tutor",
        url: `${api.url}/lti/launch`,
        custom: { widget: "tutor", subject: "Algebra I", topic: "Solving Linear Equations" },
        lineItem: expect.objectContaining({ scoreMaximum: 100, tag: "bloom-mastery" }),
      }),
    ]);
  });

  test("a student cannot place activities", async () => {
    const refused = await platform.launch({ person: student, courseId: COURSE, messageType: "LtiDeepLinkingRequest" });
    expect(refused.status).toBe(403);
    expect(refused.html).toContain("Only teachers can add Bloom activities to a course.");
  });
});

describe("grades", () => {
  test("a flashcard answer on the linked topic posts the student's topic mastery, retried when the LMS is briefly down", async () => {
    const picker = await platform.launch({ person: teacher, courseId: COURSE, messageType: "LtiDeepLinkingRequest" });
    const placed = await platform.completeDeepLink(picker.html, {
      widget: "flashcards",
      subject: "Algebra I",
      topic: "Functions and Graphs",
      graded: true,
    });
    const resourceLinkId = placed.resourceLinkId!;

    const launched = await platform.launch({ person: student, courseId: COURSE, resourceLinkId });
    const { token } = readLaunch(launched.html);
    await api.call("/api/subjects", { method: "POST", token, json: { name: "Algebra I" } });
    const generated = await api.call("/api/practice/flashcards/generate-enhanced", {
      method: "POST",
      token,
      json: { subject: "Algebra I", topic: "Functions and Graphs", createTutoringSessionIfNeeded: true },
    });
    expect(generated.status).toBe(200);
    const card = generated.body.cards[0];

    platform.failNextScores(2, 503);
    const scoresBefore = platform.scores.length;
    const evaluated = await api.call("/api/practice/flashcards/evaluate", {
      method: "POST",
      token,
      json: { userAnswer: card.answer, card: { id: card.id } },
    });
    expect(evaluated.status).toBe(200);
    await api.ctx.outbox.settle();

    const posted = platform.scores.slice(scoresBefore);
    expect(posted).toHaveLength(1);
    expect(posted[0]).toMatchObject({
      userId: student.sub,
      scoreMaximum: 100,
      gradingProgress: "FullyGraded",
      activityProgress: "InProgress",
    });
    expect(posted[0]!.scoreGiven).toBeGreaterThan(0);
    expect(posted[0]!.scoreGiven).toBeLessThanOrEqual(100);
    expect(
      platform.tokenRequests.some((request) =>
        request.scopes.includes("https://purl.imsglobal.org/spec/lti-ags/scope/score"),
      ),
    ).toBe(true);

    // An answer on another topic posts nothing to this line item.
    await api.call("/api/subjects", { method: "POST", token, json: { name: "Cell Biology" } });
    const other = await api.call("/api/practice/flashcards/generate-enhanced", {
      method: "POST",
      token,
      json: { subject: "Cell Biology", topic: "Cell Membrane and Transport", createTutoringSessionIfNeeded: true },
    });
    const otherCard = other.body.cards[0];
    await api.call("/api/practice/flashcards/evaluate", {
      method: "POST",
      token,
      json: { userAnswer: otherCard.answer, card: { id: otherCard.id } },
    });
    await api.ctx.outbox.settle();
    expect(platform.scores.length).toBe(scoresBefore + 1);
  });
});

describe("rosters", () => {
  test("a teacher reads the course roster across pages; students who use Bloom link to their analytics", async () => {
    const teacherToken = readLaunch((await platform.launch({ person: teacher, courseId: COURSE })).html).token;
    const studentToken = readLaunch((await platform.launch({ person: student, courseId: COURSE })).html).token;
    const studentId = (await api.call("/api/auth/me", { token: studentToken })).body.id;
    const [course] = (await api.call("/api/lti/courses", { token: teacherToken })).body;

    // The roster read a launch may queue in the background (roster-teachers.ts) is done before counting.
    await api.ctx.outbox.settle();
    const requestsBefore = platform.rosterRequests.length;
    const roster = await api.call(`/api/lti/courses/${course.id}/roster`, { token: teacherToken });
    expect(roster.status).toBe(200);
    expect(platform.rosterRequests.length - requestsBefore).toBe(3);
    expect(roster.body.members.map((member: { name: string }) => member.name).sort()).toEqual(
      ["Ada Lovelace", "Alan Turing", "Grace Hopper", "Katherine Johnson", "Ms. Rivera"].sort(),
    );
    const ada = roster.body.members.find((member: { name: string }) => member.name === "Ada Lovelace");
    expect(ada).toMatchObject({ role: "student", userId: studentId });
    expect(roster.body.members.find((member: { name: string }) => member.name === "Grace Hopper").userId).toBeNull();

    // The course's teacher may read its students' analytics; a teacher from elsewhere may not.
    expect((await api.call(`/api/analytics/student/${studentId}/mastery`, { token: teacherToken })).status).toBe(200);
    const { token: outsider } = await api.createUser({ role: "teacher" });
    expect((await api.call(`/api/analytics/student/${studentId}/mastery`, { token: outsider })).status).toBe(404);
    expect((await api.call(`/api/lti/courses/${course.id}/roster`, { token: outsider })).status).toBe(404);
    expect((await api.call(`/api/lti/courses/${course.id}/roster`, { token: studentToken })).status).toBe(403);
  });
});

describe("a teacher the LMS gives no school (a deployment of dynamic registration)", () => {
  test("reads their own course's students, and nothing of the district's other students: 404", async () => {
    const ownCourse = "course-walls-own";
    const otherCourse = "course-walls-other";
    const pupil = people.student({ sub: "lms-walls-pupil", name: "Mary Somerville" });
    const stranger = people.student({ sub: "lms-walls-stranger", name: "Emmy Noether" });
    const otherTeacher = people.teacher({ sub: "lms-walls-teacher-2", name: "Mr. Okafor" });
    platform.addCourse({ id: ownCourse, title: "Physics", members: [pupil, teacher] });
    platform.addCourse({ id: otherCourse, title: "Chemistry", members: [stranger, otherTeacher] });
    const tokenOf = async (person: typeof pupil, courseId: string) =>
      readLaunch((await platform.launch({ person, courseId })).html).token;
    const teacherToken = await tokenOf(teacher, ownCourse);
    const pupilId = (await api.call("/api/auth/me", { token: await tokenOf(pupil, ownCourse) })).body.id;
    const strangerId = (await api.call("/api/auth/me", { token: await tokenOf(stranger, otherCourse) })).body.id;
    await tokenOf(otherTeacher, otherCourse);
    const me = await api.call("/api/auth/me", { token: teacherToken });
    expect(me.body).toMatchObject({ role: "teacher", districtId, schoolId: null });
    const courseIds = await api.ctx.database.read
      .select({ id: ltiContexts.id, contextId: ltiContexts.contextId })
      .from(ltiContexts)
      .where(inArray(ltiContexts.contextId, [ownCourse, otherCourse]));
    const rowOf = (contextId: string) => courseIds.find((row) => row.contextId === contextId)!.id;
    const read = (path: string) => api.call(path, { token: teacherToken });

    // Their own course's student: analytics, the class and its roster.
    expect((await read(`/api/analytics/student/${pupilId}/mastery`)).status).toBe(200);
    expect((await read(`/api/analytics/student/${pupilId}/subject-cards`)).status).toBe(200);
    const ownClass = await read(`/api/classroom/classes/${rowOf(ownCourse)}`);
    expect(ownClass.status).toBe(200);
    expect(ownClass.body.students.map((row: { id: string }) => row.id)).toContain(pupilId);
    expect((await read(`/api/lti/courses/${rowOf(ownCourse)}/roster`)).status).toBe(200);
    expect((await read(`/api/classroom/students/${pupilId}/sessions`)).status).toBe(200);

    // A student of the same district outside their courses is, to them, no one.
    for (const path of [
      `/api/analytics/student/${strangerId}/mastery`,
      `/api/analytics/student/${strangerId}/flashcard-metrics`,
      `/api/analytics/student/${strangerId}/subject-cards`,
      `/api/analytics/student/${strangerId}/learning-path-timeline`,
      `/api/analytics/student/${strangerId}/hierarchical-mastery`,
      `/api/analytics/student/${strangerId}/session-duration-from-turns`,
      `/api/classroom/classes/${rowOf(otherCourse)}`,
      `/api/classroom/students/${strangerId}/sessions`,
      `/api/lti/courses/${rowOf(otherCourse)}/roster`,
    ]) {
      const answer = await read(path);
      expect({ path, status: answer.status }).toEqual({ path, status: 404 });
    }
    const classes = await read("/api/classroom/classes");
    expect(classes.body.classes.map((row: { id: string }) => row.id)).not.toContain(rowOf(otherCourse));
  });
});

describe("a student deleted by the district", () => {
  test("starts afresh on their next launch: a new account with nothing of the old one", async () => {
    const leaver = people.student({ sub: "lms-leaver", name: "Sam Leaver", email: "sam@district.example" });
    platform.addCourse({ id: "course-leavers", title: "Leavers", members: [leaver] });
    const first = readLaunch((await platform.launch({ person: leaver, courseId: "course-leavers" })).html);
    const me = (await api.call("/api/auth/me", { token: first.token })).body;
    await api.call("/api/subjects", { method: "POST", token: first.token, json: { name: "Algebra I" } });
    const deleted = await api.call(`/api/admin/students/${me.id}`, {
      method: "DELETE",
      token: adminToken,
      json: { confirm: "DELETE" },
    });
    expect(deleted.status).toBe(204);
    expect((await api.call("/api/auth/me", { token: first.token })).status).toBe(401);

    const again = readLaunch((await platform.launch({ person: leaver, courseId: "course-leavers" })).html);
    const fresh = (await api.call("/api/auth/me", { token: again.token })).body;
    expect(fresh.id).not.toBe(me.id);
    expect(fresh.name).toBe("Sam Leaver");
    expect((await api.call("/api/subjects", { token: again.token })).body).toEqual([]);
  });
});

describe("refused launches: a page a teacher can pass to IT", () => {
  async function expectRefused(result: { status: number; html: string }, sentence: string) {
    expect(result.status).toBe(400);
    expect(result.html).toContain("This activity could not open");
    expect(result.html).toContain(sentence);
    expect(result.html).toMatch(/Reference: [0-9a-f]{8}/);
  }

  test("a bad signature", async () => {
    await expectRefused(
      await platform.launch({ person: student, courseId: COURSE, signWith: "wrong-key" }),
      "The launch&#39;s signature is not valid",
    );
  });

  test("a key the platform rotated in is fetched, not refused", async () => {
    await platform.rotateKeys();
    // The tool refetches a platform's keys at most once a JWKS_COOLDOWN_MS; earlier tests just fetched them.
    await Bun.sleep(JWKS_COOLDOWN_MS + 100);
    expect((await platform.launch({ person: student, courseId: COURSE })).status).toBe(200);
  });

  test("an unknown key id (after refetching the platform's keys)", async () => {
    await expectRefused(
      await platform.launch({ person: student, courseId: COURSE, signWith: "unknown-kid" }),
      "signed the launch with a key Bloom does not know",
    );
  });

  test("a token for another tool", async () => {
    await expectRefused(
      await platform.launch({ person: student, courseId: COURSE, audience: "some-other-tool" }),
      "This launch was meant for another tool",
    );
    await expectRefused(
      await platform.launch({
        person: student,
        courseId: COURSE,
        audience: [platform.clientId, "some-other-tool"],
        azp: "some-other-tool",
      }),
      "This launch was meant for another tool",
    );
  });

  test("an expired token", async () => {
    await expectRefused(
      await platform.launch({ person: student, courseId: COURSE, expired: true }),
      "The launch took too long to arrive.",
    );
  });

  test("a replayed launch", async () => {
    const first = await platform.launch({ person: student, courseId: COURSE });
    expect(first.status).toBe(200);
    await expectRefused(await platform.replay(first), "This launch link was already used.");
  });

  test("a state that does not match, or no cookie and no platform storage", async () => {
    const first = await platform.launch({ person: student, courseId: COURSE });
    await expectRefused(
      await platform.launch({ person: student, courseId: COURSE, stateOverride: first.state }),
      "This launch did not match the sign-in it started with.",
    );
    await expectRefused(
      await platform.launch({ person: student, courseId: COURSE, stateOverride: "forged.state.value" }),
      "This launch did not match the sign-in it started with.",
    );
    const unbound = await platform.launch({ person: student, courseId: COURSE, dropCookies: true });
    await expectRefused(unbound, "Your browser keeps Bloom from signing you in inside this page.");
    // The way forward: the same login initiation in a new top-level window, with nothing secret in it.
    const link = unbound.html.match(/<a class="button" id="new-window" href="([^"]+)" target="_blank" rel="noopener">/);
    expect(link).not.toBeNull();
    const relaunch = new URL(link![1]!.replaceAll("&amp;", "&"));
    expect(relaunch.origin + relaunch.pathname).toBe(`${api.url}/lti/login`);
    expect(Object.fromEntries(relaunch.searchParams)).toEqual({
      iss: platform.issuer,
      login_hint: student.sub,
      lti_message_hint: expect.any(String),
      client_id: platform.clientId,
      lti_deployment_id: platform.deploymentId,
      target_link_uri: `${api.url}/lti/launch`,
    });
    for (const secret of [unbound.state, unbound.idToken]) expect(link![1]).not.toContain(secret);
    // At the top level a new window would not help: the page says what will.
    const topLevel = await platform.launch({ person: student, courseId: COURSE, dropCookies: true, topLevel: true });
    await expectRefused(topLevel, "Please allow cookies for this site");
    expect(topLevel.html).not.toContain('id="new-window"');
  });

  test("a reload of a finished launch in its own window says to open the activity again, not that cookies are blocked", async () => {
    const launched = await platform.launch({ person: student, courseId: COURSE, topLevel: true });
    expect(launched.status).toBe(200);
    // A reload re-posts the form; the state's cookie went with the launch it bound.
    const reload = await fetch(launched.action, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "sec-fetch-dest": "document" },
      body: new URLSearchParams({ id_token: launched.idToken, state: launched.state }),
    });
    const html = await reload.text();
    expect(reload.status).toBe(400);
    expect(html).toContain("This launch was already used, so reloading it cannot open Bloom again.");
    expect(html).not.toContain("allow cookies");
  });

  test("reloads and stray visits answer a page with a title and a language, never JSON", async () => {
    for (const [path, status, method] of [
      ["/lti/launch", 400, "GET"],
      ["/lti/deep-link", 400, "GET"],
      ["/lti/no-such-step", 404, "GET"],
      ["/lti/no-such-step", 404, "POST"],
      ["/lti/resume/extra", 404, "GET"],
    ] as const) {
      const response = await fetch(`${api.url}${path}`, { method });
      expect(`${method} ${path} ${response.status}`).toBe(`${method} ${path} ${status}`);
      const html = await response.text();
      expect(`${method} ${path} ${response.headers.get("content-type")} ${html.slice(0, 80)}`).toStartWith(
        `${method} ${path} text/html`,
      );
      expect(html).toContain('<html lang="en">');
      expect(html).toContain("<title>Open this activity from your course</title>");
      expect(html).toContain("go back to your course and open the activity again");
    }
    const resume = await fetch(`${api.url}/lti/resume`);
    expect(resume.status).toBe(200);
    const html = await resume.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain("<title>Bloom</title>");
    expect(html).toContain("Open this activity again from your course");
    expect(readPageData(html)).toEqual({ widgets: ["tutor", "flashcards", "dashboard"] });
  });

  test("an unknown deployment under a registration that accepts listed deployments only", async () => {
    const restricted = await api.call(`/api/lti/registrations/${registrationId}`, {
      method: "PATCH",
      token: adminToken,
      json: { deploymentPolicy: "listed" },
    });
    expect(restricted.status).toBe(200);
    try {
      await expectRefused(
        await platform.launch({ person: student, courseId: COURSE, deploymentId: "deployment-unlisted" }),
        "Bloom has not been activated for this installation",
      );
      const listed = await api.call(`/api/lti/registrations/${registrationId}/deployments`, {
        method: "POST",
        token: adminToken,
        json: { deploymentId: "deployment-unlisted" },
      });
      expect(listed.status).toBe(200);
      expect(
        (await platform.launch({ person: student, courseId: COURSE, deploymentId: "deployment-unlisted" })).status,
      ).toBe(200);
    } finally {
      await api.call(`/api/lti/registrations/${registrationId}`, {
        method: "PATCH",
        token: adminToken,
        json: { deploymentPolicy: "open" },
      });
    }
  });

  test("a message type the tool does not handle", async () => {
    await expectRefused(
      await platform.launch({ person: student, courseId: COURSE, messageType: "LtiSubmissionReviewRequest" }),
      "Your course sent a kind of launch Bloom does not handle.",
    );
  });

  test("a login from a platform that is not registered", async () => {
    const login = await fetch(
      `${api.url}/lti/login?iss=${encodeURIComponent("https://unknown.example")}&login_hint=x&target_link_uri=${encodeURIComponent(`${api.url}/lti/launch`)}`,
    );
    expect(login.status).toBe(400);
    expect(await login.text()).toContain("is not registered with Bloom yet");
  });
});
