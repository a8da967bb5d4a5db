import type { TutoringSession } from "@bloom/api/models";
import { Button, DeferredMarkdown, deepActiveElement, focusIsLost, useT } from "@bloom/ui";
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

/** Whether focus is on something a student types in, which opening the lesson must not take focus from. */
function focusIsInField(): boolean {
  const active = deepActiveElement();
  return active !== null && /^(INPUT|TEXTAREA|SELECT)$/.test(active.tagName);
}

const byId = (id: string) => id;

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
  messageKey = byId,
  focusOnOpen = false,
}: {
  session: TutoringSession | null;
  local: LocalMessage[];
  streaming: string | null;
  sending: boolean;
  disabled: boolean;
  draftStorageKey: string | null;
  onSend: (text: string) => boolean;
  onResend: (clientMessageId: string) => void;
  /** The key a session message is shown under (a sent message keeps its pending copy's). */
  messageKey?: (id: string) => string;
  /** Move focus to the message box when the lesson opens: the student has just picked its topic. */
  focusOnOpen?: boolean;
}) {
  const t = useT();
  const [draft, setDraft] = useState(() => readDraft(draftStorageKey));
  const list = useRef<HTMLOListElement>(null);
  const chat = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  // Set when the student sends: the box is disabled while the reply streams, so focus falls to the
  // page, and it goes back to the box when the turn ends.
  const returnFocus = useRef(false);

  // A student who picked a topic goes on to answer the tutor: focus waits in the message box.
  // biome-ignore lint/correctness/useExhaustiveDependencies: opening a session is the trigger, not a change of the flag.
  useEffect(() => {
    if (session?.id && focusOnOpen && !focusIsInField()) input.current?.focus({ preventScroll: true });
  }, [session?.id]);

  // The turn is over: focus goes back to the message box, unless the student has moved it meanwhile.
  useEffect(() => {
    if (sending || !returnFocus.current) return;
    returnFocus.current = false;
    if (focusIsLost()) input.current?.focus({ preventScroll: true });
  }, [sending]);

  // When the student picks a topic, bring the whole chat, message box included, into view: on a
  // phone the subject and topic lists stand above it. A lesson a host placed (a portal, an LMS page)
  // opens where the host put it, without scrolling the host's page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: opening a session is the trigger, not a change of the flag.
  useEffect(() => {
    if (session?.id && focusOnOpen) chat.current?.scrollIntoView?.({ block: "end" });
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
      returnFocus.current = true;
      setDraft("");
      writeDraft(draftStorageKey, "");
    }
  }

  return (
    <div ref={chat} className={`tutor-chat${session ? " is-open" : ""}`}>
      {/* The conversation scrolls inside its own region, so keyboard users can reach and scroll it (axe scrollable-region-focusable). */}
      {/* A screen reader reads each message once, when it is added: the reply as it streams is hidden from */}
      {/* it, and the finished reply arrives as one new message. */}
      <ol
        ref={list}
        className="tutor-messages"
        aria-label={t("tutor.conversation")}
        aria-live="polite"
        aria-relevant="additions"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus.
        tabIndex={0}
      >
        {[
          ...(session?.messages ?? []).map((message) => (
            <li
              key={messageKey(message.id)}
              className={`tutor-message is-${message.role === "USER" ? "student" : "tutor"}`}
            >
              <span className="tutor-author">{t(message.role === "USER" ? "tutor.you" : "tutor.tutor")}</span>
              {message.role === "USER" ? (
                <p>{message.content}</p>
              ) : (
                <DeferredMarkdown>{message.content}</DeferredMarkdown>
              )}
            </li>
          )),
          // One list with the session's messages, so a sent message keeps its element when the server confirms it.
          ...local.map((message) => (
            <li key={message.clientMessageId} className={`tutor-message is-student is-${message.status}`}>
              <span className="tutor-author">{t("tutor.you")}</span>
              <p>{message.content}</p>
              {message.status === "error" && (
                <p className="tutor-failed" role="alert">
                  {message.failure ?? t("tutor.sendFailed")}{" "}
                  <Button
                    size="small"
                    variant="secondary"
                    onClick={() => {
                      returnFocus.current = true;
                      onResend(message.clientMessageId);
                    }}
                    disabled={sending}
                  >
                    {t("tutor.resend")}
                  </Button>
                </p>
              )}
            </li>
          )),
        ]}
        {streaming !== null && (
          <li className="tutor-message is-tutor is-streaming">
            <span className="tutor-author" aria-hidden="true">
              {t("tutor.tutor")}
            </span>
            {streaming ? (
              <div aria-hidden="true">
                <DeferredMarkdown>{streaming}</DeferredMarkdown>
              </div>
            ) : null}
            <p className="tutor-typing" role="status">
              {t("tutor.typing")}
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
          {t("tutor.messageLabel")}
        </label>
        <textarea
          ref={input}
          id="tutor-message"
          rows={2}
          value={draft}
          disabled={disabled || sending}
          placeholder={t(disabled ? "tutor.selectFirst" : "tutor.messagePlaceholder")}
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
          {t("tutor.send")}
        </Button>
      </form>
    </div>
  );
}
