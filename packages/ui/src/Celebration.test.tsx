import { afterEach, describe, expect, test } from "bun:test";
import { cleanup, render } from "@testing-library/react";
import { useDom } from "../test/dom";
import { Celebration, CONFETTI_PIECES } from "./Celebration";

useDom();
afterEach(cleanup);

describe("Celebration", () => {
  test("about 50 confetti pieces and the title of its type", () => {
    const { container, getByRole } = render(<Celebration type="mastery" message="Well done" />);
    expect(CONFETTI_PIECES).toBe(50);
    expect(container.querySelectorAll(".bl-confetti-piece")).toHaveLength(50);
    expect(getByRole("status").textContent).toContain("Mastery Achieved!");
    expect(getByRole("status").textContent).toContain("Well done");
  });

  test("titles for completed and milestone", () => {
    expect(render(<Celebration type="completed" />).container.textContent).toContain("Practice Complete!");
    cleanup();
    expect(render(<Celebration type="milestone" />).container.textContent).toContain("Milestone Reached!");
  });

  test("calls onDone after its duration", async () => {
    let done = false;
    render(<Celebration type="milestone" durationMs={20} onDone={() => (done = true)} />);
    await Bun.sleep(60);
    expect(done).toBe(true);
  });

  test("with reduced motion, the message shows without moving confetti", () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({ matches: query.includes("reduce"), media: query, addEventListener() {}, removeEventListener() {} })) as unknown as typeof window.matchMedia;
    try {
      const { container } = render(<Celebration type="mastery" />);
      expect(container.querySelectorAll(".bl-confetti-piece")).toHaveLength(0);
      expect(container.textContent).toContain("Mastery Achieved!");
    } finally {
      window.matchMedia = original;
    }
  });
});
