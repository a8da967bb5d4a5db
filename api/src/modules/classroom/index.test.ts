import { afterAll, describe, expect, test } from "bun:test";
import { startTestApi } from "../../../test/harness";
import { createTestDistrict } from "../../../test/school";

/** The class view over HTTP: its page, and what it answers to a page that is not one. */

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
