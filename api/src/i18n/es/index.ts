import type { Messages } from "..";
import { content } from "./content";
import { deliveries } from "./deliveries";
import { emails } from "./emails";
import { errors } from "./errors";
import { lti } from "./lti";
import { safety } from "./safety";
import { tutor } from "./tutor";

/** The API's Spanish messages: "tú" for students, "usted" for parents (docs/translating.md). */
export const es: Messages = { ...errors, ...emails, ...lti, ...tutor, ...content, ...safety, ...deliveries };
