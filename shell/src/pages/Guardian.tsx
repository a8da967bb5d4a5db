import { messageOf, useAuth } from "@bloom/client";
import { Banner, Button } from "@bloom/ui";
import { useEffect, useState } from "react";
import { rememberReturnTo } from "../guard";
import { useRouter } from "../router";
import { useShell } from "../shell-context";

type LinkView = { studentName: string; email: string; status: "waiting" | "confirmed" };

/**
 * The page behind the link a student's parent or guardian is emailed: they sign in (or make an
 * account) and confirm, and that account, not the email address, is the one shown the student's
 * safety alerts (ADR 0036).
 */
export function GuardianLinkPage({ token }: { token: string }) {
  const { client } = useShell();
  const { status, user } = useAuth();
  const { path, navigate } = useRouter();
  const [link, setLink] = useState<LinkView | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  useEffect(() => {
    client
      .unwrap(client.api.auth.guardian({ token }).get(), "This link is not valid.")
      .then(setLink)
      .catch((cause: unknown) =>
        setError(
          messageOf(cause, "This link is not valid.").includes("not found")
            ? "This link has expired, was already used, or is not valid. Ask the student to send you a new one from their account page."
            : messageOf(cause, "This link could not be opened. Please try again."),
        ),
      );
  }, [client, token]);

  function signIn() {
    rememberReturnTo(path);
    navigate("/login", { state: { from: path } });
  }

  async function confirm() {
    setPending(true);
    setError(null);
    try {
      setLink(
        await client.unwrap(
          client.api.auth.guardian({ token }).post(),
          "Your answer could not be saved. Please try again.",
        ),
      );
    } catch (cause) {
      setError(messageOf(cause, "Your answer could not be saved. Please try again."));
    } finally {
      setPending(false);
    }
  }

  const name = link?.studentName.trim() || "the student";
  return (
    <section className="shell-page" aria-labelledby="guardian-title">
      <h1 id="guardian-title">Confirm you are {link ? name : "a student"}'s parent or guardian</h1>
      {error && <Banner variant="error">{error}</Banner>}
      {link?.status === "confirmed" ? (
        <>
          <Banner variant="success">
            Thank you. If Bloom is ever worried about {name}'s safety, we will email you, and you can sign in here to
            see what happened.
          </Banner>
          <Button onClick={() => navigate("/alerts")}>Open safety alerts</Button>
        </>
      ) : (
        link && (
          <>
            <p>
              {name} uses Bloom, an AI tutor for schoolwork, and gave {link.email} as their parent's or guardian's
              email. Once you confirm, Bloom emails you if it finds that {name} may be in danger, and lets you read what
              happened so you can help. Nothing is shared before you confirm.
            </p>
            {status === "signed-in" && user ? (
              <>
                <p className="shell-note">
                  You are signed in as {user.name}
                  {user.email ? ` (${user.email})` : ""}. This account will be the one that can see {name}'s safety
                  alerts.
                </p>
                <Button disabled={pending} onClick={() => void confirm()}>
                  {pending ? "Confirming..." : `I am ${name}'s parent or guardian`}
                </Button>
              </>
            ) : (
              status !== "loading" && (
                <>
                  <p className="shell-note">Sign in, or make a free account, to confirm.</p>
                  <Button onClick={signIn}>Sign in to confirm</Button>
                </>
              )
            )}
            <p className="shell-note">If you don't know this student, close this page: nothing is shared.</p>
          </>
        )
      )}
    </section>
  );
}
