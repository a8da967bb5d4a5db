import type { SubjectNode } from "@bloom/api/models";
import type { Scope } from "@bloom/domain";
import { Banner, Button, Dialog, DialogActions, ScopePicker } from "@bloom/ui";
import { type FormEvent, useEffect, useState } from "react";
import { usePracticeActions } from "./data";
import { topicLabel } from "./filters";

export interface GenerationScope {
  subject: SubjectNode;
  topic: string;
  section?: string;
  concept?: string;
}

/** "Generate Flashcards" (spec §2, §5): subject and topic required, section and concept optional. */
export function GenerateDialog({
  tree,
  onClose,
  onGenerate,
}: {
  tree: SubjectNode[];
  onClose: () => void;
  onGenerate: (scope: GenerationScope) => void;
}) {
  const actions = usePracticeActions();
  const [choice, setChoice] = useState<Scope>({ subject: "", topic: "", section: "", concept: "" });
  const { subject: subjectId, topic, section, concept } = choice;
  const [outlineTopics, setOutlineTopics] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const subject = tree.find((node) => node.id === subjectId);
  const topicNode = subject?.topics.find((node) => node.name === topic);
  const sectionNode = topicNode?.sections.find((node) => node.name === section);

  // Topics come from the tree (planned) and from the outline (not planned yet: content generation plans them).
  // biome-ignore lint/correctness/useExhaustiveDependencies: `actions` is stable for the dialog's life; the subject is the trigger.
  useEffect(() => {
    setOutlineTopics([]);
    if (subjectId) void actions.outlineTopics(subjectId).then(setOutlineTopics);
  }, [subjectId]);
  const topics = [...new Set([...(subject?.topics.map((node) => node.name) ?? []), ...outlineTopics])];

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!subject || !topic) {
      setError("Please choose a subject and a topic.");
      return;
    }
    onGenerate({ subject, topic, section: section || undefined, concept: concept || undefined });
  }

  const scope = [
    subject?.name,
    topic && topicLabel(topic),
    section,
    sectionNode?.concepts.find((node) => node.id === concept)?.label,
  ]
    .filter(Boolean)
    .join(" → ");

  return (
    <Dialog open onClose={onClose} title="Generate Flashcards">
      <form onSubmit={submit} className="fc-form" noValidate>
        <ScopePicker
          value={choice}
          levels={{
            subject: {
              label: "Subject (required)",
              placeholder: "Choose a subject",
              choices: tree.map((node) => ({ value: node.id, label: node.label })),
            },
            topic: {
              label: "Topic (required)",
              placeholder: "Choose a topic",
              choices: topics.map((name) => ({ value: name, label: topicLabel(name) })),
              disabled: !subject,
            },
            section: {
              label: "Section (optional)",
              placeholder: "All sections",
              choices: topicNode?.sections.map((node) => ({ value: node.name, label: node.label })) ?? [],
              disabled: !topicNode,
            },
            concept: {
              label: "Concept (optional)",
              placeholder: "All concepts",
              choices: sectionNode?.concepts.map((node) => ({ value: node.id, label: node.label })) ?? [],
              disabled: !sectionNode,
            },
          }}
          onChange={setChoice}
        />
        <p className="fc-scope">Scope: {scope || "choose a subject and a topic"}</p>
        <p className="fc-note">
          2-3 flashcards are generated for each concept in the scope. A question you already have is not added again.
        </p>
        {error && <Banner variant="error">{error}</Banner>}
        <DialogActions>
          <Button type="submit" disabled={!subject || !topic}>
            Generate
          </Button>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
