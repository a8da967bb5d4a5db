import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from "react";

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * An accessible modal dialog. It renders in place (a fixed overlay), never in a portal to
 * document.body: inside a widget's shadow root it must stay inside that root. Escape and the
 * backdrop close it unless `dismissible` is false; focus moves in when it opens, cycles inside
 * it, and returns where it was when it closes.
 */
export function Dialog({
  open,
  onClose,
  title,
  children,
  dismissible = true,
  wide = false,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  dismissible?: boolean;
  wide?: boolean;
}) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const root = panel.current?.getRootNode() as Document | ShadowRoot | undefined;
    const previous = (root?.activeElement ?? null) as HTMLElement | null;
    const first = panel.current?.querySelector<HTMLElement>("[autofocus]") ?? panel.current?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? panel.current)?.focus();
    return () => previous?.focus?.();
  }, [open]);

  if (!open) return null;

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === "Escape" && dismissible) {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== "Tab" || !panel.current) return;
    const items = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    if (items.length === 0) return;
    const root = panel.current.getRootNode() as Document | ShadowRoot;
    const active = root.activeElement;
    const first = items[0]!;
    const last = items.at(-1)!;
    if (event.shiftKey && active === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <div className="bl-dialog-backdrop" onMouseDown={(event) => event.target === event.currentTarget && dismissible && onClose()}>
      <div ref={panel} className={`bl-dialog${wide ? " bl-dialog--wide" : ""}`} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} onKeyDown={onKeyDown}>
        <div className="bl-dialog-head">
          <h2 id={titleId}>{title}</h2>
          {dismissible && (
            <button type="button" className="bl-dialog-close" aria-label="Close" onClick={onClose}>
              ×
            </button>
          )}
        </div>
        <div className="bl-dialog-body">{children}</div>
      </div>
    </div>
  );
}
