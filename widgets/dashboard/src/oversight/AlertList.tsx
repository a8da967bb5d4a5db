import { messageOf } from "@bloom/client";
import { Banner, Button, type MessageKey, Spinner } from "@bloom/ui";
import { type ReactNode, useState } from "react";
import { useAlerts } from "./data";
import { categoryName, useOversightWords } from "./words";

/** The alerts the adult may see: unresolved ones (critical first), or the resolved ones. */
export function AlertList({ onOpen }: { onOpen: (id: string) => void }) {
  const [status, setStatus] = useState<"unresolved" | "resolved">("unresolved");
  const alerts = useAlerts(status);
  const { t, activity } = useOversightWords();
  let body: ReactNode;
  if (alerts.isPending) body = <Spinner label={t("oversight.alerts.loading")} showLabel size="small" />;
  else if (alerts.isError)
    body = (
      <Banner variant="error" action={{ label: t("oversight.tryAgain"), onClick: () => void alerts.refetch() }}>
        {messageOf(alerts.error, t("oversight.alerts.failed"))}
      </Banner>
    );
  else if (alerts.data.length === 0)
    body = (
      <p className="dash-empty">
        {status === "unresolved" ? t("oversight.alerts.emptyOpen") : t("oversight.alerts.emptyResolved")}
      </p>
    );
  else
    body = (
      <ul className="dash-alert-list">
        {alerts.data.map((alert) => (
          <li key={alert.id} className={`dash-alert-item is-${alert.severity}`}>
            <button type="button" className="dash-alert-open" onClick={() => onOpen(alert.id)}>
              <span className={`dash-severity is-${alert.severity}`}>{t(SEVERITY_LABEL[alert.severity])}</span>
              <span className="dash-alert-title">
                {alert.student.name || t("oversight.aStudent")}: {categoryName(t, alert.category)}
              </span>
              <span className="dash-meta">
                {alert.session ? `${alert.session.subject} → ${alert.session.topic} · ` : ""}
                {activity(alert.lastMessageAt)}
                {alert.messageCount > 1 ? ` · ${t("oversight.alerts.messages", { count: alert.messageCount })}` : ""}
                {` · ${t(STATUS_LABEL[alert.status])}`}
              </span>
            </button>
          </li>
        ))}
      </ul>
    );
  return (
    <>
      <fieldset className="dash-tabs">
        <legend className="bl-visually-hidden">{t("oversight.alerts.which")}</legend>
        <Button
          size="small"
          variant={status === "unresolved" ? "primary" : "secondary"}
          aria-pressed={status === "unresolved"}
          onClick={() => setStatus("unresolved")}
        >
          {t("oversight.alerts.tab.open")}
        </Button>
        <Button
          size="small"
          variant={status === "resolved" ? "primary" : "secondary"}
          aria-pressed={status === "resolved"}
          onClick={() => setStatus("resolved")}
        >
          {t("oversight.alerts.tab.resolved")}
        </Button>
      </fieldset>
      {body}
    </>
  );
}

export const STATUS_LABEL = {
  open: "oversight.status.open",
  acknowledged: "oversight.status.acknowledged",
  resolved: "oversight.status.resolved",
} as const satisfies Record<string, MessageKey>;

/** A concern is a possible risk the screen was not sure of: for the adult to review. */
const SEVERITY_LABEL = {
  critical: "oversight.severity.critical",
  standard: "oversight.severity.standard",
  concern: "oversight.severity.concern",
} as const satisfies Record<string, MessageKey>;
