import type { TutoringSession } from "@bloom/api/models";
import { Button, DeferredMarkdown } from "@bloom/ui";
import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import type { LocalMessage } from "./session";

/** The key the draft of a subject and topic is kept under (spec §9). */
export function draftKey(subjectId: string, topic: string): string {
  return `bloom.draft.${subjectId}.${topic}`;
}

function readDraft(key: string | null): string {
  if (!key) return "";
  try {
    return localStorage.getItem(key) ?? "";
  } catch {
    return "";
  }
}

function writeDraft(key: string | null, text: string): void {
  if (!key) return;
  try {
    if (text) localStorage.setItem(key, text);
    else localStorage.removeItem(key);
  } catch {
    // Storage can be blocked inside some frames; the draft then lives only in the page.
  }
}

/** Enter sends; Shift, Alt, Ctrl or Meta with Enter gives a new line (spec §2). */
export function isSendKey(
  event: Pick<KeyboardEvent, "key" | "shiftKey" | "altKey" | "ctrlKey" | "metaKey"> & {
    nativeEvent?: { isComposing?: boolean };
  },
): boolean {
  return (
    event.key === "Enter" &&
    !event.shiftKey &&
    !event.altKey &&
    !event.ctrlKey &&
    !event.metaKey &&
    !event.nativeEvent?.isComposing
  );
}

/** The messages ("You" and "Tutor"), the streamed reply, failed messages with Resend, and the input. */
export function ChatView({
  session,
  local,
  streaming,
  sending,
  disabled,
  draftStorageKey,
  onSend,
  onResend,
}: {
  session: TutoringSession | null;
  local: LocalMessage[];
  streaming: string | null;
  sending: boolean;
  disabled: boolean;
  draftStorageKey: string | null;
  onSend: (text: string) => boolean;
  onResend: (clientMessageId: string) => void;
}) {
  const [draft, setDraft] = useState(() => readDraft(draftStorageKey));
  const list = useRef<HTMLOListElement>(null);
  const chat = useRef<HTMLDivElement>(null);

  // When a session opens, bring the whole chat, message box included, into view: on a phone the
  // subject and topic lists stand above it, and picking a topic must visibly open the lesson.
  useEffect(() => {
    if (session?.id) chat.current?.scrollIntoView?.({ block: "end" });
  }, [session?.id]);

  useEffect(() => {
    setDraft(readDraft(draftStorageKey));
  }, [draftStorageKey]);
  // Keep the newest message in view as messages arrive and the reply streams in.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the message counts and the stream are the triggers.
  useEffect(() => {
    const element = list.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [session?.messages.length, local.length, streaming]);

  function submit() {
    if (disabled || sending || !draft.trim()) return;
    if (onSend(draft)) {
      setDraft("");
      writeDraft(draftStorageKey, "");
    }
  }

  return (
    <div ref={chat} className={`tutor-chat${session ? " is-open" : ""}`}>
      {/* The conversation scrolls inside its own region, so keyboard users can reach and scroll it (axe scrollable-region-focusable). */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus. */}
      <ol ref={list} className="tutor-messages" aria-label="Conversation" aria-live="polite" tabIndex={0}>
        {session?.messages.map((message) => (
          <li key={message.id} className={`tutor-message is-${message.role === "USER" ? "student" : "tutor"}`}>
            <span className="tutor-author">{message.role === "USER" ? "You" : "Tutor"}</span>
            {message.role === "USER" ? (
              <p>{message.content}</p>
            ) : (
              <DeferredMarkdown>{message.content}</DeferredMarkdown>
            )}
          </li>
        ))}
        {local.map((message) => (
          <li key={message.clientMessageId} className={`tutor-message is-student is-${message.status}`}>
            <span className="tutor-author">You</span>
            <p>{message.content}</p>
            {message.status === "error" && (
              <p className="tutor-failed" role="alert">
                {message.failure ?? "Failed to send."}{" "}
                <Button
                  size="small"
                  variant="secondary"
                  onClick={() => onResend(message.clientMessageId)}
                  disabled={sending}
                >
                  Resend
                </Button>
              </p>
            )}
          </li>
        ))}
        {streaming !== null && (
          <li className="tutor-message is-tutor is-streaming">
            <span className="tutor-author">Tutor</span>
            {streaming ? <DeferredMarkdown>{streaming}</DeferredMarkdown> : null}
            <p className="tutor-typing" role="status">
              Tutor is typing...
            </p>
          </li>
        )}
      </ol>
      <form
        className="tutor-input"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <label htmlFor="tutor-message" className="bl-visually-hidden">
          Message to your tutor
        </label>
        <textarea
          id="tutor-message"
          rows={2}
          value={draft}
          disabled={disabled || sending}
          placeholder={
            disabled
              ? "Select a subject and topic to start chatting with your tutor."
              : "Type your answer or question..."
          }
          onChange={(event) => {
            setDraft(event.target.value);
            writeDraft(draftStorageKey, event.target.value);
          }}
          onKeyDown={(event) => {
            if (isSendKey(event)) {
              event.preventDefault();
              submit();
            }
          }}
        />
        <Button type="submit" disabled={disabled || sending || !draft.trim()}>
          Send
        </Button>
      </form>
    </div>
  );
}
