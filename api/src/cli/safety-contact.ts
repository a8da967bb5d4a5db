import { AppError } from "../errors";

/** How staff name a district's safety contact on the command line, e.g. --safety-contact "Dana Lee <dana@district.org>". */
export const SAFETY_CONTACT_USAGE = '--safety-contact "Name <email>"';

/** Reads `Name <email>` (or a bare address) into the contact it names. */
export function parseSafetyContact(value: string): { name: string; email: string } {
  const match = /^\s*(.*?)\s*<\s*([^<>\s]+)\s*>\s*$/.exec(value) ?? /^\s*()([^<>\s]+)\s*$/.exec(value);
  const email = match?.[2] ?? "";
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
    throw new AppError(
      "VALIDATION_FAILED",
      // The command line's own sentence, for staff at a terminal: English, as the command's usage.
      "errors.custom",
      { sentence: `${SAFETY_CONTACT_USAGE} needs a name and an email address, like "Dana Lee <dana@district.org>".` },
    );
  }
  return { name: match![1]!.replace(/^"(.*)"$/, "$1"), email };
}

/** Printed after setting a district up without a safety contact, so the operator does not miss it. */
export function printSafetyWarning(warning: string | null | undefined, districtId: string): void {
  if (!warning) return;
  console.warn(
    `\nWarning: ${warning}\nOr add one now: bun api/src/cli/licence.ts add-safety-contact --district ${districtId} ${SAFETY_CONTACT_USAGE}`,
  );
}
