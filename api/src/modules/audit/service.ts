import { and, desc, eq, lt } from "drizzle-orm";
import type { Database, WriteTx } from "../../db/database";
import { auditEvents, type UserRow, users } from "../../db/schema";
import { newId } from "../../ids";

/** What an adult did with another person's data. */
export type AuditAction =
  | "read_alert"
  | "read_chat"
  | "list_chats"
  | "export_account"
  | "delete_account"
  | "retry_delivery";

/** Records, inside the caller's write, that `actor` read or changed `subjectUserId`'s data. */
export async function recordAudit(
  tx: WriteTx,
  event: {
    actor: UserRow;
    action: AuditAction;
    /** Null when no one person's data is concerned (an admin retrying a district notice). */
    subjectUserId: string | null;
    districtId: string | null;
    reason: string;
    resourceId?: string | null;
  },
): Promise<void> {
  await tx.insert(auditEvents).values({
    id: newId(),
    actorId: event.actor.id,
    actorName: event.actor.name,
    action: event.action,
    subjectUserId: event.subjectUserId,
    districtId: event.districtId ?? event.actor.districtId,
    reason: event.reason,
    resourceId: event.resourceId ?? null,
  });
}

/** A district's audit log, newest first, a page at a time (`before` is the last row's time). */
export async function listAuditEvents(
  database: Database,
  districtId: string,
  page: { before?: number; limit: number },
) {
  const rows = await database.read
    .select({
      id: auditEvents.id,
      actorId: auditEvents.actorId,
      actorName: auditEvents.actorName,
      action: auditEvents.action,
      subjectUserId: auditEvents.subjectUserId,
      subjectName: users.name,
      reason: auditEvents.reason,
      resourceId: auditEvents.resourceId,
      createdAt: auditEvents.createdAt,
    })
    .from(auditEvents)
    .leftJoin(users, eq(users.id, auditEvents.subjectUserId))
    .where(
      and(
        eq(auditEvents.districtId, districtId),
        page.before !== undefined ? lt(auditEvents.createdAt, page.before) : undefined,
      ),
    )
    .orderBy(desc(auditEvents.createdAt))
    .limit(page.limit);
  return rows.map((row) => ({ ...row, createdAt: new Date(row.createdAt).toISOString() }));
}
