import { useEffect, useRef, useState } from "react";

const STEPS = 8;
const STEP_MS = 40;

/**
 * The values a bar passes through from `from` to `to`: about 8 eased (ease-out) steps, or the
 * target straight away when it is within 1 percentage point (spec §2, §9).
 */
export function progressFrames(from: number, to: number): number[] {
  if (Math.abs(to - from) <= 1) return [to];
  return Array.from({ length: STEPS }, (_, index) => {
    const t = (index + 1) / STEPS;
    const eased = 1 - (1 - t) ** 3;
    return index === STEPS - 1 ? to : from + (to - from) * eased;
  });
}

export interface ProgressBarProps {
  /** 0–100. */
  value: number;
  /** Where the animation starts, when the bar was showing another value before. */
  prevValue?: number;
  color?: string;
  /** Pixels; 8 by default. */
  height?: number;
  /** What the bar measures, for screen readers. */
  label?: string;
}

/** A progress bar that animates from its previous value to the new one; its width is the rounded percentage. */
export function ProgressBar({ value, prevValue, color, height = 8, label }: ProgressBarProps) {
  const target = clamp(value);
  const [shown, setShown] = useState(() => clamp(prevValue ?? target));
  const shownRef = useRef(shown);
  shownRef.current = shown;

  useEffect(() => {
    const frames = progressFrames(shownRef.current, target);
    let index = 0;
    setShown(frames[index]!);
    if (frames.length === 1) return;
    const timer = setInterval(() => {
      index += 1;
      setShown(frames[index]!);
      if (index >= frames.length - 1) clearInterval(timer);
    }, STEP_MS);
    return () => clearInterval(timer);
  }, [target]);

  const rounded = Math.round(shown);
  return (
    <div className="bl-progress" role="progressbar" aria-valuenow={Math.round(target)} aria-valuemin={0} aria-valuemax={100} aria-label={label} style={{ height }}>
      <div className="bl-progress-fill" style={{ width: `${rounded}%`, background: color }} />
    </div>
  );
}

function clamp(value: number): number {
  return Number.isFinite(value) ? Math.min(100, Math.max(0, value)) : 0;
}
