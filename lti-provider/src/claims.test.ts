import { describe, expect, test } from "bun:test";
import { mapLtiRoles } from "./claims";

const membership = (role: string) => `http://purl.imsglobal.org/vocab/lis/v2/membership#${role}`;
const institution = (role: string) => `http://purl.imsglobal.org/vocab/lis/v2/institution/person#${role}`;

describe("mapLtiRoles", () => {
  test("Learner is a student, and so is no role at all", () => {
    expect(mapLtiRoles([membership("Learner")])).toBe("student");
    expect(mapLtiRoles([])).toBe("student");
    expect(mapLtiRoles([institution("Student")])).toBe("student");
  });

  test("Instructor and TeachingAssistant are teachers, with institution Faculty and Staff", () => {
    expect(mapLtiRoles([membership("Instructor")])).toBe("teacher");
    expect(
      mapLtiRoles([
        membership("Learner"),
        "http://purl.imsglobal.org/vocab/lis/v2/membership/Instructor#TeachingAssistant",
      ]),
    ).toBe("teacher");
    expect(mapLtiRoles([institution("Faculty")])).toBe("teacher");
    expect(mapLtiRoles([institution("Staff")])).toBe("teacher");
  });

  test("Administrator (course, institution or system) is an admin, whatever else is listed", () => {
    expect(mapLtiRoles([membership("Instructor"), institution("Administrator")])).toBe("admin");
    expect(mapLtiRoles([membership("Administrator")])).toBe("admin");
    expect(
      mapLtiRoles([
        "http://purl.imsglobal.org/vocab/lis/v2/system/person#SysAdmin",
        "http://purl.imsglobal.org/vocab/lis/v2/system/person#Administrator",
      ]),
    ).toBe("admin");
  });

  test("short role names (LTI 1.1 style) are understood too", () => {
    expect(mapLtiRoles(["Instructor"])).toBe("teacher");
    expect(mapLtiRoles(["Learner"])).toBe("student");
  });
});
