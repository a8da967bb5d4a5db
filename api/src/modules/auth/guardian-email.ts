import { t } from "../../i18n";
import type { Language } from "./locale";

/** What the guardian's confirmation email says, before it becomes text and HTML. */
interface GuardianLinkEmail {
  subject: string;
  paragraphs: string[];
}

/**
 * The email asking a parent or guardian to confirm, in `language` (the catalogue's `emails.guardian.`
 * messages); `studentName` null when the student has not given a name.
 */
export function guardianLinkEmail(language: Language, studentName: string | null, link: string): GuardianLinkEmail {
  const name = studentName ?? t(language, "emails.alert.aStudent");
  // A student with no name, in the middle of a sentence (lower case in Spanish).
  const inSentence = studentName ?? t(language, "emails.guardian.aStudentMidSentence");
  return {
    subject: t(language, "emails.guardian.subject", { name: inSentence }),
    paragraphs: [
      t(language, "emails.guardian.named", { name }),
      t(language, "emails.guardian.why"),
      t(language, "emails.guardian.confirm", { name: inSentence, link }),
      t(language, "emails.guardian.ignore"),
    ],
  };
}
