import { messageOf, useAiFallbackNotice, useWidgetHost } from "@bloom/client";
import { accessDenial, nowInSeconds, trialDaysLeft } from "@bloom/domain";
import {
  Banner,
  Button,
  Dialog,
  DialogActions,
  formatDay,
  intlLocale,
  StepIndicator,
  useLocale,
  useT,
} from "@bloom/ui";
import { type ReactNode, useEffect, useState } from "react";
import { ChatView, draftKey } from "./ChatView";
import { useCreateSubject, usePreparedOutline } from "./data";
import { LoadingScreen } from "./LoadingScreen";
import { SIDE_PANEL_MIN_WIDTH, useNarrowerThan } from "./layout";
import { SectionCarousel, SessionPanel } from "./SessionPanel";
import { NARROW_QUERY, type Selection, SubjectsPanel } from "./SubjectsPanel";
import { useTutoringSession } from "./session";

/** Whether a media query matches, following changes (e.g. rotating a tablet). */
function useMediaQuery(query: string): boolean {
  const [matches, setMatches] = useState(() => globalThis.matchMedia?.(query).matches ?? false);
  useEffect(() => {
    const list = globalThis.matchMedia?.(query);
    if (!list) return;
    const update = () => setMatches(list.matches);
    update();
    list.addEventListener("change", update);
    return () => list.removeEventListener("change", update);
  }, [query]);
  return matches;
}

/** The offer or trial banner (spec §2 Tutoring screen, §4 Subscription). */
function AccessBanner() {
  const { user, navigate } = useWidgetHost();
  const t = useT();
  const locale = useLocale();
  if (!user) return null;
  const now = nowInSeconds();
  if (user.subscriptionStatus === "trialing" && user.trialEnd && user.trialEnd > now) {
    const ends = formatDay(user.trialEnd * 1000, { locale: intlLocale(locale) });
    return (
      <Banner variant="info" action={{ label: t("tutor.trial.subscribe"), onClick: () => navigate("/pricing") }}>
        {t("tutor.trial.ends", { date: ends, days: trialDaysLeft(user.trialEnd, now) })}
      </Banner>
    );
  }
  if (accessDenial(user, now)) {
    return (
      <Banner variant="warning" action={{ label: t("tutor.trial.seePlans"), onClick: () => navigate("/pricing") }}>
        {t("tutor.trial.start")}
      </Banner>
    );
  }
  return null;
}

