import { SESSION_STEPS } from "@bloom/domain";
import { t } from "elysia";

const MESSAGE_MAX = 4_000;
const TOPIC_MAX = 200;

const topic = t.String({ maxLength: TOPIC_MAX, error: `Please choose a topic of at most ${TOPIC_MAX} characters.` });
const subjectId = t.String({ minLength: 1, maxLength: 64, error: "Please choose a subject." });

export const SessionQuery = t.Object({ subjectId, topic });
export const CreateSessionBody = t.Object({ subjectId, topic });
export const SessionParams = t.Object({
  id: t.String({ minLength: 1, maxLength: 64, error: "That session was not found." }),
});
export const SectionBody = t.Object({
  section: t.String({ minLength: 1, maxLength: 200, error: "Please choose a section." }),
});
export const MessageBody = t.Object({
  message: t.String({ maxLength: MESSAGE_MAX, error: `Please keep your message under ${MESSAGE_MAX} characters.` }),
  /** Chosen by the browser for each message it sends; a resend carries the same id and is stored once. */
  clientMessageId: t.Optional(t.String({ minLength: 1, maxLength: 100, error: "clientMessageId must be a short id." })),
});

const Note = t.Object({ label: t.String() });

const ChatMessage = t.Object({
  id: t.String(),
  role: t.UnionEnum(["USER", "ASSISTANT"]),
  content: t.String(),
  createdAt: t.String(),
});

const SessionConcept = t.Object({
  id: t.String(),
  label: t.String(),
  definition: t.String(),
  /** 0–100. */
  masteryLevel: t.Number(),
  /** The name of the concept's section: a session names its sections, as `topicSections` does. */
  topicSectionId: t.String(),
});

/** A tutoring session with every field of spec §3. Mastery values are 0–1 except `masteryLevel`. */
export const TutoringSession = t.Object({
  id: t.String(),
  subjectId: t.String(),
  subject: t.String(),
  topic: t.String(),
  status: t.UnionEnum(["open", "paused", "ended"]),
  step: t.UnionEnum(SESSION_STEPS),
  mastery: t.Number(),
  topicSections: t.Array(t.String()),
  currentSection: t.String(),
  sectionMastery: t.Record(t.String(), t.Number()),
  sectionFacts: t.Record(t.String(), t.Array(Note)),
  sectionMistakes: t.Record(t.String(), t.Array(Note)),
  concepts: t.Array(SessionConcept),
  messages: t.Array(ChatMessage),
  createdAt: t.String(),
  updatedAt: t.String(),
});
export type TutoringSession = typeof TutoringSession.static;

/**
 * The chat turn's server-sent events (spec §7), one schema for the server that writes them and the
 * typed client that reads them: `message` chunks of the reply, `replace` when the reply so far
 * failed the safety screen, `notice` when the built-in tutor stood in for the school's model, then
 * `end` with the stored session, or `error` with the usual error body (the student's message is kept).
 */
export const ChatStreamEvent = t.Union([
  t.Object({ event: t.Literal("message"), data: t.Object({ chunk: t.String() }) }),
  t.Object({ event: t.Literal("replace"), data: t.Object({ content: t.String() }) }),
  t.Object({ event: t.Literal("notice"), data: t.Object({ message: t.String() }) }),
  t.Object({ event: t.Literal("end"), data: t.Object({ session: TutoringSession }) }),
  t.Object({
    event: t.Literal("error"),
    data: t.Object({ error: t.String(), code: t.String() }),
  }),
]);
export type ChatStreamEvent = typeof ChatStreamEvent.static;

/** What the stream carries: the turn's events, and a heartbeat after each few seconds of silence so a client can tell a slow reply from a dead connection. */
export const ChatStreamWireEvent = t.Union([
  ChatStreamEvent,
  t.Object({ event: t.Literal("heartbeat"), data: t.Object({}) }),
]);
export type ChatStreamWireEvent = typeof ChatStreamWireEvent.static;

export const SessionEnvelope = t.Object({ session: TutoringSession });
