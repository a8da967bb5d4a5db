import { useWidgetHost } from "@bloom/client";
import { accessDenial, nowInSeconds } from "@bloom/domain";
import { Banner, Button, deferredModule, Spinner, useDeferredModule, useT } from "@bloom/ui";
import { useEffect, useState } from "react";
import { placementOf } from "./placement";

/**
 * The flashcards page, with its dialogs and the scheduler under them, fetched when first wanted:
 * the gallery's first screen needs none of it.
 */
const flashcardsPage = deferredModule(() => import("./FlashcardsPage").then((module) => module.FlashcardsPage));

type FlashcardsPageComponent = NonNullable<ReturnType<typeof flashcardsPage.arrived>>;

/** Fetches the flashcards page ahead of a click; a failure is met again, and shown, when it is wanted. */
function prefetchFlashcardsPage(): void {
  flashcardsPage.load().catch(() => undefined);
}

/**
 * How long after the gallery appears its flashcards page is fetched when no pointer, focus or touch
 * on the tile has asked for it first: after a slow phone's first screen, not beside it.
 */
const PREFETCH_AFTER_MS = 2_000;

/**
 * The flashcards page once it has arrived, null until then; fetched at once where it is wanted, and
 * otherwise a while after the gallery appears. A failure shows through the widget's error
 * boundary, but only where the page is wanted.
 */
function useFlashcardsPage(wanted: boolean, signedIn: boolean): FlashcardsPageComponent | null {
  const page = useDeferredModule(flashcardsPage, wanted);
  useEffect(() => {
    if (!signedIn || wanted) return;
    const timer = setTimeout(prefetchFlashcardsPage, PREFETCH_AFTER_MS);
    return () => clearTimeout(timer);
  }, [signedIn, wanted]);
  return page;
}

/** The Practice gallery (spec §2): a single Flashcards tile, and the flashcards page behind it. */
export function PracticeGallery({ initial }: { initial?: Record<string, string> }) {
  const { client, user, navigate, routed } = useWidgetHost();
  const t = useT();
  // A placed subject or topic (an LMS placement) opens its deck straight away, not the gallery's one tile.
  const [placement] = useState(() => placementOf(initial));
  const [localView, setInFlashcards] = useState(initial?.view === "flashcards" || placement !== null);
  // In the shell each view has its own address (/practice, /practice/flashcards); elsewhere it is kept here.
  const inFlashcards = routed ? initial?.view === "flashcards" : localView;
  const show = (flashcards: boolean) =>
    routed ? navigate(flashcards ? "/practice/flashcards" : "/practice") : setInFlashcards(flashcards);
  const signedIn = client.tokens.get() !== null;
  const FlashcardsPage = useFlashcardsPage(inFlashcards, signedIn);

  if (!signedIn) {
    return (
      <div className="fc-gallery">
        <h1>{t("flashcards.gallery.title")}</h1>
        <Banner
          variant="info"
          action={{ label: t("flashcards.gallery.seePlans"), onClick: () => navigate("/pricing") }}
        >
          {t("flashcards.gallery.tryFree")}
        </Banner>
        <p role="alert">{t("flashcards.gallery.mustLogIn")}</p>
        <Button onClick={() => navigate("/login")}>{t("flashcards.gallery.logIn")}</Button>
      </div>
    );
  }

  const denial = user ? accessDenial(user, nowInSeconds()) : null;
  return (
    <div className="fc-gallery">
      {denial && (
        <Banner
          variant="warning"
          action={{ label: t("flashcards.gallery.seePlans"), onClick: () => navigate("/pricing") }}
        >
          {t("flashcards.gallery.startTrial")}
        </Banner>
      )}
      {inFlashcards ? (
        FlashcardsPage ? (
          <FlashcardsPage onBack={() => show(false)} placement={placement} />
        ) : (
          <Spinner label={t("flashcards.loading")} />
        )
      ) : (
        <>
          <h1>{t("flashcards.gallery.title")}</h1>
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
                <span className="fc-tile-title">{t("flashcards.gallery.tile")}</span>
                <span>{t("flashcards.gallery.tileBody")}</span>
              </button>
            </li>
          </ul>
        </>
      )}
    </div>
  );
}
