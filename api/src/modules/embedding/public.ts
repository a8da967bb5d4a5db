/** What other parts of the API may use of the embedding module; everything else in this folder is its own. */
export { EmbedOrigins, originOf, platformOrigins } from "./origins";
