/** What other parts of the API may use of the model-health module; everything else in this folder is its own. */
export { notifyAdminsOfModelOutage } from "./service";
