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
import { deepActiveElement, focusIsLost, tabbableIn } from "./focus";
import { useT } from "./i18n/I18n";

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
 * with `autoFocus` or `data-autofocus`, else the first field of its body, else its first button,
 * else the close button), Tab cycles inside it, focus that falls out of it (a focused control that
 * disappears) comes back to it, Escape works wherever focus is, and focus returns where it was
 * when it closes.
 */
export function Dialog({ open, onClose, title, description, children, dismissible = true, wide = false }: DialogProps) {
  const titleId = useId();
  const t = useT();
  const descriptionId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const container = useContext(DialogContainer);
  watchFocus();
  // Who had focus before the dialog opened, noted while rendering the opening: by the time an
  // effect runs, React has already moved focus to any `autoFocus` field inside the dialog.
  const [wasOpen, setWasOpen] = useState(open);
  const [opener, setOpener] = useState(() => (open ? openerNow() : null));
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setOpener(openerNow());
  }

  // `onClose` changes on every render of most callers; the listeners below read the latest one.
  const close = useRef<(() => void) | null>(onClose);
  close.current = dismissible ? onClose : null;

  useEffect(() => {
    const dialog = panel.current;
    if (!open || !dialog) return;
    if (!dialog.contains(deepActiveElement())) initialFocus(dialog).focus();
    openPanels.push(dialog);
    // A control that disappears or is disabled while it has focus (a Submit button that turns into
    // the result) would drop focus to the page behind, out of reach of Tab and Escape: bring it back.
    const keepFocus = new MutationObserver(() => {
      if (topmostPanel() === dialog && focusIsLost()) dialog.focus();
    });
    keepFocus.observe(dialog, { subtree: true, childList: true, attributes: true, attributeFilter: ["disabled"] });
    // Escape and Tab pressed while focus is nowhere (on the page's body) still belong to the dialog on top.
    const onDocumentKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.defaultPrevented || topmostPanel() !== dialog || !focusIsOutsideDialogs()) return;
      if (event.key === "Escape") {
        event.preventDefault();
        close.current?.();
      } else if (event.key === "Tab") {
        event.preventDefault();
        const items = tabbableIn(dialog);
        ((event.shiftKey ? items.at(-1) : items[0]) ?? dialog).focus();
      }
    };
    const root = dialog.ownerDocument;
    root.addEventListener("keydown", onDocumentKeyDown);
    return () => {
      keepFocus.disconnect();
      root.removeEventListener("keydown", onDocumentKeyDown);
      openPanels.splice(openPanels.indexOf(dialog), 1);
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
            <button type="button" className="bl-dialog-close" aria-label={t("common.close")} onClick={onClose}>
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

/** The element that last had focus, so a dialog knows its opener when the opener dropped focus first. */
let lastFocused: HTMLElement | null = null;
const watchedDocuments = new WeakSet<Document>();

/** Notes every element that takes focus (inside shadow roots too); once per document. */
function watchFocus(): void {
  const document = globalThis.document;
  if (!document || watchedDocuments.has(document)) return;
  watchedDocuments.add(document);
  document.addEventListener(
    "focusin",
    () => {
      if (!focusIsLost()) lastFocused = deepActiveElement();
    },
    true,
  );
}
// Watching from the start: the opener of the first dialog takes focus before any dialog renders.
watchFocus();

/**
 * Where focus returns when the dialog closes: what has focus now, or, when the opener lost it on the
 * way (a "Quick Test Me" button disabled while it fetches the cards), the element that had it last.
 */
function openerNow(): HTMLElement | null {
  return focusIsLost() && lastFocused?.isConnected ? lastFocused : deepActiveElement();
}

/** The open dialogs' panels, oldest first. */
const openPanels: HTMLElement[] = [];

/** The dialog in front: the newest open one that holds no other open one. */
function topmostPanel(): HTMLElement | undefined {
  return openPanels.findLast((panel) => !openPanels.some((other) => other !== panel && panel.contains(other)));
}

/** Whether focus is in none of the open dialogs, as after it fell to the page's body. */
function focusIsOutsideDialogs(): boolean {
  const active = deepActiveElement();
  return focusIsLost() || !openPanels.some((panel) => active && panel.contains(active));
}

/** A field a student types or chooses in, which is where a dialog with a form should start. */
const FIELD = /^(TEXTAREA|SELECT)$/;
const isField = (element: HTMLElement) =>
  FIELD.test(element.tagName) ||
  (element.tagName === "INPUT" &&
    !/^(button|submit|reset|checkbox|radio|range|color|file|image)$/i.test(element.getAttribute("type") ?? ""));

/**
 * Where focus goes when the dialog opens: a marked element, else the first field of its body (a
 * Quick Test starts in its answer box, not on a button above it), else its first control.
 */
function initialFocus(dialog: HTMLElement): HTMLElement {
  const marked = dialog.querySelector<HTMLElement>("[data-autofocus]");
  if (marked) return marked;
  const body = dialog.querySelector(".bl-dialog-body");
  const inBody = body ? tabbableIn(body) : [];
  return inBody.find(isField) ?? inBody[0] ?? tabbableIn(dialog)[0] ?? dialog;
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
