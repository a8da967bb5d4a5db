import { t } from "elysia";

const SUBJECT_NAME_MAX = 100;
const OUTLINE_POINTS_MAX = 50;
const OUTLINE_POINT_MAX = 200;

/** A subject (spec §3): `subject_id` and `id` are the same value; `label` is the name to show. */
export const Subject = t.Object({
  id: t.String(),
  subject_id: t.String(),
  name: t.String(),
  label: t.String(),
  createdAt: t.String(),
});
export type Subject = typeof Subject.static;

export const CreateSubjectBody = t.Object({
  name: t.String({
    maxLength: SUBJECT_NAME_MAX,
    error: `Please enter a subject name of at most ${SUBJECT_NAME_MAX} characters.`,
  }),
});

export const SubjectParams = t.Object({
  id: t.String({ minLength: 1, maxLength: 64, error: "That subject was not found." }),
});

/** One topic of an outline, and whether the tutor can teach it now. */
const OutlineTopic = t.Object({
  name: t.String(),
  canTeach: t.Boolean({
    description:
      "False when no AI model is connected and the built-in tutor has no lesson for the topic: it cannot be taught in full until a model is connected.",
  }),
  unavailableReason: t.Nullable(
    t.String({
      description:
        "Why the topic cannot start, for a topic of a built-in course that needs a model (starting a session on it answers 409 NEEDS_AI_MODEL with the same sentence); null otherwise.",
    }),
  ),
});

/**
 * An outline (spec §3): its topic names as `outline`, also exposed as `points`, where it came from,
 * and each topic with whether it can be taught now (`topics`, in the same order).
 */
export const Outline = t.Object({
  id: t.String(),
  subject_id: t.String(),
  outline: t.Array(t.String()),
  points: t.Array(t.String()),
  topics: t.Array(OutlineTopic),
  source: t.String(),
  createdAt: t.String(),
  updatedAt: t.String(),
});
export type Outline = typeof Outline.static;

export const SaveOutlineBody = t.Object({
  outline: t.Optional(
    t.Array(
      t.String({
        maxLength: OUTLINE_POINT_MAX,
        error: `Each topic must be at most ${OUTLINE_POINT_MAX} characters long.`,
      }),
      {
        maxItems: OUTLINE_POINTS_MAX,
        error: `An outline is a list of at most ${OUTLINE_POINTS_MAX} topic names.`,
      },
    ),
  ),
  source: t.Optional(t.String({ maxLength: 50, error: "source must be a short word such as manual." })),
});
