/** What other parts of the API may use of the tutoring module; everything else in this folder is its own. */
export { createSession, normaliseTopic } from "./service";
