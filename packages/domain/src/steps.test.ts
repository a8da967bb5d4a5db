import { describe, expect, test } from "bun:test";
import { laterStep, nextStep, SESSION_STEP_LABELS, SESSION_STEPS, stepStatus, withCompletedStep } from "./steps";

describe("session steps", () => {
  test("six steps in the spec's order with its labels", () => {
    expect(SESSION_STEPS.map((step) => SESSION_STEP_LABELS[step])).toEqual([
      "Warm-Up",
      "New Concept",
      "Guided Practice",
      "Formative Check",
      "Extension",
      "Reflection",
    ]);
  });

  test("done before the current step, active at it, upcoming after", () => {
    expect(SESSION_STEPS.map((step) => stepStatus(step, "GUIDED_PRACTICE"))).toEqual([
      "done",
      "done",
      "active",
      "upcoming",
      "upcoming",
      "upcoming",
    ]);
  });

  test("advances one at a time, stops at the end and never goes back", () => {
    expect(nextStep("WARMUP")).toBe("NEW_CONCEPT");
    expect(nextStep("REFLECTION")).toBe("REFLECTION");
    expect(laterStep("EXTENSION", "WARMUP")).toBe("EXTENSION");
    expect(laterStep("WARMUP", "FORMATIVE_CHECK")).toBe("FORMATIVE_CHECK");
  });
});

describe("withCompletedStep", () => {
  test("keeps the steps in session order, once each", () => {
    expect(withCompletedStep("", "WARMUP")).toBe("WARMUP");
    expect(withCompletedStep("GUIDED_PRACTICE", "WARMUP")).toBe("WARMUP,GUIDED_PRACTICE");
    expect(withCompletedStep("WARMUP,NEW_CONCEPT", "NEW_CONCEPT")).toBe("WARMUP,NEW_CONCEPT");
    expect(withCompletedStep("WARMUP,bogus", "EXTENSION")).toBe("WARMUP,EXTENSION");
  });
});
