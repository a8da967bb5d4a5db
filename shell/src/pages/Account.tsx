import { downloadDataExport, messageOf, useAuth } from "@bloom/client";
import { Banner, Button, Dialog, DialogActions, useT } from "@bloom/ui";
import { type FormEvent, useEffect, useId, useState } from "react";
import { useRouter } from "../router";
import { useShell } from "../shell-context";
import { LanguageSetting } from "./AccountLanguage";
import { useSignInOptions } from "./provider-sign-in";

/**
 * The signed-in person's account: their name and, for a student outside any school, the parent or
 * guardian Bloom tells if a safety alert is raised (a school's students are looked after by their
 * school's adults instead, and are told so here).
 */
export function AccountPage() {
  const { client } = useShell();
  const { user, refresh } = useAuth();
  // The server says how long a demo account lives (DEMO_ACCOUNT_DAYS), so the page never promises another number.
  const demoDays = useSignInOptions(client)?.demoAccountDays ?? null;
  const [name, setName] = useState(user?.name ?? "");
  const [guardianEmail, setGuardianEmail] = useState(user?.guardianEmail ?? "");
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const nameId = useId();
  const guardianId = useId();
  const t = useT();

  useEffect(() => {
    setName(user?.name ?? "");
    setGuardianEmail(user?.guardianEmail ?? "");
  }, [user?.name, user?.guardianEmail]);

  if (!user) return null;
  const inSchool = user.districtId !== null || user.schoolId !== null;
  // A visitor's demo account sits in the demo school but is theirs alone: no school looks after it.
  const demo = user.isDemo;
  const savedGuardian = user.guardianEmail;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setPending(true);
    setError(null);
    setSaved(false);
    try {
      await client.unwrap(
        client.api.auth.me.patch({
          name: name.trim() || undefined,
          ...(inSchool ? {} : { guardianEmail: guardianEmail.trim() || null }),
        }),
        t("account.saveFailed"),
      );
      await refresh();
      setSaved(true);
    } catch (cause) {
      setError(messageOf(cause, t("account.saveFailed")));
    } finally {
      setPending(false);
    }
  }

  return (
    <section className="shell-page shell-account" aria-labelledby="account-title">
      <h1 id="account-title">{t("account.heading")}</h1>
      <form className="shell-form" onSubmit={submit}>
        <label htmlFor={nameId}>{t("account.name")}</label>
        <input
          id={nameId}
          className="bl-input"
          value={name}
          maxLength={100}
          required
          onChange={(event) => setName(event.target.value)}
        />
        {demo && (
          <p className="shell-note">{demoDays ? t("account.demo", { days: demoDays }) : t("account.demoSoon")}</p>
        )}
        {inSchool ? (
          !demo && <p className="shell-note">{t("account.school")}</p>
        ) : (
          <>
            <label htmlFor={guardianId}>{t("account.guardian")}</label>
            <input
              id={guardianId}
              className="bl-input"
              type="email"
              value={guardianEmail}
              maxLength={254}
              aria-describedby={`${guardianId}-help`}
              onChange={(event) => setGuardianEmail(event.target.value)}
            />
            <p id={`${guardianId}-help`} className="shell-note">
              {t("account.guardianHelp")}
            </p>
            {/* Keyed by the saved address, so a new one is read afresh. */}
            {savedGuardian && <GuardianStatus key={savedGuardian} />}
          </>
        )}
        {error && <Banner variant="error">{error}</Banner>}
        {saved && <Banner variant="success">{t("account.saved")}</Banner>}
        <Button type="submit" disabled={pending}>
          {t(pending ? "account.saving" : "account.save")}
        </Button>
      </form>
      <LanguageSetting />
      <YourData inSchool={inSchool && !demo} />
    </section>
  );
}

type GuardianView = {
  email: string | null;
  status: "none" | "not_sent" | "waiting" | "address_confirmed" | "confirmed";
  canResend: boolean;
};

