/** What other modules may use of the audit log. */
export { recordAudit } from "./service";
