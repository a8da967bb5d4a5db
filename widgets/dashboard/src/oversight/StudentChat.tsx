import { messageOf } from "@bloom/client";
import { countOf, safetyCategoryLabel } from "@bloom/domain";
import { Banner, Button, DeferredMarkdown, Spinner } from "@bloom/ui";
import { formatActivity } from "../format";
import { useStudentChat, useStudentSessions } from "./data";

/** A message names its flag for the adult reading the chat; a model reply the screen replaced has a flag of its own. */
function flagName(category: string): string {
  return category === "model_reply" ? "A model reply the screen replaced" : safetyCategoryLabel(category);
}

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
  return (
    <div className="dash-student-chat">
      <Button variant="secondary" size="small" onClick={onBack}>
        ← Back
      </Button>
      <p className="dash-meta">Read-only. Opening a student's conversation is recorded in your district's audit log.</p>
      {sessions.isPending && <Spinner label="Loading sessions" showLabel size="small" />}
      {sessions.isError && (
        <Banner variant="error">{messageOf(sessions.error, "Failed to load the student's sessions.")}</Banner>
      )}
      {sessions.data && (
        <>
          <h3>{sessions.data.student.name || "Student"}'s tutoring sessions</h3>
          {sessions.data.sessions.length === 0 ? (
            <p className="dash-empty">No tutoring sessions yet.</p>
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
                      · {formatActivity(session.lastActivityAt)} · {countOf(session.messageCount, "message")}
                      {session.flaggedCount > 0 ? ` · ${session.flaggedCount} flagged` : ""}
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
  if (chat.isPending) return <Spinner label="Loading the conversation" showLabel size="small" />;
  if (chat.isError) return <Banner variant="error">{messageOf(chat.error, "Failed to load the conversation.")}</Banner>;
  const { session, student, messages } = chat.data;
  return (
    <section className="dash-conversation" aria-label={`Conversation on ${session.topic}`}>
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
              {message.role === "USER" ? student.name || "Student" : "Tutor"} · {formatActivity(message.createdAt)}
            </span>
            {message.flag && (
              <strong className="dash-flag">
                {message.flag.severity === "concern" ? "For review" : "Flagged"}: {flagName(message.flag.category)} (
                {message.flag.severity})
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
