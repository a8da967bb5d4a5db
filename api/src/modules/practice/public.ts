/** What other parts of the API may use of the practice module; everything else in this folder is its own. */
export { registerPersonalWeightsJob } from "./optimiser";
export { gradeCardAnswer } from "./service";
export { loadReviewSettings } from "./settings";
