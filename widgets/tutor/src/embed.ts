import { scriptOrigin } from "@bloom/elements";
import defineTutorElement from "./element";

// The one script a portal adds: <script src="https://…/embed/tutor/embed.js"></script>, then
// <bloom-tutor token="…"></bloom-tutor> anywhere on the page. The API defaults to the script's origin.
defineTutorElement(scriptOrigin());
