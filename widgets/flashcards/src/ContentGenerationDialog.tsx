import { ApiError, type ContentResult, generateContent, messageOf, useWidgetHost } from "@bloom/client";
import { Banner, Button, Dialog, DialogActions, useT } from "@bloom/ui";
import { useEffect, useRef, useState } from "react";

const STAGES = [
  { key: "subject", label: "flashcards.content.subject" },
  { key: "outline", label: "flashcards.content.outline" },
  { key: "session", label: "flashcards.content.session" },
] as const;

/**
 * The content-generation dialog (spec §4): it starts when opened, shows the stages subject,
 * outline and session, and ends in success or in "Generation Failed" with Try Again and Cancel. A
 * failure no retry can mend (the topic needs an AI model, and none is connected) offers no Try Again.
 */
export function ContentGenerationDialog({
  subjectName,
  topicName,
  onDone,
  onCancel,
}: {
  subjectName: string;
  topicName: string;
  onDone: (result: ContentResult) => void;
  /** Called with the failure's reason when the student gives up after one. */
  onCancel: (failure: string | null) => void;
}) {
  const { client } = useWidgetHost();
  const t = useT();
  const [stage, setStage] = useState<string | null>(null);
  // The server's progress sentences replace this once they arrive.
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [retryable, setRetryable] = useState(true);
  const [attempt, setAttempt] = useState(0);
  const done = useRef(onDone);
  done.current = onDone;
  // Read through a ref so that a change of language does not start the generation again.
  const unknownError = useRef("");
  unknownError.current = t("flashcards.content.unknownError");

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the Try Again trigger.
  useEffect(() => {
    const controller = new AbortController();
    setError(null);
    setStage(null);
    setMessage(null);
    generateContent(
      client,
      { subjectName, topicName },
      {
        signal: controller.signal,
        onProgress: (progress) => {
          setStage(progress.stage);
          setMessage(`${progress.message}: ${progress.details}`);
        },
      },
    )
      .then((result) => done.current(result))
      .catch((failure: unknown) => {
        if (controller.signal.aborted) return;
        setRetryable(!(failure instanceof ApiError && failure.code === "NEEDS_AI_MODEL"));
        setError(messageOf(failure, unknownError.current));
      });
    return () => controller.abort();
  }, [client, subjectName, topicName, attempt]);

  const reached = STAGES.findIndex((item) => item.key === stage);
  return (
    <Dialog
      open
      onClose={() => onCancel(error)}
      title={error ? t("flashcards.content.failed") : t("flashcards.content.preparing", { topic: topicName })}
      dismissible={Boolean(error)}
    >
      {error ? (
        <>
          <Banner variant="error">{error}</Banner>
          <DialogActions>
            {retryable && (
              <Button onClick={() => setAttempt((count) => count + 1)}>{t("flashcards.content.tryAgain")}</Button>
            )}
            <Button variant={retryable ? "secondary" : "primary"} onClick={() => onCancel(error)}>
              {retryable ? t("flashcards.cancel") : t("flashcards.content.ok")}
            </Button>
          </DialogActions>
        </>
      ) : (
        <div role="status" aria-live="polite" className="fc-stages">
          <p>{t("flashcards.content.creating", { subject: subjectName, topic: topicName })}</p>
          <ol>
            {STAGES.map((item, index) => (
              <li
                key={item.key}
                className={index < reached ? "is-done" : index === reached ? "is-active" : "is-upcoming"}
              >
                <span aria-hidden="true">{index < reached ? "✓" : index + 1}</span> {t(item.label)}
              </li>
            ))}
          </ol>
          <p className="fc-note">{message ?? t("flashcards.starting")}</p>
        </div>
      )}
    </Dialog>
  );
}
