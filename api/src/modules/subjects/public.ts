/** What other parts of the API may use of the subjects module; everything else in this folder is its own. */
export { createSubject, getOutline, getSubject, saveOutline } from "./service";
