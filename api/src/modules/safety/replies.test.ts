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

describe("the help lines in a crisis reply", () => {
  test("988, 911 and Childhelp are tap-to-call links named by what they do, the wording kept", () => {
    const suicide = careReply("suicide", {
      topicName: "Fractions",
      helpLines: DEFAULT_HELP_LINES,
      adultsTold: "school",
    });
    expect(suicide).toContain(
      '- Call or text **[988](<tel:988> "Call 988")** to reach the 988 Suicide & Crisis Lifeline. It\'s free and private',
    );
    expect(suicide).toContain('- If you are in danger right now, call **[911](<tel:911> "Call 911")**.');
    const abuse = careReply("abuse", { topicName: "Fractions", helpLines: DEFAULT_HELP_LINES, adultsTold: "school" });
    expect(abuse).toContain('Hotline at **[1-800-422-4453](<tel:+18004224453> "Call 1-800-422-4453")**.');
  });

  test("a district's own line is linked the same way, and its text cannot add markup", () => {
    const reply = careReply("suicide", {
      topicName: "Fractions",
      helpLines: {
        ...DEFAULT_HELP_LINES,
        trustedAdult: "Text HOME to 741741, or see Ms *Rivera* [room 2](javascript:alert(1)).",
      },
      adultsTold: "school",
    });
    expect(reply).toContain(
      '- Text HOME to **[741741](<sms:741741?&body=HOME> "Text HOME to 741741")**, or see Ms \\*Rivera\\* \\[room 2\\](javascript:alert(1)).',
    );
  });

  test("a line stored with the markup of earlier versions shows without it", () => {
    const reply = careReply("suicide", {
      topicName: "Fractions",
      helpLines: { ...DEFAULT_HELP_LINES, emergency: "In danger now? Call **911**." },
      adultsTold: "school",
    });
    expect(reply).toContain('- In danger now? Call **[911](<tel:911> "Call 911")**.');
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
