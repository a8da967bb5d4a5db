/** What other modules may use of the audit log. */
export { type AuditAction, recordAudit } from "./service";
