import { messageOf } from "@bloom/client";
import { Banner, Button, Spinner } from "@bloom/ui";
import { type FormEvent, useEffect, useId, useState } from "react";
import { Disclosure } from "../Disclosure";
import { useSafetySettings, useSaveSafetySettings } from "./data";

const LINES = [
  { key: "suicide", label: "Suicide and self-harm" },
  { key: "abuse", label: "Abuse" },
  { key: "emergency", label: "Immediate danger" },
  { key: "trustedAdult", label: "A trusted adult" },
] as const;

type LineKey = (typeof LINES)[number]["key"];

/** A district admin's safety settings: the safety contacts emailed for critical alerts, and the help lines students see. */
export function SafetySettingsPanel() {
  return (
    <div className="dash-safety-settings">
      <Disclosure headingLevel={3} title={(open) => `${open ? "Hide" : "Show"} safety settings`}>
        <SettingsForm />
      </Disclosure>
    </div>
  );
}

function SettingsForm() {
  const settings = useSafetySettings(true);
  const save = useSaveSafetySettings();
  const formId = useId();
  const [contacts, setContacts] = useState<{ name: string; email: string }[]>([]);
  const [lines, setLines] = useState<Partial<Record<LineKey, string>>>({});
  const [saved, setSaved] = useState(false);

  useEffect(() => {
    if (!settings.data) return;
    setContacts(settings.data.contacts);
    setLines(Object.fromEntries(settings.data.customLines.map((key) => [key, settings.data.helpLines[key]])));
  }, [settings.data]);

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
      <Button variant="secondary" size="small" onClick={() => setContacts([...contacts, { name: "", email: "" }])}>
        Add a contact
      </Button>

      <h4>Help lines</h4>
      <p className="dash-meta">What a student in crisis is told. Leave a line blank to use the default shown.</p>
      {LINES.map((line) => (
        <label key={line.key} className="dash-label">
          {line.label}
          <textarea
            className="bl-input"
            rows={2}
            maxLength={500}
            placeholder={settings.data.customLines.includes(line.key) ? "" : settings.data.helpLines[line.key]}
            value={lines[line.key] ?? ""}
            onChange={(event) => setLines({ ...lines, [line.key]: event.target.value })}
          />
        </label>
      ))}
      {save.isError && <Banner variant="error">{messageOf(save.error, "Failed to save the safety settings.")}</Banner>}
      {saved && <Banner variant="success">Safety settings saved.</Banner>}
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? "Saving..." : "Save safety settings"}
      </Button>
    </form>
  );
}
