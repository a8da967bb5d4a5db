import type { SubjectNode } from "@bloom/api/models";
import type { Scope } from "@bloom/domain";
import { Banner, Button, Dialog, DialogActions, ScopePicker, useT } from "@bloom/ui";
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
  const t = useT();
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
      setError(t("flashcards.generate.chooseBoth"));
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
    <Dialog open onClose={onClose} title={t("flashcards.generate.title")}>
      <form onSubmit={submit} className="fc-form" noValidate>
        <ScopePicker
          value={choice}
          levels={{
            subject: {
              label: t("flashcards.generate.subject"),
              placeholder: t("flashcards.generate.chooseSubject"),
              choices: tree.map((node) => ({ value: node.id, label: node.label })),
            },
            topic: {
              label: t("flashcards.generate.topic"),
              placeholder: t("flashcards.generate.chooseTopic"),
              choices: topics.map((name) => ({ value: name, label: topicLabel(name) })),
              disabled: !subject,
            },
            section: {
              label: t("flashcards.generate.section"),
              placeholder: t("flashcards.generate.allSections"),
              choices: topicNode?.sections.map((node) => ({ value: node.name, label: node.label })) ?? [],
              disabled: !topicNode,
            },
            concept: {
              label: t("flashcards.generate.concept"),
              placeholder: t("flashcards.generate.allConcepts"),
              choices: sectionNode?.concepts.map((node) => ({ value: node.id, label: node.label })) ?? [],
              disabled: !sectionNode,
            },
          }}
          onChange={setChoice}
        />
        <p className="fc-scope">
          {t("flashcards.generate.scope", { scope: scope || t("flashcards.generate.noScope") })}
        </p>
        <p className="fc-note">{t("flashcards.generate.note")}</p>
        {error && <Banner variant="error">{error}</Banner>}
        <DialogActions>
          <Button type="submit" disabled={!subject || !topic}>
            {t("flashcards.page.generate")}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t("flashcards.cancel")}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
