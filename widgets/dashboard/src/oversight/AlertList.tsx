import { messageOf } from "@bloom/client";
import { countOf } from "@bloom/domain";
import { Banner, Button, Spinner } from "@bloom/ui";
import { type ReactNode, useState } from "react";
import { formatActivity } from "../format";
import { useAlerts } from "./data";

/** The alerts the adult may see: unresolved ones (critical first), or the resolved ones. */
export function AlertList({ onOpen }: { onOpen: (id: string) => void }) {
  const [status, setStatus] = useState<"unresolved" | "resolved">("unresolved");
  const alerts = useAlerts(status);
  let body: ReactNode;
  if (alerts.isPending) body = <Spinner label="Loading alerts" showLabel size="small" />;
  else if (alerts.isError)
    body = (
      <Banner variant="error" action={{ label: "Try again", onClick: () => void alerts.refetch() }}>
        {messageOf(alerts.error, "Failed to load safety alerts.")}
      </Banner>
    );
  else if (alerts.data.length === 0)
    body = (
      <p className="dash-empty">
        {status === "unresolved"
          ? "No open alerts. Bloom will show one here, and email you, if a student may need help."
          : "No resolved alerts yet."}
      </p>
    );
  else
    body = (
      <ul className="dash-alert-list">
        {alerts.data.map((alert) => (
          <li key={alert.id} className={`dash-alert-item is-${alert.severity}`}>
            <button type="button" className="dash-alert-open" onClick={() => onOpen(alert.id)}>
              <span className={`dash-severity is-${alert.severity}`}>{SEVERITY_LABEL[alert.severity]}</span>
              <span className="dash-alert-title">
                {alert.student.name || "A student"}: {alert.categoryLabel}
              </span>
              <span className="dash-meta">
                {alert.session ? `${alert.session.subject} → ${alert.session.topic} · ` : ""}
                {formatActivity(alert.lastMessageAt)}
                {alert.messageCount > 1 ? ` · ${countOf(alert.messageCount, "message")}` : ""}
                {` · ${STATUS_LABEL[alert.status]}`}
              </span>
            </button>
          </li>
        ))}
      </ul>
    );
  return (
    <>
      <fieldset className="dash-tabs">
        <legend className="bl-visually-hidden">Which alerts</legend>
        <Button
          size="small"
          variant={status === "unresolved" ? "primary" : "secondary"}
          aria-pressed={status === "unresolved"}
          onClick={() => setStatus("unresolved")}
        >
          Open
        </Button>
        <Button
          size="small"
          variant={status === "resolved" ? "primary" : "secondary"}
          aria-pressed={status === "resolved"}
          onClick={() => setStatus("resolved")}
        >
          Resolved
        </Button>
      </fieldset>
      {body}
    </>
  );
}

export const STATUS_LABEL = { open: "Open", acknowledged: "Acknowledged", resolved: "Resolved" } as const;

/** A concern is a possible risk the screen was not sure of: for the adult to review. */
const SEVERITY_LABEL = { critical: "Critical", standard: "Standard", concern: "Review" } as const;
