import { Elysia } from "elysia";
import type { AppContext } from "../../context";
import { authentication } from "../auth/public";
import { getSubject } from "../subjects/public";
import { getReadableStudent } from "./access";
import {
  FlashcardMetrics,
  HierarchicalMastery,
  LearningPathTimeline,
  OverviewParams,
  SessionDurations,
  StudentMastery,
  StudentParams,
  SubjectCards,
  TutoringChatOverview,
} from "./model";
import {
  getFlashcardMetrics,
  getHierarchicalMastery,
  getLearningPathTimeline,
  getSessionDurations,
  getStudentMastery,
  getSubjectCards,
  getTutoringChatOverview,
} from "./service";

/**
 * The dashboard's data (spec §7 analytics rows). Each route answers for the caller, or for a
 * student a teacher or admin of the same school or district may see; anyone else gets 404.
 */
export function analyticsModule(ctx: AppContext) {
  const student = (caller: Parameters<typeof getReadableStudent>[1], id: string) =>
    getReadableStudent(ctx.database, caller, id);

  return new Elysia({ prefix: "/analytics/student", name: "analytics", tags: ["Analytics"] })
    .use(authentication(ctx))
    .guard({ auth: true })
    .get(
      "/:id/mastery",
      async ({ user, params }) => {
        const target = await student(user, params.id);
        return getStudentMastery(ctx.database, target.id, target.timeZone ?? "UTC");
      },
      { params: StudentParams, response: StudentMastery },
    )
    .get(
      "/:id/flashcard-metrics",
      async ({ user, params }) => ({
        flashcardMetrics: await getFlashcardMetrics(ctx.database, (await student(user, params.id)).id),
      }),
      { params: StudentParams, response: FlashcardMetrics },
    )
    .get(
      "/:id/subject-cards",
      async ({ user, params }) => ({
        subjectCards: await getSubjectCards(ctx.database, (await student(user, params.id)).id),
      }),
      { params: StudentParams, response: SubjectCards },
    )
    .get(
      "/:id/learning-path-timeline",
      async ({ user, params }) => ({
        timeline: await getLearningPathTimeline(ctx.database, (await student(user, params.id)).id),
      }),
      { params: StudentParams, response: LearningPathTimeline },
    )
    .get(
      "/:id/hierarchical-mastery",
      async ({ user, params }) => ({
        hierarchicalMastery: await getHierarchicalMastery(ctx.database, (await student(user, params.id)).id),
      }),
      { params: StudentParams, response: HierarchicalMastery },
    )
    .get(
      "/:id/session-duration-from-turns",
      async ({ user, params }) => ({
        sessionDuration: await getSessionDurations(ctx.database, (await student(user, params.id)).id),
      }),
      { params: StudentParams, response: SessionDurations },
    )
    .get(
      "/:id/tutoring-chat-overview/:subjectId",
      async ({ user, params }) => {
        const target = await student(user, params.id);
        const subject = await getSubject(ctx.database, target.id, params.subjectId);
        return { overview: await getTutoringChatOverview(ctx.database, target.id, subject.id) };
      },
      { params: OverviewParams, response: TutoringChatOverview },
    );
}
