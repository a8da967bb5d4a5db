import {
  createContext,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";
import { createPortal } from "react-dom";
import { deepActiveElement, tabbableIn } from "./focus";

const DialogContainer = createContext<Element | DocumentFragment | null>(null);

/**
 * Makes every `Dialog` below it render into `container` (for example a node at the top of a
 * widget's shadow root, clear of any transformed or clipped ancestor) instead of where it stands.
 * Never pass `document.body` from inside a shadow root: the dialog would lose the widget's styles.
 */
export function DialogContainerProvider({
  container,
  children,
}: {
  container: Element | DocumentFragment | null;
  children: ReactNode;
}) {
  return <DialogContainer.Provider value={container}>{children}</DialogContainer.Provider>;
}

export interface DialogProps {
  open: boolean;
  /** Called when the user asks to close: Escape, the backdrop or the close button. */
  onClose: () => void;
  /** The heading, which also names the dialog. */
  title: string;
  /** A line under the title that describes the dialog (aria-describedby). */
  description?: ReactNode;
  children: ReactNode;
  /** False for a dialog the user must not close (work in progress): no close button, Escape and backdrop ignored. */
  dismissible?: boolean;
  /** 48rem instead of 32rem. */
  wide?: boolean;
}

/**
 * An accessible modal dialog (role "dialog", aria-modal, named by its title). It renders where it
 * stands as a fixed overlay, or into the container of a `DialogContainerProvider`, and never into
 * document.body: inside a widget's shadow root it must stay inside that root. Escape and the
 * backdrop close it unless `dismissible` is false. Focus moves into it when it opens (an element
 * with `autoFocus` or `data-autofocus`, else the first field or button of its body, else the
 * close button), Tab cycles inside it, and focus returns where it was when it closes.
 */
export function Dialog({ open, onClose, title, description, children, dismissible = true, wide = false }: DialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const container = useContext(DialogContainer);
  // Who had focus before the dialog opened, noted while rendering the opening: by the time an
  // effect runs, React has already moved focus to any `autoFocus` field inside the dialog.
  const [wasOpen, setWasOpen] = useState(open);
  const [opener, setOpener] = useState(() => (open ? deepActiveElement() : null));
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setOpener(deepActiveElement());
  }

  useEffect(() => {
    const dialog = panel.current;
    if (!open || !dialog) return;
    if (!dialog.contains(deepActiveElement())) initialFocus(dialog).focus();
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, [open, opener]);

  if (!open) return null;

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    // The innermost dialog owns Escape and Tab: a dialog inside another closes alone, and an outer
    // dialog must not wrap focus out of an inner one.
    if (event.key === "Escape") {
      event.stopPropagation();
      if (dismissible) onClose();
    } else if (event.key === "Tab" && panel.current) {
      event.stopPropagation();
      keepTabInside(event, panel.current);
    }
  }

  function onBackdropMouseDown(event: MouseEvent<HTMLDivElement>) {
    if (event.target !== event.currentTarget) return;
    // Keep focus in the dialog: a click on the backdrop would otherwise send it to the page behind.
    event.preventDefault();
    if (dismissible) onClose();
  }

  const overlay = (
    // biome-ignore lint/a11y/noStaticElementInteractions: a click outside closes the dialog; keyboard users have Escape.
    <div className="bl-dialog-backdrop" onMouseDown={onBackdropMouseDown}>
      <div
        ref={panel}
        className={`bl-dialog${wide ? " bl-dialog--wide" : ""}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <div className="bl-dialog-head">
          <h2 id={titleId}>{title}</h2>
          {dismissible && (
            <button type="button" className="bl-dialog-close" aria-label="Close" onClick={onClose}>
              <span aria-hidden="true">×</span>
            </button>
          )}
        </div>
        {description && (
          <p id={descriptionId} className="bl-dialog-description">
            {description}
          </p>
        )}
        <div className="bl-dialog-body">{children}</div>
      </div>
    </div>
  );
  return container ? createPortal(overlay, container) : overlay;
}

/** Where focus goes when the dialog opens. */
function initialFocus(dialog: HTMLElement): HTMLElement {
  const marked = dialog.querySelector<HTMLElement>("[data-autofocus]");
  if (marked) return marked;
  const body = dialog.querySelector(".bl-dialog-body");
  return (body && tabbableIn(body)[0]) ?? tabbableIn(dialog)[0] ?? dialog;
}

/** Wraps Tab from the last element to the first, and Shift+Tab from the first to the last. */
function keepTabInside(event: KeyboardEvent, dialog: HTMLElement) {
  const items = tabbableIn(dialog);
  const first = items[0];
  const last = items.at(-1);
  if (!first || !last) {
    event.preventDefault();
    dialog.focus();
    return;
  }
  const active = deepActiveElement();
  const outside = !active || !dialog.contains(active) || active === dialog;
  if (event.shiftKey && (active === first || outside)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || outside)) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * A dialog's buttons. They stay in view at the bottom of a dialog taller than the screen (a form
 * on a phone), so the primary action is never scrolled away.
 */
export function DialogActions({ children }: { children: ReactNode }) {
  return <div className="bl-dialog-actions">{children}</div>;
}
