import { logger } from "./logger";

/** A student's mastery of these concepts changed (a tutoring turn or a flashcard answer was graded). */
export interface MasteryChange {
  userId: string;
  conceptIds: string[];
}

type Listener = (change: MasteryChange) => void;

/**
 * What features announce to each other after their writes commit, so a feature that reacts
 * (grades sent to an LMS) is not wired into the ones that act (tutoring, practice). Listeners
 * run synchronously and must not throw or block: slow work belongs in the listener's own queue.
 */
export class AppEvents {
  private readonly masteryListeners: Listener[] = [];

  onMasteryChanged(listener: Listener): void {
    this.masteryListeners.push(listener);
  }

  masteryChanged(change: MasteryChange): void {
    if (change.conceptIds.length === 0) return;
    for (const listener of this.masteryListeners) {
      try {
        listener(change);
      } catch (error) {
        logger.error("A mastery listener failed", { error });
      }
    }
  }
}
