import { afterAll, describe, expect, test } from "bun:test";
import { DEFAULT_WEIGHTS, newSchedule, type ReviewSchedule, scheduleReview, seededRandom } from "@bloom/domain";
import { eq } from "drizzle-orm";
import { createEmptyCard, forgetting_curve, fsrs, type Grade, Rating } from "ts-fsrs";
import { createTempDatabase } from "../../../test/temp-database";
import { flashcardReviews, flashcards, users } from "../../db/schema";
import { newId } from "../../ids";
import { fitStudentWeights, type ReviewEvent, reviewSequences, studentsNeedingWeights } from "./optimiser";
import { loadReviewSettings } from "./settings";

/** Personal FSRS weights on a real database, fitted to a synthetic student whose memory is not the default one. */

const temp = await createTempDatabase();
afterAll(() => temp.close());
const DAY = 86_400_000;

/**
 * A student who forgets three times faster than FSRS's default learner, reviewed by the app on
 * its default schedule for four months: each review's outcome is drawn from the student's true
 * recall probability.
 */
function syntheticHistory(start: number) {
  const trueWeights = [...DEFAULT_WEIGHTS];
  for (const index of [0, 1, 2, 3]) trueWeights[index] = trueWeights[index]! / 3;
  trueWeights[8] = trueWeights[8]! * 0.6;
  const truth = fsrs({ w: trueWeights, enable_fuzz: false, enable_short_term: true });
  const random = seededRandom(7);
  const events: ReviewEvent[] = [];
  for (let index = 0; index < 70; index++) {
    const cardId = newId();
    let at = start + Math.floor(index / 2) * DAY + 16 * 3_600_000;
    let schedule: ReviewSchedule = newSchedule(at);
    let memory = createEmptyCard(new Date(at));
    while (at < start + 120 * DAY) {
      const recall =
        memory.reps === 0
          ? 0.75
          : forgetting_curve(trueWeights, (at - memory.last_review!.getTime()) / DAY, memory.stability);
      const draw = random();
      const rating: Grade = draw >= recall ? Rating.Again : draw < recall * 0.15 ? Rating.Hard : Rating.Good;
      events.push({ cardId, rating, reviewedAt: at });
      memory = truth.next(memory, new Date(at), rating).card;
      schedule = scheduleReview(schedule, rating, at);
      // The student comes back on the due day, in the afternoon.
      at = Math.max(schedule.due, at + 3_600_000);
    }
  }
  return events;
}

async function insertHistory(userId: string, events: ReviewEvent[]) {
  await temp.database.write(async (tx) => {
    await tx.insert(users).values({ id: userId, name: "Synthetic Student", timeZone: "UTC" });
    for (const cardId of new Set(events.map((event) => event.cardId))) {
      await tx.insert(flashcards).values({
        id: cardId,
        userId,
        subject: "S",
        topic: "T",
        section: "T",
        conceptId: "T",
        question: "q",
        answer: "a",
        due: 0,
      });
    }
    for (let start = 0; start < events.length; start += 200) {
      await tx.insert(flashcardReviews).values(
        events.slice(start, start + 200).map((event) => ({
          id: newId(),
          flashcardId: event.cardId,
          userId,
          userAnswer: "a",
          mastery: event.rating === 1 ? 0 : 1,
          rating: event.rating,
          state: 2,
          stability: 1,
          difficulty: 5,
          due: 0,
          reviewedAt: event.reviewedAt,
        })),
      );
    }
  });
}

describe("personal FSRS weights", () => {
  test("review sequences count whole local days between reviews", () => {
    const evening = Date.UTC(2026, 0, 5, 23, 30);
    const events = [
      { cardId: "a", rating: 3, reviewedAt: evening },
      { cardId: "a", rating: 3, reviewedAt: evening + 3_600_000 },
      { cardId: "a", rating: 1, reviewedAt: evening + 3 * DAY },
    ];
    expect(reviewSequences(events, "UTC")[0]!.map((review) => review.deltaT)).toEqual([0, 1, 2]);
    // In Los Angeles the first two are the same afternoon.
    expect(reviewSequences(events, "America/Los_Angeles")[0]!.map((review) => review.deltaT)).toEqual([0, 0, 3]);
  });

  test("fitted to a student's own 400+ reviews, they predict that student better than the defaults", async () => {
    const events = syntheticHistory(Date.UTC(2026, 0, 5));
    expect(events.length).toBeGreaterThanOrEqual(400);
    const student = newId();
    await insertHistory(student, events);
    const beginner = newId();
    await insertHistory(beginner, syntheticHistory(Date.UTC(2026, 0, 5)).slice(0, 120));

    expect(await studentsNeedingWeights(temp.database)).toEqual([student]);
    const { fitted, adopted } = await fitStudentWeights(temp.database, student);
    console.info(
      `Personal FSRS weights on ${fitted!.reviewCount} synthetic reviews: held-out log loss ${fitted!.logLoss.toFixed(4)} fitted vs ${fitted!.defaultLogLoss.toFixed(4)} default`,
    );
    expect(fitted!.logLoss).toBeLessThan(fitted!.defaultLogLoss);
    expect(adopted).toBe(true);
    const settings = await loadReviewSettings(temp.database, student);
    expect(settings.weights).toHaveLength(21);
    expect(settings.weights).not.toEqual([...DEFAULT_WEIGHTS]);
    expect(settings).toMatchObject({ weightsReviewCount: events.length, desiredRetention: 0.9 });
    // The cards' memories were replayed under the new weights.
    const cards = await temp.database.read.select().from(flashcards).where(eq(flashcards.userId, student));
    expect(cards.every((card) => card.stability > 0)).toBe(true);
    // Fitted and not stale: nobody needs fitting now.
    expect(await studentsNeedingWeights(temp.database)).toEqual([]);
    const [row] = await temp.database.read.select().from(users).where(eq(users.id, beginner));
    expect(row).toBeDefined();
  });
});
