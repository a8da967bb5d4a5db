import type { TutoringSession } from "@bloom/api/models";
import { apiErrorOf, messageOf, sendChatMessage, slowDownMessage, useWidgetHost } from "@bloom/client";
import { type Translate, useT } from "@bloom/ui";
import { useCallback, useEffect, useRef, useState } from "react";

/** A message the student sent that the server has not confirmed yet (spec §3: pending, error). */
export interface LocalMessage {
  clientMessageId: string;
  content: string;
  status: "pending" | "error";
  /** Why it failed, when the server said something the student should read (a rate limit); kept for Resend. */
  failure?: string;
}

export type SessionPhase = "idle" | "loading" | "creating" | "ready" | "failed";

/** The dead-connection sentence (the message is kept for Resend), else undefined for the plain "Failed to send.". */
function connectionLost(failure: unknown, t: Translate): string | undefined {
  return apiErrorOf(failure)?.code === "CONNECTION_LOST" ? t("tutor.connectionLost") : undefined;
}

/** How long the section-switch loading screen's two steps take (spec §9). */
const SECTION_SWITCH_MS = 800 + 600;

/**
 * The chat session for a subject and topic (spec §4 Chat session load, Chat message lifecycle,
 * Section change): fetch the existing session, create one when there is none, pause it when the subject or
 * topic changes or the widget goes away; send messages with a pending copy and a streamed reply.
 */
