import { describe, expect, test } from "bun:test";
import { boundaryReply, careReply, DEFAULT_HELP_LINES } from "./replies";

describe("replies in the language the student wrote in", () => {
  test("a Spanish crisis reply gives 988's Spanish options, Childhelp and 911 in Spanish", () => {
    const suicide = careReply("suicide", {
      topicName: "fractions",
      helpLines: DEFAULT_HELP_LINES,
      adultsTold: "school",
      language: "es",
    });
    // Each number is a link a student can tap, named in Spanish by what it does.
    expect(suicide).toContain('Llama al **[988](<tel:988> "Llamar al 988")** y marca 2');
    expect(suicide).toContain('la palabra AYUDA al **[988](<sms:988?&body=AYUDA> "Enviar AYUDA por mensaje al 988")**');
    expect(suicide).toContain("[988lineadeprevencion.org](<https://988lineadeprevencion.org>)");
    expect(suicide).toContain('llama al **[911](<tel:911> "Llamar al 911")**');
    expect(suicide).toContain("se le avisará a un adulto");
    const abuse = careReply("abuse", {
      topicName: "fractions",
      helpLines: DEFAULT_HELP_LINES,
      adultsTold: "none",
      language: "es",
    });
    expect(abuse).toContain('**[1-800-422-4453](<tel:+18004224453> "Llamar al 1-800-422-4453")**');
    expect(abuse).toContain("intérpretes");
    expect(abuse).toContain("Bloom no puede avisarle a un adulto");
  });

  test("a district's own help line stays as the district wrote it", () => {
    const own = "Call Ms Rivera, our counselor, at extension 214.";
    const reply = careReply("suicide", {
      topicName: "fractions",
      helpLines: { ...DEFAULT_HELP_LINES, trustedAdult: own },
      adultsTold: "school",
      language: "es",
    });
    expect(reply).toContain(own);
    expect(reply).toContain("y marca 2 para hablar en español");
  });

  test("English, or a language the screen cannot read, is answered in English", () => {
    for (const language of ["en", "unknown", undefined] as const) {
      const reply = careReply("suicide", {
        topicName: "fractions",
        helpLines: DEFAULT_HELP_LINES,
        adultsTold: "school",
        language,
      });
      expect(reply).toContain("Thank you for telling me");
    }
  });

  test("a Spanish boundary leads back to the topic in Spanish", () => {
    expect(boundaryReply("drugs", { topicName: "fractions", language: "es" })).toContain("Volvamos a fractions");
  });
});
