import { t } from "elysia";

/** Dashboard data (spec §3). Field names are the spec's; masteries are 0–1; times are ISO strings. */

export const StudentParams = t.Object({ id: t.String({ minLength: 1, maxLength: 64 }) });
export const OverviewParams = t.Object({
  id: t.String({ minLength: 1, maxLength: 64 }),
  subjectId: t.String({ minLength: 1, maxLength: 64 }),
});

const SubjectSummary = t.Object({
  subject_id: t.String(),
  name: t.String(),
  mastery: t.Number(),
  time_spent_seconds: t.Integer(),
  completed_flashcards: t.Integer(),
  total_flashcards: t.Integer(),
  topic_count: t.Integer(),
});

/** The subjects' summaries, and the average mastery of each day's learning for the progress chart. */
export const StudentMastery = t.Object({
  subjects: t.Array(SubjectSummary),
  progress: t.Array(t.Object({ date: t.String(), average_mastery: t.Number() })),
});

export const FlashcardMetrics = t.Object({
  flashcardMetrics: t.Object({ cardsAnswered: t.Integer(), totalCards: t.Integer() }),
});

export const SubjectCards = t.Object({
  subjectCards: t.Array(
    t.Object({
      subject_id: t.String(),
      name: t.String(),
      mastery: t.Number(),
      mastery_status: t.UnionEnum(["mastered", "in_progress", "needs_work"]),
      time_spent_seconds: t.Integer(),
      completed_flashcards: t.Integer(),
      total_flashcards: t.Integer(),
      topic_count: t.Integer(),
      /** Mean mastery of the subject's answered flashcards. */
      average_flashcard_mastery: t.Number(),
      last_activity: t.Nullable(t.String()),
    }),
  ),
});

export const LearningPathTimeline = t.Object({
  timeline: t.Array(
    t.Object({
      subject_id: t.String(),
      concept_id: t.String(),
      concept_label: t.String(),
      topic: t.String(),
      /** The section's name. */
      section_id: t.String(),
      mastery_level: t.Number(),
      status: t.UnionEnum(["mastered", "in_progress", "needs_work"]),
      created_at: t.String(),
      last_activity: t.Nullable(t.String()),
    }),
  ),
});

export const HierarchicalMastery = t.Object({
  hierarchicalMastery: t.Array(
    t.Object({
      subject_id: t.String(),
      name: t.String(),
      topics: t.Array(
        t.Object({
          topic: t.String(),
          sections: t.Array(
            t.Object({
              section_id: t.String(),
              concepts: t.Array(
                t.Object({
                  concept_label: t.String(),
                  mastery_level: t.Number(),
                  mastery_status: t.UnionEnum(["mastered", "in_progress", "needs_work", "not_started"]),
                }),
              ),
            }),
          ),
        }),
      ),
    }),
  ),
});

export const SessionDurations = t.Object({
  sessionDuration: t.Array(
    t.Object({
      session_id: t.String(),
      subject_id: t.String(),
      topic: t.String(),
      session_start: t.String(),
      session_end: t.String(),
      duration_seconds: t.Integer(),
      turns: t.Integer(),
    }),
  ),
});

const OverviewConcept = t.Object({
  concept_id: t.String(),
  concept_label: t.String(),
  interaction_count: t.Integer(),
  last_activity: t.Nullable(t.String()),
  mastery: t.Number(),
  /** Completed session steps, comma-separated in step order. */
  steps_completed: t.String(),
});

export const TutoringChatOverview = t.Object({
  overview: t.Object({
    subject_id: t.String(),
    topics: t.Array(
      t.Object({
        topic: t.String(),
        section_count: t.Integer(),
        concept_count: t.Integer(),
        last_activity: t.Nullable(t.String()),
        mastery: t.Number(),
        sections: t.Array(
          t.Object({
            section_id: t.String(),
            concept_count: t.Integer(),
            last_activity: t.Nullable(t.String()),
            mastery: t.Number(),
            concepts: t.Array(OverviewConcept),
          }),
        ),
      }),
    ),
  }),
});
