import { createQueryClient, type WidgetHost, WidgetHostProvider } from "@bloom/client";
import { I18nProvider, supportedLocale } from "@bloom/ui";
import { QueryClientProvider } from "@tanstack/react-query";
import { useState } from "react";
import { Dashboard } from "./Dashboard";
import { dashboardStyles } from "./styles";

export interface DashboardWidgetProps {
  host: WidgetHost;
  /** `{ alert: id }` opens that safety alert (the link in an alert email lands on /alerts/:id). */
  initial?: Record<string, string>;
}

/** The learning dashboard widget: the same component in the shell, in an LMS frame and in its custom element. */
export default function DashboardWidget({ host, initial }: DashboardWidgetProps) {
  const [queries] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queries}>
      <WidgetHostProvider host={host}>
        <I18nProvider locale={supportedLocale(host.locale) ?? "en"}>
          {/* The widget carries its own styles, so it looks the same in the shell, a frame or a shadow root. */}
          <style>{dashboardStyles}</style>
          <Dashboard initial={initial} />
        </I18nProvider>
      </WidgetHostProvider>
    </QueryClientProvider>
  );
}
