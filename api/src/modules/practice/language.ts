import type { UserRow } from "../../db/schema";
import { type Language, languageOfAcceptHeader } from "../../i18n";
import { userLanguage } from "../auth/public";

/**
 * The language a student's cards and feedback are written in: their own setting (or LTI launch),
 * then the browser's languages, then English.
 */
export function studentLanguage(user: Pick<UserRow, "locale" | "ltiLocale">, request: Request): Language {
  return userLanguage(user) ?? languageOfAcceptHeader(request.headers.get("accept-language")) ?? "en";
}
