import { t } from "elysia";

const REQUIRED = "Please fill in all required fields.";

/** A flashcard (spec §3). Mastery values are 0–1; times are ISO strings. */
export const Flashcard = t.Object({
  id: t.String(),
  question: t.String(),
  answer: t.String(),
  subject: t.String(),
  topic: t.String(),
  section: t.String(),
  conceptId: t.String(),
  /** The card's FSRS-aware mastery now (ADR 0015); 0 for a New card, whose status says so. */
  mastery: t.Number(),
  /** "new" until the first counted answer, then the flashcard band of `mastery`. */
  status: t.Union([t.Literal("new"), t.Literal("needs-work"), t.Literal("good"), t.Literal("mastered")]),
  /** The card's mastery just before its last counted answer. */
  lastMasteryScore: t.Nullable(t.Number()),
  /** The grade of the latest answer, counted or practice. */
  lastScore: t.Nullable(t.Number()),
  feedback: t.Nullable(t.String()),
  successCount: t.Integer(),
  failCount: t.Integer(),
  /** Counted answers; practice before the card is due is not an attempt. */
  attempts: t.Integer(),
  createdAt: t.String(),
  lastPracticed: t.Nullable(t.String()),
  /** When FSRS next wants to see this card. */
  dueAt: t.String(),
  /** Whether an answer now would count. */
  isDue: t.Boolean(),
  suspended: t.Boolean(),
  state: t.Union([t.Literal("new"), t.Literal("learning"), t.Literal("review"), t.Literal("relearning")]),
  /** Days from the last counted answer to the due date. */
  intervalDays: t.Number(),
  reps: t.Integer(),
  lapses: t.Integer(),
});
export type Flashcard = typeof Flashcard.static;

const mastery = (name: string) =>
  t.Optional(t.Numeric({ minimum: 0, maximum: 1, error: `${name} must be a number from 0 to 1.` }));
const text = (max: number) =>
  t.Optional(t.String({ maxLength: max, error: `Please keep this under ${max} characters.` }));

/** The filters of the list and the statistics, as the service takes them. */
export interface FlashcardFilter {
  subject?: string;
  topic?: string;
  section?: string;
  conceptId?: string;
  /** Inclusive; cards never reviewed (New) have no mastery and match no range. */
  minMastery?: number;
  /** Exclusive. */
  maxMastery?: number;
  /** Only New cards (never reviewed), or only suspended ones. */
  status?: "new" | "suspended";
}

/** The list filters (spec §7): `minMastery` is inclusive and `maxMastery` exclusive, so 0.7 is Good and 0.9 Mastered. */
export const FlashcardFilters = t.Object({
  subject: text(100),
  topic: text(200),
  section: text(200),
  concept_id: text(200),
  minMastery: mastery("minMastery"),
  maxMastery: mastery("maxMastery"),
  /** Only New (never answered) or only suspended cards. */
  status: t.Optional(
    t.Union([t.Literal("new"), t.Literal("suspended")], { error: "status must be new or suspended." }),
  ),
});

export const CreateFlashcardBody = t.Object({
  subject: t.String({ maxLength: 100, error: REQUIRED }),
  topic: t.String({ maxLength: 200, error: REQUIRED }),
  question: t.String({ maxLength: 2000, error: REQUIRED }),
  answer: t.String({ maxLength: 2000, error: REQUIRED }),
  section: text(200),
  conceptId: text(200),
});

export const EvaluateBody = t.Object({
  userAnswer: t.String({ maxLength: 4000, error: "Please keep your answer under 4000 characters." }),
  /** Only the id is read: the stored card is the truth. */
  card: t.Object(
    { id: t.String({ minLength: 1, maxLength: 64, error: "Choose a flashcard to answer." }) },
    { error: "Choose a flashcard to answer." },
  ),
  /** Milliseconds from showing the card to submitting, measured by the client; only Easy uses it. */
  responseMs: t.Optional(
    t.Integer({ minimum: 0, maximum: 86_400_000, error: "responseMs must be a whole number of milliseconds." }),
  ),
});

const Celebration = t.Object({
  type: t.Union([t.Literal("mastery"), t.Literal("completed"), t.Literal("milestone")]),
  /** Why it was chosen; the client words it in the student's language from this and `value`. */
  reason: t.Union([
    t.Literal("mastered"),
    t.Literal("greatProgress"),
    t.Literal("improvement"),
    t.Literal("averageUp"),
    t.Literal("answered"),
  ]),
  value: t.Nullable(t.Number()),
  /** The spec's English words for it. */
  message: t.String(),
});

/**
 * Everything the client shows after an answer (spec §3 evaluation result, and more): the grade,
 * whether it counted or was practice, the card's new schedule and mastery, its concept's change,
 * the stats, and the celebration the server chose.
 */
