import { type ContentResult, generateContent, messageOf, useWidgetHost } from "@bloom/client";
import { Banner, Button, Dialog, DialogActions } from "@bloom/ui";
import { useEffect, useRef, useState } from "react";

const STAGES = [
  { key: "subject", label: "Subject" },
  { key: "outline", label: "Outline" },
  { key: "session", label: "Session" },
] as const;

/**
 * The content-generation dialog (spec §4): it starts when opened, shows the stages subject,
 * outline and session, and ends in success or in "Generation Failed" with Try Again and Cancel.
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
  const [stage, setStage] = useState<string | null>(null);
  const [message, setMessage] = useState("Starting...");
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const done = useRef(onDone);
  done.current = onDone;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the Try Again trigger.
  useEffect(() => {
    const controller = new AbortController();
    setError(null);
    setStage(null);
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
        if (!controller.signal.aborted) setError(messageOf(failure, "Unknown error occurred"));
      });
    return () => controller.abort();
  }, [client, subjectName, topicName, attempt]);

  const reached = STAGES.findIndex((item) => item.key === stage);
  return (
    <Dialog
      open
      onClose={() => onCancel(error)}
      title={error ? "Generation Failed" : `Preparing ${topicName}`}
      dismissible={Boolean(error)}
    >
      {error ? (
        <>
          <Banner variant="error">{error}</Banner>
          <DialogActions>
            <Button onClick={() => setAttempt((count) => count + 1)}>Try Again</Button>
            <Button variant="secondary" onClick={() => onCancel(error)}>
              Cancel
            </Button>
          </DialogActions>
        </>
      ) : (
        <div role="status" aria-live="polite" className="fc-stages">
          <p>
            Creating the content for {subjectName} → {topicName}.
          </p>
          <ol>
            {STAGES.map((item, index) => (
              <li
                key={item.key}
                className={index < reached ? "is-done" : index === reached ? "is-active" : "is-upcoming"}
              >
                <span aria-hidden="true">{index < reached ? "✓" : index + 1}</span> {item.label}
              </li>
            ))}
          </ol>
          <p className="fc-note">{message}</p>
        </div>
      )}
    </Dialog>
  );
}
