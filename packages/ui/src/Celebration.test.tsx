import { describe, expect, jest, test } from "bun:test";
import { act, render, setUpDom } from "../test/dom";
import { setReducedMotion } from "../test/motion";
import { CELEBRATION_MS, Celebration, CONFETTI_PIECES, confettiLayout } from "./Celebration";

setUpDom();

function withFakeTimers(run: () => void) {
  jest.useFakeTimers();
  try {
    run();
  } finally {
    jest.useRealTimers();
  }
}

describe("confettiLayout", () => {
  test("50 pieces, the same every time, all landed within 3 seconds", () => {
    const pieces = confettiLayout();
    expect(CONFETTI_PIECES).toBe(50);
    expect(pieces).toHaveLength(50);
    expect(confettiLayout()).toEqual(pieces);
    for (const piece of pieces) {
      expect(piece.left).toBeGreaterThanOrEqual(0);
      expect(piece.left).toBeLessThanOrEqual(100);
      expect(piece.delayS + piece.durationS).toBeLessThanOrEqual(CELEBRATION_MS / 1000);
    }
    // Spread out rather than piled up.
    expect(new Set(pieces.map((piece) => Math.floor(piece.left / 10))).size).toBe(10);
  });
});

describe("Celebration (spec §2, §9)", () => {
  test("about 50 confetti pieces and the title and message, in a polite status region", () => {
    const { container, getByRole } = render(<Celebration type="mastery" message="You have mastered this card." />);
    expect(container.querySelectorAll(".bl-confetti-piece")).toHaveLength(50);
    expect(container.querySelector(".bl-confetti")?.getAttribute("aria-hidden")).toBe("true");
    const piece = container.querySelector<HTMLElement>(".bl-confetti-piece")!;
    const [first] = confettiLayout();
    expect(piece.style.left).toBe(`${first!.left}%`);
    expect(piece.style.getPropertyValue("--bl-delay")).toBe(`${first!.delayS}s`);
    const status = getByRole("status");
    expect(status.getAttribute("aria-live")).toBe("polite");
    expect(status.textContent).toContain("Mastery Achieved!");
    expect(status.textContent).toContain("You have mastered this card.");
  });

  test("renders the same pieces every time", () => {
    const first = render(<Celebration type="milestone" />).container.querySelector(".bl-confetti")!.innerHTML;
    const second = render(<Celebration type="milestone" />).container.querySelectorAll(".bl-confetti")[0]!.innerHTML;
    expect(second).toBe(first);
  });

  test("each type has its title, and a title can replace it", () => {
    const titles = {
      mastery: "Mastery Achieved!",
      completed: "Practice Complete!",
      milestone: "Milestone Reached!",
    } as const;
    for (const [type, title] of Object.entries(titles) as [keyof typeof titles, string][]) {
      const { getByRole, unmount } = render(<Celebration type={type} />);
      expect(getByRole("status").querySelector(".bl-celebration-title")?.textContent).toBe(title);
      unmount();
    }
    const { getByRole } = render(<Celebration type="milestone" title="Great Progress" />);
    expect(getByRole("status").textContent).toContain("Great Progress");
  });

  test("calls onDone after 3 seconds, once", () => {
    withFakeTimers(() => {
      const onDone = jest.fn();
      render(<Celebration type="completed" onDone={onDone} />);
      act(() => void jest.advanceTimersByTime(2999));
      expect(onDone).not.toHaveBeenCalled();
      act(() => void jest.advanceTimersByTime(1));
      expect(onDone).toHaveBeenCalledTimes(1);
      act(() => void jest.advanceTimersByTime(5000));
      expect(onDone).toHaveBeenCalledTimes(1);
    });
  });

  test("a parent re-rendering with a new onDone does not restart the 3 seconds", () => {
    withFakeTimers(() => {
      const calls: string[] = [];
      const { rerender } = render(<Celebration type="milestone" onDone={() => calls.push("first")} />);
      act(() => void jest.advanceTimersByTime(2000));
      rerender(<Celebration type="milestone" onDone={() => calls.push("second")} />);
      act(() => void jest.advanceTimersByTime(1000));
      expect(calls).toEqual(["second"]);
    });
  });

  test("takes a shorter duration, and never calls onDone once unmounted", () => {
    withFakeTimers(() => {
      const onDone = jest.fn();
      render(<Celebration type="milestone" durationMs={20} onDone={onDone} />);
      act(() => void jest.advanceTimersByTime(20));
      expect(onDone).toHaveBeenCalledTimes(1);

      const later = jest.fn();
      const { unmount } = render(<Celebration type="milestone" onDone={later} />);
      unmount();
      act(() => void jest.advanceTimersByTime(CELEBRATION_MS));
      expect(later).not.toHaveBeenCalled();
    });
  });

  test("with reduced motion there are no moving pieces; the message still shows", () => {
    setReducedMotion(true);
    try {
      const { container, getByRole } = render(<Celebration type="mastery" message="Well done" />);
      expect(container.querySelectorAll(".bl-confetti-piece")).toHaveLength(0);
      expect(getByRole("status").textContent).toContain("Mastery Achieved!");
      expect(getByRole("status").textContent).toContain("Well done");
    } finally {
      setReducedMotion(false);
    }
  });
});
