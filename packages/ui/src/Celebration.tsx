import { seededRandom } from "@bloom/domain";
import { type CSSProperties, useEffect, useRef, useState } from "react";
import { useT } from "./i18n/I18n";
import { usePrefersReducedMotion } from "./motion";

export type CelebrationType = "mastery" | "completed" | "milestone";

/** The default title of each kind of celebration (spec §2 Celebration overlay). */
export const CELEBRATION_TITLES: Record<CelebrationType, string> = {
  mastery: "Mastery Achieved!",
  completed: "Practice Complete!",
  milestone: "Milestone Reached!",
};

/** 50 pieces of confetti for 3 seconds (spec §9). */
export const CONFETTI_PIECES = 50;
export const CELEBRATION_MS = 3000;

const COLOURS = ["#16a34a", "#2563eb", "#f59e0b", "#db2777", "#7c3aed", "#0891b2"] as const;

/** Where one piece of confetti starts and how it falls. */
export interface ConfettiPiece {
  /** Horizontal start, percent of the width. */
  left: number;
  delayS: number;
  durationS: number;
  /** Sideways drift while falling, in rem. */
  driftRem: number;
  spinDeg: number;
  colour: string;
}

/**
 * The layout of `count` pieces, each seeded from its index: the same on every render and in every
 * test. Every piece has landed within 3 seconds (delay ≤ 0.9 s, fall ≤ 2.1 s).
 */
export function confettiLayout(count: number = CONFETTI_PIECES): ConfettiPiece[] {
  return Array.from({ length: count }, (_, index) => {
    // Each number is the first of its own seed, so the layout never changes between renders.
    const r = (salt: number) => seededRandom(index * 5 + salt)();
    return {
      left: Math.round(((index + r(0)) / count) * 1000) / 10,
      delayS: Math.round(r(1) * 90) / 100,
      durationS: 1.6 + Math.round(r(2) * 50) / 100,
      driftRem: Math.round((r(3) - 0.5) * 80) / 10,
      spinDeg: 180 + Math.round(r(4) * 540),
      colour: COLOURS[index % COLOURS.length]!,
    };
  });
}

const PIECES = confettiLayout();

function pieceStyle(piece: ConfettiPiece): CSSProperties {
  // Custom properties feed the shared `bl-fall` keyframes; React passes them through as written.
  const custom: Record<`--bl-${string}`, string> = {
    "--bl-delay": `${piece.delayS}s`,
    "--bl-duration": `${piece.durationS}s`,
    "--bl-drift": `${piece.driftRem}rem`,
    "--bl-spin": `${piece.spinDeg}deg`,
  };
  return { left: `${piece.left}%`, background: piece.colour, ...custom };
}

export interface CelebrationProps {
  type: CelebrationType;
  /** A line under the title, such as "Great Progress". */
  message?: string;
  /** Replaces the type's default title. */
  title?: string;
  /** Called once the celebration is over, after `durationMs`. */
  onDone?: () => void;
  /** 3000 ms by default (spec §9). */
  durationMs?: number;
}

/**
 * A celebration overlay: about 50 pieces of confetti fall for 3 seconds around a title and an
 * optional message, then `onDone` runs. It never blocks the page (no pointer events). With
 * `prefers-reduced-motion: reduce` no confetti is drawn; the message still shows. The message is
 * announced politely to screen readers.
 */
export function Celebration({ type, message, title, onDone, durationMs = CELEBRATION_MS }: CelebrationProps) {
  const still = usePrefersReducedMotion();
  const t = useT();
  // The live region is put on the page empty and filled a moment later: screen readers announce
  // changes to a live region, not a region that arrives with its text already in it.
  const [announce, setAnnounce] = useState(false);
  // The latest onDone, so that a parent re-rendering with a new arrow function does not restart the timer.
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  }, [onDone]);

  useEffect(() => {
    setAnnounce(true);
    const timer = setTimeout(() => done.current?.(), durationMs);
    return () => clearTimeout(timer);
  }, [durationMs]);

  return (
    <div className="bl-celebration" role="status" aria-live="polite" aria-atomic="true">
      {!still && (
        <div className="bl-confetti" aria-hidden="true">
          {PIECES.map((piece, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the pieces are a fixed list that never reorders.
            <span key={index} className="bl-confetti-piece" style={pieceStyle(piece)} />
          ))}
        </div>
      )}
      {announce && (
        <div className="bl-celebration-card">
          <p className="bl-celebration-title">{title ?? t(`common.celebration.${type}`)}</p>
          {message && <p>{message}</p>}
        </div>
      )}
    </div>
  );
}
