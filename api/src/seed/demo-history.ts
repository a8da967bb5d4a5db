import {
  cardMastery,
  EMPTY_CONCEPT_STATE,
  FLASHCARD_BKT,
  isPass,
  newSchedule,
  observeConcept,
  type ReviewSchedule,
  reviewCard,
  SESSION_STEPS,
  type SessionStep,
  type StoredConceptState,
  seededRandom,
  TUTORING_BKT,
  withCompletedStep,
} from "@bloom/domain";
import { asc, eq, inArray } from "drizzle-orm";
import { findCuratedLesson } from "../ai/offline/material";
import { CURATED_SUBJECTS } from "../curriculum";
import type { WriteTx } from "../db/database";
import {
  conceptMastery,
  concepts,
  flashcardReviews,
  flashcards,
  masteryEvidence,
  messages,
  sections,
  sessionNotes,
  subjects,
  topics,
  tutoringSessions,
} from "../db/schema";
import { newId } from "../ids";

/**
 * About three weeks of plausible study for the demo student, so every dashboard panel has data
 * in the embedded default: tutoring sessions whose answers get better over time, facts and
 * mistakes, flashcards reviewed on an FSRS schedule with rising scores (each answer on its due
 * date, so every one counted), and the concept mastery all of that evidence adds up to, through the
 * same model as live answers (ADR 0015). Deterministic: the same demo every time, ending "now".
 */

const DAY = 86_400_000;
const MINUTE = 60_000;
const HISTORY_DAYS = 21;
/** The demo student has no time zone of their own: their days are UTC days. */
const TIME_ZONE = "UTC";

interface ConceptPlan {
  id: string;
  label: string;
  sectionId: string;
  questions: { prompt: string; answer: string }[];
  explanation: string;
}

