import { messageOf } from "@bloom/client";
import { Banner, Button, DeferredMarkdown, type MessageKey, Spinner } from "@bloom/ui";
import { useStudentChat, useStudentSessions } from "./data";
import { categoryName, useOversightWords } from "./words";

/**
 * A student's tutoring chats, read-only: the list of sessions, then one conversation with the
 * flagged messages highlighted. The server records each read in the audit log.
 */
export function StudentChat({
  studentId,
  sessionId,
  reason,
  onBack,
  onPickSession,
}: {
  studentId: string;
  sessionId: string | null;
  reason: "alert" | "browse";
  onBack: () => void;
  onPickSession: (sessionId: string) => void;
}) {
  const sessions = useStudentSessions(studentId, reason);
  const { t, activity } = useOversightWords();
  return (
    <div className="dash-student-chat">
      <Button variant="secondary" size="small" onClick={onBack}>
        {t("oversight.chat.back")}
      </Button>
      <p className="dash-meta">{t("oversight.chat.readOnly")}</p>
      {sessions.isPending && <Spinner label={t("oversight.chat.loadingSessions")} showLabel size="small" />}
      {sessions.isError && (
        <Banner variant="error">{messageOf(sessions.error, t("oversight.chat.sessionsFailed"))}</Banner>
      )}
      {sessions.data && (
        <>
          <h3>{t("oversight.chat.sessionsOf", { name: sessions.data.student.name || t("oversight.student") })}</h3>
          {sessions.data.sessions.length === 0 ? (
            <p className="dash-empty">{t("oversight.chat.noSessions")}</p>
          ) : (
            <ul className="dash-session-list">
              {sessions.data.sessions.map((session) => (
                <li key={session.id}>
                  <button
                    type="button"
                    className="dash-session-open"
                    aria-current={session.id === sessionId ? "true" : undefined}
                    onClick={() => onPickSession(session.id)}
                  >
                    {session.subject} → {session.topic}
                    <span className="dash-meta">
                      {" "}
                      · {activity(session.lastActivityAt)} ·{" "}
                      {t("oversight.alerts.messages", { count: session.messageCount })}
                      {session.flaggedCount > 0
                        ? ` · ${t("oversight.chat.flaggedCount", { count: session.flaggedCount })}`
                        : ""}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      {sessionId && <Conversation studentId={studentId} sessionId={sessionId} reason={reason} />}
    </div>
  );
}

function Conversation({
  studentId,
  sessionId,
  reason,
}: {
  studentId: string;
  sessionId: string;
  reason: "alert" | "browse";
}) {
  const chat = useStudentChat(studentId, sessionId, reason);
  const { t, activity } = useOversightWords();
  if (chat.isPending) return <Spinner label={t("oversight.chat.loading")} showLabel size="small" />;
  if (chat.isError) return <Banner variant="error">{messageOf(chat.error, t("oversight.chat.failed"))}</Banner>;
  const { session, student, messages } = chat.data;
  return (
    <section className="dash-conversation" aria-label={t("oversight.chat.conversationOn", { topic: session.topic })}>
      <h4>
        {session.subject} → {session.topic}
      </h4>
      <ol className="dash-chat">
        {messages.map((message) => (
          <li
            key={message.id}
            className={`dash-chat-message ${message.role === "USER" ? "is-student" : "is-tutor"}${message.flag ? ` is-flagged is-${message.flag.severity}` : ""}`}
          >
            <span className="dash-chat-who">
              {message.role === "USER" ? student.name || t("oversight.student") : t("tutor.tutor")} ·{" "}
              {activity(message.createdAt)}
            </span>
            {message.flag && (
              <strong className="dash-flag">
                {t(message.flag.severity === "concern" ? "oversight.chat.forReview" : "oversight.chat.flaggedLabel")}:{" "}
                {categoryName(t, message.flag.category)} ({t(SEVERITY_WORD[message.flag.severity])})
              </strong>
            )}
            {message.role === "USER" ? (
              <p>{message.content}</p>
            ) : (
              <DeferredMarkdown>{message.content}</DeferredMarkdown>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}

/** A flag's severity in the reader's words (lower-case in English, as the chat has always written it). */
const SEVERITY_WORD = {
  critical: "oversight.chat.severity.critical",
  standard: "oversight.chat.severity.standard",
  concern: "oversight.chat.severity.concern",
} as const satisfies Record<string, MessageKey>;
