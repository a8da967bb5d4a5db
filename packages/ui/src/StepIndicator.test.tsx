import { afterEach, describe, expect, test } from "bun:test";
import { cleanup, render } from "@testing-library/react";
import { useDom } from "../test/dom";
import { StepIndicator } from "./StepIndicator";

useDom();
afterEach(cleanup);

describe("StepIndicator", () => {
  test("six numbered steps in a 'Session Progress' navigation, with done, current and upcoming", () => {
    const { getByRole, container } = render(<StepIndicator step="GUIDED_PRACTICE" />);
    expect(getByRole("navigation", { name: "Session Progress" })).toBeTruthy();
    const steps = [...container.querySelectorAll("li")];
    expect(steps).toHaveLength(6);
    expect(steps.map((step) => step.className.replace("bl-step ", ""))).toEqual(["is-done", "is-done", "is-active", "is-upcoming", "is-upcoming", "is-upcoming"]);
    expect(steps[2]!.getAttribute("aria-current")).toBe("step");
    expect(steps[0]!.textContent).toContain("Warm-Up");
    expect(steps[3]!.textContent).toContain("4");
    expect(steps[5]!.textContent).toContain("Reflection");
  });

  test("connectors after done steps are green, the others are not", () => {
    const { container } = render(<StepIndicator step="FORMATIVE_CHECK" />);
    const connectors = [...container.querySelectorAll(".bl-step-connector")];
    expect(connectors).toHaveLength(5);
    expect(connectors.map((c) => c.classList.contains("is-done"))).toEqual([true, true, true, false, false]);
  });
});
