import { afterAll, describe, expect, test } from "bun:test";
import { IntlMessageFormat } from "intl-messageformat";
import { startTestApi } from "../../test/harness";
import { rateLimitedMessage } from "../http/rate-limit";
import { errors as english } from "../i18n/en/errors";
import { errors as spanish } from "../i18n/es/errors";

/**
 * Error sentences in the request's language (issue 38): the same bad requests over HTTP, with
 * `Accept-Language: es-419` in Spanish, with `en-US`, a language the API does not write, or none in
 * English; the codes are the same in every language.
 */

const api = await startTestApi({ RATE_LIMIT_DEMO_ACCOUNTS: "1/1h", TRUSTED_PROXIES: "127.0.0.1" });
afterAll(() => api.close());

const SPANISH = { "accept-language": "es-419" };
const ENGLISH: Record<string, string>[] = [
  { "accept-language": "en-US" },
  { "accept-language": "de-DE, fr;q=0.8" },
  {},
];

/** The names of the values a parsed message reads, through its selects and plurals. */
function argumentsOf(elements: ReturnType<IntlMessageFormat["getAst"]>, names = new Set<string>()): Set<string> {
  for (const element of elements) {
    if ("value" in element && typeof element.value === "string" && element.type !== 0) names.add(element.value);
    if ("options" in element) {
      for (const option of Object.values(element.options)) argumentsOf(option.value, names);
    }
  }
  return names;
}

type Call = (headers: Record<string, string>) => Promise<{ status: number; body: { error: string; code: string } }>;

/** Asks the same thing in Spanish and in each English case; returns the Spanish answer. */
async function inEachLanguage(call: Call, english: { status: number; error: string; code: string }) {
  for (const headers of ENGLISH) {
    const answer = await call(headers);
    expect({ status: answer.status, ...answer.body }).toEqual(english);
  }
  const spanish = await call(SPANISH);
  expect(spanish.status).toBe(english.status);
  expect(spanish.body.code).toBe(english.code);
  return spanish.body.error;
}

