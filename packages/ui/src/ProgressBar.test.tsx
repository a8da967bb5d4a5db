import { afterEach, describe, expect, test } from "bun:test";
import { cleanup, render } from "@testing-library/react";
import { useDom } from "../test/dom";
import { ProgressBar, progressFrames } from "./ProgressBar";

useDom();
afterEach(cleanup);

describe("progressFrames", () => {
  test("about 8 eased steps, rising, ending exactly at the target", () => {
    const frames = progressFrames(20, 80);
    expect(frames).toHaveLength(8);
    expect(frames.at(-1)).toBe(80);
    for (let i = 1; i < frames.length; i++) expect(frames[i]!).toBeGreaterThan(frames[i - 1]!);
    // Ease-out: the first step covers more ground than the last.
    expect(frames[0]! - 20).toBeGreaterThan(frames[7]! - frames[6]!);
  });

  test("snaps to the target within 1 point, and falls as well as rises", () => {
    expect(progressFrames(50, 50.9)).toEqual([50.9]);
    expect(progressFrames(50, 49)).toEqual([49]);
    const falling = progressFrames(90, 10);
    expect(falling.at(-1)).toBe(10);
    expect(falling[0]!).toBeLessThan(90);
  });
});

describe("ProgressBar", () => {
  test("8 px by default, rounded width, and the value for screen readers", () => {
    const { getByRole } = render(<ProgressBar value={42.6} label="Mastery" />);
    const bar = getByRole("progressbar");
    expect(bar.getAttribute("aria-valuenow")).toBe("43");
    expect(bar.getAttribute("aria-label")).toBe("Mastery");
    expect((bar as HTMLElement).style.height).toBe("8px");
    expect(((bar.firstChild as HTMLElement).style.width)).toBe("43%");
  });

  test("takes a height and a colour", () => {
    const { getByRole } = render(<ProgressBar value={10} height={12} color="rgb(1, 2, 3)" />);
    const bar = getByRole("progressbar") as HTMLElement;
    expect(bar.style.height).toBe("12px");
    expect((bar.firstChild as HTMLElement).style.background).toBe("rgb(1, 2, 3)");
  });
});
