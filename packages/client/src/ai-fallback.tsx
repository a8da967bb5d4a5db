import { useT } from "@bloom/ui";
import { useEffect, useState } from "react";
import { AiFallbackSignal } from "./api-client";
import { useWidgetHost } from "./widget-host";

/**
 * The calm line, in the widget's language, to show while Bloom's built-in tutor stands in for the school's AI model, or null.
 * It appears on the first answer served offline and goes 10 minutes after the last one.
 */
export function useAiFallbackNotice(): string | null {
  const { client } = useWidgetHost();
  const t = useT();
  const [active, setActive] = useState(() => client.aiFallback.active());
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const update = () => {
      setActive(client.aiFallback.active());
      clearTimeout(timer);
      if (client.aiFallback.active()) timer = setTimeout(update, AiFallbackSignal.SHOWN_FOR_MS);
    };
    const unsubscribe = client.aiFallback.subscribe(update);
    update();
    return () => {
      unsubscribe();
      clearTimeout(timer);
    };
  }, [client]);
  return active ? t("common.aiFallback") : null;
}
