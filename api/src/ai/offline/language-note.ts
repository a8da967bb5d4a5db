import { t } from "../../i18n";
import type { TutorTurn } from "../provider";

/**
 * The built-in lessons are written in English only. A student who writes in Spanish, or whose
 * interface is Spanish, is told so once per session, in Spanish, before the lesson goes on; the
 * note is stored with the reply, so the conversation shows it was said.
 */
export function builtInLanguageNote(turn: TutorTurn): string {
  const language = turn.language;
  if (!language || (language.reply === "en" && language.interface === "en")) return "";
  const note = t("es", "tutor.builtInEnglishOnly");
  const told = turn.history.some((message) => message.role === "ASSISTANT" && message.content.includes(note));
  return told ? "" : `${note}\n\n`;
}
