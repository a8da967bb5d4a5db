import { describe, expect, test } from "bun:test";
import { startApiWithSmtp } from "../../../test/api-with-smtp";

/**
 * The guardian's confirmation email in the student's language (issue 38), read back from a real SMTP
 * server: the same facts and the same working link in Spanish as in English.
 */

const { api, smtp } = await startApiWithSmtp();

/** Saves `changes` on a new 12-year-old student's account and returns the one email it sent. */
async function guardianEmailAfter(name: string, changes: Record<string, unknown>) {
  const child = await api.createUser({ role: "student", name, birthYear: new Date().getUTCFullYear() - 12 });
  await api.ctx.outbox.settle();
  const before = smtp.received.length;
  const saved = await api.call("/api/auth/me", { method: "PATCH", token: child.token, json: changes });
  expect(saved.status).toBe(200);
  await api.ctx.outbox.settle();
  const [email] = (await smtp.waitFor(before + 1)).slice(before);
  return email!;
}

describe("the guardian's confirmation email", () => {
  test("a student who chose Spanish has their guardian written to in Spanish, subject and link included", async () => {
    const email = await guardianEmailAfter("Lucía", { locale: "es", guardianEmail: "mama@example.test" });
    expect(email.to).toEqual(["mama@example.test"]);
    expect(email.subject).toBe("Confirme que es madre, padre o tutor legal de Lucía en Bloom");
    expect(email.text).toContain("Lucía usa Bloom, un tutor con inteligencia artificial");
    expect(email.text).toContain("el enlace deja de funcionar en 14 días");
    expect(email.text).not.toContain("parent or guardian");
    const link = /https?:\/\/\S+\/guardian\/[A-Za-z0-9_-]+/.exec(email.text)?.[0];
    expect(link).toBeDefined();
    expect(email.html).toContain(`<a href="${link}">`);
  });

  test("a student who has not chosen a language has their guardian written to in English", async () => {
    const email = await guardianEmailAfter("Sam", { guardianEmail: "dad@example.test" });
    expect(email.subject).toBe("Please confirm you are Sam's parent or guardian on Bloom");
    expect(email.text).toContain("the link stops working in 14 days");
    expect(email.text).toMatch(/\/guardian\/[A-Za-z0-9_-]+/);
  });
});
