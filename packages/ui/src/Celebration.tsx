import { useEffect } from "react";

export type CelebrationType = "mastery" | "completed" | "milestone";

export const CELEBRATION_TITLES: Record<CelebrationType, string> = {
  mastery: "Mastery Achieved!",
  completed: "Practice Complete!",
  milestone: "Milestone Reached!",
};

/** About 50 pieces of confetti for 3 seconds (spec §2, §9). */
export const CONFETTI_PIECES = 50;
export const CELEBRATION_MS = 3000;
const COLOURS = ["#16a34a", "#2563eb", "#f59e0b", "#db2777", "#7c3aed", "#0891b2"];

/** Whether the visitor asked for less motion. */
function prefersReducedMotion(): boolean {
  return globalThis.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
}

/**
 * A celebration overlay with a message; confetti falls unless the visitor prefers reduced motion.
 * `onDone` runs after 3 seconds. Piece positions come from their index, so it renders the same every time.
 */
export function Celebration({ type, message, onDone, durationMs = CELEBRATION_MS }: { type: CelebrationType; message?: string; onDone?: () => void; durationMs?: number }) {
  useEffect(() => {
    const timer = setTimeout(() => onDone?.(), durationMs);
    return () => clearTimeout(timer);
  }, [durationMs, onDone]);

  const still = prefersReducedMotion();
  return (
    <div className="bl-celebration" role="status" aria-live="polite">
      {!still && (
        <div className="bl-confetti" aria-hidden="true">
          {Array.from({ length: CONFETTI_PIECES }, (_, index) => (
            <span
              key={index}
              className="bl-confetti-piece"
              style={{
                left: `${(index * 37) % 100}%`,
                background: COLOURS[index % COLOURS.length],
                animationDelay: `${(index % 10) * 0.12}s`,
                animationDuration: `${2 + (index % 5) * 0.2}s`,
                transform: `rotate(${(index * 47) % 360}deg)`,
              }}
            />
          ))}
        </div>
      )}
      <div className="bl-celebration-card">
        <p className="bl-celebration-title">{CELEBRATION_TITLES[type]}</p>
        {message && <p>{message}</p>}
      </div>
    </div>
  );
}
