import { useEffect, useRef, useState } from "react";
import { useT } from "./i18n/I18n";
import { usePrefersReducedMotion } from "./motion";

/** About 8 eased steps per change (spec §2). */
export const PROGRESS_STEPS = 8;
/** Within this many percentage points the bar jumps straight to its target (spec §9). */
export const PROGRESS_SNAP = 1;
const STEP_MS = 40;

/** Keeps a percentage within 0–100; anything that is not a finite number counts as 0. */
export function clampPercent(value: number): number {
  return Number.isFinite(value) ? Math.min(100, Math.max(0, value)) : 0;
}

/**
 * The values a bar shows on its way from `from` to `to`: 8 ease-out (cubic) steps, the last one
 * exactly `to`; or just `[to]` when the two are within 1 percentage point. Both ends are clamped
 * to 0–100.
 */
export function progressFrames(from: number, to: number): number[] {
  const start = clampPercent(from);
  const end = clampPercent(to);
  if (Math.abs(end - start) <= PROGRESS_SNAP) return [end];
  return Array.from({ length: PROGRESS_STEPS }, (_, index) => {
    if (index === PROGRESS_STEPS - 1) return end;
    const t = (index + 1) / PROGRESS_STEPS;
    return start + (end - start) * (1 - (1 - t) ** 3);
  });
}

export interface ProgressBarProps {
  /** The percentage to show, 0–100. */
  value: number;
  /** The percentage shown before, to animate from (for example the mastery before an answer). */
  prevValue?: number;
  /** Fill colour, any CSS colour; the theme's primary colour by default. */
  color?: string;
  /** Height in pixels; 8 by default (spec §9). */
  height?: number;
  /** What the bar measures, for screen readers; "Progress" by default. */
  label?: string;
}

/**
 * A progress bar that animates from `prevValue` (or the value it showed last) to `value` in about
 * 8 eased steps, each eased again by a 500 ms CSS transition; its fill width is the rounded
 * percentage. With reduced motion it jumps straight to the value.
 */
export function ProgressBar({ value, prevValue, color, height = 8, label }: ProgressBarProps) {
  const t = useT();
  const target = clampPercent(value);
  const still = usePrefersReducedMotion();
  const [shown, setShown] = useState(() => clampPercent(prevValue ?? value));
  // Where a new animation starts: whatever is on screen, even in the middle of the last one.
  const shownRef = useRef(shown);

  useEffect(() => {
    const show = (frame: number) => {
      shownRef.current = frame;
      setShown(frame);
    };
    const frames = still ? [target] : progressFrames(shownRef.current, target);
    let index = 0;
    show(frames[0]!);
    if (frames.length === 1) return;
    const timer = setInterval(() => {
      index += 1;
      show(frames[index]!);
      if (index >= frames.length - 1) clearInterval(timer);
    }, STEP_MS);
    return () => clearInterval(timer);
  }, [target, still]);

  const percent = Math.round(target);
  return (
    <div
      className="bl-progress"
      role="progressbar"
      aria-label={label ?? t("common.progress")}
      aria-valuenow={percent}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuetext={`${percent}%`}
      style={{ height }}
    >
      <div
        className="bl-progress-fill"
        style={{ width: `${Math.round(shown)}%`, ...(color ? { background: color } : {}) }}
      />
    </div>
  );
}
