import { content } from "./content";
import { deliveries } from "./deliveries";
import { emails } from "./emails";
import { errors } from "./errors";
import { lti } from "./lti";
import { safety } from "./safety";
import { tutor } from "./tutor";

/**
 * The API's English messages, the source every other language translates; one file per part of
 * the product. ICU syntax, as the front end's catalogues (docs/translating.md).
 */
export const en = { ...errors, ...emails, ...lti, ...tutor, ...content, ...safety, ...deliveries } as const;
