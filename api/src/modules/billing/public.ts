/** What other parts of the API may use of the billing module; everything else in this folder is its own. */
export { STRIPE_CANCEL_KIND } from "./stripe";
