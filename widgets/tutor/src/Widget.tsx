import { createQueryClient, type WidgetHost, WidgetHostProvider } from "@bloom/client";
import { I18nProvider, supportedLocale } from "@bloom/ui";
import { QueryClientProvider } from "@tanstack/react-query";
import { useState } from "react";
import { tutorStyles } from "./styles";
import { TutoringScreen } from "./TutoringScreen";

export interface TutorWidgetProps {
  host: WidgetHost;
  /** Where to start, e.g. from an LMS deep link: a subject id and name and a topic. */
  initial?: { subjectId?: string; subjectName?: string; topic?: string };
}

/** The tutoring widget: the same component in the shell, in an LMS frame and in its custom element. */
export default function TutorWidget({ host, initial }: TutorWidgetProps) {
  const [queries] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queries}>
      <WidgetHostProvider host={host}>
        <I18nProvider locale={supportedLocale(host.locale) ?? "en"}>
          {/* The widget carries its own styles, so it looks the same in the shell, a frame or a shadow root. */}
          <style>{tutorStyles}</style>
          <TutoringScreen initial={initial} />
        </I18nProvider>
      </WidgetHostProvider>
    </QueryClientProvider>
  );
}
