import { Button, type ButtonProps, useT } from "@bloom/ui";

/** A "Sign in with …" button for the school's or Google's sign-in, which says so while it redirects. */
export function ProviderButton({
  provider,
  displayName,
  pending,
  variant,
  onStart,
}: {
  provider: "school" | "google";
  displayName: string;
  /** What the page is starting, if anything: every button waits while one sign-in starts. */
  pending: string | null;
  variant?: ButtonProps["variant"];
  onStart: (provider: "school" | "google") => void;
}) {
  const t = useT();
  return (
    <Button
      variant={variant}
      className="shell-login-button"
      onClick={() => onStart(provider)}
      disabled={pending !== null}
    >
      {pending === provider ? t("login.redirecting") : t("login.signInWith", { provider: displayName })}
    </Button>
  );
}
