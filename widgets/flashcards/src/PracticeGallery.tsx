import { useWidgetHost } from "@bloom/client";
import { accessDenial, nowInSeconds } from "@bloom/domain";
import { Banner, Button } from "@bloom/ui";
import { useState } from "react";
import { FlashcardsPage } from "./FlashcardsPage";

/** The Practice gallery (spec §2): a single Flashcards tile, and the flashcards page behind it. */
export function PracticeGallery({ initial }: { initial?: Record<string, string> }) {
  const { client, user, navigate, routed } = useWidgetHost();
  const [localView, setInFlashcards] = useState(initial?.view === "flashcards");
  // In the shell each view has its own address (/practice, /practice/flashcards); elsewhere it is kept here.
  const inFlashcards = routed ? initial?.view === "flashcards" : localView;
  const show = (flashcards: boolean) =>
    routed ? navigate(flashcards ? "/practice/flashcards" : "/practice") : setInFlashcards(flashcards);
  const signedIn = client.tokens.get() !== null;

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
        <FlashcardsPage onBack={() => show(false)} />
      ) : (
        <>
          <h1>Practice</h1>
          <ul className="fc-tiles">
            <li>
              <button type="button" className="fc-tile" onClick={() => show(true)}>
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
