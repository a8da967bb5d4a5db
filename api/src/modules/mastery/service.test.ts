import { afterAll, describe, expect, test } from "bun:test";
import { answerFingerprint, FLASHCARD_BKT, SINGLE_DAY_CAP, TUTORING_BKT } from "@bloom/domain";
import { eq } from "drizzle-orm";
import { createTempDatabase } from "../../../test/temp-database";
import { conceptMastery, concepts, masteryEvidence, sections, subjects, topics, users } from "../../db/schema";
import { newId } from "../../ids";
import {
  applyConceptEvidence,
  loadConceptMasteries,
  loadTopicMasteries,
  loadTopicMastery,
  replayConceptEvidence,
} from "./service";

/** Concept evidence on a real database, without HTTP: repeats, days of evidence, decay at read time, replay. */

const temp = await createTempDatabase();
afterAll(() => temp.close());
const DAY = 86_400_000;
const start = Date.UTC(2026, 2, 2, 15);

async function learnerWithConcept(timeZone: string | null = "America/New_York") {
  const userId = newId();
  const conceptId = newId();
  const topicId = newId();
  await temp.database.write(async (tx) => {
    await tx.insert(users).values({ id: userId, name: "Student", timeZone });
    const subjectId = newId();
    await tx.insert(subjects).values({ id: subjectId, userId, name: "Biology", nameKey: "biology" });
    await tx.insert(topics).values({ id: topicId, userId, subjectId, name: "Cells" });
    const sectionId = newId();
    await tx.insert(sections).values({ id: sectionId, userId, topicId, name: "Parts" });
    await tx.insert(concepts).values({ id: conceptId, userId, sectionId, label: "Nucleus", definition: "Holds DNA" });
  });
  return { userId, conceptId, topicId };
}

const stored = async (conceptId: string) =>
  (await temp.database.read.select().from(conceptMastery).where(eq(conceptMastery.conceptId, conceptId)))[0]!;

describe("applyConceptEvidence", () => {
  test("a repeated chat answer (same key words, any order) adds no evidence; a new one does", async () => {
    const { userId, conceptId } = await learnerWithConcept();
    const chat = (text: string, at: number) =>
      temp.database.write((tx) =>
        applyConceptEvidence(
          tx,
          userId,
          [{ conceptId, score: 1, source: "tutoring", fingerprint: answerFingerprint(text) }],
          TUTORING_BKT,
          at,
        ),
      );
    expect(await chat("The nucleus holds the DNA", start)).toHaveLength(1);
    for (let turn = 1; turn <= 3; turn++) expect(await chat("DNA holds nucleus!", start + turn * 60_000)).toEqual([]);
    expect((await stored(conceptId)).observations).toBe(1);
    expect(await chat("It controls the cell by making proteins from genes", start + 5 * 60_000)).toHaveLength(1);
    // Outside the window the same words are a fresh retrieval.
    expect(await chat("The nucleus holds the DNA", start + DAY)).toHaveLength(1);
    expect(await stored(conceptId)).toMatchObject({ observations: 3, evidenceDays: 2 });
  });

  test("a day of perfect answers reads below Mastered; a second day lifts the cap", async () => {
    const { userId, conceptId } = await learnerWithConcept();
    const chat = (at: number) =>
      temp.database.write((tx) =>
        applyConceptEvidence(tx, userId, [{ conceptId, score: 1, source: "tutoring" }], TUTORING_BKT, at),
      );
    for (let i = 0; i < 5; i++) await chat(start + i * 60_000);
    const row = await stored(conceptId);
    expect(row.mastery).toBeGreaterThan(0.9);
    expect(row).toMatchObject({ evidenceDays: 1, lastEvidenceDay: "2026-03-02", firstEvidenceAt: start });
    expect((await loadConceptMasteries(temp.database, [conceptId], start + 5 * 60_000)).get(conceptId)).toBeCloseTo(
      SINGLE_DAY_CAP,
      3,
    );
    await chat(start + DAY);
    expect((await loadConceptMasteries(temp.database, [conceptId], start + DAY)).get(conceptId)).toBeGreaterThan(0.9);
  });

  test("mastery read later is lower: chat evidence decays with time, computed at read time", async () => {
    const { userId, conceptId } = await learnerWithConcept();
    for (const at of [start, start + DAY])
      await temp.database.write((tx) =>
        applyConceptEvidence(tx, userId, [{ conceptId, score: 1, source: "tutoring" }], TUTORING_BKT, at),
      );
    const now = (await loadConceptMasteries(temp.database, [conceptId], start + DAY)).get(conceptId)!;
    const month = (await loadConceptMasteries(temp.database, [conceptId], start + 31 * DAY)).get(conceptId)!;
    expect(month).toBeLessThan(now);
    expect((await stored(conceptId)).mastery).toBeCloseTo(now, 9);
  });
  test("evidence for another user's concept is ignored and changes nothing", async () => {
    const owner = await learnerWithConcept();
    const stranger = await learnerWithConcept();
    const changes = await temp.database.write((tx) =>
      applyConceptEvidence(
        tx,
        stranger.userId,
        [{ conceptId: owner.conceptId, score: 1, source: "flashcard" }],
        FLASHCARD_BKT,
        start,
      ),
    );
    expect(changes).toEqual([]);
    expect(
      await temp.database.read.select().from(conceptMastery).where(eq(conceptMastery.conceptId, owner.conceptId)),
    ).toEqual([]);
    expect(
      await temp.database.read.select().from(masteryEvidence).where(eq(masteryEvidence.userId, stranger.userId)),
    ).toEqual([]);
  });

  test("a concept never practised has no mastery to read, and no concepts read as none", async () => {
    const { conceptId } = await learnerWithConcept();
    expect((await loadConceptMasteries(temp.database, [conceptId], start)).has(conceptId)).toBe(false);
    expect((await loadConceptMasteries(temp.database, [], start)).size).toBe(0);
  });
});

