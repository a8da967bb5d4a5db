import { newSchedule } from "@bloom/domain";
import type { AppContext } from "../../context";
import type { SubjectRow } from "../../db/schema";
import { AppError } from "../../errors";
import type { Language } from "../../i18n";
import { newId } from "../../ids";
import { logger } from "../../logger";
import {
  ensurePlannedTopic,
  hasConcepts,
  loadPlannedTopic,
  type PlannedTopic,
  topicNeedsModel,
} from "../mastery/public";
import { createSubject } from "../subjects/public";
import { type FlashcardRow, insertCards, readConceptQuestions, readSubject, scheduleColumns } from "./store";

/** What to generate cards for (spec §3 generation payload). */
export interface GenerationScope {
  subject: string;
  topic: string;
  section?: string;
  concept?: string;
  sections?: string[];
  concepts?: string[];
  createTutoringSessionIfNeeded?: boolean;
}

/**
 * The most cards one generation adds to a concept (spec §9: "2-3 flashcards are generated per
 * concept"). The generator offers its best cards first; those the concept already has are passed
 * over, so a second Generate adds the concept's next cards rather than nothing.
 */
const CARDS_PER_CONCEPT = 3;

/** A planned concept with the name of its section. */
interface ScopedConcept {
  id: string;
  label: string;
  definition: string;
  section: string;
}

/**
 * Generates 2–3 cards for each concept in the scope. A topic with no concepts is planned first
 * when asked to (`createTutoringSessionIfNeeded`); otherwise it is a NO_CONCEPTS error the front
 * end turns into the content-generation dialog. A question the concept already has is not added
 * again, and no concept gets more than CARDS_PER_CONCEPT new cards at once.
 */
export async function generateFlashcards(
  ctx: AppContext,
  userId: string,
  scope: GenerationScope,
  signal?: AbortSignal,
  language: Language = "en",
): Promise<FlashcardRow[]> {
  const topicName = scope.topic.trim();
  if (!scope.subject.trim() || !topicName) throw new AppError("VALIDATION_FAILED", "errors.chooseSubjectAndTopic");
  const subject = await subjectFor(ctx, userId, scope);
  const planned = await plannedTopic(ctx, subject, topicName, scope, signal);
  const inScope = conceptsInScope(planned, scope);
  const generated = await askForCards(ctx, { subject, topicName, inScope, language }, signal);
  return saveNewCards(ctx, userId, subject, topicName, inScope, generated);
}

/** The subject named, created first when planning is asked for. */
async function subjectFor(ctx: AppContext, userId: string, scope: GenerationScope): Promise<SubjectRow> {
  const found = await readSubject(ctx.database.read, userId, scope.subject);
  if (found) return found;
  if (scope.createTutoringSessionIfNeeded) return (await createSubject(ctx.database, userId, scope.subject)).subject;
  throw new AppError("NO_CONCEPTS", "errors.noSubjectYet", { subject: scope.subject.trim() });
}

/** The topic's plan, planned now when it has no concepts and planning is asked for. */
async function plannedTopic(
  ctx: AppContext,
  subject: SubjectRow,
  topicName: string,
  scope: GenerationScope,
  signal?: AbortSignal,
): Promise<PlannedTopic> {
  const planned = await loadPlannedTopic(ctx.database, subject.id, topicName);
  if (planned && hasConcepts(planned.sections)) return planned;
  // A placeholder plan is planned again here: an AI model connected since may now plan the topic.
  if (!scope.createTutoringSessionIfNeeded && !planned?.sections.length) {
    throw new AppError("NO_CONCEPTS", "errors.noConceptsYet", { topic: topicName });
  }
  const replanned = await ensurePlannedTopic(ctx, subject, topicName, signal);
  if (!hasConcepts(replanned.sections)) throw topicNeedsModel(topicName);
  return replanned;
}

/** The planned concepts the scope's sections and concepts (ids or labels) choose; all of them when it names none. */
function conceptsInScope(planned: PlannedTopic, scope: GenerationScope): ScopedConcept[] {
  const sectionNames = new Set([scope.section, ...(scope.sections ?? [])].map((name) => name?.trim()).filter(Boolean));
  const conceptKeys = new Set(
    [scope.concept, ...(scope.concepts ?? [])].map((key) => key?.trim().toLowerCase()).filter(Boolean),
  );
  const inScope = planned.sections
    .filter((section) => sectionNames.size === 0 || sectionNames.has(section.name))
    .flatMap((section) =>
      section.concepts.map(({ id, label, definition }) => ({ id, label, definition, section: section.name })),
    )
    .filter(
      (concept) =>
        conceptKeys.size === 0 ||
        conceptKeys.has(concept.id.toLowerCase()) ||
        conceptKeys.has(concept.label.toLowerCase()),
    );
  if (inScope.length === 0) {
    throw new AppError("NO_CONCEPTS", "errors.noConceptsMatch");
  }
  return inScope;
}

/** The model's cards for these concepts, asked before any write. */
function askForCards(
  ctx: AppContext,
  ask: { subject: SubjectRow; topicName: string; inScope: ScopedConcept[]; language: Language },
  signal?: AbortSignal,
) {
  const { subject, topicName, inScope, language } = ask;
  return ctx.ai
    .generateFlashcards({ subjectName: subject.name, topicName, concepts: inScope, language }, { signal })
    .catch((error: unknown) => {
      logger.warn("Flashcard generation failed", { error });
      throw new AppError("AI_FAILED", "errors.flashcardsFailed");
    });
}

/**
 * Stores the generated cards of concepts in scope whose question the concept does not already
 * have, in the generator's order, at most CARDS_PER_CONCEPT for each concept.
 */
function saveNewCards(
  ctx: AppContext,
  userId: string,
  subject: SubjectRow,
  topicName: string,
  inScope: ScopedConcept[],
  generated: Awaited<ReturnType<typeof askForCards>>,
): Promise<FlashcardRow[]> {
  const byId = new Map(inScope.map((concept) => [concept.id, concept]));
  const now = Date.now();
  return ctx.database.write(async (tx) => {
    // Read inside the write, so two generations at once cannot both add the same question.
    const existing = await readConceptQuestions(tx, userId, [...byId.keys()]);
    const seen = new Set(existing.map((card) => `${card.conceptId}\u0000${card.question}`));
    const added = new Map<string, number>();
    const rows = generated
      .filter((card) => {
        const key = `${card.conceptId}\u0000${card.question}`;
        const count = added.get(card.conceptId) ?? 0;
        if (!byId.has(card.conceptId) || seen.has(key) || count >= CARDS_PER_CONCEPT) return false;
        // Seen from now on too, so the same question twice in one generation is stored once.
        seen.add(key);
        added.set(card.conceptId, count + 1);
        return true;
      })
      .map((card, index) => ({
        id: newId(),
        userId,
        subjectId: subject.id,
        subject: subject.name,
        topic: topicName,
        section: byId.get(card.conceptId)!.section,
        conceptId: card.conceptId,
        question: card.question,
        answer: card.answer,
        ...scheduleColumns(newSchedule(now)),
        createdAt: now + index,
      }));
    return insertCards(tx, rows);
  });
}