/** The tutoring screen (spec §2): sidebar with subjects and outline, and the tutor chat. */
export function TutoringScreen({
  initial,
}: {
  initial?: { subjectId?: string; subjectName?: string; topic?: string };
}) {
  const t = useT();
  const narrow = useMediaQuery(NARROW_QUERY);
  // A chat column too narrow for the lesson panel beside it (a tablet held upright) gets the carousel.
  const [mainRef, columnNarrow] = useNarrowerThan(SIDE_PANEL_MIN_WIDTH);
  const compact = narrow || columnNarrow;
  const [sidebarOpen, setSidebarOpen] = useState(true);
  // Whether the student chose the topic here (not a host's placement): the lesson then opens with focus in the message box.
  const [studentPicked, setStudentPicked] = useState(false);
  const [selection, setSelection] = useState<Selection>({
    subjectId: initial?.subjectId ?? null,
    subjectName: initial?.subjectName ?? null,
    topic: initial?.topic ?? null,
  });
  // The subject a host placed (an LMS placement): known by id, or once it has been found or added by name.
  const [placedId, setPlacedId] = useState<string | null>(initial?.subjectId ?? null);
  const placed = Boolean(initial?.subjectId || initial?.subjectName);
  const chat = useTutoringSession(selection.subjectId, selection.topic);
  const preparing = usePreparedOutline(
    selection.subjectId,
    selection.topic,
    selection.subjectId !== null && selection.subjectId === placedId,
  );
  const aiNotice = useAiFallbackNotice();
  const ready = chat.phase === "ready" && chat.session !== null;

  // A host that names the subject only (an LMS placement) gets it found or added by name.
  const createSubject = useCreateSubject();
  const subjectToOpen = selection.subjectId === null ? selection.subjectName : null;
  const { mutate: openSubject } = createSubject;
  useEffect(() => {
    if (!subjectToOpen) return;
    openSubject(subjectToOpen, {
      onSuccess: (subject) => {
        setPlacedId(subject.id);
        setSelection((current) =>
          current.subjectId ? current : { ...current, subjectId: subject.id, subjectName: subject.name },
        );
      },
    });
  }, [subjectToOpen, openSubject]);

  let main: ReactNode;
  if (subjectToOpen && createSubject.isError) {
    main = <Banner variant="error">{createSubject.error.message}</Banner>;
  } else if (subjectToOpen) {
    main = <p className="tutor-disabled-note">{t("tutor.opening", { subject: subjectToOpen })}</p>;
  } else if (selection.subjectId && !selection.topic) {
    // A subject without a topic: the outline beside says what there is to learn; an empty chat would not.
    main = (
      <p className="tutor-disabled-note tutor-pick-topic">
        {selection.subjectName
          ? t("tutor.pickTopic", { subject: selection.subjectName })
          : t("tutor.pickTopicAnySubject")}
      </p>
    );
  } else if (!selection.subjectId || !selection.topic) {
    main = (
      <>
        <p className="tutor-disabled-note">{t("tutor.selectFirst")}</p>
        <ChatView
          session={null}
          local={[]}
          streaming={null}
          sending={false}
          disabled
          draftStorageKey={null}
          onSend={() => false}
          onResend={() => undefined}
        />
      </>
    );
  } else if (chat.phase === "creating" || chat.phase === "loading") {
    main =
      chat.phase === "creating" ? (
        <LoadingScreen mode="session" subject={selection.topic} />
      ) : (
        <p className="tutor-disabled-note">{t("tutor.loadingSession")}</p>
      );
  } else if (chat.phase === "failed") {
    main = <Banner variant="error">{chat.error}</Banner>;
  } else if (ready) {
    const session = chat.session!;
    main = (
      <div className="tutor-session">
        {!compact && (
          <SessionPanel
            session={session}
            onSelectSection={chat.changeSection}
            busy={chat.switchingTo !== null || chat.sending}
          />
        )}
        <div className="tutor-conversation">
          {compact && (
            <SectionCarousel
              session={session}
              onSelectSection={chat.changeSection}
              busy={chat.switchingTo !== null || chat.sending}
            />
          )}
          {session.step && <StepIndicator step={session.step} />}
          <DeleteConversation topic={session.topic} onDelete={chat.deleteConversation} busy={chat.sending} />
          {chat.sectionError && <Banner variant="error">{chat.sectionError}</Banner>}
          {chat.switchingTo ? (
            <LoadingScreen mode="section" subject={chat.switchingTo} />
          ) : (
            <ChatView
              session={session}
              local={chat.local}
              streaming={chat.streaming}
              sending={chat.sending}
              disabled={false}
              draftStorageKey={draftKey(selection.subjectId, selection.topic)}
              onSend={chat.send}
              onResend={chat.resend}
              messageKey={chat.messageKey}
              focusOnOpen={studentPicked}
            />
          )}
        </div>
      </div>
    );
  }

  return (
    <div className={`tutor${narrow ? " is-narrow" : ""}${compact ? " is-compact" : ""}`}>
      {/* The page's one level-one heading; the screen shows its place in the breadcrumb instead. */}
      <h1 className="bl-visually-hidden">
        {selection.subjectName && selection.topic
          ? t("tutor.headingLesson", { subject: selection.subjectName, topic: selection.topic })
          : t("tutor.heading")}
      </h1>
      <AccessBanner />
      {/* The notice's words come from the catalogue, so they follow the widget's language whatever the hook returns. */}
      {aiNotice && <Banner variant="info">{t("common.aiFallback")}</Banner>}
      <div className="tutor-layout">
        <div className="tutor-sidebar-toggle">
          <Button
            size="small"
            variant="ghost"
            aria-expanded={sidebarOpen}
            aria-controls="tutor-sidebar"
            onClick={() => setSidebarOpen((open) => !open)}
          >
            {t(sidebarOpen ? "tutor.hideSubjects" : "tutor.showSubjects")}
          </Button>
          {sidebarOpen && compact && ready && <span className="tutor-sidebar-hint">{t("tutor.hideSubjectsHint")}</span>}
        </div>
        {sidebarOpen && (
          <div id="tutor-sidebar" className="tutor-sidebar">
            <SubjectsPanel
              selection={selection}
              onSelect={(next) => {
                setStudentPicked(true);
                setSelection(next);
              }}
              narrow={narrow}
              askForFirstSubject={!placed}
              outlinePreparation={preparing}
            />
          </div>
        )}
        <section ref={mainRef} className="tutor-main" aria-label={t("tutor.chatRegion")}>
          {main}
        </section>
      </div>
    </div>
  );
}

/** "Delete conversation", behind the design system's dialog: the messages go, the progress stays. */
function DeleteConversation({
  topic,
  onDelete,
  busy,
}: {
  topic: string;
  onDelete: () => Promise<void>;
  busy: boolean;
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function confirm() {
    setPending(true);
    setError(null);
    try {
      await onDelete();
      setOpen(false);
    } catch (cause) {
      setError(messageOf(cause, t("tutor.deleteConversation.failed")));
    } finally {
      setPending(false);
    }
  }
  return (
    <div className="tutor-conversation-tools">
      <Button variant="ghost" size="small" disabled={busy} onClick={() => setOpen(true)}>
        {t("tutor.deleteConversation")}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={t("tutor.deleteConversation.title")}
        description={t("tutor.deleteConversation.description", { topic })}
      >
        {error && <Banner variant="error">{error}</Banner>}
        <DialogActions>
          <Button variant="danger" disabled={pending} onClick={() => void confirm()}>
            {t(pending ? "tutor.deleting" : "tutor.deleteConversation")}
          </Button>
          <Button variant="secondary" onClick={() => setOpen(false)}>
            {t("tutor.keepIt")}
          </Button>
        </DialogActions>
      </Dialog>
    </div>
  );
}
