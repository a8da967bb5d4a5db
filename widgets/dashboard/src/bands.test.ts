import { describe, expect, test } from "bun:test";
import { SESSION_STEPS } from "@bloom/domain";
import { completedSteps, DEFAULT_STEP_ICON, STEP_ICONS, statusBand, subjectBand, tutoringBand } from "./bands";

describe("the subject card's band (spec §4: 0.85 Mastered, 0.6 In Progress)", () => {
  test("labels and colours at and around each threshold", () => {
    expect(subjectBand(1)).toEqual({ label: "Mastered", tone: "green" });
    expect(subjectBand(0.85)).toEqual({ label: "Mastered", tone: "green" });
    expect(subjectBand(0.849)).toEqual({ label: "In Progress", tone: "yellow" });
    expect(subjectBand(0.6)).toEqual({ label: "In Progress", tone: "yellow" });
    expect(subjectBand(0.599)).toEqual({ label: "Needs Work", tone: "red" });
    expect(subjectBand(0)).toEqual({ label: "Needs Work", tone: "red" });
  });
});

describe("the tutoring overview's band (spec §4: 0.8 / 0.6 / 0.4)", () => {
  test("green Mastered, yellow Good Progress, orange Needs Practice, red Needs Help", () => {
    expect(tutoringBand(0.8)).toEqual({ label: "Mastered", tone: "green" });
    expect(tutoringBand(0.79)).toEqual({ label: "Good Progress", tone: "yellow" });
    expect(tutoringBand(0.6)).toEqual({ label: "Good Progress", tone: "yellow" });
    expect(tutoringBand(0.59)).toEqual({ label: "Needs Practice", tone: "orange" });
    expect(tutoringBand(0.4)).toEqual({ label: "Needs Practice", tone: "orange" });
    expect(tutoringBand(0.39)).toEqual({ label: "Needs Help", tone: "red" });
  });
});

describe("a concept's status (spec §4 Concept status values)", () => {
  test("mastered, in_progress and needs_work have their colours; anything else is grey", () => {
    expect(statusBand("mastered").tone).toBe("green");
    expect(statusBand("in_progress").tone).toBe("yellow");
    expect(statusBand("needs_work").tone).toBe("red");
    expect(statusBand("not_started").tone).toBe("grey");
    expect(statusBand("").tone).toBe("grey");
    // Not fooled by names every object has.
    expect(statusBand("toString").tone).toBe("grey");
  });
});

describe("completed steps (steps_completed is comma-separated)", () => {
  test("every known step has its own icon and label", () => {
    const chips = completedSteps(SESSION_STEPS.join(","));
    expect(chips.map((chip) => chip.label)).toEqual([
      "Warm-Up",
      "New Concept",
      "Guided Practice",
      "Formative Check",
      "Extension",
      "Reflection",
    ]);
    expect(new Set(chips.map((chip) => chip.icon)).size).toBe(6);
    expect(chips.map((chip) => chip.icon)).toEqual(SESSION_STEPS.map((step) => STEP_ICONS[step]));
    expect(chips.some((chip) => chip.icon === DEFAULT_STEP_ICON)).toBe(false);
  });

  test("any other step gets the default icon and a readable name", () => {
    expect(completedSteps("WARMUP,PEER_REVIEW")).toEqual([
      { key: "WARMUP", label: "Warm-Up", icon: STEP_ICONS.WARMUP },
      { key: "PEER_REVIEW", label: "Peer Review", icon: DEFAULT_STEP_ICON },
    ]);
  });

  test("empty text, blanks and repeats give no extra chips", () => {
    expect(completedSteps("")).toEqual([]);
    expect(completedSteps(" WARMUP , ,WARMUP,").map((chip) => chip.key)).toEqual(["WARMUP"]);
  });
});
