import { describe, expect, test } from "bun:test";
import { SESSION_STEP_LABELS, SESSION_STEPS } from "@bloom/domain";
import { render, setUpDom } from "../test/dom";
import { StepIndicator } from "./StepIndicator";

setUpDom();

const statusOf = (item: Element) =>
  ["done", "current", "upcoming"].find((status) => item.classList.contains(`bl-step--${status}`));

describe("StepIndicator (spec §2)", () => {
  test("a 'Session Progress' navigation with an ordered list of the six steps, numbered, with their labels", () => {
    const { getByRole, container } = render(<StepIndicator step="WARMUP" />);
    const nav = getByRole("navigation", { name: "Session Progress" });
    const items = [...nav.querySelectorAll("ol > li")];
    expect(items).toHaveLength(6);
    items.forEach((item, index) => {
      expect(item.querySelector(".bl-step-number")?.textContent).toBe(String(index + 1));
      expect(item.querySelector(".bl-step-label")?.textContent).toBe(SESSION_STEP_LABELS[SESSION_STEPS[index]!]);
    });
    expect(container.querySelector(".bl-steps")).toBe(nav);
  });

  test("done, current and upcoming steps, with aria-current on the current one only", () => {
    const { container } = render(<StepIndicator step="GUIDED_PRACTICE" />);
    const items = [...container.querySelectorAll("li")];
    expect(items.map(statusOf)).toEqual(["done", "done", "current", "upcoming", "upcoming", "upcoming"]);
    expect(items.map((item) => item.getAttribute("aria-current"))).toEqual([null, null, "step", null, null, null]);
  });

  test("done steps show a check and say they are completed; others keep their number", () => {
    const { container } = render(<StepIndicator step="FORMATIVE_CHECK" />);
    const items = [...container.querySelectorAll("li")];
    expect(items.map((item) => item.querySelector(".bl-step-number")?.textContent)).toEqual([
      "✓",
      "✓",
      "✓",
      "4",
      "5",
      "6",
    ]);
    expect(items[0]!.textContent).toContain("(completed)");
    expect(items[3]!.textContent).not.toContain("(completed)");
  });

  test("for every current step: the steps before it are done and only the connectors after done steps are green", () => {
    SESSION_STEPS.forEach((step, current) => {
      const { container, unmount } = render(<StepIndicator step={step} />);
      const items = [...container.querySelectorAll("li")];
      expect(items.map(statusOf)).toEqual(
        items.map((_, index) => (index < current ? "done" : index === current ? "current" : "upcoming")),
      );
      const connectors = [...container.querySelectorAll(".bl-step-connector")];
      expect(connectors).toHaveLength(5);
      expect(connectors.map((connector) => connector.classList.contains("bl-step-connector--done"))).toEqual(
        connectors.map((_, index) => index < current),
      );
      unmount();
    });
  });

  test("the decoration is hidden from screen readers", () => {
    const { container } = render(<StepIndicator step="EXTENSION" />);
    for (const decoration of container.querySelectorAll(".bl-step-number, .bl-step-connector")) {
      expect(decoration.getAttribute("aria-hidden")).toBe("true");
    }
  });
});
