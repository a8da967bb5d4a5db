import { scriptOrigin } from "@bloom/elements";
import defineFlashcardsElement from "./element";

// The one script a portal adds; then <bloom-flashcards token="…"></bloom-flashcards> on the page.
defineFlashcardsElement(scriptOrigin());
