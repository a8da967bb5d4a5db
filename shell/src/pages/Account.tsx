import { messageOf, useAuth } from "@bloom/client";
import { Banner, Button } from "@bloom/ui";
import { type FormEvent, useEffect, useId, useState } from "react";
import { useShell } from "../shell-context";

/**
 * The signed-in person's account: their name and, for a student outside any school, the parent or
 * guardian Bloom tells if a safety alert is raised (a school's students are looked after by their
 * school's adults instead, and are told so here).
 */
export function AccountPage() {
  const { client } = useShell();
  const { user, refresh } = useAuth();
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
        {inSchool ? (
          <p className="shell-note">
            Your account comes from your school. If Bloom ever worries about your safety, an adult at your school is
            told, so they can help.
          </p>
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
              you wrote. Leave it empty to remove it.
            </p>
          </>
        )}
        {error && <Banner variant="error">{error}</Banner>}
        {saved && <Banner variant="success">Your account is saved.</Banner>}
        <Button type="submit" disabled={pending}>
          {pending ? "Saving..." : "Save"}
        </Button>
      </form>
    </section>
  );
}
