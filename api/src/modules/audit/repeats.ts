/** One row of the audit log as stored: one thing an adult did, at one moment. */
export interface AuditRow {
  id: string;
  actorId: string | null;
  actorName: string;
  action: string;
  subjectUserId: string | null;
  subjectName: string | null;
  reason: string;
  resourceId: string | null;
  createdAt: number;
}

/** A line of the audit log as an auditor reads it: one event, or a run of identical ones. */
export interface AuditLine extends AuditRow {
  /** How many identical events the line stands for (1 for one event). */
  count: number;
  /** When the first of them happened; `createdAt` is the last. */
  firstAt: number;
}

/**
 * How far apart two identical events may be and still share a line: a chat kept open on a screen
 * is read again each time it refreshes, which is one look, not many. A longer gap is another look.
 */
export const REPEAT_GAP_MS = 10 * 60_000;

/**
 * Adds `row` (older than every row before it) to `lines`, newest first: onto the last line when it
 * is the same event again (same adult, action, person, reason and resource) within
 * `REPEAT_GAP_MS` of it, else as a line of its own. Every event is kept in the database; this
 * only shapes how they are listed, and any other event between two repeats keeps them apart.
 */
export function addToLines(lines: AuditLine[], row: AuditRow): void {
  const last = lines.at(-1);
  if (last && sameEvent(last, row) && last.firstAt - row.createdAt <= REPEAT_GAP_MS) {
    last.count += 1;
    last.firstAt = row.createdAt;
    return;
  }
  lines.push({ ...row, count: 1, firstAt: row.createdAt });
}

function sameEvent(a: AuditRow, b: AuditRow): boolean {
  return (
    a.actorId === b.actorId &&
    a.actorName === b.actorName &&
    a.action === b.action &&
    a.subjectUserId === b.subjectUserId &&
    a.reason === b.reason &&
    a.resourceId === b.resourceId
  );
}
