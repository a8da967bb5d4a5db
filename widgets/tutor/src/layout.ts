import { type RefCallback, useCallback, useRef, useState } from "react";

/**
 * The narrowest chat column that still has room for the lesson panel beside the conversation
 * (42rem: the panel's 14rem, a gap and a conversation a good deal wider than a phone's). Below it the
 * section carousel replaces the panel, so a tablet held upright keeps a chat as wide as a phone's.
 */
export const SIDE_PANEL_MIN_WIDTH = 672;

/**
 * Whether the element given to the returned ref is narrower than `limit` px, following changes
 * (a rotated tablet, "Hide subjects", a resized frame in an LMS). The widget's own column is what
 * counts, not the window: an embedded tutor can be narrow in a wide window. Until the element has
 * been laid out (or where nothing lays it out, as in tests without a browser), it is not narrower.
 */
export function useNarrowerThan(limit: number): [RefCallback<HTMLElement>, boolean] {
  const [narrower, setNarrower] = useState(false);
  const observer = useRef<ResizeObserver | null>(null);
  const ref = useCallback(
    (element: HTMLElement | null) => {
      observer.current?.disconnect();
      observer.current = null;
      if (!element) return;
      const update = (width: number) => {
        if (width > 0) setNarrower(width < limit);
      };
      update(element.getBoundingClientRect().width);
      if (typeof ResizeObserver === "undefined") return;
      observer.current = new ResizeObserver((entries) => {
        for (const entry of entries) update(entry.contentRect.width);
      });
      observer.current.observe(element);
    },
    [limit],
  );
  return [ref, narrower];
}
