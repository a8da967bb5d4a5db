import { t } from "elysia";

/** A message to another system that keeps failing, as an admin sees it: never its payload or addresses. */
export const Delivery = t.Object({
  id: t.String(),
  /** What it is, for a person: "Safety email", "Grade to the LMS", "Billing cancellation", … */
  label: t.String(),
  /** The outbox kind, e.g. "email" or "lti.scores". */
  kind: t.String(),
  status: t.UnionEnum(["pending", "delivered", "failed"]),
  attempts: t.Number(),
  /** The last failure as a sentence, with any email address masked. */
  lastError: t.Nullable(t.String()),
  createdAt: t.String(),
  /** When the next try is due (for a failed message: when it failed). */
  nextAttemptAt: t.String(),
});

export const DeliveryList = t.Object({
  deliveries: t.Array(Delivery),
  /** How many messages keep failing in all; the list holds the newest 100. */
  total: t.Number(),
});

export const DeliveryParams = t.Object({ id: t.String({ minLength: 1, maxLength: 64 }) });
