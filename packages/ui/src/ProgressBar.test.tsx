import { describe, expect, jest, test } from "bun:test";
import { act, render, setUpDom } from "../test/dom";
import { setReducedMotion } from "../test/motion";
import { PROGRESS_STEPS, ProgressBar, progressFrames } from "./ProgressBar";

setUpDom();

const fillOf = (bar: HTMLElement) => bar.firstElementChild as HTMLElement;

describe("progressFrames (spec §2, §9)", () => {
  test("about 8 eased steps, rising, ending exactly at the target", () => {
    const frames = progressFrames(20, 80);
    expect(PROGRESS_STEPS).toBe(8);
    expect(frames).toHaveLength(8);
    expect(frames.at(-1)).toBe(80);
    for (let i = 1; i < frames.length; i++) expect(frames[i]!).toBeGreaterThan(frames[i - 1]!);
    expect(frames[0]!).toBeGreaterThan(20);
  });

  test("ease-out: every step is no bigger than the one before it", () => {
    const frames = [20, ...progressFrames(20, 80)];
    const steps = frames.slice(1).map((value, i) => value - frames[i]!);
    for (let i = 1; i < steps.length; i++) expect(steps[i]!).toBeLessThanOrEqual(steps[i - 1]! + 1e-9);
    expect(steps[0]!).toBeGreaterThan(3 * steps.at(-1)!);
  });

  test("falls as well as rises, monotonically, to exactly the target", () => {
    const frames = progressFrames(90, 10);
    expect(frames).toHaveLength(8);
    expect(frames.at(-1)).toBe(10);
    for (let i = 1; i < frames.length; i++) expect(frames[i]!).toBeLessThan(frames[i - 1]!);
  });

  test("snaps straight to the target within 1 percentage point", () => {
    expect(progressFrames(50, 50)).toEqual([50]);
    expect(progressFrames(50, 50.9)).toEqual([50.9]);
    expect(progressFrames(50, 51)).toEqual([51]);
    expect(progressFrames(50, 49)).toEqual([49]);
    expect(progressFrames(50, 51.5)).toHaveLength(8);
  });

  test("keeps both ends within 0–100", () => {
    expect(progressFrames(-20, 140).at(-1)).toBe(100);
    expect(progressFrames(40, Number.NaN).at(-1)).toBe(0);
    for (const frame of progressFrames(-20, 140)) {
      expect(frame).toBeGreaterThanOrEqual(0);
      expect(frame).toBeLessThanOrEqual(100);
    }
  });
});

describe("ProgressBar", () => {
  test("8 px high by default, its fill the rounded percentage, its value for screen readers", () => {
    const { getByRole } = render(<ProgressBar value={42.6} label="Mastery" />);
    const bar = getByRole("progressbar", { name: "Mastery" });
    expect(bar.style.height).toBe("8px");
    expect(fillOf(bar).style.width).toBe("43%");
    expect(bar.getAttribute("aria-valuenow")).toBe("43");
    expect(bar.getAttribute("aria-valuemin")).toBe("0");
    expect(bar.getAttribute("aria-valuemax")).toBe("100");
    expect(bar.getAttribute("aria-valuetext")).toBe("43%");
  });

  test("has a name even without a label", () => {
    const { getByRole } = render(<ProgressBar value={10} />);
    expect(getByRole("progressbar", { name: "Progress" })).toBeTruthy();
  });

  test("takes a height and a colour", () => {
    const { getByRole } = render(<ProgressBar value={10} height={12} color="rgb(1, 2, 3)" />);
    const bar = getByRole("progressbar");
    expect(bar.style.height).toBe("12px");
    expect(fillOf(bar).style.background).toBe("rgb(1, 2, 3)");
  });

  test("animates from prevValue to value, one rounded frame every 40 ms", () => {
    jest.useFakeTimers();
    try {
      const { getByRole } = render(<ProgressBar value={80} prevValue={20} />);
      const fill = fillOf(getByRole("progressbar"));
      const seen = [fill.style.width];
      for (let i = 1; i < PROGRESS_STEPS; i++) {
        act(() => void jest.advanceTimersByTime(40));
        seen.push(fill.style.width);
      }
      expect(seen).toEqual(progressFrames(20, 80).map((frame) => `${Math.round(frame)}%`));
      expect(seen.at(-1)).toBe("80%");
    } finally {
      jest.useRealTimers();
    }
  });

  test("a later value animates on from what is shown", () => {
    jest.useFakeTimers();
    try {
      const { getByRole, rerender } = render(<ProgressBar value={30} />);
      const fill = fillOf(getByRole("progressbar"));
      expect(fill.style.width).toBe("30%");
      rerender(<ProgressBar value={70} />);
      expect(fill.style.width).toBe(`${Math.round(progressFrames(30, 70)[0]!)}%`);
      act(() => void jest.advanceTimersByTime(400));
      expect(fill.style.width).toBe("70%");
      rerender(<ProgressBar value={70.6} />);
      expect(fill.style.width).toBe("71%");
    } finally {
      jest.useRealTimers();
    }
  });

  test("with reduced motion it goes straight to the value", () => {
    setReducedMotion(true);
    try {
      const { getByRole } = render(<ProgressBar value={80} prevValue={20} />);
      expect(fillOf(getByRole("progressbar")).style.width).toBe("80%");
    } finally {
      setReducedMotion(false);
    }
  });
});
