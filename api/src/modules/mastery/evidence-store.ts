import type { StoredConceptState } from "@bloom/domain";
import { and, asc, eq, gte, inArray, isNotNull, sql } from "drizzle-orm";
import type { WriteTx } from "../../db/database";
import { conceptMastery, concepts, masteryEvidence, users } from "../../db/schema";
import { newId } from "../../ids";

/** The SQL of concept mastery's evidence log, run inside the caller's write. */

/** The user's time zone as stored (null when unset). */
export async function readTimeZone(tx: WriteTx, userId: string): Promise<string | null> {
  const [user] = await tx.select({ timeZone: users.timeZone }).from(users).where(eq(users.id, userId));
  return user?.timeZone ?? null;
}

/** Which of these concepts are the user's, each with its stored mastery row when it has one. */
export function readOwnedConcepts(tx: WriteTx, userId: string, conceptIds: string[]) {
  return tx
    .select({ id: concepts.id, row: conceptMastery })
    .from(concepts)
    .leftJoin(conceptMastery, eq(conceptMastery.conceptId, concepts.id))
    .where(and(eq(concepts.userId, userId), inArray(concepts.id, conceptIds)));
}

/** The fingerprints of the answers counted for these concepts since `since`. */
export function readRecentFingerprints(tx: WriteTx, userId: string, conceptIds: string[], since: number) {
  return tx
    .select({ conceptId: masteryEvidence.conceptId, fingerprint: masteryEvidence.fingerprint })
    .from(masteryEvidence)
    .where(
      and(
        eq(masteryEvidence.userId, userId),
        inArray(masteryEvidence.conceptId, conceptIds),
        gte(masteryEvidence.createdAt, since),
        isNotNull(masteryEvidence.fingerprint),
      ),
    );
}

/** One observation of a concept as it is stored: the evidence row and the concept's state after it. */
export interface Observation {
  userId: string;
  conceptId: string;
  source: "tutoring" | "flashcard";
  score: number;
  before: StoredConceptState;
  after: StoredConceptState;
  sessionId: string | null;
  flashcardId: string | null;
  reviewId: string | null;
  fingerprint: string | null;
  at: number;
}

/** Stores the concept's state after an observation and logs the observation. */
export async function saveObservation(tx: WriteTx, observation: Observation): Promise<void> {
  const { after, at: now } = observation;
  const stored = {
    mastery: after.mastery,
    observations: after.observations,
    evidenceDays: after.evidenceDays,
    lastEvidenceDay: after.lastEvidenceDay,
    lastEvidenceAt: now,
    lastChatEvidenceAt: after.lastChatEvidenceAt,
    lastActivityAt: now,
    updatedAt: now,
  };
  await tx
    .insert(conceptMastery)
    .values({ conceptId: observation.conceptId, userId: observation.userId, firstEvidenceAt: now, ...stored })
    .onConflictDoUpdate({
      target: conceptMastery.conceptId,
      set: { ...stored, firstEvidenceAt: sql`coalesce(${conceptMastery.firstEvidenceAt}, ${now})` },
    });
  await tx.insert(masteryEvidence).values({
    id: newId(),
    userId: observation.userId,
    conceptId: observation.conceptId,
    source: observation.source,
    score: observation.score,
    masteryBefore: observation.before.mastery,
    masteryAfter: after.mastery,
    sessionId: observation.sessionId,
    flashcardId: observation.flashcardId,
    reviewId: observation.reviewId,
    fingerprint: observation.fingerprint,
    createdAt: now,
  });
}

/** A concept's evidence log of the user, oldest first. */
export function readEvidenceLog(tx: WriteTx, userId: string, conceptId: string) {
  return tx
    .select()
    .from(masteryEvidence)
    .where(and(eq(masteryEvidence.userId, userId), eq(masteryEvidence.conceptId, conceptId)))
    .orderBy(asc(masteryEvidence.createdAt), asc(masteryEvidence.id));
}

/** Corrects the mastery before and after one logged observation. */
export async function setEvidenceMastery(tx: WriteTx, evidenceId: string, before: number, after: number) {
  await tx
    .update(masteryEvidence)
    .set({ masteryBefore: before, masteryAfter: after })
    .where(eq(masteryEvidence.id, evidenceId));
}

/** Stores a concept's state as rebuilt from its log, with the times of its first and last evidence. */
export async function setConceptState(
  tx: WriteTx,
  conceptId: string,
  state: StoredConceptState,
  evidence: { first: number | null; last: number | null },
): Promise<void> {
  await tx
    .update(conceptMastery)
    .set({
      mastery: state.mastery,
      observations: state.observations,
      evidenceDays: state.evidenceDays,
      lastEvidenceDay: state.lastEvidenceDay,
      lastChatEvidenceAt: state.lastChatEvidenceAt,
      firstEvidenceAt: evidence.first,
      lastEvidenceAt: evidence.last,
      updatedAt: Date.now(),
    })
    .where(eq(conceptMastery.conceptId, conceptId));
}
