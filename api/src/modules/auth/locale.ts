import type { UserRow } from "../../db/schema";
import { type Language, languageOfTag } from "../../i18n";

export type { Language };

/**
 * The language to speak to a user in: their own setting first, then their last LTI launch's locale;
 * null when neither says, so the browser's languages decide in the shell.
 */
export function userLanguage(user: Pick<UserRow, "locale" | "ltiLocale">): Language | null {
  return user.locale ?? languageOfTag(user.ltiLocale);
}
