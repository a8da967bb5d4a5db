import { messageOf } from "@bloom/client";
import { helpLineMarkdown } from "@bloom/domain";
import { Banner, Button, DeferredMarkdown, Spinner, useT } from "@bloom/ui";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { Disclosure } from "../Disclosure";
import { useSafetySettings, useSaveSafetySettings } from "./data";
import { NoSafetyContactBanner, ReadinessGaps } from "./SafetyReadiness";

const LINES = [
  { key: "suicide", label: "oversight.settings.line.suicide" },
  { key: "abuse", label: "oversight.settings.line.abuse" },
  { key: "emergency", label: "oversight.settings.line.emergency" },
  { key: "trustedAdult", label: "oversight.settings.line.trustedAdult" },
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
  const t = useT();
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
        title={(isOpen) => t(isOpen ? "oversight.settings.hide" : "oversight.settings.show")}
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
  const t = useT();
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

  if (settings.isPending) return <Spinner label={t("oversight.settings.loading")} showLabel size="small" />;
  if (settings.isError)
    return <Banner variant="error">{messageOf(settings.error, t("oversight.settings.loadFailed"))}</Banner>;

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
      <h4 id={`${formId}-title`}>{t("oversight.settings.contacts")}</h4>
      <p className="dash-meta">{t("oversight.settings.contactsIntro")}</p>
      <ReadinessGaps />
      {!settings.data.emailReady && <Banner variant="warning">{t("oversight.settings.noEmail")}</Banner>}
      {contacts.map((contact, index) => (
        // Rows have no id until saved; their order is the list's.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above.
        <div key={index} className="dash-contact-row">
          <label>
            {t("oversight.settings.name")}
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
            {t("oversight.settings.email")}
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
            {t("oversight.settings.remove", { who: contact.name || contact.email || t("oversight.settings.contact") })}
          </Button>
        </div>
      ))}
      <Button variant="secondary" size="small" onClick={addRow}>
        {t("oversight.settings.addContact")}
      </Button>

      <h4>{t("oversight.settings.helpLines")}</h4>
      <p className="dash-meta">{t("oversight.settings.helpLinesIntro")}</p>
      {LINES.map((line) => {
        const own = lines[line.key]?.trim();
        return (
          <div key={line.key} className="dash-help-line">
            <label className="dash-label">
              {t(line.label)}
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
            <section
              className="dash-help-line-preview"
              aria-label={t("oversight.settings.preview", { line: t(line.label) })}
            >
              <p className="dash-meta">{t("oversight.settings.studentSees")}</p>
              <DeferredMarkdown>{helpLineMarkdown(own || settings.data.defaultHelpLines[line.key])}</DeferredMarkdown>
            </section>
          </div>
        );
      })}
      {save.isError && <Banner variant="error">{messageOf(save.error, t("oversight.settings.saveFailed"))}</Banner>}
      {saved && <Banner variant="success">{t("oversight.settings.saved")}</Banner>}
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? t("oversight.settings.saving") : t("oversight.settings.save")}
      </Button>
    </form>
  );
}
