import { afterAll, describe, expect, test } from "bun:test";
import { createTempContext } from "../../../test/temp-context";
import { ltiContextMembers, ltiContexts, ltiRegistrations, organisations, type UserRow } from "../../db/schema";
import { newId } from "../../ids";
import { CLASS_LIST_PAGE_SIZE, type ClassListPage, listClasses } from "./service";

/**
 * The class list, page by page, without HTTP: a district of two schools with more courses than two
 * pages hold, a teacher of three of them, and admins who also launched in a few. Each caller's pages
 * together are the list in its order (taught courses first, in the order Bloom recorded them,
 * then the others in the order Bloom first saw them), and a search finds names by what they hold.
 */

const temp = await createTempContext();
afterAll(() => temp.close());

const districtId = newId();
const [firstSchool, secondSchool, elsewhere] = [newId(), newId(), newId()];
const registrationId = newId();
await temp.ctx.database.write(async (tx) => {
  await tx.insert(organisations).values([
    { id: districtId, kind: "district", name: "Larch District" },
    { id: firstSchool, kind: "school", name: "Larch High", districtId },
    { id: secondSchool, kind: "school", name: "Larch Middle", districtId },
    { id: elsewhere, kind: "district", name: "Yew District" },
  ]);
  await tx.insert(ltiRegistrations).values({
    id: registrationId,
    name: "Canvas",
    issuer: "https://canvas.larch.test",
    clientId: "client",
    authLoginUrl: "https://canvas.larch.test/auth",
    authTokenUrl: "https://canvas.larch.test/token",
    jwksUrl: "https://canvas.larch.test/jwks",
    districtId,
  });
});

// Titles that a careless search would confuse: `%` and `_` are wildcards to LIKE.
const SPECIAL = ["Maths 50% club", "Maths 500 club", "Art_1", "ArtX1", "BIOLOGY 101"];
const courses: { id: string; title: string; schoolId: string }[] = [];
for (let index = 0; index < 2 * CLASS_LIST_PAGE_SIZE + 20; index++) {
  const title = SPECIAL[index % 24] ?? `Course ${String(index).padStart(3, "0")}`;
  courses.push({ id: newId(), title, schoolId: index % 3 === 2 ? secondSchool : firstSchool });
}
const outside = { id: newId(), title: "Course outside", schoolId: elsewhere };
await temp.ctx.database.write(async (tx) => {
  for (const course of [...courses, outside]) {
    await tx.insert(ltiContexts).values({
      id: course.id,
      registrationId,
      contextId: course.id,
      title: course.title,
      districtId: course.schoolId === elsewhere ? elsewhere : districtId,
      schoolId: course.schoolId,
    });
  }
});

const teacher = await temp.createUser({ role: "teacher", districtId, schoolId: firstSchool, name: "Teacher" });
const schoolAdmin = await temp.createUser({ role: "admin", districtId, schoolId: firstSchool, name: "School Admin" });
const districtAdmin = await temp.createUser({ role: "admin", districtId, schoolId: null, name: "District Admin" });
const student = await temp.createUser({ role: "student", districtId, schoolId: firstSchool, name: "Student" });

/** Records that `user` launched in `course` as `role`, in this order. */
async function launched(user: UserRow, course: { id: string }, role: "teacher" | "admin" | "student") {
  await temp.ctx.database.write((tx) =>
    tx.insert(ltiContextMembers).values({
      contextRowId: course.id,
      userId: user.id,
      role,
      ltiUserId: `${role}-${user.id}`,
      lastLaunchAt: Date.now(),
    }),
  );
}
// The teacher launched in a late course, then an early one, then one of another district.
const taughtByTeacher = [courses[90]!, courses[3]!, outside];
for (const course of taughtByTeacher) await launched(teacher, course, "teacher");
await launched(student, courses[0]!, "student");
const taughtByDistrictAdmin = [courses[70]!, courses[10]!];
for (const course of taughtByDistrictAdmin) await launched(districtAdmin, course, "admin");
const taughtBySchoolAdmin = [courses[2]!];
for (const course of taughtBySchoolAdmin) await launched(schoolAdmin, course, "admin");

/** Every page of the caller's list, from the first until the last. */
async function allPages(caller: UserRow, search = ""): Promise<ClassListPage[]> {
  const pages = [await listClasses(temp.ctx, caller, 1, search)];
  for (let number = 2; number <= pages[0]!.page.pages; number++) {
    pages.push(await listClasses(temp.ctx, caller, number, search));
  }
  return pages;
}

/** What the list held before it had pages: taught courses, then the scope's others in the order they were made. */
function expectedCourses(taught: typeof courses, scope: (course: (typeof courses)[number]) => boolean) {
  const known = new Set(taught.map((course) => course.id));
  return [...taught, ...courses.filter((course) => scope(course) && !known.has(course.id))].map((course) => course.id);
}

