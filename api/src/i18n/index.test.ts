import { describe, expect, test } from "bun:test";
import { languageOfAcceptHeader, languageOfTag } from ".";
import { en } from "./en";
import { es } from "./es";

describe("the API's catalogues", () => {
  test("Spanish has every English key and no other, none empty", () => {
    expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort());
    expect(Object.values<string>(es).every((message) => message.trim().length > 0)).toBe(true);
  });
});

describe("languages of tags and headers", () => {
  test("a tag's language, any region", () => {
    expect(languageOfTag("es-419")).toBe("es");
    expect(languageOfTag(" EN_us ")).toBe("en");
    expect(languageOfTag("pt-BR")).toBeNull();
    expect(languageOfTag(null)).toBeNull();
  });

  test("Accept-Language by its weights, the first the API writes", () => {
    expect(languageOfAcceptHeader("es-MX,es;q=0.9,en;q=0.8")).toBe("es");
    expect(languageOfAcceptHeader("fr-FR, en;q=0.5, es;q=0.7")).toBe("es");
    expect(languageOfAcceptHeader("de, fr;q=0.9")).toBeNull();
    expect(languageOfAcceptHeader("es;q=0, en")).toBe("en");
    expect(languageOfAcceptHeader(undefined)).toBeNull();
  });
});
