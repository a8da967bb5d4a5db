import { useAuth } from "@bloom/client";
import { useQuery } from "@tanstack/react-query";
import { useShell } from "../shell-context";

/** How often the badge asks again: a teacher sees a new alert within half a minute. */
const REFRESH_MS = 30_000;

/**
 * The open safety alerts of a teacher or admin, for the "Alerts" item in the navigation; null for
 * everyone else (and while unknown), so students never send the request.
 */
export function useAlertBadge(): { open: number; critical: number } | null {
  const { client } = useShell();
  const { user } = useAuth();
  const adult = user?.role === "teacher" || user?.role === "admin";
  const counts = useQuery({
    queryKey: ["alert-badge", user?.id],
    enabled: adult,
    refetchInterval: REFRESH_MS,
    queryFn: () => client.unwrap(client.api.safety.alerts.counts.get(), "Failed to load safety alerts."),
  });
  if (!adult) return null;
  return counts.data ?? { open: 0, critical: 0 };
}
