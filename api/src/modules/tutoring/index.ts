import { Elysia, sse } from "elysia";
import type { AppContext } from "../../context";
import { AppError, notFound } from "../../errors";
import { authentication } from "../auth/plugin";
import { getSubject } from "../subjects/service";
import { type PreparedTurn, prepareTurn, runTurn } from "./chat";
import {
  CreateSessionBody,
  MessageBody,
  SectionBody,
  SessionEnvelope,
  SessionParams,
  SessionQuery,
  TutoringSession,
} from "./model";
import {
  changeSection,
  createSession,
  findActiveSession,
  getOwnedSession,
  loadSessionView,
  normaliseTopic,
  setSessionStatus,
} from "./service";

/** Tutoring sessions and the streamed Socratic chat (spec §7 tutoring rows). Students and teachers with access. */
export function tutoringModule(ctx: AppContext) {
  const access = { subscribed: true, roles: ["student", "teacher"] } as const;
  const view = async (userId: string, sessionId: string) =>
    loadSessionView(ctx.database, await getOwnedSession(ctx.database, userId, sessionId));

  return new Elysia({ prefix: "/tutoring", name: "tutoring" })
    .use(authentication(ctx))
    .get(
      "/session",
      async ({ user, query }) => {
        const subject = await getSubject(ctx.database, user.id, query.subjectId);
        const session = await findActiveSession(ctx.database, user.id, subject.id, normaliseTopic(query.topic));
        if (!session) throw notFound("A tutoring session for this topic");
        return loadSessionView(ctx.database, session);
      },
      { ...access, query: SessionQuery, response: TutoringSession },
    )
    .post(
      "/session",
      async ({ user, body }) => loadSessionView(ctx.database, await createSession(ctx, user.id, body)),
      { ...access, body: CreateSessionBody, response: TutoringSession },
    )
    .get("/session/:id", ({ user, params }) => view(user.id, params.id), {
      ...access,
      params: SessionParams,
      response: TutoringSession,
    })
    .post(
      "/session/:id/section",
      async ({ user, params, body }) => {
        const session = await changeSection(ctx, await getOwnedSession(ctx.database, user.id, params.id), body.section);
        return { session: await loadSessionView(ctx.database, session) };
      },
      { ...access, params: SessionParams, body: SectionBody, response: SessionEnvelope },
    )
    .post(
      "/session/:id/pause",
      async ({ user, params }) =>
        loadSessionView(
          ctx.database,
          await setSessionStatus(ctx.database, await getOwnedSession(ctx.database, user.id, params.id), "paused"),
        ),
      { ...access, params: SessionParams, response: TutoringSession },
    )
    .post(
      "/session/:id/end",
      async ({ user, params }) =>
        loadSessionView(
          ctx.database,
          await setSessionStatus(ctx.database, await getOwnedSession(ctx.database, user.id, params.id), "ended"),
        ),
      { ...access, params: SessionParams, response: TutoringSession },
    )
    .post(
      "/session/:id/message",
      async ({ user, params, body, headers, request }) => {
        const prepared = await prepareTurn(ctx, user.id, params.id, body);
        if (headers.accept?.includes("text/event-stream")) return streamTurn(ctx, prepared, request.signal);
        for await (const event of runTurn(ctx, prepared, request.signal)) {
          if (event.type === "end") return event.session;
        }
        throw new AppError(
          "AI_FAILED",
          "The tutor could not answer just now. Your message is saved; please press Resend.",
        );
      },
      { ...access, params: SessionParams, body: MessageBody },
    );
}

/**
 * The chat turn as server-sent events (spec §7): `message` events carrying `{"chunk": "..."}` as
 * the reply is generated, then `end` carrying `{"session": {...}}`. A failure after the stream has
 * started is an `error` event carrying `{ error, code }`; the student's message is kept.
 */
async function* streamTurn(ctx: AppContext, prepared: PreparedTurn, signal: AbortSignal) {
  try {
    for await (const event of runTurn(ctx, prepared, signal, true)) {
      if (event.type === "chunk") yield sse({ event: "message", data: { chunk: event.chunk } });
      else yield sse({ event: "end", data: { session: event.session } });
    }
  } catch (error) {
    const appError =
      error instanceof AppError
        ? error
        : new AppError("AI_FAILED", "The tutor could not answer just now. Your message is saved; please press Resend.");
    yield sse({ event: "error", data: appError.toBody() });
  }
}
