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
  mastery: t.Number(),
  lastMasteryScore: t.Nullable(t.Number()),
  feedback: t.Nullable(t.String()),
  successCount: t.Integer(),
  failCount: t.Integer(),
  attempts: t.Integer(),
  createdAt: t.String(),
  lastPracticed: t.Nullable(t.String()),
  /** When FSRS next wants to see this card. */
  dueAt: t.String(),
});
export type Flashcard = typeof Flashcard.static;

const mastery = (name: string) =>
  t.Optional(t.Numeric({ minimum: 0, maximum: 1, error: `${name} must be a number from 0 to 1.` }));
const text = (max: number) =>
  t.Optional(t.String({ maxLength: max, error: `Please keep this under ${max} characters.` }));

/** The list filters (spec §7): `minMastery` is inclusive and `maxMastery` exclusive, so 0.7 is Good and 0.9 Mastered. */
export const FlashcardFilters = t.Object({
  subject: text(100),
  topic: text(200),
  section: text(200),
  concept_id: text(200),
  minMastery: mastery("minMastery"),
  maxMastery: mastery("maxMastery"),
  /** Accepted for compatibility; cards are always the caller's own. */
  userId: t.Optional(t.String()),
  user_id: t.Optional(t.String()),
});

export const CreateFlashcardBody = t.Object({
  subject: t.String({ maxLength: 100, error: REQUIRED }),
  topic: t.String({ maxLength: 200, error: REQUIRED }),
  question: t.String({ maxLength: 2000, error: REQUIRED }),
  answer: t.String({ maxLength: 2000, error: REQUIRED }),
  section: text(200),
  conceptId: text(200),
  userId: t.Optional(t.String()),
});

export const EvaluateBody = t.Object({
  userAnswer: t.String({ maxLength: 4000, error: "Please keep your answer under 4000 characters." }),
  /** Only the id is read: the stored card is the truth. */
  card: t.Object(
    { id: t.String({ minLength: 1, maxLength: 64, error: "Choose a flashcard to answer." }) },
    { error: "Choose a flashcard to answer." },
  ),
});

export const Evaluation = t.Object({
  mastery: t.Number(),
  feedback: t.String(),
  misconception: t.Nullable(t.String()),
  correction: t.Nullable(t.String()),
  card: Flashcard,
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
  user_id: t.Optional(t.String()),
});

export const GenerateResponse = t.Object({ cards: t.Array(Flashcard), count: t.Integer() });

export const IncorrectQuery = t.Object({
  timeZone: t.Optional(
    t.String({ maxLength: 64, error: "timeZone must be an IANA time zone such as America/Chicago." }),
  ),
  user_id: t.Optional(t.String()),
});

export const PracticeStats = t.Object({ cardsAnswered: t.Integer(), averageMastery: t.Number() });

export const CardParams = t.Object({ id: t.String({ minLength: 1, maxLength: 64 }) });
