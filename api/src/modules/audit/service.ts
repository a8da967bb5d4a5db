import { and, desc, eq, lt } from "drizzle-orm";
import type { Database, WriteTx } from "../../db/database";
import { auditEvents, type UserRow, users } from "../../db/schema";
import { newId } from "../../ids";
import { type AuditLine, type AuditRow, addToLines } from "./repeats";

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

/** Raw rows read per query while filling a page of lines. */
const BATCH = 200;
/** The most rows one page reads: a page ends early rather than scan a very long run. */
const MAX_SCANNED = 5_000;

/**
 * A district's audit log, newest first, a page of `limit` lines at a time: identical events close
 * together share one line with their count and first time (`repeats.ts`). `before` is the last
 * line's `firstAt`.
 */
export async function listAuditEvents(
  database: Database,
  districtId: string,
  page: { before?: number; limit: number },
) {
  const lines: AuditLine[] = [];
  // Past the `limit`-th line by one, so that line's run is known to be complete.
  for (let scanned = 0; lines.length <= page.limit && scanned < MAX_SCANNED; ) {
    const rows = await readAuditRows(database, districtId, page.before, scanned, BATCH);
    for (const row of rows) addToLines(lines, row);
    scanned += rows.length;
    if (rows.length < BATCH) break;
  }
  return lines.slice(0, page.limit).map((line) => ({
    ...line,
    createdAt: new Date(line.createdAt).toISOString(),
    firstAt: new Date(line.firstAt).toISOString(),
  }));
}

/** The district's rows before `before`, newest first, from `offset` on. */
function readAuditRows(
  database: Database,
  districtId: string,
  before: number | undefined,
  offset: number,
  limit: number,
): Promise<AuditRow[]> {
  return database.read
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
      and(eq(auditEvents.districtId, districtId), before !== undefined ? lt(auditEvents.createdAt, before) : undefined),
    )
    .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
    .limit(limit)
    .offset(offset);
}
