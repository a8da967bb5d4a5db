import { describe, expect, test } from "bun:test";
import { startApiWithSmtp } from "../../../test/api-with-smtp";

/**
 * The parental consent email in the child's language (issue 38), read back from a real SMTP server:
 * a launch in Spanish or the child's own choice of Spanish writes to the parent in Spanish.
 */

const { api, smtp } = await startApiWithSmtp();

async function consentEmailFor(child: { name: string; locale?: "en" | "es" | null; ltiLocale?: string | null }) {
  const { token } = await api.createUser({
    role: "student",
    birthYear: new Date().getUTCFullYear() - 11,
    consentStatus: "awaiting_parent",
    ...child,
  });
  await api.ctx.outbox.settle();
  const before = smtp.received.length;
  const sent = await api.call("/api/auth/me/consent-request", {
    method: "POST",
    token,
    json: { parentEmail: "familia@example.test" },
  });
  expect(sent.status).toBe(202);
  await api.ctx.outbox.settle();
  const [email] = (await smtp.waitFor(before + 1)).slice(before);
  return email!;
}

describe("the parental consent email", () => {
  test("a child who chose Spanish: subject, facts, deadline and link in Spanish", async () => {
    const email = await consentEmailFor({ name: "Mateo", locale: "es" });
    expect(email.subject).toBe("Su autorización para que Mateo use Bloom");
    expect(email.text).toContain("Mateo quiere usar Bloom");
    expect(email.text).toContain("la ley de Estados Unidos (COPPA)");
    expect(email.text).toMatch(/antes del \S+, \d+ de \S+ de \d{4}/);
    expect(email.text).not.toContain("guardian's consent");
    expect(email.html).toMatch(/<a href="[^"]+\/consent\/[A-Za-z0-9_-]+">/);
  });

  test("a child launched from a Spanish course is written for in Spanish; their own English choice wins", async () => {
    expect((await consentEmailFor({ name: "Sofía", ltiLocale: "es-419" })).subject).toBe(
      "Su autorización para que Sofía use Bloom",
    );
    expect((await consentEmailFor({ name: "Ana", locale: "en", ltiLocale: "es-419" })).subject).toBe(
      "Please give consent for Ana to use Bloom",
    );
  });
});
