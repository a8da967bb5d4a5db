/**
 * The API's response types, for browser code: each is derived from the route's `t` schema, so
 * the front end and the server cannot drift. Import with `import type` only.
 */

export type { App } from "./app";
export type { ErrorBody, ErrorCode } from "./errors";
export type { UserProfile } from "./modules/auth/model";
export type { ContentEvent, ContentStage } from "./modules/content/model";
export type { SubjectNode } from "./modules/mastery/model";
export type { Flashcard } from "./modules/practice/model";
export type { Outline, Subject } from "./modules/subjects/model";
export type { ChatStreamEvent, TutoringSession } from "./modules/tutoring/model";

import type { Static } from "@sinclair/typebox";
import type * as analytics from "./modules/analytics/model";
import type * as lti from "./modules/lti/model";
import type * as practice from "./modules/practice/model";

export type StudentMastery = Static<typeof analytics.StudentMastery>;
export type FlashcardMetrics = Static<typeof analytics.FlashcardMetrics>["flashcardMetrics"];
export type SubjectCard = Static<typeof analytics.SubjectCards>["subjectCards"][number];
export type LearningPathItem = Static<typeof analytics.LearningPathTimeline>["timeline"][number];
export type HierarchicalSubject = Static<typeof analytics.HierarchicalMastery>["hierarchicalMastery"][number];
export type SessionDuration = Static<typeof analytics.SessionDurations>["sessionDuration"][number];
export type TutoringChatOverview = Static<typeof analytics.TutoringChatOverview>["overview"];
export type FlashcardEvaluation = Static<typeof practice.Evaluation>;
export type FlashcardQuery = Static<typeof practice.FlashcardFilters>;
export type CardReview = Static<typeof practice.CardReview>;
export type ReviewSummary = Static<typeof practice.ReviewSummary>;
export type ReviewSettingsView = Static<typeof practice.ReviewSettingsView>;
export type PracticeStats = Static<typeof practice.PracticeStats>;
export type LtiCourse = Static<typeof lti.Course>;
export type LtiRoster = Static<typeof lti.Roster>;
