import { createQueryClient, type WidgetHost, WidgetHostProvider } from "@bloom/client";
import { I18nProvider, supportedLocale } from "@bloom/ui";
import { QueryClientProvider } from "@tanstack/react-query";
import { useState } from "react";
import { PracticeGallery } from "./PracticeGallery";
import { flashcardsStyles } from "./styles";

export interface FlashcardsWidgetProps {
  host: WidgetHost;
  /** `{ view: "flashcards" }` opens the flashcards page straight away (e.g. from an LMS link). */
  initial?: Record<string, string>;
}

/** The practice widget: the same component in the shell, in an LMS frame and in its custom element. */
export default function FlashcardsWidget({ host, initial }: FlashcardsWidgetProps) {
  const [queries] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queries}>
      <WidgetHostProvider host={host}>
        <I18nProvider locale={supportedLocale(host.locale) ?? "en"}>
          <style>{flashcardsStyles}</style>
          <PracticeGallery initial={initial} />
        </I18nProvider>
      </WidgetHostProvider>
    </QueryClientProvider>
  );
}
