import type { UserProfile } from "@bloom/api/models";
import { messageOf } from "@bloom/client";
import { Banner, Spinner, useT } from "@bloom/ui";
import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from "react";
import type { Course } from "../courses";
import { AlertList } from "./AlertList";
import { ClassList } from "./ClassList";
import { useAlertCounts } from "./data";
import { NoSafetyContactBanner } from "./SafetyReadiness";

// One alert and a student's chat are opened from the overview: they load then, not with the dashboard.
const AlertView = lazy(() => import("./AlertView").then((views) => ({ default: views.AlertView })));
const StudentChat = lazy(() => import("./StudentChat").then((views) => ({ default: views.StudentChat })));
// The admins' panels load for admins only: no student's or teacher's dashboard carries them.
const SafetySettingsPanel = lazy(() =>
  import("./SafetySettingsPanel").then((panels) => ({ default: panels.SafetySettingsPanel })),
);
const RetentionPanel = lazy(() => import("./RetentionPanel").then((panels) => ({ default: panels.RetentionPanel })));
const ModelHealthPanel = lazy(() =>
  import("./ModelHealthPanel").then((panels) => ({ default: panels.ModelHealthPanel })),
);
const DeliveriesPanel = lazy(() => import("./DeliveriesPanel").then((panels) => ({ default: panels.DeliveriesPanel })));
const AuditLog = lazy(() => import("./AuditLog").then((panels) => ({ default: panels.AuditLog })));

/** Where the adults' part of the dashboard is: the overview, one alert, or one student's chat. */
export type OversightView =
  | { kind: "overview" }
  | { kind: "alert"; id: string }
  | { kind: "chat"; studentId: string; sessionId: string | null; reason: "alert" | "browse"; back: OversightView };

/** The view a host asks for (`initial` from the shell's /alerts/:id route or an LTI placement). */
function initialView(initial: Record<string, string> | undefined): OversightView {
  if (initial?.alert) return { kind: "alert", id: initial.alert };
  return { kind: "overview" };
}

/**
 * The dashboard's part for the adults who look after students: safety alerts with the badge, the
 * classes with each student's activity and open alerts, students' chats (read-only), and for a
 * district's admin the safety settings and the audit log, and for an admin the
 * model's health and the deliveries that keep failing. It moves between its views itself, so
 * it works the same in the shell, in an LMS frame and on a portal.
 */
export function Oversight({
  user,
  initial,
  courses,
}: {
  user: UserProfile;
  initial?: Record<string, string>;
  /** The caller's LMS courses, the last launched first (see `ClassList`). */
  courses?: readonly Course[];
}) {
  const t = useT();
  const counts = useAlertCounts();
  const [view, setView] = useState<OversightView>(() => initialView(initial));
  // Pressing the warning's button asks the (lazily loaded) safety settings panel to open on a new contact.
  const [addContactRequest, setAddContactRequest] = useState(0);
  const top = useRef<HTMLElement>(null);
  const adultRole = user.role === "teacher" || user.role === "admin";
  const districtAdmin = user.role === "admin" && user.schoolId === null && user.districtId !== null;
  // A district's or a school's admin: the model's health and the deliveries that keep failing (theirs).
  const orgAdmin = user.role === "admin" && (user.districtId !== null || user.schoolId !== null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the alert asked for is the trigger.
  useEffect(() => {
    setView(initialView(initial));
    // Opened from an alert's link or the Alerts page: bring this part into view.
    if (initial?.alert || initial?.view === "alerts") top.current?.scrollIntoView?.({ block: "start" });
  }, [initial?.alert, initial?.view]);
  const go = (next: OversightView) => {
    setView(next);
    top.current?.scrollIntoView?.({ block: "start" });
    top.current?.focus();
  };

  // A student account sees this part only when it is someone's guardian (the counts say so).
  if (!adultRole && !counts.data?.looksAfterStudents) return null;

  let body: ReactNode;
  if (view.kind === "alert") {
    body = (
      <AlertView
        id={view.id}
        onBack={() => go({ kind: "overview" })}
        onOpenChat={(chat) => go({ ...chat, kind: "chat", back: view })}
      />
    );
  } else if (view.kind === "chat") {
    body = (
      <StudentChat
        studentId={view.studentId}
        sessionId={view.sessionId}
        reason={view.reason}
        onBack={() => go(view.back)}
        onPickSession={(sessionId) => go({ ...view, sessionId })}
      />
    );
  } else {
    body = (
      <>
        {districtAdmin && (
          <NoSafetyContactBanner urgent onAddContact={() => setAddContactRequest((count) => count + 1)} />
        )}
        <AlertsSection counts={counts} onOpen={(id) => go({ kind: "alert", id })} />
        {adultRole && (
          <ClassList
            admin={user.role === "admin"}
            courses={courses}
            onOpenStudent={(studentId, reason) => go({ kind: "chat", studentId, sessionId: null, reason, back: view })}
          />
        )}
        {orgAdmin && (
          // Their own fallback, so the alerts and classes above show while the panels load.
          <Suspense fallback={<Spinner label={t("oversight.loadingAdminPanels")} />}>
            {districtAdmin && (
              <SafetySettingsPanel
                addContactRequest={addContactRequest}
                onAddContactHandled={() => setAddContactRequest(0)}
              />
            )}
            {districtAdmin && <RetentionPanel />}
            <ModelHealthPanel />
            <DeliveriesPanel />
            {districtAdmin && <AuditLog />}
          </Suspense>
        )}
      </>
    );
  }
  return (
    <section ref={top} tabIndex={-1} className="dash-section dash-oversight" aria-labelledby="dash-oversight-title">
      <h2 id="dash-oversight-title">{t("oversight.title")}</h2>
      <Suspense fallback={<Spinner label={t("oversight.loading")} />}>{body}</Suspense>
    </section>
  );
}

function AlertsSection({
  counts,
  onOpen,
}: {
  counts: ReturnType<typeof useAlertCounts>;
  onOpen: (id: string) => void;
}) {
  const t = useT();
  let badge: ReactNode = null;
  if (counts.isPending) badge = <Spinner label={t("oversight.alerts.loading")} size="small" />;
  else if (counts.isError)
    badge = <Banner variant="error">{messageOf(counts.error, t("oversight.alerts.failed"))}</Banner>;
  else badge = <AlertBadge open={counts.data.open} critical={counts.data.critical} />;
  return (
    <div className="dash-alerts">
      <div className="dash-alerts-head">
        <h3>{t("oversight.alerts.title")}</h3>
        {badge}
      </div>
      <AlertList onOpen={onOpen} />
    </div>
  );
}

/** "2 open alerts, 1 critical": the number a teacher looks for first. */
function AlertBadge({ open, critical }: { open: number; critical: number }) {
  const t = useT();
  if (open === 0) return <span className="dash-badge">{t("oversight.alerts.none")}</span>;
  const text = t("oversight.alerts.badge", { open, critical });
  return (
    <span className={`dash-badge ${critical > 0 ? "is-critical" : "is-open"}`} role="status">
      {text}
    </span>
  );
}
