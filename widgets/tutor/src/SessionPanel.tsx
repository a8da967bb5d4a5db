import type { TutoringSession } from "@bloom/api/models";
import { intlLocale, ProgressBar, useLocale, useT } from "@bloom/ui";
import { useMemo, useRef, useState } from "react";

type Notes = TutoringSession["sectionFacts"][string];

const percent = (mastery: number) => Math.round(mastery * 100);

/** A whole percentage written as the active language writes it: "80%" in English, "80 %" in Spanish. */
function usePercentText(): (whole: number) => string {
  const locale = intlLocale(useLocale());
  return useMemo(() => {
    const format = new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 0 });
    return (whole: number) => format.format(whole / 100);
  }, [locale]);
}

/** One section: its mastery bar, its concepts, and collapsible Facts and Mistakes (spec §2 Tutoring screen). */
function SectionCard({
  session,
  section,
  onSelect,
  busy,
}: {
  session: TutoringSession;
  section: string;
  onSelect: (section: string) => void;
  busy: boolean;
}) {
  const t = useT();
  const percentText = usePercentText();
  const current = section === session.currentSection;
  const mastery = session.sectionMastery[section] ?? 0;
  const concepts = session.concepts.filter((concept) => concept.topicSectionId === section);
  return (
    <li className={`tutor-section${current ? " is-current" : ""}`} aria-current={current ? "true" : undefined}>
      <button
        type="button"
        className="tutor-section-title"
        onClick={() => onSelect(section)}
        disabled={busy || current}
      >
        <span>{section}</span>
        <span className="tutor-percent">{percentText(percent(mastery))}</span>
      </button>
      <ProgressBar value={percent(mastery)} label={t("tutor.sectionMastery", { section })} />
      <ul className="tutor-concepts">
        {concepts.map((concept) => (
          <li key={concept.id}>
            <strong>{concept.label}</strong>{" "}
            <span className="tutor-percent">{percentText(Math.round(concept.masteryLevel))}</span>
            <p>{concept.definition}</p>
          </li>
        ))}
      </ul>
      <NoteList title={t("tutor.facts")} notes={session.sectionFacts[section] ?? []} />
      <NoteList title={t("tutor.mistakes")} notes={session.sectionMistakes[section] ?? []} />
    </li>
  );
}

function NoteList({ title, notes }: { title: string; notes: Notes }) {
  const t = useT();
  const locale = intlLocale(useLocale());
  return (
    <details className="tutor-notes">
      <summary>
        {title} ({notes.length > 0 ? notes.length.toLocaleString(locale) : t("tutor.none")})
      </summary>
      {notes.length > 0 ? (
        <ul>
          {notes.map((note) => {
            const label = typeof note === "string" ? note : note.label;
            return <li key={label}>{label}</li>;
          })}
        </ul>
      ) : (
        <p>{t("tutor.none")}</p>
      )}
    </details>
  );
}

/** The chat's left panel: breadcrumb, overall mastery, and the topic's sections (hidden on small screens). */
export function SessionPanel({
  session,
  onSelectSection,
  busy,
}: {
  session: TutoringSession;
  onSelectSection: (section: string) => void;
  busy: boolean;
}) {
  const t = useT();
  const percentText = usePercentText();
  return (
    <aside className="tutor-panel" aria-label={t("tutor.panel")}>
      <nav aria-label={t("tutor.breadcrumb")} className="tutor-breadcrumb">
        {session.subject} <span aria-hidden="true">→</span> {session.topic}
      </nav>
      <p className="tutor-overall">
        {t("tutor.overall")} <strong>{percentText(percent(session.mastery))}</strong>
      </p>
      <h3>{t("tutor.sections")}</h3>
      <ul className="tutor-sections">
        {session.topicSections.map((section) => (
          <SectionCard key={section} session={session} section={section} onSelect={onSelectSection} busy={busy} />
        ))}
      </ul>
    </aside>
  );
}

/** On small screens, one section at a time with previous and next buttons and swipe. */
export function SectionCarousel({
  session,
  onSelectSection,
  busy,
}: {
  session: TutoringSession;
  onSelectSection: (section: string) => void;
  busy: boolean;
}) {
  const t = useT();
  const [index, setIndex] = useState(() => Math.max(0, session.topicSections.indexOf(session.currentSection)));
  const touchStart = useRef<number | null>(null);
  const count = session.topicSections.length;
  const go = (delta: number) => setIndex((current) => Math.min(count - 1, Math.max(0, current + delta)));
  const section = session.topicSections[Math.min(index, count - 1)];
  if (!section) return null;

  return (
    <section
      className="tutor-carousel"
      aria-roledescription={t("tutor.carousel")}
      aria-label={t("tutor.sections")}
      onTouchStart={(event) => {
        touchStart.current = event.touches[0]?.clientX ?? null;
      }}
      onTouchEnd={(event) => {
        const start = touchStart.current;
        const end = event.changedTouches[0]?.clientX;
        touchStart.current = null;
        if (start === null || end === undefined || Math.abs(end - start) < 40) return;
        go(end < start ? 1 : -1);
      }}
    >
      <div className="tutor-carousel-controls">
        <button type="button" onClick={() => go(-1)} disabled={index === 0} aria-label={t("tutor.previousSection")}>
          ‹
        </button>
        <span aria-live="polite">{t("tutor.sectionOf", { index: index + 1, count })}</span>
        <button type="button" onClick={() => go(1)} disabled={index >= count - 1} aria-label={t("tutor.nextSection")}>
          ›
        </button>
      </div>
      <ul className="tutor-sections">
        <SectionCard session={session} section={section} onSelect={onSelectSection} busy={busy} />
      </ul>
    </section>
  );
}