export function useTutoringSession(subjectId: string | null, topic: string | null) {
  const { client } = useWidgetHost();
  const t = useT();
  // The loading effect reads the messages through a ref: a change of language must not reload the session.
  const translate = useRef(t);
  translate.current = t;
  const [session, setSession] = useState<TutoringSession | null>(null);
  const [phase, setPhase] = useState<SessionPhase>("idle");
  const [error, setError] = useState<string | null>(null);
  const [local, setLocal] = useState<LocalMessage[]>([]);
  const [streaming, setStreaming] = useState<string | null>(null);
  const [switchingTo, setSwitchingTo] = useState<string | null>(null);
  const [sectionError, setSectionError] = useState<string | null>(null);
  const sessionRef = useRef<TutoringSession | null>(null);
  sessionRef.current = session;
  // The student's sent messages, by the server's id, keep the key they had while pending: the chat
  // then shows the same element before and after the reply, and a screen reader does not read it twice.
  const sentKeys = useRef(new Map<string, string>());
  // Bumped to load the topic again from the start (after its conversation was deleted).
  const [generation, setGeneration] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `generation` is the reload trigger.
  useEffect(() => {
    setSession(null);
    sentKeys.current.clear();
    setLocal([]);
    setStreaming(null);
    setError(null);
    setSectionError(null);
    if (!subjectId || !topic) {
      setPhase("idle");
      return;
    }
    const cleanTopic = topic.trim();
    let cancelled = false;
    let loadedId: string | null = null;
    setPhase("loading");
    (async () => {
      const found = await client.api.tutoring.session.active.get({ query: { subjectId, topic: cleanTopic } });
      if (cancelled) return;
      if (!found.response.ok || !found.data) {
        setError(translate.current("tutor.session.loadFailed"));
        setPhase("failed");
        return;
      }
      if (found.data.session) {
        loadedId = found.data.session.id;
        setSession(found.data.session);
        setPhase("ready");
        return;
      }
      setPhase("creating");
      try {
        const created = await client.unwrap(
          client.api.tutoring.session.post({ subjectId, topic: cleanTopic }),
          translate.current("tutor.session.createFailed"),
        );
        loadedId = created.id;
        if (cancelled) return;
        setSession(created);
        setPhase("ready");
      } catch (failure) {
        if (cancelled) return;
        setError(refusalSentence(failure) ?? translate.current("tutor.session.createFailed"));
        setPhase("failed");
      }
    })().catch(() => {
      if (!cancelled) {
        setError(translate.current("tutor.session.loadFailed"));
        setPhase("failed");
      }
    });
    return () => {
      cancelled = true;
      // Closing the view closes the session; it reopens when the student comes back.
      if (loadedId)
        void client.api.tutoring
          .session({ id: loadedId })
          .pause.post()
          .catch(() => undefined);
    };
  }, [client, subjectId, topic, generation]);

  /** Deletes this topic's conversation (its progress stays) and starts a new one. */
  const deleteConversation = useCallback(async () => {
    const current = sessionRef.current;
    if (!current) return;
    await client.unwrap(client.api.tutoring.session({ id: current.id }).delete(), t("tutor.deleteConversation.failed"));
    setGeneration((count) => count + 1);
  }, [client, t]);

  const deliver = useCallback(
    async (message: LocalMessage) => {
      const current = sessionRef.current;
      if (!current) return;
      setLocal((messages) =>
        messages.map((m) => (m.clientMessageId === message.clientMessageId ? { ...m, status: "pending" } : m)),
      );
      setStreaming("");
      try {
        const updated = await sendChatMessage(client, current.id, message.content, {
          clientMessageId: message.clientMessageId,
          onChunk: (chunk) => setStreaming((text) => (text ?? "") + chunk),
          onReplace: (content) => setStreaming(content),
        });
        const known = new Set(current.messages.map((m) => m.id));
        const sent = updated.messages.find((m) => m.role === "USER" && !known.has(m.id));
        if (sent) sentKeys.current.set(sent.id, message.clientMessageId);
        setSession(updated);
        setLocal((messages) => messages.filter((m) => m.clientMessageId !== message.clientMessageId));
      } catch (failure) {
        setLocal((messages) =>
          messages.map((m) =>
            m.clientMessageId === message.clientMessageId
              ? { ...m, status: "error", failure: slowDownMessage(failure) ?? connectionLost(failure, t) }
              : m,
          ),
        );
      } finally {
        setStreaming(null);
      }
    },
    [client, t],
  );

  /** Sends a message: trimmed, never empty, one at a time. */
  const send = useCallback(
    (text: string) => {
      const content = text.trim();
      if (!content || streaming !== null || !sessionRef.current) return false;
      const message: LocalMessage = { clientMessageId: crypto.randomUUID(), content, status: "pending" };
      setLocal((messages) => [...messages, message]);
      void deliver(message);
      return true;
    },
    [deliver, streaming],
  );

  /** Sends a failed message again, with the same id, so the server stores it once. */
  const resend = useCallback(
    (clientMessageId: string) => {
      const message = local.find((m) => m.clientMessageId === clientMessageId);
      if (message && streaming === null) void deliver(message);
    },
    [deliver, local, streaming],
  );

  /** Moves to another section; nothing happens for the current one or while a switch is running. */
  const changeSection = useCallback(
    async (section: string) => {
      const current = sessionRef.current;
      if (!current || section === current.currentSection || switchingTo) return;
      setSwitchingTo(section);
      setSectionError(null);
      try {
        const [result] = await Promise.all([
          client.unwrap(
            client.api.tutoring.session({ id: current.id }).section.post({ section }),
            t("tutor.section.changeFailed"),
          ),
          new Promise((resolve) => setTimeout(resolve, SECTION_SWITCH_MS)),
        ]);
        setSession(result.session);
      } catch (failure) {
        const changeFailed = t("tutor.section.changeFailed");
        setSectionError(
          slowDownMessage(failure) ?? (apiErrorOf(failure) ? changeFailed : messageOf(failure, changeFailed)),
        );
      } finally {
        setSwitchingTo(null);
      }
    },
    [client, switchingTo, t],
  );

  /** The key a message is shown under: the pending copy's, for a message this page sent. */
  const messageKey = useCallback((id: string) => sentKeys.current.get(id) ?? id, []);

  return {
    session,
    messageKey,
    phase,
    error,
    local,
    streaming,
    send,
    resend,
    changeSection,
    switchingTo,
    sectionError,
    sending: streaming !== null,
    deleteConversation,
  };
}

/**
 * The server's own sentence for a session it will not open: a rate limit, or a topic of a built-in
 * course that needs an AI model (placed by a host, so the outline's mark was never seen).
 */
function refusalSentence(failure: unknown): string | undefined {
  if (apiErrorOf(failure)?.code === "NEEDS_AI_MODEL" && failure instanceof Error) return failure.message;
  return slowDownMessage(failure);
}
