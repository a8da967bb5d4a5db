import { messageOf } from "@bloom/client";
import { Banner, Button, DeferredMarkdown, Spinner } from "@bloom/ui";
import { useId, useState } from "react";
import { formatActivity } from "../format";
import { STATUS_LABEL } from "./AlertList";
import { type AlertAction, useAlert, useAlertAction } from "./data";

const AUDIENCE_LABEL = {
  teacher: "Course teacher",
  school_admin: "School admin",
  district_admin: "District admin",
  safety_contact: "District safety contact",
  guardian: "Parent or guardian",
} as const;

const SEVERITY_HEADING = {
  critical: "Critical: a person may be in danger",
  standard: "Standard",
  concern: "Review: a possible risk the screen was not sure of; the lesson went on",
} as const;

const DELIVERY_LABEL = { pending: "Sending (will try again)", delivered: "Delivered", failed: "Failed" } as const;

/**
 * One alert: the flagged messages and the tutor's replies, why the screen flagged them, who was
 * emailed and whether it arrived, the adults' notes, and what to do about it.
 */
export function AlertView({
  id,
  onBack,
  onOpenChat,
}: {
  id: string;
  onBack: () => void;
  onOpenChat: (chat: { studentId: string; sessionId: string | null; reason: "alert" }) => void;
}) {
  const alert = useAlert(id);
  const act = useAlertAction(id);
  const [note, setNote] = useState("");
  const noteId = useId();

  if (alert.isPending) return <Spinner label="Loading the alert" showLabel />;
  if (alert.isError)
    return (
      <>
        <Button variant="secondary" size="small" onClick={onBack}>
          ← All alerts
        </Button>
        <Banner variant="error">{messageOf(alert.error, "Failed to load the alert.")}</Banner>
      </>
    );
  const data = alert.data;
  const run = (action: AlertAction) => act.mutate({ action, note }, { onSuccess: () => setNote("") });

  return (
    <article className={`dash-alert is-${data.severity}`} aria-labelledby={`${noteId}-title`}>
      <Button variant="secondary" size="small" onClick={onBack}>
        ← All alerts
      </Button>
      <h3 id={`${noteId}-title`}>
        {data.student.name || "A student"}: {data.categoryLabel}
      </h3>
      <p className="dash-meta">
        <span className={`dash-severity is-${data.severity}`}>{SEVERITY_HEADING[data.severity]}</span> ·{" "}
        {STATUS_LABEL[data.status]} · {data.session ? `${data.session.subject} → ${data.session.topic} · ` : ""}
        {formatActivity(data.lastMessageAt)}
      </p>
      {data.severity === "critical" && data.status !== "resolved" && (
        <Banner variant="warning">
          Please check on this student today, following your school's safeguarding procedure. If a child is in danger
          right now, call 911.
        </Banner>
      )}

      <h4>What was written</h4>
      <ol className="dash-chat">
        {data.items.map((item, index) => (
          // Items are fixed once written and listed in time order.
          // biome-ignore lint/suspicious/noArrayIndexKey: an item may have lost its message to retention.
          <li key={index}>
            {item.message ? (
              <div className="dash-chat-message is-student is-flagged">
                <span className="dash-chat-who">{data.student.name || "Student"} (flagged)</span>
                <p>{item.message.content}</p>
              </div>
            ) : (
              <p className="dash-meta">This message is no longer kept.</p>
            )}
            {item.reply && (
              <div className="dash-chat-message is-tutor">
                <span className="dash-chat-who">Tutor</span>
                <DeferredMarkdown>{item.reply.content}</DeferredMarkdown>
              </div>
            )}
          </li>
        ))}
      </ol>
      <Button
        variant="secondary"
        onClick={() => onOpenChat({ studentId: data.student.id, sessionId: data.session?.id ?? null, reason: "alert" })}
      >
        Read the whole conversation
      </Button>

      <h4>Why it was flagged</h4>
      <p className="dash-meta">
        Screened by {engineNames(data.engines)}.{" "}
        {Object.entries(data.scores)
          .filter(([, score]) => score >= 0.1)
          .sort((a, b) => b[1] - a[1])
          .slice(0, 5)
          .map(([name, score]) => `${name} ${Math.round(score * 100)}%`)
          .join(", ")}
      </p>

      <h4>Who was told</h4>
      {data.deliveries.length === 0 ? (
        <p className="dash-meta">Nobody was emailed: this alert is shown here only.</p>
      ) : (
        <ul className="dash-deliveries">
          {data.deliveries.map((delivery) => (
            <li key={delivery.recipient}>
              {AUDIENCE_LABEL[delivery.audience]} ({delivery.recipient}): {DELIVERY_LABEL[delivery.status]}
              {delivery.status !== "delivered" && delivery.lastError ? ` — ${delivery.lastError}` : ""}
            </li>
          ))}
        </ul>
      )}

      <h4 id={`${noteId}-notes`}>Notes</h4>
      {data.notes.length === 0 ? (
        <p className="dash-meta">No notes yet.</p>
      ) : (
        <ul className="dash-notes" aria-labelledby={`${noteId}-notes`}>
          {data.notes.map((entry) => (
            <li key={entry.createdAt + entry.action}>
              <strong>{entry.authorName || "An adult"}</strong> {NOTE_VERB[entry.action]} ·{" "}
              {formatActivity(entry.createdAt)}
              {entry.text && <p>{entry.text}</p>}
            </li>
          ))}
        </ul>
      )}
      <label htmlFor={noteId} className="dash-label">
        Note (optional when resolving)
      </label>
      <textarea
        id={noteId}
        className="bl-input dash-note-input"
        rows={3}
        maxLength={2000}
        value={note}
        onChange={(event) => setNote(event.target.value)}
      />
      {act.isError && (
        <Banner variant="error">{messageOf(act.error, "Failed to update the alert. Please try again.")}</Banner>
      )}
      <div className="dash-actions">
        {data.status === "open" && (
          <Button variant="secondary" disabled={act.isPending} onClick={() => run("acknowledge")}>
            Acknowledge
          </Button>
        )}
        {data.status !== "resolved" ? (
          <Button disabled={act.isPending} onClick={() => run("resolve")}>
            Resolve
          </Button>
        ) : (
          <Button variant="secondary" disabled={act.isPending} onClick={() => run("reopen")}>
            Reopen
          </Button>
        )}
        <Button variant="secondary" disabled={act.isPending || !note.trim()} onClick={() => run("note")}>
          Add note
        </Button>
      </div>
    </article>
  );
}

const NOTE_VERB = {
  note: "wrote",
  acknowledge: "acknowledged it",
  resolve: "resolved it",
  reopen: "reopened it",
} as const;

/** "offline+openai" → "Bloom's offline screen and OpenAI moderation". */
function engineNames(engines: string): string {
  const names = engines
    .split("+")
    .filter(Boolean)
    .map((engine) => (engine === "openai" ? "OpenAI moderation" : "Bloom's offline screen"));
  return names.length > 0 ? names.join(" and ") : "Bloom's offline screen";
}