/** Writes the demo student's history for every curated topic they have. */
export async function writeDemoHistory(tx: WriteTx, userId: string, now = Date.now()): Promise<void> {
  const random = seededRandom(20_260_101);
  const observations: Observation[] = [];
  const activity = new Map<string, { interactions: number; steps: string; last: number }>();
  // In the curated subjects' order, not by when they were written: several are written in the same
  // millisecond, and the order decides which random numbers each topic draws.
  const curatedOrder = (name: string) => CURATED_SUBJECTS.findIndex((subject) => subject.name === name);
  const tutoredTopics = (
    await tx
      .select({ topic: topics, subjectName: subjects.name })
      .from(topics)
      .innerJoin(subjects, eq(subjects.id, topics.subjectId))
      .where(eq(topics.userId, userId))
      .orderBy(asc(topics.position))
  ).sort((a, b) => curatedOrder(a.subjectName) - curatedOrder(b.subjectName));

  for (const [topicIndex, { topic, subjectName }] of tutoredTopics.entries()) {
    const curated = findCuratedLesson(subjectName, topic.name);
    if (!curated) continue;
    const sectionRows = await tx
      .select()
      .from(sections)
      .where(eq(sections.topicId, topic.id))
      .orderBy(asc(sections.position));
    const plans: ConceptPlan[] = [];
    for (const section of sectionRows) {
      const curatedSection = curated.sections.find((candidate) => candidate.name === section.name);
      const conceptRows = await tx
        .select()
        .from(concepts)
        .where(eq(concepts.sectionId, section.id))
        .orderBy(asc(concepts.position));
      for (const concept of conceptRows) {
        const material = curatedSection?.concepts.find((candidate) => candidate.label === concept.label);
        if (material)
          plans.push({
            id: concept.id,
            label: concept.label,
            sectionId: section.id,
            questions: material.questions,
            explanation: material.explanation,
          });
      }
    }
    if (plans.length === 0) continue;

    // Sessions every few days, later topics starting a day later; the last week is review, so the timeline ends high.
    const firstDay = HISTORY_DAYS - 1 - topicIndex;
    const sessionDays = [firstDay, firstDay - 4, firstDay - 8].filter((day) => day >= 1);
    // The topic was planned when it was first taught: its rows date from then, as live ones would.
    const plannedAt = now - firstDay * DAY + 15 * 60 * MINUTE;
    await tx.update(topics).set({ createdAt: plannedAt }).where(eq(topics.id, topic.id));
    await tx.update(sections).set({ createdAt: plannedAt }).where(eq(sections.topicId, topic.id));
    await tx
      .update(concepts)
      .set({ createdAt: plannedAt })
      .where(
        inArray(
          concepts.sectionId,
          sectionRows.map((section) => section.id),
        ),
      );
    let step: SessionStep = "WARMUP";
    let sessionId = "";
    for (const [sessionIndex, daysAgo] of sessionDays.entries()) {
      // Afternoons of past days (UTC), so each session falls on the same date whatever time the seed runs.
      const start = Math.floor(now / DAY) * DAY - daysAgo * DAY + (16 + Math.floor(random() * 4)) * 60 * MINUTE;
      sessionId = newId();
      const isLatest = sessionIndex === sessionDays.length - 1;
      let clock = start;
      const sectionIndex = Math.min(sessionIndex, sectionRows.length - 1);
      const sectionId = sectionRows[sectionIndex]!.id;
      const turnPlans = plans.filter((plan) => plan.sectionId === sectionId);
      const conversation: { role: "USER" | "ASSISTANT"; content: string; at: number; step: SessionStep }[] = [];
      const notes: (typeof sessionNotes.$inferInsert)[] = [];
      conversation.push({
        role: "ASSISTANT",
        content: `Welcome back to **${topic.name}**. ${curated.warmUpQuestion}`,
        at: clock,
        step,
      });

      for (const [turnIndex, plan] of turnPlans.entries()) {
        const question = plan.questions[turnIndex % plan.questions.length]!;
        // Skill grows with each session; early answers miss more often.
        const skill = 0.35 + sessionIndex * 0.25 + random() * 0.2;
        const right = random() < skill;
        clock += (2 + Math.floor(random() * 4)) * MINUTE;
        conversation.push({
          role: "ASSISTANT",
          content: `Let's look at **${plan.label}**. ${plan.explanation}\n\n${question.prompt}`,
          at: clock,
          step,
        });
        clock += (1 + Math.floor(random() * 3)) * MINUTE;
        conversation.push({
          role: "USER",
          content: right ? question.answer : "I'm not sure, maybe the opposite?",
          at: clock,
          step,
        });

        const score = right ? 0.85 + random() * 0.15 : 0.1 + random() * 0.3;
        observations.push({ conceptId: plan.id, score, source: "tutoring", at: clock, link: { sessionId } });
        const touched = activity.get(plan.id) ?? { interactions: 0, steps: "", last: clock };
        touched.interactions += 1;
        touched.last = clock;
        if (right) touched.steps = withCompletedStep(touched.steps, step);
        activity.set(plan.id, touched);
        notes.push({
          id: newId(),
          sessionId,
          userId,
          sectionId,
          kind: right ? "fact" : "mistake",
          label: right
            ? question.answer
            : `${plan.label}: answered "I'm not sure" to "${question.prompt.slice(0, 60)}"`,
          createdAt: clock,
        });
        if (right) step = SESSION_STEPS[Math.min(SESSION_STEPS.indexOf(step) + 1, SESSION_STEPS.length - 1)]!;
      }
      // Every sitting ends on the tutor: the student's last answer gets its reply, as a live chat would.
      const lastPlan = turnPlans.at(-1);
      const lastAnswer = conversation.at(-1);
      if (lastPlan && lastAnswer?.role === "USER") {
        const question = lastPlan.questions[(turnPlans.length - 1) % lastPlan.questions.length]!;
        clock += MINUTE;
        conversation.push({
          role: "ASSISTANT",
          content:
            lastAnswer.content === question.answer
              ? `Yes, exactly right. That's a good place to stop for today: next time we'll build on **${lastPlan.label}**.`
              : `Not quite yet: ${question.answer} We'll come back to **${lastPlan.label}** next time, so it sticks.`,
          at: clock,
          step,
        });
      }

      await tx.insert(tutoringSessions).values({
        id: sessionId,
        userId,
        subjectId: topic.subjectId,
        topicId: topic.id,
        topic: topic.name,
        status: isLatest ? "open" : "ended",
        step,
        currentSectionId: sectionId,
        startedAt: start,
        lastActivityAt: clock,
        endedAt: isLatest ? null : clock + MINUTE,
        updatedAt: clock,
      });
      if (notes.length > 0) await tx.insert(sessionNotes).values(notes).onConflictDoNothing();
      let previous: string | null = null;
      for (const message of conversation) {
        const id = newId();
        await tx.insert(messages).values({
          id,
          sessionId,
          userId,
          role: message.role,
          content: message.content,
          replyToId: message.role === "ASSISTANT" && previous ? previous : null,
          sectionId,
          step: message.step,
          createdAt: message.at,
        });
        previous = message.role === "USER" ? id : null;
      }
    }

    // Reviews end at the start of today (UTC), so the history's dates do not depend on the hour the seed runs.
    await writeFlashcardHistory(
      tx,
      userId,
      subjectName,
      topic,
      plans,
      Math.floor(now / DAY) * DAY,
      random,
      observations,
    );
  }

  // Folded in time order, as live evidence arrives; written last, as each points at a session or card above.
  const masteries = new Map<string, StoredConceptState>();
  const evidence = observations
    .sort((a, b) => a.at - b.at)
    .map((observation) => observe(masteries, userId, observation));
  for (let start = 0; start < evidence.length; start += 200)
    await tx.insert(masteryEvidence).values(evidence.slice(start, start + 200));

  const evidenceTimes = Map.groupBy(evidence, (row) => row.conceptId);
  for (const [conceptId, state] of masteries) {
    const touched = activity.get(conceptId);
    const times = (evidenceTimes.get(conceptId) ?? []).map((row) => row.createdAt!);
    await tx.insert(conceptMastery).values({
      conceptId,
      userId,
      mastery: state.mastery,
      observations: state.observations,
      evidenceDays: state.evidenceDays,
      lastEvidenceDay: state.lastEvidenceDay,
      lastChatEvidenceAt: state.lastChatEvidenceAt,
      firstEvidenceAt: times.length > 0 ? Math.min(...times) : null,
      lastEvidenceAt: times.length > 0 ? Math.max(...times) : null,
      interactionCount: touched?.interactions ?? 0,
      stepsCompleted: touched?.steps ?? "",
      lastActivityAt: touched?.last ?? now - DAY,
      updatedAt: now,
    });
  }
}