export const Evaluation = t.Object({
  /** The grade of this answer, 0–1. */
  mastery: t.Number(),
  feedback: t.String(),
  misconception: t.Nullable(t.String()),
  correction: t.Nullable(t.String()),
  /** The answer's id, for history and undo. */
  reviewId: t.String(),
  /** True when the card was due: the answer moved its schedule and mastery. False: practice, shown only. */
  counted: t.Boolean(),
  practiceReason: t.Nullable(t.Union([t.Literal("not-due"), t.Literal("suspended")])),
  /** The FSRS rating: 1 Again, 2 Hard, 3 Good, 4 Easy (what it was, or would have been, for practice). */
  rating: t.Integer(),
  /** The card after the answer, with its due date and interval. */
  card: Flashcard,
  /** The card's FSRS-aware mastery just before and after; null before = it was New. */
  cardMastery: t.Object({ before: t.Nullable(t.Number()), after: t.Nullable(t.Number()) }),
  /** The card's concept's mastery now, before and after, when the card has a concept. */
  concept: t.Nullable(
    t.Object({ id: t.String(), label: t.Nullable(t.String()), before: t.Number(), after: t.Number() }),
  ),
  stats: t.Object({ cardsAnswered: t.Integer(), averageMastery: t.Number() }),
  celebration: t.Nullable(Celebration),
});
export type Evaluation = typeof Evaluation.static;

export const UpdateFlashcardBody = t.Object({
  question: t.Optional(t.String({ maxLength: 2000, error: "Please keep the question under 2000 characters." })),
  answer: t.Optional(t.String({ maxLength: 2000, error: "Please keep the answer under 2000 characters." })),
  suspended: t.Optional(t.Boolean({ error: "suspended must be true or false." })),
});

export const CardReview = t.Object({
  id: t.String(),
  answeredAt: t.String(),
  userAnswer: t.String(),
  score: t.Number(),
  rating: t.Union([t.Literal("Again"), t.Literal("Hard"), t.Literal("Good"), t.Literal("Easy")]),
  counted: t.Boolean(),
  feedback: t.String(),
  cardMasteryBefore: t.Nullable(t.Number()),
  cardMasteryAfter: t.Nullable(t.Number()),
  dueAt: t.String(),
});

/** The Quick Test queue: what is due, today's use of the limits, and how many cards a Quick Test would serve now. */
export const ReviewSummary = t.Object({
  dueReviews: t.Integer(),
  newCards: t.Integer(),
  servedNow: t.Integer(),
  reviewsToday: t.Integer(),
  newToday: t.Integer(),
  reviewsPerDay: t.Integer(),
  newCardsPerDay: t.Integer(),
  nextDueAt: t.Nullable(t.String()),
});

export const ReviewSettingsView = t.Object({
  desiredRetention: t.Number(),
  maximumIntervalDays: t.Integer(),
  newCardsPerDay: t.Integer(),
  reviewsPerDay: t.Integer(),
  /** Counted answers so far, and how many the personal weights need. */
  countedReviews: t.Integer(),
  personalWeightsAfter: t.Integer(),
  personalWeights: t.Nullable(
    t.Object({
      fittedAt: t.String(),
      reviewCount: t.Integer(),
      logLoss: t.Number(),
      defaultLogLoss: t.Number(),
      inUse: t.Boolean(),
    }),
  ),
});

export const ReviewSettingsBody = t.Object({
  desiredRetention: t.Optional(t.Number({ error: "Desired retention must be a number." })),
  maximumIntervalDays: t.Optional(t.Number({ error: "Maximum interval must be a number of days." })),
  newCardsPerDay: t.Optional(t.Number({ error: "New cards per day must be a number." })),
  reviewsPerDay: t.Optional(t.Number({ error: "Reviews per day must be a number." })),
});

/** The generation payload of spec §3; `subject` may be the subject's name or id, `concept` a concept's id or label. */
export const GenerateBody = t.Object({
  subject: t.String({ maxLength: 100, error: "Please choose a subject and a topic." }),
  topic: t.String({ maxLength: 200, error: "Please choose a subject and a topic." }),
  section: text(200),
  concept: text(200),
  sections: t.Optional(t.Array(t.String({ maxLength: 200 }), { maxItems: 50 })),
  concepts: t.Optional(t.Array(t.String({ maxLength: 200 }), { maxItems: 200 })),
  createTutoringSessionIfNeeded: t.Optional(t.Boolean()),
});

export const GenerateResponse = t.Object({ cards: t.Array(Flashcard), count: t.Integer() });

export const IncorrectQuery = t.Object({
  timeZone: t.Optional(
    t.String({ maxLength: 64, error: "timeZone must be an IANA time zone such as America/Chicago." }),
  ),
});

export const PracticeStats = t.Object({ cardsAnswered: t.Integer(), averageMastery: t.Number() });

export const FlashcardList = t.Array(Flashcard);

export const CardReviewList = t.Array(CardReview);

export const DeletedFlashcard = t.Object({ deleted: t.String() });

export const CardParams = t.Object({ id: t.String({ minLength: 1, maxLength: 64 }) });
