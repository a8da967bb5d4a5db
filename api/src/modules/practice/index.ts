import { Elysia, t } from "elysia";
import type { AppContext } from "../../context";
import { authentication } from "../auth/plugin";
import {
  CreateFlashcardBody,
  EvaluateBody,
  Evaluation,
  Flashcard,
  FlashcardFilters,
  GenerateBody,
  GenerateResponse,
  IncorrectQuery,
  PracticeStats,
} from "./model";
import {
  createFlashcard,
  evaluateAnswer,
  type FlashcardFilter,
  generateFlashcards,
  getPracticeStats,
  listDueFlashcards,
  listFlashcards,
  listIncorrectFlashcards,
  toFlashcard,
} from "./service";

/** Flashcards, AI grading and review scheduling (spec §7 practice rows). Students and teachers with access. */
export function practiceModule(ctx: AppContext) {
  const access = { subscribed: true, roles: ["student", "teacher"] } as const;
  const filterOf = (query: typeof FlashcardFilters.static): FlashcardFilter => ({
    subject: query.subject?.trim() || undefined,
    topic: query.topic?.trim() || undefined,
    section: query.section?.trim() || undefined,
    conceptId: query.concept_id?.trim() || undefined,
    minMastery: query.minMastery,
    maxMastery: query.maxMastery,
  });

  return new Elysia({ prefix: "/practice", name: "practice" })
    .use(authentication(ctx))
    .get(
      "/flashcards",
      async ({ user, query }) => (await listFlashcards(ctx.database, user.id, filterOf(query))).map(toFlashcard),
      {
        ...access,
        query: FlashcardFilters,
        response: t.Array(Flashcard),
      },
    )
    .post(
      "/flashcards",
      async ({ user, body, set }) => {
        set.status = 201;
        return toFlashcard(await createFlashcard(ctx.database, user.id, body));
      },
      { ...access, body: CreateFlashcardBody, response: { 201: Flashcard } },
    )
    .post(
      "/flashcards/evaluate",
      async ({ user, body, request }) => {
        const { card, ...grade } = await evaluateAnswer(ctx, user.id, body.card.id, body.userAnswer, request.signal);
        return { ...grade, card: toFlashcard(card) };
      },
      { ...access, body: EvaluateBody, response: Evaluation },
    )
    .post(
      "/flashcards/generate-enhanced",
      async ({ user, body, request }) => {
        const cards = await generateFlashcards(ctx, user.id, body, request.signal);
        return { cards: cards.map(toFlashcard), count: cards.length };
      },
      { ...access, body: GenerateBody, response: GenerateResponse },
    )
    .get(
      "/flashcards/due-for-review",
      async ({ user }) => (await listDueFlashcards(ctx.database, user.id)).map(toFlashcard),
      {
        ...access,
        response: t.Array(Flashcard),
      },
    )
    .get(
      "/flashcards/incorrect",
      async ({ user, query }) =>
        (await listIncorrectFlashcards(ctx.database, user.id, query.timeZone?.trim() || user.timeZone || "UTC")).map(
          toFlashcard,
        ),
      { ...access, query: IncorrectQuery, response: t.Array(Flashcard) },
    )
    .get("/stats", ({ user, query }) => getPracticeStats(ctx.database, user.id, filterOf(query)), {
      ...access,
      query: FlashcardFilters,
      response: PracticeStats,
    });
}
