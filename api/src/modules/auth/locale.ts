import type { UserRow } from "../../db/schema";

/** The languages the product is written in; a user's own choice is one of these or null (automatic). */
export type Language = NonNullable<UserRow["locale"]>;

/** The supported language of a BCP 47 tag such as "es-419" or "en-US"; null for any other language. */
function languageOfTag(tag: string | null | undefined): Language | null {
  const primary = tag?.trim().split(/[-_]/)[0]?.toLowerCase();
  return primary === "en" || primary === "es" ? primary : null;
}

/**
 * The language to speak to a user in: their own setting first, then their last LTI launch's locale;
 * null when neither says, so the browser's languages decide in the shell.
 */
export function userLanguage(user: Pick<UserRow, "locale" | "ltiLocale">): Language | null {
  return user.locale ?? languageOfTag(user.ltiLocale);
}