describe("listClasses", () => {
  test("a district admin's pages together are the whole list in its order, with its total on each", async () => {
    const pages = await allPages(districtAdmin);
    const expected = expectedCourses(taughtByDistrictAdmin, () => true);
    expect(pages.map((page) => page.page)).toEqual([
      { number: 1, size: CLASS_LIST_PAGE_SIZE, pages: 3 },
      { number: 2, size: CLASS_LIST_PAGE_SIZE, pages: 3 },
      { number: 3, size: CLASS_LIST_PAGE_SIZE, pages: 3 },
    ]);
    expect(pages.map((page) => page.classes.length)).toEqual([CLASS_LIST_PAGE_SIZE, CLASS_LIST_PAGE_SIZE, 20]);
    for (const page of pages) expect(page.totals).toEqual({ classes: courses.length });
    expect(pages.flatMap((page) => page.classes.map((item) => item.id))).toEqual(expected);
    expect(pages[0]!.classes[0]).toEqual({
      id: courses[70]!.id,
      title: courses[70]!.title,
      kind: "course",
      platform: "Canvas",
    });
  });

  test("a page past the last answers the last", async () => {
    const last = await listClasses(temp.ctx, districtAdmin, 99);
    expect(last.page.number).toBe(3);
    expect(last.classes).toHaveLength(20);
  });

  test("a school's admin sees their school first, then its courses, and no other school's", async () => {
    const pages = await allPages(schoolAdmin);
    const listed = pages.flatMap((page) => page.classes);
    expect(listed[0]).toEqual({ id: `school:${firstSchool}`, title: "Larch High", kind: "school", platform: "Bloom" });
    const expected = expectedCourses(taughtBySchoolAdmin, (course) => course.schoolId === firstSchool);
    expect(listed.slice(1).map((item) => item.id)).toEqual(expected);
    expect(pages[0]!.totals.classes).toBe(expected.length + 1);
    expect(pages.map((page) => page.classes.length)).toEqual([CLASS_LIST_PAGE_SIZE, expected.length + 1 - 50]);
  });

  test("a teacher sees only the courses they teach, in the order Bloom recorded them, on one page", async () => {
    const list = await listClasses(temp.ctx, teacher);
    expect(list.classes.map((item) => item.id)).toEqual(taughtByTeacher.map((course) => course.id));
    expect(list.totals).toEqual({ classes: 3 });
    expect(list.page).toEqual({ number: 1, size: CLASS_LIST_PAGE_SIZE, pages: 1 });
  });

  test("a student, or an adult with no classes, gets one empty page", async () => {
    const newcomer = await temp.createUser({ role: "teacher", districtId, schoolId: firstSchool });
    for (const caller of [student, newcomer]) {
      expect(await listClasses(temp.ctx, caller, 3)).toEqual({
        classes: [],
        totals: { classes: 0 },
        page: { number: 1, size: CLASS_LIST_PAGE_SIZE, pages: 1 },
      });
    }
  });

  test("a search finds the names that hold it, trimmed, in any ASCII case, in the list's order", async () => {
    const found = await listClasses(temp.ctx, districtAdmin, 1, "  biology ");
    const biology = courses.filter((course) => course.title === "BIOLOGY 101").map((course) => course.id);
    expect(biology.length).toBeGreaterThan(1);
    expect(found.classes.map((item) => item.id)).toEqual(biology);
    expect(found.totals).toEqual({ classes: biology.length });

    // The school is a class too, found by its name.
    const school = await listClasses(temp.ctx, schoolAdmin, 1, "larch h");
    expect(school.classes.map((item) => item.id)).toEqual([`school:${firstSchool}`]);

    // A search that finds more than a page is paged like the list.
    const numbered = await allPages(districtAdmin, "course ");
    const expected = expectedCourses(taughtByDistrictAdmin, () => true).filter((id) =>
      courses.find((course) => course.id === id)!.title.startsWith("Course "),
    );
    expect(numbered.flatMap((page) => page.classes.map((item) => item.id))).toEqual(expected);
    expect(numbered[0]!.totals.classes).toBe(expected.length);
  });

  test("`%` and `_` are looked for as themselves, not as wildcards", async () => {
    const titles = async (search: string) =>
      new Set((await listClasses(temp.ctx, districtAdmin, 1, search)).classes.map((item) => item.title));
    expect(await titles("50%")).toEqual(new Set(["Maths 50% club"]));
    expect(await titles("%")).toEqual(new Set(["Maths 50% club"]));
    expect(await titles("Art_")).toEqual(new Set(["Art_1"]));
    expect(await titles("_")).toEqual(new Set(["Art_1"]));
    expect(await titles("'; drop table lti_contexts; --")).toEqual(new Set());
  });

  test("a search that finds nothing is one empty page; the teacher's search stays within their courses", async () => {
    expect(await listClasses(temp.ctx, districtAdmin, 2, "no such course")).toEqual({
      classes: [],
      totals: { classes: 0 },
      page: { number: 1, size: CLASS_LIST_PAGE_SIZE, pages: 1 },
    });
    const mine = await listClasses(temp.ctx, teacher, 1, "course");
    expect(mine.classes.map((item) => item.id)).toEqual([courses[90]!.id, outside.id]);
    expect((await listClasses(temp.ctx, teacher, 1, "maths")).classes).toEqual([]);
  });
});