describe("error sentences in the request's language", () => {
  test("every sentence is valid ICU in both languages, and Spanish uses only the English one's values", () => {
    for (const key of Object.keys(english) as (keyof typeof english)[]) {
      const given = argumentsOf(new IntlMessageFormat(english[key], "en").getAst());
      const used = argumentsOf(new IntlMessageFormat(spanish[key], "es").getAst());
      expect({ key, missing: [...used].filter((name) => !given.has(name)) }).toEqual({ key, missing: [] });
    }
  });

  test("every sentence a request schema gives is in the catalogue, so it is answered in Spanish too", async () => {
    const known = new Set<string>(Object.values(english));
    const missing: string[] = [];
    for await (const path of new Bun.Glob("modules/*/model.ts").scan({
      cwd: `${import.meta.dir}/..`,
      absolute: true,
    })) {
      const source = await Bun.file(path).text();
      for (const [, sentence] of source.matchAll(/error: "((?:[^"\\]|\\.)*)"/g)) {
        if (!known.has(JSON.parse(`"${sentence}"`))) missing.push(sentence!);
      }
    }
    expect(missing).toEqual([]);
  });

  test("an unknown address", async () => {
    const error = await inEachLanguage((headers) => api.call("/api/nothing-here", { headers }), {
      status: 404,
      code: "ROUTE_NOT_FOUND",
      error: "There is no such address in the API.",
    });
    expect(error).toBe("Esa dirección no existe en la API.");
  });

  test("a thing that is not found", async () => {
    const { token } = await api.createUser({ subscriptionStatus: "active" });
    const error = await inEachLanguage(
      (headers) => api.call("/api/subjects/no-such-subject", { method: "DELETE", token, headers }),
      { status: 404, code: "NOT_FOUND", error: "That subject was not found." },
    );
    expect(error).toBe("No encontramos esa materia.");
  });

  test("a call without signing in", async () => {
    const error = await inEachLanguage((headers) => api.call("/api/subjects", { headers }), {
      status: 401,
      code: "UNAUTHENTICATED",
      error: "Please sign in to continue.",
    });
    expect(error).toBe("Inicia sesión para continuar.");
  });

  test("validation: a service's sentence, a schema's sentence and a body that is not JSON", async () => {
    const { token } = await api.createUser({ subscriptionStatus: "active" });
    const blank = await inEachLanguage(
      (headers) => api.call("/api/subjects", { method: "POST", token, json: { name: "  " }, headers }),
      { status: 400, code: "VALIDATION_FAILED", error: "Please enter a subject name." },
    );
    expect(blank).toBe("Escribe el nombre de una materia.");
    const schema = await inEachLanguage(
      (headers) => api.call("/api/subjects", { method: "POST", token, json: {}, headers }),
      { status: 400, code: "VALIDATION_FAILED", error: "Please enter a subject name of at most 100 characters." },
    );
    expect(schema).toBe("Escribe el nombre de una materia, de 100 caracteres como máximo.");
    const notJson = await inEachLanguage(
      (headers) =>
        api.call("/api/subjects", {
          method: "POST",
          token,
          body: "{",
          headers: { ...headers, "content-type": "application/json" },
        }),
      { status: 400, code: "INVALID_JSON", error: "The request body could not be read. Send valid JSON." },
    );
    expect(notJson).toBe("No pudimos leer el cuerpo de la solicitud. Envía un JSON válido.");
  });

  test("a topic that needs an AI model, and the outline's reasons", async () => {
    const { token } = await api.createUser({ subscriptionStatus: "active" });
    const subject = (await api.call("/api/subjects", { method: "POST", token, json: { name: "Algebra I" } })).body;
    const error = await inEachLanguage(
      async (headers) => {
        const answer = await api.call("/api/tutoring/session", {
          method: "POST",
          token,
          json: { subjectId: subject.id, topic: "Linear Inequalities" },
          headers,
        });
        // The English sentence names every built-in lesson: only its start is compared exactly.
        const english = '"Linear Inequalities" is part of Algebra I, but the built-in tutor has full lessons only for ';
        if (answer.body.error.startsWith(english)) answer.body.error = english;
        return answer;
      },
      {
        status: 409,
        code: "NEEDS_AI_MODEL",
        error: '"Linear Inequalities" is part of Algebra I, but the built-in tutor has full lessons only for ',
      },
    );
    expect(error).toStartWith(
      '"Linear Inequalities" es parte de Algebra I, pero el tutor integrado solo tiene lecciones completas de "',
    );
    expect(error).toContain("Para enseñar este tema se necesita un modelo de IA");
    expect(error).toMatch(/" y "/);

    const outline = await api.call(`/api/subjects/${subject.id}/outline/generate`, {
      method: "POST",
      token,
      headers: SPANISH,
    });
    const refused = outline.body.topics.find((topic: { canTeach: boolean }) => !topic.canTeach);
    expect(refused.unavailableReason).toContain("se necesita un modelo de IA");
    const inEnglish = await api.call(`/api/subjects/${subject.id}/outline`, { token });
    const same = inEnglish.body.topics.find((topic: { name: string }) => topic.name === refused.name);
    expect(same.unavailableReason).toContain("needs an AI model");
  });

  test("a rate limit says how long to wait, in words of the language", async () => {
    const demo = (address: string, headers: Record<string, string>) =>
      api.call("/api/auth/demo", {
        method: "POST",
        json: { fresh: true },
        headers: { ...headers, "x-forwarded-for": address },
      });
    expect((await demo("198.51.100.7", SPANISH)).status).toBe(200);
    const spanish = await demo("198.51.100.7", SPANISH);
    expect(spanish.status).toBe(429);
    const seconds = Number(spanish.headers.get("retry-after"));
    expect(spanish.body).toEqual({ code: "RATE_LIMITED", error: rateLimitedMessage(seconds, "es") });
    expect(spanish.body.error).toMatch(/^Vas un poco rápido\. Espera .+ y vuelve a intentarlo\.$/);
    const english = await demo("198.51.100.7", {});
    expect(english.status).toBe(429);
    expect(english.body.error).toBe(rateLimitedMessage(Number(english.headers.get("retry-after"))));
    expect(english.body.error).toStartWith("You're going a little fast. Please wait ");
  });
});
