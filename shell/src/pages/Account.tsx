import { downloadDataExport, messageOf, useAuth } from "@bloom/client";
import { Banner, Button, Dialog, DialogActions } from "@bloom/ui";
import { type FormEvent, useEffect, useId, useState } from "react";
import { useRouter } from "../router";
import { useShell } from "../shell-context";
import { useSignInOptions } from "./provider-sign-in";

/** The word that confirms deleting the account; typed in any case, as phone keyboards capitalise on their own. */
const CONFIRM_WORD = "DELETE";

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
        "Failed to save your account. Please try again.",
      );
      await refresh();
      setSaved(true);
    } catch (cause) {
      setError(messageOf(cause, "Failed to save your account. Please try again."));
    } finally {
      setPending(false);
    }
  }

  return (
    <section className="shell-page shell-account" aria-labelledby="account-title">
      <h1 id="account-title">Your account</h1>
      <form className="shell-form" onSubmit={submit}>
        <label htmlFor={nameId}>Your name</label>
        <input
          id={nameId}
          className="bl-input"
          value={name}
          maxLength={100}
          required
          onChange={(event) => setName(event.target.value)}
        />
        {demo && (
          <p className="shell-note">
            This is a demo account for trying Bloom. It is deleted, with everything in it,{" "}
            {demoDays ? `${demoDays} days after it was made` : "a few days after it was made"}. You can delete it sooner
            below.
          </p>
        )}
        {inSchool ? (
          !demo && (
            <p className="shell-note">
              Your account comes from your school. If Bloom ever worries about your safety, an adult at your school is
              told, so they can help.
            </p>
          )
        ) : (
          <>
            <label htmlFor={guardianId}>Parent or guardian's email (for students under 18)</label>
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
              If Bloom ever worries about your safety, we email this person so they can help. We never send them what
              you wrote. When you save a new email, we send them a link to confirm it is really them. Leave it empty to
              remove it.
            </p>
            {/* Keyed by the saved address, so a new one is read afresh. */}
            {savedGuardian && <GuardianStatus key={savedGuardian} />}
          </>
        )}
        {error && <Banner variant="error">{error}</Banner>}
        {saved && <Banner variant="success">Your account is saved.</Banner>}
        <Button type="submit" disabled={pending}>
          {pending ? "Saving..." : "Save"}
        </Button>
      </form>
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

  useEffect(() => {
    client
      .unwrap(client.api.auth.me.guardian.get(), "Failed to check your parent or guardian.")
      .then(setView)
      .catch((cause: unknown) => setError(messageOf(cause, "Failed to check your parent or guardian.")));
  }, [client]);

  async function resend() {
    setSending(true);
    setError(null);
    try {
      await client.unwrap(client.api.auth.me.guardian.resend.post(), "Failed to send the email. Please try again.");
      setSent(true);
    } catch (cause) {
      setError(messageOf(cause, "Failed to send the email. Please try again."));
    } finally {
      setSending(false);
    }
  }

  if (error) return <Banner variant="error">{error}</Banner>;
  if (!view || view.status === "none") return null;
  if (view.status === "confirmed") {
    return <Banner variant="success">{view.email} has confirmed they are your parent or guardian.</Banner>;
  }
  return (
    <div className="shell-guardian-status" role="status">
      <p className="shell-note">
        {view.status === "not_sent"
          ? `Your parent or guardian (${view.email}) has not confirmed yet. Send them an email so they can.`
          : view.status === "address_confirmed"
            ? `${view.email} answered our email. To be able to see what happened if Bloom is ever worried about you, they still need to sign in from the link in it.`
            : `Waiting for your parent or guardian to confirm. We emailed ${view.email} a link; ask them to open it (and to look in their spam folder).`}
      </p>
      {sent ? (
        <Banner variant="success">We sent the email again.</Banner>
      ) : (
        view.canResend && (
          <Button type="button" variant="secondary" disabled={sending} onClick={() => void resend()}>
            {sending ? "Sending..." : view.status === "not_sent" ? "Send the email" : "Send the email again"}
          </Button>
        )
      )}
    </div>
  );
}

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

  async function download() {
    setDownloading(true);
    setError(null);
    try {
      await downloadDataExport(client);
    } catch (cause) {
      setError(messageOf(cause, "Failed to download your data. Please try again."));
    } finally {
      setDownloading(false);
    }
  }

  async function remove() {
    setDeleting(true);
    setError(null);
    try {
      await client.unwrap(
        client.api.auth.me.delete({ confirm: typed }),
        "Failed to delete your account. Please try again.",
      );
      forget();
      navigate("/?account=deleted", { replace: true });
    } catch (cause) {
      setError(messageOf(cause, "Failed to delete your account. Please try again."));
      setDeleting(false);
      setConfirming(false);
    }
  }

  return (
    <>
      <h2>Your data</h2>
      <p>
        Download a copy of everything Bloom holds about you: your profile, subjects, conversations, flashcards and
        answers, progress, and who at your school read your conversations.
      </p>
      <Button variant="secondary" disabled={downloading} onClick={() => void download()}>
        {downloading ? "Preparing..." : "Download my data"}
      </Button>
      {inSchool ? (
        <p className="shell-note">
          Your school manages your account. To delete it, ask your teacher or your school, who can delete it for you.
        </p>
      ) : (
        <>
          <p>Deleting your account removes it and everything in it at once. This can't be undone.</p>
          <Button variant="danger" onClick={() => setConfirming(true)}>
            Delete my account
          </Button>
        </>
      )}
      {error && <Banner variant="error">{error}</Banner>}
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title="Delete your account?"
        description="Your account, subjects, conversations, flashcards and progress are deleted at once and can't be brought back. A paid subscription is canceled."
      >
        <label htmlFor={confirmId}>Type the word {CONFIRM_WORD} to confirm</label>
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
          Capital or small letters both work.
        </p>
        <DialogActions>
          <Button
            variant="danger"
            disabled={deleting || typed.trim().toUpperCase() !== CONFIRM_WORD}
            onClick={() => void remove()}
          >
            {deleting ? "Deleting..." : "Delete my account"}
          </Button>
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            Keep my account
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
