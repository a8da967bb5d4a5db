import type { Outline } from "@bloom/api/models";
import { messageOf, slowDownMessage } from "@bloom/client";
import { Banner, Button, Dialog, DialogActions, Spinner, useT } from "@bloom/ui";
import { type FormEvent, type ReactNode, useEffect, useId, useState } from "react";
import { useCreateSubject, useDeleteSubject, useGenerateOutline, useOutline, useSubjects } from "./data";

type OutlineTopic = Outline["topics"][number];

/** Below this width the layout is narrow (spec §9). */
export const NARROW_QUERY = "(max-width: 639.98px)";

export interface Selection {
  subjectId: string | null;
  subjectName: string | null;
  topic: string | null;
}

/** Where a placed subject's outline preparation stands (see `usePreparedOutline`). */
interface OutlinePreparation {
  isPending: boolean;
  isError: boolean;
  error: Error | null;
}

/** The sidebar's two lists: Subjects (add, delete) and the selected subject's Outline Topics. */
export function SubjectsPanel({
  selection,
  onSelect,
  narrow,
  askForFirstSubject = true,
  outlinePreparation,
}: {
  selection: Selection;
  onSelect: (next: Selection) => void;
  narrow: boolean;
  /** False when the host placed a subject: the student is never asked for one over their lesson. */
  askForFirstSubject?: boolean;
  outlinePreparation?: OutlinePreparation;
}) {
  const t = useT();
  const subjects = useSubjects();
  const remove = useDeleteSubject();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [toDelete, setToDelete] = useState<{ id: string; name: string } | null>(null);

  // On narrow screens, a student with no subjects is asked for one straight away (spec §2); never
  // when the host placed a subject or one is chosen, since the list may be read before it is added.
  const askNow = askForFirstSubject && selection.subjectId === null && selection.subjectName === null;
  useEffect(() => {
    if (askNow && narrow && subjects.isSuccess && subjects.data.length === 0) setDialogOpen(true);
  }, [askNow, narrow, subjects.isSuccess, subjects.data?.length]);

  return (
    <div className="tutor-lists">
      <section className="tutor-list" aria-labelledby="subjects-heading">
        <div className="tutor-list-head">
          <h2 id="subjects-heading">{t("tutor.subjects")}</h2>
          <Button size="small" onClick={() => setDialogOpen(true)}>
            {t("tutor.subjects.add")}
          </Button>
        </div>
        {subjects.isPending && <Spinner label={t("tutor.subjects.loading")} />}
        {subjects.isError && (
          <Banner variant="error">{messageOf(subjects.error, t("tutor.subjects.loadFailed"))}</Banner>
        )}
        {subjects.isSuccess && subjects.data.length === 0 && <p className="tutor-empty">{t("tutor.subjects.empty")}</p>}
        <ul>
          {subjects.data?.map((subject) => (
            <li key={subject.subject_id} className={subject.id === selection.subjectId ? "is-selected" : undefined}>
              <button
                type="button"
                className="tutor-list-item"
                aria-pressed={subject.id === selection.subjectId}
                onClick={() => onSelect({ subjectId: subject.id, subjectName: subject.name, topic: null })}
              >
                {subject.label}
              </button>
              <button
                type="button"
                className="tutor-delete"
                aria-label={t("tutor.subjects.deleteNamed", { name: subject.name })}
                disabled={remove.isPending}
                onClick={() => setToDelete({ id: subject.id, name: subject.name })}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
        {remove.isError && <Banner variant="error">{messageOf(remove.error, t("tutor.subjects.deleteFailed"))}</Banner>}
      </section>
      <OutlineList selection={selection} onSelect={onSelect} preparation={outlinePreparation} />
      <Dialog
        open={toDelete !== null}
        onClose={() => setToDelete(null)}
        title={
          toDelete ? t("tutor.subjects.deleteTitle", { name: toDelete.name }) : t("tutor.subjects.deleteTitleUnnamed")
        }
        description={t("tutor.subjects.deleteDescription")}
      >
        <DialogActions>
          <Button
            variant="danger"
            disabled={remove.isPending}
            onClick={() => {
              const subject = toDelete!;
              remove.mutate(subject.id, {
                onSuccess: () => {
                  setToDelete(null);
                  if (selection.subjectId === subject.id) onSelect({ subjectId: null, subjectName: null, topic: null });
                },
                onError: () => setToDelete(null),
              });
            }}
          >
            {t(remove.isPending ? "tutor.deleting" : "tutor.subjects.delete")}
          </Button>
          <Button variant="secondary" onClick={() => setToDelete(null)}>
            {t("tutor.keepIt")}
          </Button>
        </DialogActions>
      </Dialog>
      <SubjectDialog
        open={dialogOpen}
        onClose={() => setDialogOpen(false)}
        onCreated={(id, name) => onSelect({ subjectId: id, subjectName: name, topic: null })}
      />
    </div>
  );
}

function OutlineList({
  selection,
  onSelect,
  preparation,
}: {
  selection: Selection;
  onSelect: (next: Selection) => void;
  preparation?: OutlinePreparation;
}) {
  const t = useT();
  const outline = useOutline(selection.subjectId);
  const generate = useGenerateOutline(selection.subjectId);
  const generateButton = (
    <Button onClick={() => generate.mutate()} disabled={generate.isPending}>
      {t(generate.isPending ? "tutor.outline.generating" : "tutor.outline.generate")}
    </Button>
  );

  let body: ReactNode;
  if (!selection.subjectId) body = <p className="tutor-empty">{t("tutor.outline.noSubject")}</p>;
  else if (outline.isPending) body = <Spinner label={t("tutor.outline.loading")} />;
  else if (!outline.data && preparation?.isPending) body = <Spinner label={t("tutor.outline.preparing")} showLabel />;
  else if (!outline.data && preparation?.isError)
    body = (
      <div className="tutor-empty">
        <Banner variant="error">
          {slowDownMessage(preparation.error) ?? messageOf(preparation.error, t("tutor.outline.prepareFailed"))}
        </Banner>
        {generateButton}
      </div>
    );
  else if (outline.isError) body = <Banner variant="error">{t("tutor.outline.loadFailed")}</Banner>;
  else if (!outline.data)
    body = (
      <div className="tutor-empty">
        <p>{t("tutor.outline.none", { subject: selection.subjectName ?? "" })}</p>
        {generateButton}
        {generate.isError && (
          <Banner variant="error">{slowDownMessage(generate.error) ?? t("tutor.outline.generateFailed")}</Banner>
        )}
      </div>
    );
  else if (outline.data.outline.length === 0) body = <p className="tutor-empty">{t("tutor.outline.empty")}</p>;
  else body = <OutlineTopics topics={outline.data.topics} selection={selection} onSelect={onSelect} />;

  return (
    <section className="tutor-list" aria-labelledby="outline-heading">
      <h2 id="outline-heading">{t("tutor.outline")}</h2>
      {body}
    </section>
  );
}

/**
 * The outline's topics. Without an AI model, the topics the tutor cannot teach are marked before
 * anyone clicks; a built-in course's topic of that kind does not open, and a plain sentence says why
 * (there is nothing to try again until a model is connected).
 */
function OutlineTopics({
  topics,
  selection,
  onSelect,
}: {
  topics: OutlineTopic[];
  selection: Selection;
  onSelect: (next: Selection) => void;
}) {
  const t = useT();
  const [refused, setRefused] = useState<OutlineTopic | null>(null);
  const badgeId = useId();
  // A refusal belongs to the subject it was about.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the subject is the trigger.
  useEffect(() => setRefused(null), [selection.subjectId]);
  const waiting = topics.filter((topic) => !topic.canTeach).length;
  const taught = topics.length - waiting;
  return (
    <>
      {waiting > 0 && (
        <p className="tutor-outline-note">
          {taught > 0 ? t("tutor.outline.someTaught", { taught, total: topics.length }) : t("tutor.outline.noneTaught")}
        </p>
      )}
      <ul>
        {topics.map((topic, index) => (
          <li key={topic.name} className={topic.name === selection.topic ? "is-selected" : undefined}>
            <button
              type="button"
              className={`tutor-list-item${topic.canTeach ? "" : " needs-model"}`}
              aria-pressed={topic.name === selection.topic}
              aria-describedby={topic.canTeach ? undefined : `${badgeId}-${index}`}
              onClick={() => {
                if (topic.unavailableReason) setRefused(topic);
                else {
                  setRefused(null);
                  onSelect({ ...selection, topic: topic.name });
                }
              }}
            >
              {topic.name}
            </button>
            {!topic.canTeach && (
              <span id={`${badgeId}-${index}`} className="tutor-topic-badge">
                {t("tutor.outline.needsModel")}
              </span>
            )}
          </li>
        ))}
      </ul>
      <div className="tutor-outline-refusal">
        {refused && <Banner variant="info">{refused.unavailableReason}</Banner>}
      </div>
    </>
  );
}

/** "Add a New Subject" (spec §2 Subject dialog). */
function SubjectDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (id: string, name: string) => void;
}) {
  const t = useT();
  const create = useCreateSubject();
  const [name, setName] = useState("");

  async function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return;
    try {
      const subject = await create.mutateAsync(trimmed);
      setName("");
      onCreated(subject.id, subject.name);
      onClose();
    } catch {
      // The error is shown below the form.
    }
  }

  return (
    <Dialog open={open} onClose={onClose} title={t("tutor.subjects.new")}>
      <form onSubmit={submit} className="tutor-subject-form">
        <label htmlFor="subject-name" className="bl-visually-hidden">
          {t("tutor.subjects.name")}
        </label>
        <input
          id="subject-name"
          className="bl-input"
          value={name}
          onChange={(event) => setName(event.target.value)}
          placeholder={t("tutor.subjects.namePlaceholder")}
          maxLength={100}
          autoFocus
        />
        {create.isError && <Banner variant="error">{messageOf(create.error, t("tutor.subjects.addFailed"))}</Banner>}
        <Button type="submit" disabled={!name.trim() || create.isPending}>
          {t(create.isPending ? "tutor.subjects.creating" : "tutor.subjects.create")}
        </Button>
      </form>
    </Dialog>
  );
}
