import type { SubjectNode } from "@bloom/api/models";
import { messageOf } from "@bloom/client";
import { Banner, Button, Dialog, DialogActions, ScopePicker, useT } from "@bloom/ui";
import { type FormEvent, useState } from "react";
import { topicLabel } from "./filters";

/** "Create New Flashcard" (spec §2, §5): subject, topic, question and answer required after trimming. */
export function CreateDialog({
  tree,
  treeError,
  onClose,
  onCreate,
}: {
  tree: SubjectNode[];
  treeError: boolean;
  onClose: () => void;
  onCreate: (input: {
    subject: string;
    topic: string;
    section?: string;
    conceptId?: string;
    question: string;
    answer: string;
  }) => Promise<void>;
}) {
  const t = useT();
  const [form, setForm] = useState({ subject: "", topic: "", section: "", conceptId: "", question: "", answer: "" });
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const subject = tree.find((node) => node.name === form.subject);
  const topic = subject?.topics.find((node) => node.name === form.topic);
  const section = topic?.sections.find((node) => node.name === form.section);
  const set = (field: keyof typeof form) => (value: string) => setForm((current) => ({ ...current, [field]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (![form.subject, form.topic, form.question, form.answer].every((value) => value.trim())) {
      setError(t("flashcards.form.required"));
      return;
    }
    setPending(true);
    setError(null);
    try {
      await onCreate({
        subject: form.subject.trim(),
        topic: form.topic.trim(),
        section: form.section.trim() || undefined,
        conceptId: form.conceptId || undefined,
        question: form.question.trim(),
        answer: form.answer.trim(),
      });
      onClose();
    } catch (failure) {
      setError(messageOf(failure, t("flashcards.create.failed")));
    } finally {
      setPending(false);
    }
  }

  return (
    <Dialog open onClose={onClose} title={t("flashcards.create.title")}>
      <form onSubmit={submit} className="fc-form" noValidate>
        {treeError && <Banner variant="error">{t("flashcards.page.subjectsFailed")}</Banner>}
        <label>
          {t("flashcards.generate.subject")}
          <input
            className="bl-input"
            list="fc-subjects"
            value={form.subject}
            onChange={(event) => set("subject")(event.target.value)}
          />
          <datalist id="fc-subjects">
            {tree.map((node) => (
              <option key={node.id} value={node.name} />
            ))}
          </datalist>
        </label>
        <label>
          {t("flashcards.generate.topic")}
          <input
            className="bl-input"
            list="fc-topics"
            value={form.topic}
            onChange={(event) => set("topic")(event.target.value)}
          />
          <datalist id="fc-topics">
            {subject?.topics.map((node) => (
              <option key={node.id} value={node.name}>
                {topicLabel(node.label)}
              </option>
            ))}
          </datalist>
        </label>
        <label>
          {t("flashcards.generate.section")}
          <input
            className="bl-input"
            list="fc-sections"
            value={form.section}
            onChange={(event) => set("section")(event.target.value)}
          />
          <datalist id="fc-sections">
            {topic?.sections.map((node) => (
              <option key={node.id} value={node.name} />
            ))}
          </datalist>
        </label>
        {/* Subject, topic and section above are free text (a card may start a new one); the concept is chosen. */}
        <ScopePicker
          value={{ subject: form.subject, topic: form.topic, section: form.section, concept: form.conceptId }}
          levels={{
            concept: {
              label: t("flashcards.generate.concept"),
              placeholder: t("flashcards.create.none"),
              choices: section?.concepts.map((node) => ({ value: node.id, label: node.label })) ?? [],
              disabled: !section,
            },
          }}
          onChange={(next) => set("conceptId")(next.concept)}
        />
        <label>
          {t("flashcards.create.question")}
          <textarea
            className="bl-input"
            rows={3}
            value={form.question}
            onChange={(event) => set("question")(event.target.value)}
          />
        </label>
        <label>
          {t("flashcards.form.answer")}
          <textarea
            className="bl-input"
            rows={3}
            value={form.answer}
            onChange={(event) => set("answer")(event.target.value)}
          />
        </label>
        {error && <Banner variant="error">{error}</Banner>}
        <DialogActions>
          <Button type="submit" disabled={pending}>
            {pending ? t("flashcards.create.creating") : t("flashcards.create.submit")}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t("flashcards.cancel")}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
