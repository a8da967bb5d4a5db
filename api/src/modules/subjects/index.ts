import { Elysia, t } from "elysia";
import type { AppContext } from "../../context";
import { answerNullAsJson, requestLanguage } from "../../errors";
import { rateLimits } from "../../http/rate-limit";
import { authentication } from "../auth/public";
import { CreateSubjectBody, Outline, SaveOutlineBody, Subject, SubjectParams } from "./model";
import {
  createSubject,
  deleteSubject,
  generateOutline,
  getOutline,
  listSubjects,
  saveOutline,
  toOutline,
  toSubject,
} from "./service";

/** Subjects and their outlines (spec §7 subject rows). */
export function subjectsModule(ctx: AppContext) {
  return new Elysia({ prefix: "/subjects", name: "subjects", tags: ["Subjects"] })
    .use(authentication(ctx))
    .use(rateLimits(ctx.rateLimiter))
    .get("/", async ({ user }) => (await listSubjects(ctx.database, user.id)).map(toSubject), {
      auth: true,
      response: t.Array(Subject),
    })
    .post(
      "/",
      async ({ user, body, set }) => {
        const { subject, created } = await createSubject(ctx.database, user.id, body.name);
        set.status = created ? 201 : 200;
        return toSubject(subject);
      },
      { auth: true, body: CreateSubjectBody, response: { 200: Subject, 201: Subject } },
    )
    .delete(
      "/:id",
      async ({ user, params, set }) => {
        await deleteSubject(ctx.database, user.id, params.id);
        set.status = 204;
      },
      { auth: true, params: SubjectParams, response: { 204: t.Void({ description: "The subject is deleted." }) } },
    )
    .get(
      "/:id/outline",
      async ({ user, params, request }) => {
        const outline = await getOutline(ctx.database, user.id, params.id);
        return outline ? toOutline(ctx, outline, requestLanguage(request)) : null;
      },
      {
        auth: true,
        params: SubjectParams,
        response: t.Nullable(Outline),
        mapResponse: ({ responseValue }) => answerNullAsJson(responseValue),
      },
    )
    .post(
      "/:id/outline",
      async ({ user, params, body, request }) =>
        toOutline(
          ctx,
          await saveOutline(ctx.database, user.id, params.id, { points: body.outline, source: body.source }),
          requestLanguage(request),
        ),
      { auth: true, params: SubjectParams, body: SaveOutlineBody, response: Outline },
    )
    .post(
      "/:id/outline/generate",
      async ({ user, params, request }) =>
        toOutline(ctx, await generateOutline(ctx, user.id, params.id, request.signal), requestLanguage(request)),
      // Generation costs an AI call, so it needs access like tutoring does.
      {
        subscribed: true,
        roles: ["student", "teacher"],
        rateLimit: "contentGeneration",
        params: SubjectParams,
        response: Outline,
      },
    );
}
