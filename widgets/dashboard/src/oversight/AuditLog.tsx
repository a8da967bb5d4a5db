import { messageOf } from "@bloom/client";
import { Banner, Spinner } from "@bloom/ui";
import { Disclosure } from "../Disclosure";
import { formatActivity, formatTime } from "../format";
import { useAuditLog } from "./data";

const ACTION_LABEL: Record<string, string> = {
  read_alert: "read a safety alert about",
  read_chat: "read a tutoring chat of",
  list_chats: "listed the tutoring sessions of",
  export_account: "exported the data of",
  delete_account: "deleted the account of",
};

const REASON_LABEL: Record<string, string> = { alert: "following an alert", browse: "reading the class" };

/** The district's audit log: who read or changed whose data, when and why. District admins only. */
export function AuditLog() {
  return (
    <div className="dash-audit">
      <Disclosure headingLevel={3} title={(open) => `${open ? "Hide" : "Show"} audit log`}>
        <AuditEvents />
      </Disclosure>
    </div>
  );
}

function AuditEvents() {
  const events = useAuditLog(true);
  if (events.isPending) return <Spinner label="Loading the audit log" showLabel size="small" />;
  if (events.isError)
    return <Banner variant="error">{messageOf(events.error, "Failed to load the audit log.")}</Banner>;
  if (events.data.length === 0) return <p className="dash-empty">Nobody has read another person's records yet.</p>;
  return (
    <ul className="dash-audit-list" aria-label="Audit log">
      {events.data.map((event) => (
        <li key={event.id}>
          {when(event)}: <strong>{event.actorName || "An adult"}</strong>{" "}
          {event.action === "retry_delivery" ? (
            // The reason holds what was retried ("Safety email"); a district notice is about no one person.
            `retried a failed delivery (${event.reason})`
          ) : (
            <>
              {ACTION_LABEL[event.action] ?? event.action} {event.subjectName ?? "a deleted account"}
              {event.reason ? `, ${REASON_LABEL[event.reason] ?? event.reason}` : ""}
            </>
          )}
          {event.count > 1 ? ` (${event.count} times)` : ""}
        </li>
      ))}
    </ul>
  );
}

/**
 * When it happened: one time, or for a line of repeats the first and last ("Nov 3, 14:05 to 14:35";
 * the second date only when the run crossed midnight; one time when all fell in one minute). Every repeat is stored; the line only counts them.
 */
function when(event: { createdAt: string; firstAt: string; count: number }): string {
  const first = formatActivity(event.firstAt);
  const last = formatActivity(event.createdAt);
  // Within one minute, one time says it all.
  if (event.count === 1 || first === last) return last;
  const sameDay = new Date(event.firstAt).toDateString() === new Date(event.createdAt).toDateString();
  const end = sameDay ? formatTime(event.createdAt) : last;
  return `${first} to ${end}`;
}
