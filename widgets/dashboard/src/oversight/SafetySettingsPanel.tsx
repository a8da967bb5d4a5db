import { messageOf } from "@bloom/client";
import { helpLineMarkdown } from "@bloom/domain";
import { Banner, Button, DeferredMarkdown, Spinner } from "@bloom/ui";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { Disclosure } from "../Disclosure";
import { useSafetySettings, useSaveSafetySettings } from "./data";
import { NoSafetyContactBanner, ReadinessGaps } from "./SafetyReadiness";

const LINES = [
  { key: "suicide", label: "Suicide and self-harm" },
  { key: "abuse", label: "Abuse" },
  { key: "emergency", label: "Immediate danger" },
  { key: "trustedAdult", label: "A trusted adult" },
] as const;

type LineKey = (typeof LINES)[number]["key"];

/**
 * A district admin's safety settings: the safety contacts emailed for critical alerts, and the help
 * lines students see. `addContactRequest` above 0 (the dashboard's warning was pressed) opens it on
 * a new contact; `onAddContactHandled` resets it, so coming back to the overview does not again.
 */
export function SafetySettingsPanel({
  addContactRequest = 0,
  onAddContactHandled,
}: {
  addContactRequest?: number;
  onAddContactHandled?: () => void;
}) {
  const [open, setOpen] = useState(false);
  const [newContact, setNewContact] = useState(0);
  const addContact = () => {
    setOpen(true);
    setNewContact((count) => count + 1);
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: the request is the trigger.
  useEffect(() => {
    if (addContactRequest === 0) return;
    addContact();
    onAddContactHandled?.();
  }, [addContactRequest]);
  return (
    <div className="dash-safety-settings">
      <NoSafetyContactBanner onAddContact={addContact} />
      <Disclosure
        headingLevel={3}
        open={open}
        onOpenChange={setOpen}
        title={(isOpen) => `${isOpen ? "Hide" : "Show"} safety settings`}
      >
        <SettingsForm newContact={newContact} />
      </Disclosure>
    </div>
  );
}

/** `newContact` counts requests for a new contact row: each adds one (or reuses an empty one) and focuses its name. */
function SettingsForm({ newContact }: { newContact: number }) {
  const settings = useSafetySettings(true);
  const save = useSaveSafetySettings();
  const formId = useId();
  const [contacts, setContacts] = useState<{ name: string; email: string }[]>([]);
  const [lines, setLines] = useState<Partial<Record<LineKey, string>>>({});
  const [saved, setSaved] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const [focusRow, setFocusRow] = useState<number | null>(null);
  const handledRequest = useRef(0);
  const nameInputs = useRef<(HTMLInputElement | null)[]>([]);

  useEffect(() => {
    if (!settings.data) return;
    setContacts(settings.data.contacts);
    setLines(Object.fromEntries(settings.data.customLines.map((key) => [key, settings.data.helpLines[key]])));
    setLoaded(true);
  }, [settings.data]);

  // After the saved contacts are in the form, so the new row is not replaced by them.
  useEffect(() => {
    if (!loaded || newContact === handledRequest.current) return;
    handledRequest.current = newContact;
    const empty = contacts.findIndex((contact) => !contact.name.trim() && !contact.email.trim());
    if (empty >= 0) return setFocusRow(empty);
    setContacts([...contacts, { name: "", email: "" }]);
    setFocusRow(contacts.length);
  }, [loaded, newContact, contacts]);

  useEffect(() => {
    if (focusRow === null) return;
    const input = nameInputs.current[focusRow];
    input?.scrollIntoView?.({ block: "center" });
    input?.focus();
    setFocusRow(null);
  }, [focusRow]);

  function addRow() {
    setContacts([...contacts, { name: "", email: "" }]);
    setFocusRow(contacts.length);
  }

  if (settings.isPending) return <Spinner label="Loading the safety settings" showLabel size="small" />;
  if (settings.isError)
    return <Banner variant="error">{messageOf(settings.error, "Failed to load the safety settings.")}</Banner>;

  function submit(event: FormEvent) {
    event.preventDefault();
    setSaved(false);
    save.mutate(
      { contacts: contacts.filter((contact) => contact.email.trim()), helpLines: lines },
      { onSuccess: () => setSaved(true) },
    );
  }

  return (
    <form className="dash-form" onSubmit={submit} aria-labelledby={`${formId}-title`}>
      <h4 id={`${formId}-title`}>Safety contacts</h4>
      <p className="dash-meta">
        Your designated safeguarding leads. Each is emailed at once for every critical alert in the district.
      </p>
      <ReadinessGaps />
      {!settings.data.emailReady && (
        <Banner variant="warning">
          Email is not set up on this server (SMTP_URL), so contacts will not be emailed yet. Alerts still show here.
        </Banner>
      )}
      {contacts.map((contact, index) => (
        // Rows have no id until saved; their order is the list's.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above.
        <div key={index} className="dash-contact-row">
          <label>
            Name
            <input
              ref={(input) => {
                nameInputs.current[index] = input;
              }}
              className="bl-input"
              value={contact.name}
              maxLength={100}
              onChange={(event) =>
                setContacts(contacts.map((c, i) => (i === index ? { ...c, name: event.target.value } : c)))
              }
            />
          </label>
          <label>
            Email
            <input
              className="bl-input"
              type="email"
              required
              value={contact.email}
              maxLength={254}
              onChange={(event) =>
                setContacts(contacts.map((c, i) => (i === index ? { ...c, email: event.target.value } : c)))
              }
            />
          </label>
          <Button variant="ghost" size="small" onClick={() => setContacts(contacts.filter((_, i) => i !== index))}>
            Remove {contact.name || contact.email || "contact"}
          </Button>
        </div>
      ))}
      <Button variant="secondary" size="small" onClick={addRow}>
        Add a contact
      </Button>

      <h4>Help lines</h4>
      <p className="dash-meta">
        What a student in crisis is told. Write plain text: a phone number becomes a link a student can tap to call, and
        a number after "text" (as in "text HOME to 741741") one they can tap to send a text. Leave a line blank to use
        the default shown.
      </p>
      {LINES.map((line) => {
        const own = lines[line.key]?.trim();
        return (
          <div key={line.key} className="dash-help-line">
            <label className="dash-label">
              {line.label}
              <textarea
                className="bl-input"
                rows={2}
                maxLength={500}
                placeholder={settings.data.defaultHelpLines[line.key]}
                value={lines[line.key] ?? ""}
                onChange={(event) => setLines({ ...lines, [line.key]: event.target.value })}
              />
            </label>
            {/* The same rules as the student's reply, so the admin sees which numbers will be links. */}
            <section className="dash-help-line-preview" aria-label={`${line.label}: what a student sees`}>
              <p className="dash-meta">A student sees:</p>
              <DeferredMarkdown>{helpLineMarkdown(own || settings.data.defaultHelpLines[line.key])}</DeferredMarkdown>
            </section>
          </div>
        );
      })}
      {save.isError && <Banner variant="error">{messageOf(save.error, "Failed to save the safety settings.")}</Banner>}
      {saved && <Banner variant="success">Safety settings saved.</Banner>}
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? "Saving..." : "Save safety settings"}
      </Button>
    </form>
  );
}
