import { messageOf } from "@bloom/client";
import { Banner, type MessageKey, Spinner, type Translate, useT } from "@bloom/ui";
import { Disclosure } from "../Disclosure";
import { formatTime } from "../format";
import { useAuditLog } from "./data";
import { useOversightWords } from "./words";

const ACTION_LABEL: Record<string, MessageKey> = {
  read_alert: "oversight.audit.action.read_alert",
  read_chat: "oversight.audit.action.read_chat",
  list_chats: "oversight.audit.action.list_chats",
  export_account: "oversight.audit.action.export_account",
  delete_account: "oversight.audit.action.delete_account",
};

const REASON_LABEL: Record<string, MessageKey> = {
  alert: "oversight.audit.reason.alert",
  browse: "oversight.audit.reason.browse",
};

/** The district's audit log: who read or changed whose data, when and why. District admins only. */
export function AuditLog() {
  const t = useT();
  return (
    <div className="dash-audit">
      <Disclosure headingLevel={3} title={(open) => t(open ? "oversight.audit.hide" : "oversight.audit.show")}>
        <AuditEvents />
      </Disclosure>
    </div>
  );
}

function AuditEvents() {
  const events = useAuditLog(true);
  const { t, activity, tag } = useOversightWords();
  if (events.isPending) return <Spinner label={t("oversight.audit.loading")} showLabel size="small" />;
  if (events.isError) return <Banner variant="error">{messageOf(events.error, t("oversight.audit.failed"))}</Banner>;
  if (events.data.length === 0) return <p className="dash-empty">{t("oversight.audit.empty")}</p>;
  return (
    <ul className="dash-audit-list" aria-label={t("oversight.audit.label")}>
      {events.data.map((event) => (
        <li key={event.id}>
          {when(t, activity, tag, event)}: <strong>{event.actorName || t("oversight.alert.anAdult")}</strong>{" "}
          {event.action === "retry_delivery" ? (
            // The reason holds what was retried ("Safety email"); a district notice is about no one person.
            t("oversight.audit.retried", { what: event.reason })
          ) : (
            <>
              {ACTION_LABEL[event.action] ? t(ACTION_LABEL[event.action]!) : event.action}{" "}
              {event.subjectName ?? t("oversight.audit.deletedAccount")}
              {event.reason ? `, ${REASON_LABEL[event.reason] ? t(REASON_LABEL[event.reason]!) : event.reason}` : ""}
            </>
          )}
          {event.count > 1 ? t("oversight.audit.times", { count: event.count }) : ""}
        </li>
      ))}
    </ul>
  );
}

/**
 * When it happened: one time, or for a line of repeats the first and last ("Nov 3, 14:05 to 14:35";
 * the second date only when the run crossed midnight; one time when all fell in one minute). Every repeat is stored; the line only counts them.
 */
function when(
  t: Translate,
  activity: (iso: string) => string,
  tag: string,
  event: { createdAt: string; firstAt: string; count: number },
): string {
  const first = activity(event.firstAt);
  const last = activity(event.createdAt);
  // Within one minute, one time says it all.
  if (event.count === 1 || first === last) return last;
  const sameDay = new Date(event.firstAt).toDateString() === new Date(event.createdAt).toDateString();
  const end = sameDay ? formatTime(event.createdAt, { locale: tag }) : last;
  return t("oversight.audit.range", { first, end });
}
