import { Elysia, sse, t } from "elysia";
import type { AppContext } from "../../context";
import { AppError, notFound } from "../../errors";
import { rateLimits } from "../../http/rate-limit";
import { authentication } from "../auth/public";
import { getSubject } from "../subjects/public";
import { type ReceivedTurn, receiveMessage, respond } from "./chat";
import {
  type ChatStreamEvent,
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
  deleteSession,
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

  return new Elysia({ prefix: "/tutoring", name: "tutoring", tags: ["Tutoring"] })
    .use(authentication(ctx))
    .use(rateLimits(ctx.rateLimiter))
    .get(
      // "No session yet" is an ordinary answer here, not an error the browser logs (the spec's
      // GET /session below keeps its 404 for clients that follow it).
      "/session/active",
      async ({ user, query }) => {
        const subject = await getSubject(ctx.database, user.id, query.subjectId);
        const session = await findActiveSession(ctx.database, user.id, subject.id, normaliseTopic(query.topic));
        return { session: session ? await loadSessionView(ctx.database, session) : null };
      },
      { ...access, query: SessionQuery, response: t.Object({ session: t.Nullable(TutoringSession) }) },
    )
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
      // A new session and a section change each open with the tutor's reply: a turn of the model.
      { ...access, rateLimit: "tutorTurns", body: CreateSessionBody, response: TutoringSession },
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
      { ...access, rateLimit: "tutorTurns", params: SessionParams, body: SectionBody, response: SessionEnvelope },
    )
    .delete(
      "/session/:id",
      async ({ user, params, set }) => {
        await deleteSession(ctx.database, await getOwnedSession(ctx.database, user.id, params.id));
        set.status = 204;
      },
      // Deleting is the student's right over their own data, so it needs no subscription.
      { roles: ["student", "teacher"], params: SessionParams },
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
        const live = headers.accept?.includes("text/event-stream") ?? false;
        const turn = await receiveMessage(ctx, user, params.id, body, { signal: request.signal, live });
        if (live) return streamTurn(ctx, turn, request.signal);
        for await (const event of respond(ctx, turn, request.signal)) {
          if (event.type === "end") return event.session;
        }
        throw new AppError(
          "AI_FAILED",
          "The tutor could not answer just now. Your message is saved; please press Resend.",
        );
      },
      { ...access, rateLimit: "tutorTurns", params: SessionParams, body: MessageBody },
    );
}

/**
 * The chat turn as server-sent events (spec §7): `message` events carrying `{"chunk": "..."}` as
 * the reply is generated, a `replace` event carrying `{"content": "..."}` when the reply so far
 * failed the safety screen (or the model broke off) and is replaced, a `notice` event carrying
 * `{"message": "..."}` when the built-in tutor stood in for the school's model, then `end`
 * carrying `{"session": {...}, "degraded": boolean}`. A failure
 * after the stream has started is an `error` event carrying `{ error, code }`; the student's
 * message is kept.
 */
async function* streamTurn(ctx: AppContext, turn: ReceivedTurn, signal: AbortSignal) {
  let degraded = false;
  const send = (event: ChatStreamEvent) => sse(event);
  try {
    for await (const event of respond(ctx, turn, signal, true)) {
      if (event.type === "chunk") yield send({ event: "message", data: { chunk: event.chunk } });
      else if (event.type === "replace") yield send({ event: "replace", data: { content: event.content } });
      else if (event.type === "notice") {
        degraded = true;
        yield send({ event: "notice", data: { message: event.message } });
      } else yield send({ event: "end", data: { session: event.session, degraded } });
    }
  } catch (error) {
    const appError =
      error instanceof AppError
        ? error
        : new AppError("AI_FAILED", "The tutor could not answer just now. Your message is saved; please press Resend.");
    yield send({ event: "error", data: appError.toBody() });
  }
}
