import { messageOf, useAuth } from "@bloom/client";
import { useT } from "@bloom/ui";
import { useState } from "react";
import { useShell } from "./shell-context";

/**
 * Starts the free trial (spec §4 Subscription): succeeds into trialing, then refreshes the user.
 * Errors prefer the server's sentence, else "Failed to start trial".
 */
export function useStartTrial() {
  const { client } = useShell();
  const { refresh } = useAuth();
  const t = useT();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function startTrial(): Promise<{ trialEnd: number; daysLeft: number } | null> {
    setPending(true);
    setError(null);
    try {
      const result = await client.unwrap(client.api.billing["start-trial"].post(), t("trial.failed"));
      await refresh();
      return { trialEnd: result.trialEnd, daysLeft: result.daysLeft };
    } catch (failure) {
      setError(messageOf(failure, t("trial.failed")));
      return null;
    } finally {
      setPending(false);
    }
  }

  return { startTrial, pending, error };
}
