import {
  type BktParameters,
  EMPTY_CONCEPT_STATE,
  FLASHCARD_BKT,
  isKnownTimeZone,
  isRepeatedAnswer,
  observeConcept,
  type StoredConceptState,
  TUTORING_BKT,
} from "@bloom/domain";
import type { WriteTx } from "../../db/database";
import {
  readEvidenceLog,
  readOwnedConcepts,
  readRecentFingerprints,
  readTimeZone,
  saveObservation,
  setConceptState,
  setEvidenceMastery,
} from "./evidence-store";
import { storedConceptState } from "./store";

/** Graded evidence applied to concept mastery (BKT), and the mastery rebuilt when evidence is removed. */

/** A user's stored time zone when it is one the clock knows, else UTC. */
function knownTimeZone(stored: string | null): string {
  return stored && isKnownTimeZone(stored) ? stored : "UTC";
}

/** One graded observation of a concept, from a tutoring turn or a flashcard answer. */
export interface ConceptEvidence {
  conceptId: string;
  score: number;
  source: "tutoring" | "flashcard";
  sessionId?: string;
  flashcardId?: string;
  /** The flashcard review it came from, so undoing the review removes it. */
  reviewId?: string;
  /**
   * The answer's `answerFingerprint`. When given, an answer that repeats one already counted for
   * this concept in the last REPEAT_WINDOW_MS adds no evidence (chat: the same words again).
   */
  fingerprint?: string;
}

/** How far back a repeated answer is looked for. */
const REPEAT_WINDOW_MS = 12 * 3_600_000;

/** A concept's stored mastery before and after the evidence applied to it. */
export interface ConceptChange {
  conceptId: string;
  before: StoredConceptState;
  after: StoredConceptState;
}

/**
 * Applies graded evidence to the user's concept mastery (BKT) inside a write, and logs each
 * observation with the mastery before and after. Concepts that are not the user's are ignored,
 * and so is an item whose fingerprint repeats a recent answer on the same concept. Days of
 * evidence are counted in the user's time zone. Returns what changed.
 */
export async function applyConceptEvidence(
  tx: WriteTx,
  userId: string,
  evidence: ConceptEvidence[],
  parameters: BktParameters,
  now = Date.now(),
): Promise<ConceptChange[]> {
  if (evidence.length === 0) return [];
  const ids = [...new Set(evidence.map((item) => item.conceptId))];
  const [owned, storedTimeZone, recent] = await Promise.all([
    readOwnedConcepts(tx, userId, ids),
    readTimeZone(tx, userId),
    evidence.some((item) => item.fingerprint !== undefined)
      ? readRecentFingerprints(tx, userId, ids, now - REPEAT_WINDOW_MS)
      : Promise.resolve([]),
  ]);
  const timeZone = knownTimeZone(storedTimeZone);
  const state = new Map(owned.map(({ id, row }) => [id, row ? storedConceptState(row) : EMPTY_CONCEPT_STATE]));
  const fingerprints = Map.groupBy(recent, (row) => row.conceptId);
  const changes = new Map<string, ConceptChange>();

  for (const item of evidence) {
    const before = state.get(item.conceptId);
    if (!before) continue;
    if (item.fingerprint !== undefined) {
      const earlier = (fingerprints.get(item.conceptId) ?? []).map((row) => row.fingerprint);
      if (isRepeatedAnswer(item.fingerprint, earlier)) continue;
      fingerprints.set(item.conceptId, [
        ...(fingerprints.get(item.conceptId) ?? []),
        { conceptId: item.conceptId, fingerprint: item.fingerprint },
      ]);
    }
    const after = observeConcept(before, { score: item.score, source: item.source, at: now }, parameters, timeZone);
    state.set(item.conceptId, after);
    changes.set(item.conceptId, {
      conceptId: item.conceptId,
      before: changes.get(item.conceptId)?.before ?? before,
      after,
    });
    await saveObservation(tx, {
      userId,
      conceptId: item.conceptId,
      source: item.source,
      score: item.score,
      before,
      after,
      sessionId: item.sessionId ?? null,
      flashcardId: item.flashcardId ?? null,
      reviewId: item.reviewId ?? null,
      fingerprint: item.fingerprint ?? null,
      at: now,
    });
  }
  return [...changes.values()];
}

/**
 * Rebuilds a concept's stored mastery from its evidence log, after evidence was removed (an
 * undone answer): the log is folded again in order, and each row's before and after are brought
 * in line. Evidence added since (a chat turn) is kept.
 */
export async function replayConceptEvidence(tx: WriteTx, userId: string, conceptId: string): Promise<void> {
  const [storedTimeZone, rows] = await Promise.all([readTimeZone(tx, userId), readEvidenceLog(tx, userId, conceptId)]);
  const timeZone = knownTimeZone(storedTimeZone);
  let state = EMPTY_CONCEPT_STATE;
  for (const row of rows) {
    const after = observeConcept(
      state,
      { score: row.score, source: row.source, at: row.createdAt },
      row.source === "tutoring" ? TUTORING_BKT : FLASHCARD_BKT,
      timeZone,
    );
    if (row.masteryBefore !== state.mastery || row.masteryAfter !== after.mastery) {
      await setEvidenceMastery(tx, row.id, state.mastery, after.mastery);
    }
    state = after;
  }
  await setConceptState(tx, conceptId, state, {
    first: rows[0]?.createdAt ?? null,
    last: rows.at(-1)?.createdAt ?? null,
  });
}
