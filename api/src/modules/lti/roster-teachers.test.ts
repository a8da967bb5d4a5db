import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { people, readPageData, startTestPlatform, type TestPlatform } from "@bloom/lti-provider/test/platform";
import { eq } from "drizzle-orm";
import { startTestApi, type TestApi } from "../../../test/harness";
import { registerTestLms } from "../../../test/lms";
import { ltiContexts, ltiRosterTeachers, outboxMessages } from "../../db/schema";
import { LTI_ROSTER_KIND } from "./roster-teachers";

/**
 * A course's teachers learned from the platform's roster (NRPS) after a launch, in the background,
 * against a test LMS on 127.0.0.1 speaking the real protocols: a safety alert can reach a teacher
 * who has never opened Bloom.
 */

let api: TestApi;
let platform: TestPlatform;

const student = people.student({ sub: "roster-student", name: "Rosa Park", email: "rosa@district.example" });
const teacher = people.teacher({ sub: "roster-teacher", name: "Mr. Okafor", email: "okafor@district.example" });
const assistant = people.teachingAssistant({ sub: "roster-ta", name: "Ms. Lee", email: "lee@district.example" });
const gone = people.teacher({
  sub: "roster-gone",
  name: "Mr. Gone",
  email: "gone@district.example",
  status: "Inactive",
});

beforeAll(async () => {
  platform = await startTestPlatform();
  api = await startTestApi();
  platform.setTool({ toolUrl: api.url });
  platform.setRosterPageSize(2);
  await registerTestLms(api, platform, "Roster District");
});

afterAll(async () => {
  await api?.close();
  await platform?.stop();
});

async function courseRow(contextId: string) {
  const [row] = await api.ctx.database.read.select().from(ltiContexts).where(eq(ltiContexts.contextId, contextId));
  return row!;
}

async function rosterOf(contextRowId: string) {
  const rows = await api.ctx.database.read
    .select()
    .from(ltiRosterTeachers)
    .where(eq(ltiRosterTeachers.contextRowId, contextRowId));
  return rows
    .map((row) => ({ ltiUserId: row.ltiUserId, name: row.name, email: row.email, role: row.role }))
    .sort((a, b) => a.ltiUserId.localeCompare(b.ltiUserId));
}

describe("the roster read after a launch", () => {
  test("a student's launch fills the course's active teachers, once per window, off the launch's path", async () => {
    platform.addCourse({ id: "chem-1", title: "Chemistry 1", members: [student, teacher, assistant, gone] });
    const before = platform.rosterRequests.length;
    const launched = await platform.launch({ person: student, courseId: "chem-1" });
    expect(readPageData<{ token: string }>(launched.html).token).toBeString();
    await api.ctx.outbox.settle();

    const course = await courseRow("chem-1");
    expect(await rosterOf(course.id)).toEqual([
      { ltiUserId: "roster-ta", name: "Ms. Lee", email: "lee@district.example", role: "teacher" },
      { ltiUserId: "roster-teacher", name: "Mr. Okafor", email: "okafor@district.example", role: "teacher" },
    ]);
    expect(course.rosterReadAt).toBeNumber();
    // Four members at two a page: two pages.
    expect(platform.rosterRequests.length - before).toBe(2);

    // Another launch within the window reads nothing again.
    await platform.launch({ person: student, courseId: "chem-1" });
    await api.ctx.outbox.settle();
    expect(platform.rosterRequests.length - before).toBe(2);
  });

  test("a teacher's roster view refreshes the list, replacing who left", async () => {
    platform.addCourse({ id: "chem-2", title: "Chemistry 2", members: [student, teacher, assistant] });
    const { token } = readPageData<{ token: string }>(
      (await platform.launch({ person: teacher, courseId: "chem-2" })).html,
    );
    await api.ctx.outbox.settle();
    const course = await courseRow("chem-2");
    expect((await rosterOf(course.id)).map((row) => row.ltiUserId)).toEqual(["roster-ta", "roster-teacher"]);

    platform.course("chem-2").members.splice(
      platform.course("chem-2").members.findIndex((member) => member.sub === "roster-ta"),
      1,
    );
    const roster = await api.call(`/api/lti/courses/${course.id}/roster`, { token });
    expect(roster.status).toBe(200);
    expect((await rosterOf(course.id)).map((row) => row.ltiUserId)).toEqual(["roster-teacher"]);
  });

  test("a platform that is down is tried again later, and the list fills when it answers", async () => {
    platform.addCourse({ id: "chem-3", title: "Chemistry 3", members: [student, teacher] });
    // The read's own quick second try fails too: the whole first delivery fails.
    platform.failNextRosters(2);
    await platform.launch({ person: student, courseId: "chem-3" });
    await api.ctx.outbox.settle();
    const course = await courseRow("chem-3");
    expect(await rosterOf(course.id)).toEqual([]);
    expect(course.rosterReadAt).toBeNull();
    const [pending] = await api.ctx.database.read
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.idempotencyKey, `${course.id}:${Math.floor(Date.now() / (6 * 3_600_000))}`));
    expect(pending).toMatchObject({ kind: LTI_ROSTER_KIND, status: "pending", attempts: 1 });

    // The outbox's next try, once its backoff has passed.
    await api.ctx.outbox.deliverDue(Date.now() + 60_000);
    expect((await rosterOf(course.id)).map((row) => row.ltiUserId)).toEqual(["roster-teacher"]);
    const [delivered] = await api.ctx.database.read
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.id, pending!.id));
    expect(delivered).toMatchObject({ status: "delivered", attempts: 2 });
  });

  test("a platform that refuses the roster for good is not asked again and again", async () => {
    platform.addCourse({ id: "chem-4", title: "Chemistry 4", members: [student, teacher] });
    platform.failNextRosters(1, 403);
    await platform.launch({ person: student, courseId: "chem-4" });
    await api.ctx.outbox.settle();
    const course = await courseRow("chem-4");
    const [message] = await api.ctx.database.read
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.idempotencyKey, `${course.id}:${Math.floor(Date.now() / (6 * 3_600_000))}`));
    expect(message).toMatchObject({ status: "failed", attempts: 1 });
  });
});
