import { defineWidgetElement, scriptOrigin } from "@bloom/elements";
import FlashcardsWidget from "./Widget";

/** `<bloom-flashcards>`: the practice widget as a custom element, for portals and LMS frames. */
export default function defineFlashcardsElement(apiBase = scriptOrigin()): void {
  defineWidgetElement("bloom-flashcards", FlashcardsWidget, apiBase);
}
