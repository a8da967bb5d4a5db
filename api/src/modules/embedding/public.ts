/** What other parts of the API may use of the embedding module; everything else in this folder is its own. */

export { familyFramers, familyOf } from "./families";
export { EmbedOrigins } from "./origins";
