import type { SubjectNode } from "@bloom/api/models";
import { Banner, Button, Dialog, DialogActions } from "@bloom/ui";
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
  const [subjectId, setSubjectId] = useState("");
  const [topic, setTopic] = useState("");
  const [section, setSection] = useState("");
  const [concept, setConcept] = useState("");
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
        <label>
          Subject (required)
          <select
            className="bl-input"
            value={subjectId}
            onChange={(event) => {
              setSubjectId(event.target.value);
              setTopic("");
              setSection("");
              setConcept("");
            }}
          >
            <option value="">Choose a subject</option>
            {tree.map((node) => (
              <option key={node.id} value={node.id}>
                {node.label}
              </option>
            ))}
          </select>
        </label>
        <label>
          Topic (required)
          <select
            className="bl-input"
            value={topic}
            disabled={!subject}
            onChange={(event) => {
              setTopic(event.target.value);
              setSection("");
              setConcept("");
            }}
          >
            <option value="">Choose a topic</option>
            {topics.map((name) => (
              <option key={name} value={name}>
                {topicLabel(name)}
              </option>
            ))}
          </select>
        </label>
        <label>
          Section (optional)
          <select
            className="bl-input"
            value={section}
            disabled={!topicNode}
            onChange={(event) => {
              setSection(event.target.value);
              setConcept("");
            }}
          >
            <option value="">All sections</option>
            {topicNode?.sections.map((node) => (
              <option key={node.id} value={node.name}>
                {node.label}
              </option>
            ))}
          </select>
        </label>
        <label>
          Concept (optional)
          <select
            className="bl-input"
            value={concept}
            disabled={!sectionNode}
            onChange={(event) => setConcept(event.target.value)}
          >
            <option value="">All concepts</option>
            {sectionNode?.concepts.map((node) => (
              <option key={node.id} value={node.id}>
                {node.label}
              </option>
            ))}
          </select>
        </label>
        <p className="fc-scope">Scope: {scope || "choose a subject and a topic"}</p>
        <p className="fc-note">2-3 flashcards are generated for each concept in the scope.</p>
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
