import type { WriteTx } from "./db/database";

/** A student's mastery of these concepts changed (a tutoring turn or a flashcard answer was graded). */
export interface MasteryChange {
  userId: string;
  conceptIds: string[];
}

type Listener = (tx: WriteTx, change: MasteryChange) => Promise<void>;

/**
 * What features announce to each other inside the write that made the change, so a feature that
 * reacts (grades sent to an LMS) is not wired into the ones that act (tutoring, practice), and
 * what it must tell another system is stored in the same transaction (the outbox). Listeners must
 * only write, quickly: delivering belongs to the outbox's worker, after the commit.
 */
export class AppEvents {
  private readonly masteryListeners: Listener[] = [];

  onMasteryChanged(listener: Listener): void {
    this.masteryListeners.push(listener);
  }

  async masteryChanged(tx: WriteTx, change: MasteryChange): Promise<void> {
    if (change.conceptIds.length === 0) return;
    for (const listener of this.masteryListeners) await listener(tx, change);
  }
}
