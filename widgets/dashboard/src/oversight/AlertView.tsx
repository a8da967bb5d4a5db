import { messageOf } from "@bloom/client";
import { Banner, Button, DeferredMarkdown, type MessageKey, Spinner, type Translate } from "@bloom/ui";
import { useId, useState } from "react";
import { STATUS_LABEL } from "./AlertList";
import { type AlertAction, useAlert, useAlertAction } from "./data";
import { categoryName, useOversightWords } from "./words";

const AUDIENCE_LABEL = {
  teacher: "oversight.alert.audience.teacher",
  school_admin: "oversight.alert.audience.school_admin",
  district_admin: "oversight.alert.audience.district_admin",
  safety_contact: "oversight.alert.audience.safety_contact",
  guardian: "oversight.alert.audience.guardian",
} as const satisfies Record<string, MessageKey>;

const SEVERITY_HEADING = {
  critical: "oversight.alert.heading.critical",
  standard: "oversight.alert.heading.standard",
  concern: "oversight.alert.heading.concern",
} as const satisfies Record<string, MessageKey>;

const DELIVERY_LABEL = {
  pending: "oversight.alert.delivery.pending",
  delivered: "oversight.alert.delivery.delivered",
  failed: "oversight.alert.delivery.failed",
} as const satisfies Record<string, MessageKey>;

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
  const { t, activity, tag } = useOversightWords();

  if (alert.isPending) return <Spinner label={t("oversight.alert.loading")} showLabel />;
  if (alert.isError)
    return (
      <>
        <Button variant="secondary" size="small" onClick={onBack}>
          {t("oversight.alert.back")}
        </Button>
        <Banner variant="error">{messageOf(alert.error, t("oversight.alert.failed"))}</Banner>
      </>
    );
  const data = alert.data;
  const run = (action: AlertAction) => act.mutate({ action, note }, { onSuccess: () => setNote("") });

  return (
    <article className={`dash-alert is-${data.severity}`} aria-labelledby={`${noteId}-title`}>
      <Button variant="secondary" size="small" onClick={onBack}>
        {t("oversight.alert.back")}
      </Button>
      <h3 id={`${noteId}-title`}>
        {data.student.name || t("oversight.aStudent")}: {categoryName(t, data.category)}
      </h3>
      <p className="dash-meta">
        <span className={`dash-severity is-${data.severity}`}>{t(SEVERITY_HEADING[data.severity])}</span> ·{" "}
        {t(STATUS_LABEL[data.status])} · {data.session ? `${data.session.subject} → ${data.session.topic} · ` : ""}
        {activity(data.lastMessageAt)}
      </p>
      {data.severity === "critical" && data.status !== "resolved" && (
        <Banner variant="warning">{t("oversight.alert.checkToday")}</Banner>
      )}

      <h4>{t("oversight.alert.written")}</h4>
      <ol className="dash-chat">
        {data.items.map((item, index) => (
          // Items are fixed once written and listed in time order.
          // biome-ignore lint/suspicious/noArrayIndexKey: an item may have lost its message to retention.
          <li key={index}>
            {item.message ? (
              <div className="dash-chat-message is-student is-flagged">
                <span className="dash-chat-who">
                  {t("oversight.alert.flagged", { name: data.student.name || t("oversight.student") })}
                </span>
                <p>{item.message.content}</p>
              </div>
            ) : (
              <p className="dash-meta">{t("oversight.alert.notKept")}</p>
            )}
            {item.reply && (
              <div className="dash-chat-message is-tutor">
                <span className="dash-chat-who">{t("tutor.tutor")}</span>
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
        {t("oversight.alert.readAll")}
      </Button>

      <h4>{t("oversight.alert.why")}</h4>
      <p className="dash-meta">
        {t("oversight.alert.screenedBy", { engines: engineNames(t, data.engines) })}{" "}
        {Object.entries(data.scores)
          .filter(([, score]) => score >= 0.1)
          .sort((a, b) => b[1] - a[1])
          .slice(0, 5)
          .map(
            ([name, score]) =>
              `${name} ${new Intl.NumberFormat(tag, { style: "percent" }).format(Math.round(score * 100) / 100)}`,
          )
          .join(", ")}
      </p>

      <h4>{t("oversight.alert.whoTold")}</h4>
      {data.deliveries.length === 0 ? (
        <p className="dash-meta">{t("oversight.alert.nobodyEmailed")}</p>
      ) : (
        <ul className="dash-deliveries">
          {data.deliveries.map((delivery) => (
            <li key={delivery.recipient}>
              {t(AUDIENCE_LABEL[delivery.audience])} ({delivery.recipient}): {t(DELIVERY_LABEL[delivery.status])}
              {delivery.status !== "delivered" && delivery.lastError ? ` — ${delivery.lastError}` : ""}
            </li>
          ))}
        </ul>
      )}

      <h4 id={`${noteId}-notes`}>{t("oversight.alert.notes")}</h4>
      {data.notes.length === 0 ? (
        <p className="dash-meta">{t("oversight.alert.noNotes")}</p>
      ) : (
        <ul className="dash-notes" aria-labelledby={`${noteId}-notes`}>
          {data.notes.map((entry) => (
            <li key={entry.createdAt + entry.action}>
              <strong>{entry.authorName || t("oversight.alert.anAdult")}</strong> {t(NOTE_VERB[entry.action])} ·{" "}
              {activity(entry.createdAt)}
              {entry.text && <p>{entry.text}</p>}
            </li>
          ))}
        </ul>
      )}
      <label htmlFor={noteId} className="dash-label">
        {t("oversight.alert.noteLabel")}
      </label>
      <textarea
        id={noteId}
        className="bl-input dash-note-input"
        rows={3}
        maxLength={2000}
        value={note}
        onChange={(event) => setNote(event.target.value)}
      />
      {act.isError && <Banner variant="error">{messageOf(act.error, t("oversight.alert.updateFailed"))}</Banner>}
      <div className="dash-actions">
        {data.status === "open" && (
          <Button variant="secondary" disabled={act.isPending} onClick={() => run("acknowledge")}>
            {t("oversight.alert.acknowledge")}
          </Button>
        )}
        {data.status !== "resolved" ? (
          <Button disabled={act.isPending} onClick={() => run("resolve")}>
            {t("oversight.alert.resolve")}
          </Button>
        ) : (
          <Button variant="secondary" disabled={act.isPending} onClick={() => run("reopen")}>
            {t("oversight.alert.reopen")}
          </Button>
        )}
        <Button variant="secondary" disabled={act.isPending || !note.trim()} onClick={() => run("note")}>
          {t("oversight.alert.addNote")}
        </Button>
      </div>
    </article>
  );
}

const NOTE_VERB = {
  note: "oversight.alert.verb.note",
  acknowledge: "oversight.alert.verb.acknowledge",
  resolve: "oversight.alert.verb.resolve",
  reopen: "oversight.alert.verb.reopen",
} as const satisfies Record<string, MessageKey>;

/** "offline+openai" → "Bloom's offline screen and OpenAI moderation". */
function engineNames(t: Translate, engines: string): string {
  const names = engines
    .split("+")
    .filter(Boolean)
    .map((engine) => t(engine === "openai" ? "oversight.alert.engine.openai" : "oversight.alert.engine.offline"));
  if (names.length === 0) return t("oversight.alert.engine.offline");
  return names.reduce((first, second) => t("oversight.alert.engines", { first, second }));
}
