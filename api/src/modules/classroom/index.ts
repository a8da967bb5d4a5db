import { Elysia } from "elysia";
import type { AppContext } from "../../context";
import { authentication } from "../auth/public";
import {
  ClassList,
  ClassListQuery,
  ClassOverview,
  ClassParams,
  ClassQuery,
  ReadQuery,
  StudentChat,
  StudentParams,
  StudentSessionParams,
  StudentSessions,
} from "./model";
import { listClasses, listStudentSessions, readClass, readStudentChat } from "./service";

/**
 * The teacher's view (teachers, and school and district admins): their classes, each student's
 * activity and open alerts, and students' tutoring chats, read-only and audit-logged. A student
 * or parent account sees an empty list; anything the caller does not oversee is a 404.
 */
export function classroomModule(ctx: AppContext) {
  return new Elysia({ prefix: "/classroom", name: "classroom", tags: ["Classroom"] })
    .use(authentication(ctx))
    .get("/classes", ({ user, query }) => listClasses(ctx, user, query.page ?? 1, query.search ?? ""), {
      auth: true,
      query: ClassListQuery,
      response: ClassList,
    })
    .get("/classes/:id", ({ user, params, query }) => readClass(ctx, user, params.id, query.page ?? 1), {
      auth: true,
      params: ClassParams,
      query: ClassQuery,
      response: ClassOverview,
    })
    .get(
      "/students/:id/sessions",
      ({ user, params, query }) => listStudentSessions(ctx, user, params.id, query.reason ?? "browse"),
      { auth: true, params: StudentParams, query: ReadQuery, response: StudentSessions },
    )
    .get(
      "/students/:id/sessions/:sessionId",
      ({ user, params, query }) => readStudentChat(ctx, user, params.id, params.sessionId, query.reason ?? "browse"),
      { auth: true, params: StudentSessionParams, query: ReadQuery, response: StudentChat },
    );
}
