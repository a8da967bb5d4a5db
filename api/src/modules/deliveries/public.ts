/** What other parts of the API may use of the deliveries module; everything else in this folder is its own. */
export { countFailingDeliveries } from "./service";
