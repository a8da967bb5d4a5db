/** What other parts of the API may use of the practice module; everything else in this folder is its own. */

export { gradeCardAnswer } from "./answer";
export { registerPersonalWeightsJob } from "./optimiser";
export { loadReviewSettings } from "./settings";
