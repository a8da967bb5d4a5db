import type { SubjectNode } from "@bloom/api/models";
import { messageOf } from "@bloom/client";
import { Banner, Button, Dialog, DialogActions, ScopePicker } from "@bloom/ui";
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
      setError("Please fill in all required fields.");
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
      setError(messageOf(failure, "Failed to create flashcard. Please try again."));
    } finally {
      setPending(false);
    }
  }

  return (
    <Dialog open onClose={onClose} title="Create New Flashcard">
      <form onSubmit={submit} className="fc-form" noValidate>
        {treeError && <Banner variant="error">Failed to load subjects. Please try again.</Banner>}
        <label>
          Subject (required)
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
          Topic (required)
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
          Section (optional)
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
              label: "Concept (optional)",
              placeholder: "None",
              choices: section?.concepts.map((node) => ({ value: node.id, label: node.label })) ?? [],
              disabled: !section,
            },
          }}
          onChange={(next) => set("conceptId")(next.concept)}
        />
        <label>
          Question (required) — you may write "Front: … Back: …"
          <textarea
            className="bl-input"
            rows={3}
            value={form.question}
            onChange={(event) => set("question")(event.target.value)}
          />
        </label>
        <label>
          Answer (required)
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
            {pending ? "Creating..." : "Create Flashcard"}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