/** Two cards per concept, reviewed on the days FSRS asks for, with answers that improve. */
async function writeFlashcardHistory(
  tx: WriteTx,
  userId: string,
  subjectName: string,
  topic: typeof topics.$inferSelect,
  plans: ConceptPlan[],
  now: number,
  random: () => number,
  observations: Observation[],
): Promise<void> {
  const sectionNames = new Map(
    (await tx.select().from(sections).where(eq(sections.topicId, topic.id))).map((row) => [row.id, row.name]),
  );
  for (const plan of plans) {
    // Some concepts come easily and some do not, so the dashboard shows every band.
    const aptitude = 0.65 + random() * 0.4;
    for (const question of plan.questions.slice(0, 2)) {
      const cardId = newId();
      const createdAt = now - (HISTORY_DAYS - 2) * DAY + Math.floor(random() * 3) * DAY;
      let schedule: ReviewSchedule = newSchedule(createdAt);
      let at = createdAt + 30 * MINUTE;
      let mastery: number | null = null;
      let previous: number | null = null;
      let lastScore: number | null = null;
      let counts = { success: 0, fail: 0, attempts: 0 };
      let lastPracticed: number | null = null;
      let feedback: string | null = null;
      const reviews: (typeof flashcardReviews.$inferInsert)[] = [];
      const cardObservations: Observation[] = [];
      while (at < now - 2 * MINUTE && counts.attempts < 12) {
        const growth = 0.45 + 0.55 * (1 - 0.6 ** (counts.attempts + 1));
        const score = Math.round(Math.max(0, Math.min(1, aptitude * growth + (random() - 0.5) * 0.2)) * 100) / 100;
        const answer = isPass(score) ? question.answer : "I think it is the other way round.";
        const responseMs = 4_000 + Math.floor(random() * 20_000) + answer.length * 150;
        const before = {
          mastery: mastery ?? 0,
          lastMasteryScore: previous,
          lastScore,
          feedback,
          successCount: counts.success,
          failCount: counts.fail,
          attempts: counts.attempts,
          lastPracticed,
          ...schedule,
        };
        // The same rules as a live answer: partial credit, and a pass never shortens the memory (ADR 0046).
        const { rating, schedule: next } = reviewCard(schedule, { score, responseMs, answerLength: answer.length }, at);
        previous = cardMastery(schedule, at);
        mastery = cardMastery(next, at);
        lastScore = score;
        const success = isPass(score);
        counts = {
          success: counts.success + (success ? 1 : 0),
          fail: counts.fail + (success ? 0 : 1),
          attempts: counts.attempts + 1,
        };
        feedback = success ? `Correct. ${question.answer}` : "Partly right: compare your answer with the correct one.";
        const reviewId = newId();
        reviews.push({
          id: reviewId,
          flashcardId: cardId,
          userId,
          userAnswer: answer,
          mastery: score,
          previousMastery: before.lastScore,
          rating,
          feedback,
          misconception: null,
          correction: success ? null : question.answer,
          state: next.state,
          stability: next.stability,
          difficulty: next.difficulty,
          due: next.due,
          counted: true,
          previousState: schedule.state,
          responseMs,
          cardMasteryBefore: previous,
          cardMasteryAfter: mastery,
          cardBefore: JSON.stringify(before),
          reviewedAt: at,
        });
        cardObservations.push({
          conceptId: plan.id,
          score,
          source: "flashcard",
          at,
          link: { flashcardId: cardId, reviewId },
        });
        schedule = next;
        lastPracticed = at;
        // The student comes back when the card is due, at most once a day, at some point that day.
        at = Math.max(schedule.due, at + 20 * 60 * MINUTE) + Math.floor(random() * 6) * 60 * MINUTE;
      }
      await tx.insert(flashcards).values({
        id: cardId,
        userId,
        subjectId: topic.subjectId,
        subject: subjectName,
        topic: topic.name,
        section: sectionNames.get(plan.sectionId) ?? topic.name,
        conceptId: plan.id,
        question: question.prompt,
        answer: question.answer,
        mastery: mastery ?? 0,
        lastMasteryScore: previous,
        lastScore,
        feedback,
        successCount: counts.success,
        failCount: counts.fail,
        attempts: counts.attempts,
        lastPracticed,
        ...schedule,
        createdAt,
      });
      if (reviews.length > 0) await tx.insert(flashcardReviews).values(reviews);
      observations.push(...cardObservations);
    }
  }
}

/** A graded observation of a concept, before it is folded into the mastery. */
interface Observation {
  conceptId: string;
  score: number;
  source: "tutoring" | "flashcard";
  at: number;
  link: { sessionId?: string; flashcardId?: string; reviewId?: string };
}

/** One observation of a concept: updates the running mastery and returns the evidence row. */
function observe(
  masteries: Map<string, StoredConceptState>,
  userId: string,
  { conceptId, score, source, at, link }: Observation,
): typeof masteryEvidence.$inferInsert {
  const before = masteries.get(conceptId) ?? EMPTY_CONCEPT_STATE;
  const after = observeConcept(
    before,
    { score, source, at },
    source === "tutoring" ? TUTORING_BKT : FLASHCARD_BKT,
    TIME_ZONE,
  );
  masteries.set(conceptId, after);
  return {
    id: newId(),
    userId,
    conceptId,
    source,
    score,
    masteryBefore: before.mastery,
    masteryAfter: after.mastery,
    sessionId: link.sessionId ?? null,
    flashcardId: link.flashcardId ?? null,
    reviewId: link.reviewId ?? null,
    createdAt: at,
  };
}
