/** What other modules may use of the docs module. */
export { streamedAnswer } from "./streams";
