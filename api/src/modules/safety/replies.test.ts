import { describe, expect, test } from "bun:test";
import { adultsToldBy, careReply, concernOpening, DEFAULT_HELP_LINES } from "./replies";

describe("what a crisis reply promises", () => {
  test("an adult at school when any school staff or safety contact was emailed", () => {
    expect(adultsToldBy(["teacher"])).toBe("school");
    expect(adultsToldBy(["safety_contact"])).toBe("school");
    expect(adultsToldBy(["district_admin", "guardian"])).toBe("school");
  });

  test("a parent when only a guardian was, and nobody when no email was queued", () => {
    expect(adultsToldBy(["guardian"])).toBe("guardian");
    expect(adultsToldBy([])).toBe("none");
  });

  test("with nobody told, the reply promises nobody and names who the student can reach now", () => {
    const reply = careReply("suicide", { topicName: "Fractions", helpLines: DEFAULT_HELP_LINES, adultsTold: "none" });
    expect(reply).not.toMatch(/will be told|let your parent/);
    expect(reply).toContain("please tell someone yourself today");
    expect(reply).toContain("988");
  });
});

describe("a concern's opening line", () => {
  test("an open door for a possible risk to the student, a nudge for the rest, in the student's language", () => {
    expect(concernOpening("suicide")).toContain("trusted adult");
    expect(concernOpening("suicide")).not.toContain("988");
    expect(concernOpening("harassment")).toContain("kind");
    expect(concernOpening("self_harm", "es")).toContain("adulto de confianza");
  });
});
