import { apiErrorOf, messageOf, useAuth } from "@bloom/client";
import { Banner, Button, useT } from "@bloom/ui";
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
  const t = useT();

  useEffect(() => {
    client
      .unwrap(client.api.auth.guardian({ token }).get(), t("guardian.invalid"))
      .then(setLink)
      .catch((cause: unknown) =>
        setError(
          apiErrorOf(cause)?.status === 404 ? t("guardian.expired") : messageOf(cause, t("guardian.openFailed")),
        ),
      );
  }, [client, token, t]);

  function signIn() {
    rememberReturnTo(path);
    navigate("/login", { state: { from: path } });
  }

  async function confirm() {
    setPending(true);
    setError(null);
    try {
      setLink(await client.unwrap(client.api.auth.guardian({ token }).post(), t("consent.answerFailed")));
    } catch (cause) {
      setError(messageOf(cause, t("consent.answerFailed")));
    } finally {
      setPending(false);
    }
  }

  const name = link?.studentName.trim() || t("guardian.theStudent");
  return (
    <section className="shell-page" aria-labelledby="guardian-title">
      <h1 id="guardian-title">{t("guardian.heading", { name: link ? name : t("guardian.aStudent") })}</h1>
      {error && <Banner variant="error">{error}</Banner>}
      {link?.status === "confirmed" ? (
        <>
          <Banner variant="success">{t("guardian.confirmed", { name })}</Banner>
          <Button onClick={() => navigate("/alerts")}>{t("guardian.openAlerts")}</Button>
        </>
      ) : (
        link && (
          <>
            <p>{t("guardian.explain", { name, email: link.email })}</p>
            {status === "signed-in" && user ? (
              <>
                <p className="shell-note">
                  {user.email
                    ? t("guardian.signedInAsEmail", { name: user.name, email: user.email, student: name })
                    : t("guardian.signedInAs", { name: user.name, student: name })}
                </p>
                <Button disabled={pending} onClick={() => void confirm()}>
                  {pending ? t("guardian.confirming") : t("guardian.confirm", { name })}
                </Button>
              </>
            ) : (
              status !== "loading" && (
                <>
                  <p className="shell-note">{t("guardian.signInFirst")}</p>
                  <Button onClick={signIn}>{t("guardian.signIn")}</Button>
                </>
              )
            )}
            <p className="shell-note">{t("guardian.unknown")}</p>
          </>
        )
      )}
    </section>
  );
}