/** Whether the parent or guardian has confirmed, said for a child, with a way to send the email again. */
function GuardianStatus() {
  const { client } = useShell();
  const [view, setView] = useState<GuardianView | null>(null);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const t = useT();

  useEffect(() => {
    client
      .unwrap(client.api.auth.me.guardian.get(), t("account.guardianCheckFailed"))
      .then(setView)
      .catch((cause: unknown) => setError(messageOf(cause, t("account.guardianCheckFailed"))));
  }, [client, t]);

  async function resend() {
    setSending(true);
    setError(null);
    try {
      await client.unwrap(client.api.auth.me.guardian.resend.post(), t("account.sendFailed"));
      setSent(true);
    } catch (cause) {
      setError(messageOf(cause, t("account.sendFailed")));
    } finally {
      setSending(false);
    }
  }

  if (error) return <Banner variant="error">{error}</Banner>;
  if (!view || view.status === "none") return null;
  if (view.status === "confirmed") {
    return <Banner variant="success">{t("account.guardianConfirmed", { email: view.email ?? "" })}</Banner>;
  }
  return (
    <div className="shell-guardian-status" role="status">
      <p className="shell-note">
        {t(
          view.status === "not_sent"
            ? "account.guardianNotSent"
            : view.status === "address_confirmed"
              ? "account.guardianAnswered"
              : "account.guardianWaiting",
          { email: view.email ?? "" },
        )}
      </p>
      {sent ? (
        <Banner variant="success">{t("account.sentAgain")}</Banner>
      ) : (
        view.canResend && (
          <Button type="button" variant="secondary" disabled={sending} onClick={() => void resend()}>
            {t(sending ? "account.sending" : view.status === "not_sent" ? "account.send" : "account.sendAgain")}
          </Button>
        )
      )}
    </div>
  );
}

/** The word the server asks for to delete an account, whatever word the reader typed in their language. */
const CONFIRM_WORD = "DELETE";

/** A copy of everything Bloom holds about the person, and (outside a school) deleting the account. */
function YourData({ inSchool }: { inSchool: boolean }) {
  const { client } = useShell();
  const { forget } = useAuth();
  const { navigate } = useRouter();
  const [downloading, setDownloading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [typed, setTyped] = useState("");
  const [deleting, setDeleting] = useState(false);
  const confirmId = useId();
  const t = useT();
  // The word that confirms deleting the account, in the page's language; typed in any case, as phone keyboards capitalise on their own.
  const confirmWord = t("account.confirmWord");

  async function download() {
    setDownloading(true);
    setError(null);
    try {
      await downloadDataExport(client);
    } catch (cause) {
      setError(messageOf(cause, t("account.downloadFailed")));
    } finally {
      setDownloading(false);
    }
  }

  async function remove() {
    setDeleting(true);
    setError(null);
    try {
      await client.unwrap(
        // The server checks for its own word; the reader typed theirs, checked below.
        client.api.auth.me.delete({ confirm: CONFIRM_WORD }),
        t("account.deleteFailed"),
      );
      forget();
      navigate("/?account=deleted", { replace: true });
    } catch (cause) {
      setError(messageOf(cause, t("account.deleteFailed")));
      setDeleting(false);
      setConfirming(false);
    }
  }

  return (
    <>
      <h2>{t("account.data")}</h2>
      <p>{t("account.dataText")}</p>
      <Button variant="secondary" disabled={downloading} onClick={() => void download()}>
        {t(downloading ? "account.preparing" : "account.download")}
      </Button>
      {inSchool ? (
        <p className="shell-note">{t("account.schoolManages")}</p>
      ) : (
        <>
          <p>{t("account.deleteText")}</p>
          <Button variant="danger" onClick={() => setConfirming(true)}>
            {t("account.delete")}
          </Button>
        </>
      )}
      {error && <Banner variant="error">{error}</Banner>}
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t("account.deleteTitle")}
        description={t("account.deleteDescription")}
      >
        <label htmlFor={confirmId}>{t("account.confirmLabel", { word: confirmWord })}</label>
        <input
          id={confirmId}
          className="bl-input"
          autoComplete="off"
          autoCapitalize="characters"
          autoCorrect="off"
          spellCheck={false}
          aria-describedby={`${confirmId}-hint`}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        <p id={`${confirmId}-hint`} className="shell-note">
          {t("account.confirmHint")}
        </p>
        <DialogActions>
          <Button
            variant="danger"
            disabled={deleting || typed.trim().toLocaleUpperCase() !== confirmWord}
            onClick={() => void remove()}
          >
            {t(deleting ? "account.deleting" : "account.delete")}
          </Button>
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            {t("account.keep")}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
