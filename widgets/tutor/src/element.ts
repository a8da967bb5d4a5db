import { defineWidgetElement, scriptOrigin } from "@bloom/elements";
import TutorWidget from "./Widget";

/** `<bloom-tutor>`: the tutoring widget as a custom element, for portals and LMS frames. */
export default function defineTutorElement(apiBase = scriptOrigin()): void {
  defineWidgetElement("bloom-tutor", TutorWidget, apiBase);
}
