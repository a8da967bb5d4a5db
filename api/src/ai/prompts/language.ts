import type { Language } from "../../i18n";
import type { ReplyLanguage } from "../provider";

/** Each language's name as a model is told it. */
const LANGUAGE_NAMES: Record<Language, string> = { en: "English", es: "Spanish" };

/**
 * The tutor's language rule, said plainly: the student's latest message decides, and the lesson
 * follows a switch; the prompts themselves stay in English.
 */
export function tutorLanguageRule(language: ReplyLanguage | undefined): string {
  if (!language) return "- Reply in the language the student writes in.";
  const name = LANGUAGE_NAMES[language.reply];
  const why =
    language.because === "writes"
      ? `the student writes in ${name}`
      : `the student's latest message is too short to tell, and their interface is in ${name}`;
  return `- Reply in ${name} (${why}). If the student switches language, follow them; keep subject names and formulas as they are.`;
}

/** What a model writes for the student is in their language; nothing is said for English, the default. */
export function writeInRule(language: Language | undefined, what: string): string[] {
  if (!language || language === "en") return [];
  const name = LANGUAGE_NAMES[language];
  return [`Write ${what} in ${name}: the student reads ${name}.`];
}
