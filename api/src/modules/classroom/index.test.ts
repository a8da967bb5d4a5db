import { afterAll, describe, expect, test } from "bun:test";
import { startTestApi } from "../../../test/harness";
import { createTestDistrict } from "../../../test/school";

/** The class list and the class view over HTTP: their pages, a search, and what they answer to a page that is not one. */

const api = await startTestApi();
afterAll(() => api.close());
const district = await createTestDistrict(api, "Birch District", 3);

describe("GET /api/classroom/classes/:id", () => {
  test("answers the first page with the class's totals, and a page past the last as the last", async () => {
    const path = `/api/classroom/classes/school:${district.schoolId}`;
    const first = await api.call(path, { token: district.schoolAdmin.token });
    expect(first.status).toBe(200);
    // The school's students: the course's three and the other course's one.
    expect(first.body.totals).toEqual({ students: 4, withOpenAlerts: 0, withCritical: 0 });
    expect(first.body.page).toEqual({ number: 1, size: 50, pages: 1 });
    expect(first.body.students).toHaveLength(4);
    const past = await api.call(`${path}?page=7`, { token: district.schoolAdmin.token });
    expect(past.body.page.number).toBe(1);
    expect(past.body.students).toEqual(first.body.students);
  });

  test("the course's teacher and its school's and district's admins open it; nobody else does", async () => {
    const course = `/api/classroom/classes/${district.courseId}`;
    const school = `/api/classroom/classes/school:${district.schoolId}`;
    for (const adult of [district.teacher, district.schoolAdmin, district.districtAdmin]) {
      const response = await api.call(course, { token: adult.token });
      expect(response.status).toBe(200);
      expect(response.body.class).toMatchObject({ id: district.courseId, title: "Biology 101", kind: "course" });
    }
    const elsewhere = await createTestDistrict(api, "Elm District", 1);
    for (const [outsider, path] of [
      [district.otherCourse.teacher, course],
      [district.students[0]!, course],
      [elsewhere.districtAdmin, course],
      [elsewhere.schoolAdmin, course],
      [district.teacher, school],
      [district.districtAdmin, school],
      [elsewhere.schoolAdmin, school],
    ] as const) {
      const response = await api.call(path, { token: outsider.token });
      expect({ who: outsider.user.name, path, status: response.status }).toEqual({
        who: outsider.user.name,
        path,
        status: 404,
      });
    }
  });

  test("a page that is not a whole number from 1 is a 400", async () => {
    for (const page of ["0", "-1", "1.5", "two"]) {
      const response = await api.call(`/api/classroom/classes/${district.courseId}?page=${page}`, {
        token: district.teacher.token,
      });
      expect({ page, status: response.status }).toEqual({ page, status: 400 });
    }
  });
});

describe("GET /api/classroom/classes", () => {
  test("answers a page of the caller's classes with the list's total, and a search of their names", async () => {
    const list = await api.call("/api/classroom/classes", { token: district.schoolAdmin.token });
    expect(list.status).toBe(200);
    expect(list.body.classes.map((item: { title: string }) => item.title)).toEqual([
      "Birch District High",
      "Biology 101",
      "Algebra 2",
    ]);
    expect(list.body.totals).toEqual({ classes: 3 });
    expect(list.body.page).toEqual({ number: 1, size: 50, pages: 1 });

    const found = await api.call(`/api/classroom/classes?search=${encodeURIComponent(" BIO ")}&page=4`, {
      token: district.schoolAdmin.token,
    });
    expect(found.status).toBe(200);
    expect(found.body).toEqual({
      classes: [{ id: district.courseId, title: "Biology 101", kind: "course", platform: "Canvas" }],
      totals: { classes: 1 },
      page: { number: 1, size: 50, pages: 1 },
    });
    const none = await api.call("/api/classroom/classes?search=100%25", { token: district.teacher.token });
    expect(none.body).toEqual({ classes: [], totals: { classes: 0 }, page: { number: 1, size: 50, pages: 1 } });
  });

  test("a teacher lists only the courses they teach, and a student none", async () => {
    const mine = await api.call("/api/classroom/classes", { token: district.teacher.token });
    expect(mine.body.classes.map((item: { id: string }) => item.id)).toEqual([district.courseId]);
    const student = await api.call("/api/classroom/classes", { token: district.students[0]!.token });
    expect(student.body.classes).toEqual([]);
  });

  test("a page that is not a whole number from 1, or a search too long, is a 400 that says so", async () => {
    for (const [query, message] of [
      ["page=0", "page must be a whole number from 1."],
      ["page=1.5", "page must be a whole number from 1."],
      ["page=two", "page must be a whole number from 1."],
      [`search=${"a".repeat(101)}`, "search must be at most 100 characters."],
    ]) {
      const response = await api.call(`/api/classroom/classes?${query}`, { token: district.districtAdmin.token });
      expect({ query, status: response.status, body: response.body }).toEqual({
        query,
        status: 400,
        body: { error: message, code: "VALIDATION_FAILED" },
      });
    }
  });
});