describe("loadTopicMasteries", () => {
  test("gives each topic the mastery loadTopicMastery gives it, for many owners at once", async () => {
    const learners = await Promise.all([learnerWithConcept(), learnerWithConcept("UTC"), learnerWithConcept()]);
    const evidence: [number, number, "tutoring" | "flashcard"][] = [
      [0, 1, "tutoring"],
      [1, 0.4, "flashcard"],
    ];
    for (const [index, score, source] of evidence) {
      const { userId, conceptId } = learners[index]!;
      await temp.database.write((tx) =>
        applyConceptEvidence(
          tx,
          userId,
          [{ conceptId, score, source }],
          source === "tutoring" ? TUTORING_BKT : FLASHCARD_BKT,
          start,
        ),
      );
    }
    const at = start + 3 * DAY;
    const many = await loadTopicMasteries(
      temp.database,
      learners.map((learner) => learner.topicId),
      at,
    );
    for (const learner of learners) {
      expect(many.get(learner.topicId)).toBe(await loadTopicMastery(temp.database, learner.topicId, at));
    }
    expect(many.get(learners[0]!.topicId)).toBeGreaterThan(0);
    expect(many.get(learners[2]!.topicId)).toBe(0);
  });
});

describe("replayConceptEvidence", () => {
  test("rebuilds the stored state and each row's before and after from the evidence that remains", async () => {
    const { userId, conceptId } = await learnerWithConcept(null);
    for (const [score, at] of [
      [1, start],
      [0, start + DAY],
      [1, start + 2 * DAY],
    ] as const)
      await temp.database.write((tx) =>
        applyConceptEvidence(tx, userId, [{ conceptId, score, source: "flashcard" }], FLASHCARD_BKT, at),
      );
    const rows = await temp.database.read
      .select()
      .from(masteryEvidence)
      .where(eq(masteryEvidence.conceptId, conceptId))
      .orderBy(masteryEvidence.createdAt);
    await temp.database.write(async (tx) => {
      await tx.delete(masteryEvidence).where(eq(masteryEvidence.id, rows[1]!.id));
      await replayConceptEvidence(tx, userId, conceptId);
    });
    const after = await temp.database.read
      .select()
      .from(masteryEvidence)
      .where(eq(masteryEvidence.conceptId, conceptId))
      .orderBy(masteryEvidence.createdAt);
    expect(after[1]!.masteryBefore).toBeCloseTo(after[0]!.masteryAfter, 12);
    expect(await stored(conceptId)).toMatchObject({
      observations: 2,
      evidenceDays: 2,
      mastery: after[1]!.masteryAfter,
      firstEvidenceAt: start,
      lastEvidenceAt: start + 2 * DAY,
    });
  });
});
