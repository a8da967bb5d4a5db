import { useWidgetHost } from "@bloom/client";
import { accessDenial, nowInSeconds } from "@bloom/domain";
import { Banner, Button, Spinner } from "@bloom/ui";
import { useEffect, useState, useSyncExternalStore } from "react";

type FlashcardsPageComponent = typeof import("./FlashcardsPage").FlashcardsPage;

let arrivedPage: FlashcardsPageComponent | null = null;
let pageLoad: Promise<FlashcardsPageComponent> | null = null;
const arrivalListeners = new Set<() => void>();

/**
 * The flashcards page, with its dialogs and the scheduler under them, fetched when first wanted:
 * the gallery's first screen needs none of it. Fetched once however often asked; a failed fetch is
 * tried again the next time.
 */
function loadFlashcardsPage(): Promise<FlashcardsPageComponent> {
  if (!pageLoad) {
    pageLoad = import("./FlashcardsPage").then((module) => {
      arrivedPage = module.FlashcardsPage;
      for (const listener of arrivalListeners) listener();
      return arrivedPage;
    });
    pageLoad.catch(() => {
      pageLoad = null;
    });
  }
  return pageLoad;
}

/** Fetches the flashcards page ahead of a click; a failure is met again, and shown, when it is wanted. */
function prefetchFlashcardsPage(): void {
  loadFlashcardsPage().catch(() => undefined);
}

function onArrival(listener: () => void): () => void {
  arrivalListeners.add(listener);
  return () => arrivalListeners.delete(listener);
}

/**
 * How long after the gallery appears its flashcards page is fetched when no pointer, focus or touch
 * on the tile has asked for it first: after a slow phone's first screen, not beside it.
 */
const PREFETCH_AFTER_MS = 2_000;

/**
 * The flashcards page once it has arrived, null until then. Not `React.lazy`: React holds back a
 * suspended boundary's content until 300 ms after its fallback appeared. Read as an external store,
 * so a page that arrives between a render and its effect is still seen. A failure shows through
 * the widget's error boundary, but only where the page is wanted.
 */
function useFlashcardsPage(wanted: boolean, signedIn: boolean): FlashcardsPageComponent | null {
  const page = useSyncExternalStore(onArrival, () => arrivedPage);
  const [failure, setFailure] = useState<Error | null>(null);
  useEffect(() => {
    if (!wanted) return;
    let current = true;
    loadFlashcardsPage().catch((error: unknown) => {
      if (current) setFailure(error instanceof Error ? error : new Error(String(error)));
    });
    return () => {
      current = false;
    };
  }, [wanted]);
  useEffect(() => {
    if (!signedIn || wanted) return;
    const timer = setTimeout(prefetchFlashcardsPage, PREFETCH_AFTER_MS);
    return () => clearTimeout(timer);
  }, [signedIn, wanted]);
  if (failure && wanted) throw failure;
  return page;
}

/** The Practice gallery (spec §2): a single Flashcards tile, and the flashcards page behind it. */
export function PracticeGallery({ initial }: { initial?: Record<string, string> }) {
  const { client, user, navigate, routed } = useWidgetHost();
  const [localView, setInFlashcards] = useState(initial?.view === "flashcards");
  // In the shell each view has its own address (/practice, /practice/flashcards); elsewhere it is kept here.
  const inFlashcards = routed ? initial?.view === "flashcards" : localView;
  const show = (flashcards: boolean) =>
    routed ? navigate(flashcards ? "/practice/flashcards" : "/practice") : setInFlashcards(flashcards);
  const signedIn = client.tokens.get() !== null;
  const FlashcardsPage = useFlashcardsPage(inFlashcards, signedIn);

  if (!signedIn) {
    return (
      <div className="fc-gallery">
        <h1>Practice</h1>
        <Banner variant="info" action={{ label: "See plans", onClick: () => navigate("/pricing") }}>
          Try Bloom free for 7 days: no credit card required.
        </Banner>
        <p role="alert">You must be logged in to use Practice.</p>
        <Button onClick={() => navigate("/login")}>Log in</Button>
      </div>
    );
  }

  const denial = user ? accessDenial(user, nowInSeconds()) : null;
  return (
    <div className="fc-gallery">
      {denial && (
        <Banner variant="warning" action={{ label: "See plans", onClick: () => navigate("/pricing") }}>
          Start your free trial to practise with flashcards: 7 days, no credit card required.
        </Banner>
      )}
      {inFlashcards ? (
        FlashcardsPage ? (
          <FlashcardsPage onBack={() => show(false)} />
        ) : (
          <Spinner label="Loading flashcards" />
        )
      ) : (
        <>
          <h1>Practice</h1>
          <ul className="fc-tiles">
            <li>
              <button
                type="button"
                className="fc-tile"
                onClick={() => show(true)}
                onPointerEnter={prefetchFlashcardsPage}
                onFocus={prefetchFlashcardsPage}
                onTouchStart={prefetchFlashcardsPage}
              >
                <span className="fc-tile-title">Flashcards</span>
                <span>Practice new facts and correct misconceptions with interactive flashcards.</span>
              </button>
            </li>
          </ul>
        </>
      )}
    </div>
  );
}
