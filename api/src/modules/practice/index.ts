import { Elysia } from "elysia";
import type { AppContext } from "../../context";
import { rateLimits } from "../../http/rate-limit";
import { authentication } from "../auth/public";
import { evaluateAnswer, undoLastAnswer } from "./answer";
import { generateFlashcards } from "./generate";
import { studentLanguage } from "./language";
import {
  CardParams,
  CardReviewList,
  CreateFlashcardBody,
  DeletedFlashcard,
  EvaluateBody,
  Evaluation,
  Flashcard,
  type FlashcardFilter,
  FlashcardFilters,
  FlashcardList,
  GenerateBody,
  GenerateResponse,
  IncorrectQuery,
  PracticeStats,
  ReviewSettingsBody,
  ReviewSettingsView,
  ReviewSummary,
  UpdateFlashcardBody,
} from "./model";
import {
  createFlashcard,
  deleteFlashcard,
  listCardReviews,
  listDueFlashcards,
  listFlashcards,
  listIncorrectFlashcards,
  reviewQueue,
  toFlashcard,
  updateFlashcard,
} from "./service";
import {
  countCountedReviews,
  loadReviewSettings,
  PERSONAL_WEIGHTS_MIN_REVIEWS,
  type StoredReviewSettings,
  updateReviewSettings,
} from "./settings";
import { getPracticeStats } from "./stats";

/** Flashcards, AI grading and review scheduling (spec §7 practice rows, ADR 0015). Students and teachers with access. */
export function practiceModule(ctx: AppContext) {
  const access = { subscribed: true, roles: ["student", "teacher"] } as const;
  const filterOf = (query: typeof FlashcardFilters.static): FlashcardFilter => ({
    subject: query.subject?.trim() || undefined,
    topic: query.topic?.trim() || undefined,
    section: query.section?.trim() || undefined,
    conceptId: query.concept_id?.trim() || undefined,
    minMastery: query.minMastery,
    maxMastery: query.maxMastery,
    status: query.status,
  });
  const settingsView = async (userId: string, settings: StoredReviewSettings) => ({
    desiredRetention: settings.desiredRetention,
    maximumIntervalDays: settings.maximumIntervalDays,
    newCardsPerDay: settings.newCardsPerDay,
    reviewsPerDay: settings.reviewsPerDay,
    countedReviews: await countCountedReviews(ctx.database, userId),
    personalWeightsAfter: PERSONAL_WEIGHTS_MIN_REVIEWS,
    personalWeights:
      settings.weightsFittedAt === null || settings.weightsLogLoss === null || settings.defaultLogLoss === null
        ? null
        : {
            fittedAt: new Date(settings.weightsFittedAt).toISOString(),
            reviewCount: settings.weightsReviewCount ?? 0,
            logLoss: settings.weightsLogLoss,
            defaultLogLoss: settings.defaultLogLoss,
            inUse: settings.weights !== null,
          },
  });

  return new Elysia({ prefix: "/practice", name: "practice", tags: ["Practice"] })
    .use(authentication(ctx))
    .use(rateLimits(ctx.rateLimiter))
    .get("/flashcards", ({ user, query }) => listFlashcards(ctx.database, user.id, filterOf(query)), {
      ...access,
      query: FlashcardFilters,
      response: FlashcardList,
    })
    .post(
      "/flashcards",
      async ({ user, body, set }) => {
        set.status = 201;
        return toFlashcard(await createFlashcard(ctx.database, user.id, body), Date.now(), null);
      },
      { ...access, body: CreateFlashcardBody, response: { 201: Flashcard } },
    )
    .post(
      "/flashcards/evaluate",
      ({ user, body, request }) =>
        evaluateAnswer(
          ctx,
          user.id,
          body.card.id,
          body.userAnswer,
          { responseMs: body.responseMs },
          request.signal,
          studentLanguage(user, request),
        ),
      { ...access, rateLimit: "answerGrading", body: EvaluateBody, response: Evaluation },
    )
    .post(
      "/flashcards/generate-enhanced",
      async ({ user, body, request }) => {
        const cards = await generateFlashcards(ctx, user.id, body, request.signal, studentLanguage(user, request));
        return { cards: cards.map((card) => toFlashcard(card, Date.now(), null)), count: cards.length };
      },
      { ...access, rateLimit: "flashcardGeneration", body: GenerateBody, response: GenerateResponse },
    )
    .get("/flashcards/due-for-review", ({ user }) => listDueFlashcards(ctx.database, user.id), {
      ...access,
      response: FlashcardList,
    })
    .get(
      "/flashcards/incorrect",
      ({ user, query }) =>
        listIncorrectFlashcards(ctx.database, user.id, query.timeZone?.trim() || user.timeZone || "UTC"),
      { ...access, query: IncorrectQuery, response: FlashcardList },
    )
    .patch(
      "/flashcards/:id",
      async ({ user, params, body }) => {
        const row = await updateFlashcard(ctx.database, user.id, params.id, body);
        const settings = await loadReviewSettings(ctx.database, user.id);
        return toFlashcard(row, Date.now(), settings.weights);
      },
      { ...access, params: CardParams, body: UpdateFlashcardBody, response: Flashcard },
    )
    .delete(
      "/flashcards/:id",
      async ({ user, params }) => {
        await deleteFlashcard(ctx.database, user.id, params.id);
        return { deleted: params.id };
      },
      { ...access, params: CardParams, response: DeletedFlashcard },
    )
    .get("/flashcards/:id/reviews", ({ user, params }) => listCardReviews(ctx.database, user.id, params.id), {
      ...access,
      params: CardParams,
      response: CardReviewList,
    })
    .post("/flashcards/:id/undo", ({ user, params }) => undoLastAnswer(ctx, user.id, params.id), {
      ...access,
      params: CardParams,
      response: Flashcard,
    })
    .get("/review-summary", async ({ user }) => (await reviewQueue(ctx.database, user.id)).summary, {
      ...access,
      response: ReviewSummary,
    })
    .get("/settings", async ({ user }) => settingsView(user.id, await loadReviewSettings(ctx.database, user.id)), {
      ...access,
      response: ReviewSettingsView,
    })
    .patch(
      "/settings",
      async ({ user, body }) => settingsView(user.id, await updateReviewSettings(ctx.database, user.id, body)),
      { ...access, body: ReviewSettingsBody, response: ReviewSettingsView },
    )
    .get("/stats", ({ user, query }) => getPracticeStats(ctx.database, user.id, filterOf(query)), {
      ...access,
      query: FlashcardFilters,
      response: PracticeStats,
    });
}
