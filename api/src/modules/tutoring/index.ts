import { Elysia, sse, t } from "elysia";
import { DEGRADED_HEADER } from "../../ai/degraded-scope";
import type { AppContext } from "../../context";
import { AppError, type ErrorBody, notFound, requestLanguage } from "../../errors";
import { rateLimits } from "../../http/rate-limit";
import type { Language } from "../../i18n";
import { authentication } from "../auth/public";
import { streamedAnswer } from "../docs/public";
import { getSubject } from "../subjects/public";
import { receiveMessage, respond, type TurnEvent } from "./chat";
import {
  type ChatStreamEvent,
  ChatStreamWireEvent,
  CreateSessionBody,
  MessageBody,
  SectionBody,
  SessionEnvelope,
  SessionParams,
  SessionQuery,
  TutoringSession,
} from "./model";
import { toTutorError } from "./screened-reply";
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
        if (!session) throw notFound("errors.notFound.topicSession");
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
      { roles: ["student", "teacher"], params: SessionParams, response: { 204: t.Void() } },
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
      async ({ user, params, body, headers, request, set }) => {
        // Receive, screen and store come before the first event, so their errors are ordinary HTTP errors.
        const language = requestLanguage(request);
        const turn = await receiveMessage(ctx, user, params.id, body, language);
        const live = headers.accept?.includes("text/event-stream") ?? false;
        const events = respond(ctx, turn, request.signal, live);
        if (live) return streamTurn(events, HEARTBEAT_MS, language);
        return answerTurn(events, (name, value) => {
          set.headers[name] = value;
        });
      },
      {
        ...access,
        rateLimit: "tutorTurns",
        params: SessionParams,
        body: MessageBody,
        detail: {
          responses: streamedAnswer(
            "With `Accept: text/event-stream`, the turn's events as they happen; otherwise the session after the turn.",
            ChatStreamWireEvent,
            TutoringSession,
          ),
        },
      },
    );
}

/**
 * How long an open turn may stay silent before it sends a heartbeat: the client treats ten seconds
 * without any event as a dead connection, so a slow model never looks like one.
 */
const HEARTBEAT_MS = 3_000;

/**
 * The chat turn as server-sent events (spec §7, `ChatStreamEvent`), with a `heartbeat` event after
 * each `heartbeatMs` of silence. A failure after the stream has started is an `error` event carrying
 * `{ error, code }`; the student's message is kept.
 */
export async function* streamTurn(
  events: AsyncIterable<TurnEvent>,
  heartbeatMs = HEARTBEAT_MS,
  language: Language = "en",
) {
  const iterator = events[Symbol.asyncIterator]();
  const heartbeat: ChatStreamWireEvent = { event: "heartbeat", data: {} };
  let finished = false;
  try {
    let next = iterator.next();
    for (;;) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const silence = new Promise<"silence">((resolve) => {
        timer = setTimeout(() => resolve("silence"), heartbeatMs);
      });
      const result = await Promise.race([next, silence]).finally(() => clearTimeout(timer));
      if (result === "silence") {
        yield sse<ChatStreamWireEvent>(heartbeat);
        continue;
      }
      if (result.done) {
        finished = true;
        return;
      }
      yield sse<ChatStreamWireEvent>(toStreamEvent(result.value));
      next = iterator.next();
    }
  } catch (error) {
    finished = true;
    yield sse<ChatStreamWireEvent>(toStreamEvent({ type: "error", body: toTutorError(error).toBody(language) }));
  } finally {
    // A student who leaves mid-turn stops the turn, as the loop over its events did.
    if (!finished) void iterator.return?.();
  }
}

function toStreamEvent(event: TurnEvent | { type: "error"; body: ErrorBody }): ChatStreamEvent {
  switch (event.type) {
    case "chunk":
      return { event: "message", data: { chunk: event.chunk } };
    case "replace":
      return { event: "replace", data: { content: event.content } };
    case "notice":
      return { event: "notice", data: { message: event.message } };
    case "end":
      return { event: "end", data: { session: event.session } };
    case "error":
      return { event: "error", data: event.body };
  }
}

/** The chat turn as one JSON answer: the stored session, with the `x-bloom-ai` header when the built-in tutor stood in. */
async function answerTurn(
  events: AsyncIterable<TurnEvent>,
  setHeader: (name: string, value: string) => void,
): Promise<TutoringSession> {
  for await (const event of events) {
    if (event.type === "notice") setHeader(DEGRADED_HEADER, "offline");
    if (event.type === "end") return event.session;
  }
  throw new AppError("AI_FAILED", "errors.tutor.failed");
}
