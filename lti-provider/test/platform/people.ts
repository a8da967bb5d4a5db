import { ROLE } from "./constants";
import type { Person } from "./types";

/**
 * Canned people. Subjects are fixed so a test reads like a course roster; pass `sub` (and a
 * name) to get a second student or teacher.
 */
export function student(overrides: Partial<Person> = {}): Person {
  return {
    sub: "student-1",
    name: "Sam Student",
    givenName: "Sam",
    familyName: "Student",
    email: "sam.student@example.edu",
    roles: [ROLE.learner, ROLE.institutionStudent],
    ...overrides,
  };
}

export function teacher(overrides: Partial<Person> = {}): Person {
  return {
    sub: "teacher-1",
    name: "Tess Teacher",
    givenName: "Tess",
    familyName: "Teacher",
    email: "tess.teacher@example.edu",
    roles: [ROLE.instructor, ROLE.institutionFaculty],
    ...overrides,
  };
}

export function teachingAssistant(overrides: Partial<Person> = {}): Person {
  return {
    sub: "ta-1",
    name: "Toni Assistant",
    givenName: "Toni",
    familyName: "Assistant",
    email: "toni.assistant@example.edu",
    roles: [ROLE.teachingAssistant],
    ...overrides,
  };
}

/** A district administrator: an institution role, no course membership role. */
export function admin(overrides: Partial<Person> = {}): Person {
  return {
    sub: "admin-1",
    name: "Ada Admin",
    givenName: "Ada",
    familyName: "Admin",
    email: "ada.admin@example.edu",
    roles: [ROLE.institutionAdministrator],
    ...overrides,
  };
}

export const people = { student, teacher, teachingAssistant, admin };
