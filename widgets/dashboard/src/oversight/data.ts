import { useWidgetHost } from "@bloom/client";
import { useT } from "@bloom/ui";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

/**
 * The data of the adults' views (alerts, classes, chats, safety settings, audit), through the typed
 * client. Lists that a teacher watches during a lesson refresh every 30 seconds.
 */
export const LIVE_REFRESH_MS = 30_000;

export const oversightKeys = {
  counts: ["safety-counts"] as const,
  alerts: (status: string) => ["safety-alerts", status] as const,
  alert: (id: string) => ["safety-alert", id] as const,
  classes: (page: number, search: string) => ["classes", page, search] as const,
  class: (id: string, page: number) => ["class", id, page] as const,
  sessions: (studentId: string) => ["student-sessions", studentId] as const,
  chat: (studentId: string, sessionId: string) => ["student-chat", studentId, sessionId] as const,
  settings: ["safety-settings"] as const,
  readiness: ["safety-readiness"] as const,
  audit: ["audit"] as const,
  deliveries: ["deliveries"] as const,
};

/** Open-alert counts for the badge, and whether the caller looks after anyone (else no alerts view). */
export function useAlertCounts() {
  const { client } = useWidgetHost();
  const t = useT();
  return useQuery({
    queryKey: oversightKeys.counts,
    refetchInterval: LIVE_REFRESH_MS,
    retry: 1,
    queryFn: () => client.unwrap(client.api.safety.alerts.counts.get(), t("oversight.alerts.failed")),
  });
}

export function useAlerts(status: "unresolved" | "resolved") {
  const { client } = useWidgetHost();
  const t = useT();
  return useQuery({
    queryKey: oversightKeys.alerts(status),
    refetchInterval: LIVE_REFRESH_MS,
    queryFn: async () =>
      (await client.unwrap(client.api.safety.alerts.get({ query: { status } }), t("oversight.alerts.failed"))).alerts,
  });
}

export function useAlert(id: string) {
  const { client } = useWidgetHost();
  const t = useT();
  return useQuery({
    queryKey: oversightKeys.alert(id),
    queryFn: () => client.unwrap(client.api.safety.alerts({ id }).get(), t("oversight.alert.failed")),
  });
}

export type AlertAction = "acknowledge" | "resolve" | "reopen" | "note";

/** Acknowledge, resolve, reopen or note an alert; the alert and the lists are refreshed after. */
export function useAlertAction(id: string) {
  const { client } = useWidgetHost();
  const t = useT();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: ({ action, note }: { action: AlertAction; note: string }) => {
      const alert = client.api.safety.alerts({ id });
      const call =
        action === "note"
          ? alert.notes.post({ note })
          : action === "acknowledge"
            ? alert.acknowledge.post({ note })
            : action === "resolve"
              ? alert.resolve.post({ note })
              : alert.reopen.post({ note });
      return client.unwrap(call, t("oversight.alert.updateFailed"));
    },
    onSuccess: (alert) => {
      queries.setQueryData(oversightKeys.alert(id), alert);
      void queries.invalidateQueries({ queryKey: ["safety-alerts"] });
      void queries.invalidateQueries({ queryKey: oversightKeys.counts });
      void queries.invalidateQueries({ queryKey: ["class"] });
    },
  });
}

/** A page of the caller's classes (1 first), those whose name holds `search` if any; the page shown stays while the next one loads. */
export function useClasses(page: number, search: string) {
  const { client } = useWidgetHost();
  const t = useT();
  return useQuery({
    queryKey: oversightKeys.classes(page, search),
    placeholderData: keepPreviousData,
    // With the search it answers, since a page of the previous search is shown while the next loads.
    queryFn: async () => ({
      ...(await client.unwrap(
        client.api.classroom.classes.get({ query: search === "" ? { page } : { page, search } }),
        t("oversight.classes.failed"),
      )),
      search,
    }),
  });
}

/** A page of a class's students (1 first); the page shown stays while the next one loads. */
export function useClassOverview(id: string, page: number) {
  const { client } = useWidgetHost();
  const t = useT();
  return useQuery({
    queryKey: oversightKeys.class(id, page),
    refetchInterval: LIVE_REFRESH_MS,
    placeholderData: keepPreviousData,
    queryFn: () =>
      client.unwrap(client.api.classroom.classes({ id }).get({ query: { page } }), t("oversight.class.failed")),
  });
}

export function useStudentSessions(studentId: string, reason: "alert" | "browse") {
  const { client } = useWidgetHost();
  const t = useT();
  return useQuery({
    queryKey: oversightKeys.sessions(studentId),
    queryFn: () =>
      client.unwrap(
        client.api.classroom.students({ id: studentId }).sessions.get({ query: { reason } }),
        t("oversight.chat.sessionsFailed"),
      ),
  });
}

export function useStudentChat(studentId: string, sessionId: string, reason: "alert" | "browse") {
  const { client } = useWidgetHost();
  const t = useT();
  return useQuery({
    queryKey: oversightKeys.chat(studentId, sessionId),
    queryFn: () =>
      client.unwrap(
        client.api.classroom.students({ id: studentId }).sessions({ sessionId }).get({ query: { reason } }),
        t("oversight.chat.failed"),
      ),
  });
}

export function useSafetySettings(enabled: boolean) {
  const { client } = useWidgetHost();
  const t = useT();
  return useQuery({
    queryKey: oversightKeys.settings,
    enabled,
    queryFn: () => client.unwrap(client.api.safety.settings.get(), t("oversight.settings.loadFailed")),
  });
}

export type SafetySettingsInput = Parameters<
  ReturnType<typeof useWidgetHost>["client"]["api"]["safety"]["settings"]["put"]
>[0];

export function useSaveSafetySettings() {
  const { client } = useWidgetHost();
  const t = useT();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (input: SafetySettingsInput) =>
      client.unwrap(client.api.safety.settings.put(input), t("oversight.settings.saveFailed")),
    onSuccess: (saved) => {
      queries.setQueryData(oversightKeys.settings, saved);
      void queries.invalidateQueries({ queryKey: oversightKeys.readiness });
    },
  });
}

/** Whether the district's critical alerts have someone to go to (a district admin's question). */
export function useSafetyReadiness() {
  const { client } = useWidgetHost();
  const t = useT();
  return useQuery({
    queryKey: oversightKeys.readiness,
    queryFn: () => client.unwrap(client.api.safety.readiness.get(), t("oversight.readiness.failed")),
  });
}

export function useAuditLog(enabled: boolean) {
  const { client } = useWidgetHost();
  const t = useT();
  return useQuery({
    queryKey: oversightKeys.audit,
    enabled,
    queryFn: async () => (await client.unwrap(client.api.audit.get({ query: {} }), t("oversight.audit.failed"))).events,
  });
}
