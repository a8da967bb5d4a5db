import { emailDateTime } from "../../email/body";
import { t } from "../../i18n";
import type { Language } from "../auth/public";

/** What the parental consent email says, before it becomes text and HTML. */
interface ConsentEmail {
  subject: string;
  paragraphs: string[];
}

interface ConsentFacts {
  /** The child's name; null when they have not given one. */
  childName: string | null;
  link: string;
  /** Epoch milliseconds: when the account is deleted if no one answers. */
  expiresAt: number;
}

/**
 * The COPPA consent email in `language` (the catalogue's `emails.consent.` messages): the facts,
 * the deadline and the link are the same in every language.
 */
export function consentEmail(language: Language, { childName, link, expiresAt }: ConsentFacts): ConsentEmail {
  return {
    subject: childName
      ? t(language, "emails.consent.subject", { name: childName })
      : t(language, "emails.consent.subjectNoName"),
    paragraphs: [
      t(language, "emails.consent.asks", { name: childName ?? t(language, "emails.consent.yourChild") }),
      t(language, "emails.consent.keeps"),
      t(language, "emails.consent.link", { link }),
      t(language, "emails.consent.deadline", { deadline: emailDateTime(language, expiresAt) }),
    ],
  };
}
