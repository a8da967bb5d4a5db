import { lazy, Suspense } from "react";

const Markdown = lazy(() => import("./Markdown").then(({ Markdown }) => ({ default: Markdown })));

/**
 * `Markdown` whose parser is fetched the first time formatted text is shown, so a widget's first
 * screen does not wait for it; until it arrives the text shows as it is, in the same box.
 */
export function DeferredMarkdown({ children, className }: { children: string; className?: string }) {
  return (
    <Suspense
      fallback={
        <div className={["bl-markdown", className].filter(Boolean).join(" ")}>
          <p>{children}</p>
        </div>
      }
    >
      <Markdown className={className}>{children}</Markdown>
    </Suspense>
  );
}
