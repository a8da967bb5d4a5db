import { describe, expect, test } from "bun:test";
import { type RosterMember, rosterOrder, teachesCourses } from "./courses";

const member = (name: string | null, role: RosterMember["role"], email: string | null = null): RosterMember => ({
  name,
  email,
  role,
  status: "Active",
  userId: null,
});

describe("the roster's order", () => {
  test("students first, then teachers, then admins, each by name regardless of case", () => {
    const sorted = rosterOrder([
      member("Zoe", "teacher"),
      member("bea", "student"),
      member("Root", "admin"),
      member("Al", "teacher"),
      member("Abe", "student"),
    ]);
    expect(sorted.map((row) => `${row.role} ${row.name}`)).toEqual([
      "student Abe",
      "student bea",
      "teacher Al",
      "teacher Zoe",
      "admin Root",
    ]);
  });

  test("people the LMS sends without a name go last in their group, by email", () => {
    const sorted = rosterOrder([
      member(null, "student", "b@x"),
      member("Cy", "student"),
      member(null, "student", "a@x"),
      member("Al", "teacher"),
    ]);
    expect(sorted.map((row) => row.name ?? row.email)).toEqual(["Cy", "a@x", "b@x", "Al"]);
  });

  test("does not reorder the list it is given", () => {
    const members = [member("B", "student"), member("A", "student")];
    rosterOrder(members);
    expect(members.map((row) => row.name)).toEqual(["B", "A"]);
  });
});

test("only teachers and admins have courses", () => {
  expect(teachesCourses({ role: "teacher" })).toBe(true);
  expect(teachesCourses({ role: "admin" })).toBe(true);
  expect(teachesCourses({ role: "student" })).toBe(false);
  expect(teachesCourses(undefined)).toBe(false);
});
