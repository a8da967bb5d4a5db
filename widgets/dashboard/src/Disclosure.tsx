import { type ReactNode, useId, useState } from "react";

export interface DisclosureProps {
  /** The toggle's text, which is also its accessible name; a function when it changes with the state ("Show…"/"Hide…"). */
  title: ReactNode | ((open: boolean) => ReactNode);
  /** The id of what the toggle is about, when its name alone does not say (several "Show class roster" buttons). */
  describedBy?: string;
  /** Wraps the toggle in a heading of this level, keeping the page's outline in order. */
  headingLevel?: 3 | 4 | 5 | 6;
  defaultOpen?: boolean;
  /** Held by the parent instead, when something else on the page opens the panel too. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  className?: string;
  children: ReactNode;
}

/**
 * A button that shows and hides its panel (the WAI-ARIA disclosure pattern): `aria-expanded` on
 * the button, `aria-controls` to the panel while it exists. A closed panel is not rendered, so
 * nothing inside it loads until it is opened.
 */
export function Disclosure({
  title,
  describedBy,
  headingLevel,
  defaultOpen = false,
  open: heldOpen,
  onOpenChange,
  className,
  children,
}: DisclosureProps) {
  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  const open = heldOpen ?? ownOpen;
  const setOpen = (next: boolean) => {
    setOwnOpen(next);
    onOpenChange?.(next);
  };
  const panelId = useId();
  const toggle = (
    <button
      type="button"
      className="dash-toggle"
      aria-expanded={open}
      aria-controls={open ? panelId : undefined}
      aria-describedby={describedBy}
      onClick={() => setOpen(!open)}
    >
      {typeof title === "function" ? title(open) : title}
    </button>
  );
  const Heading = headingLevel ? (`h${headingLevel}` as const) : null;
  return (
    <div className={["dash-disclosure", className].filter(Boolean).join(" ")}>
      {Heading ? <Heading className="dash-disclosure-heading">{toggle}</Heading> : toggle}
      {open && (
        <div id={panelId} className="dash-disclosure-panel">
          {children}
        </div>
      )}
    </div>
  );
}
