import { describe, expect, test } from "bun:test";
import {
  deepLinkPickerPage,
  registrationDonePage,
  rejectionPage,
  resumePage,
  strayVisitPage,
  widgetPage,
} from "../pages";
import { languageOfClaims, languageOfRequest, text } from ".";
import { en } from "./en";
import { es } from "./es";

/** The English catalogue's sentences (three words or more between values) that `page` still holds. */
function englishLeftIn(page: string): string[] {
  const fragments = Object.values<string>(en)
    .flatMap((message) => message.split(/\{\w+\}|\n/))
    .map((fragment) => fragment.trim())
    .filter((fragment) => fragment.split(/\s+/).length >= 3);
  return fragments.filter((fragment) => page.includes(fragment.replaceAll("'", "&#39;")) || page.includes(fragment));
}

describe("the tool's pages in Spanish", () => {
  test("Spanish has every English key, none empty, each differing from the English", () => {
    expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort());
    const same = Object.entries(es).filter(([key, message]) => message === en[key as keyof typeof en]);
    expect(same).toEqual([]);
  });

  test("every page the tool draws reads Spanish, with lang=es, and no catalogue English is left", async () => {
    const activities = [{ name: "tutor", label: "The AI tutor", placedTitle: () => "Tutor" }];
    const pages = [
      rejectionPage(
        text("es", "refused.tooSlow"),
        "The id_token has expired.",
        "ab12cd34",
        400,
        "http://x/lti/login?iss=a",
        undefined,
        "es",
      ),
      strayVisitPage(404, "es"),
      resumePage(["tutor"], "es"),
      widgetPage({ widget: "tutor", token: "t", initial: {}, storageCheck: null, language: "es" }),
      deepLinkPickerPage({
        session: "s",
        activities,
        subjects: [],
        gradable: true,
        storageCheck: null,
        language: "es",
      }),
      registrationDonePage("Canvas", "Sin contacto de seguridad.", "es"),
    ];
    for (const response of pages) {
      const page = await response.text();
      expect(page).toContain('<html lang="es">');
      expect(englishLeftIn(page)).toEqual([]);
    }
    // The check finds the English where it is left: the same page in English.
    expect(englishLeftIn(await strayVisitPage(404).text())).not.toEqual([]);
  });

  test("the language comes from the launch's locale, else the browser's", () => {
    const claims = { "https://purl.imsglobal.org/spec/lti/claim/launch_presentation": { locale: "es-419" } };
    expect(languageOfClaims(claims, "en")).toBe("es");
    expect(languageOfClaims({}, "es")).toBe("es");
    const request = (header: string) => new Request("http://x", { headers: { "accept-language": header } });
    expect(languageOfRequest(request("es-MX,es;q=0.9,en;q=0.8"))).toBe("es");
    expect(languageOfRequest(request("fr, en;q=0.5"))).toBe("en");
    expect(languageOfRequest(request("de"))).toBe("en");
  });
});
