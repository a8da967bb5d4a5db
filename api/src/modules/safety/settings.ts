import { plainHelpLine } from "@bloom/domain";
import { eq } from "drizzle-orm";
import type { AppContext } from "../../context";
import type { Database } from "../../db/database";
import { safetySettings, type UserRow } from "../../db/schema";
import { AppError } from "../../errors";
import { requireDistrictAdmin } from "../auth/public";
import { requireEmailForContacts } from "./readiness";
import { DEFAULT_HELP_LINES, HELP_LINE_KEYS, type HelpLines } from "./replies";

export interface SafetyContact {
  name: string;
  email: string;
}

export interface DistrictSafetySettings {
  contacts: SafetyContact[];
  helpLines: HelpLines;
  /** Which help lines are the district's own wording rather than the defaults. */
  customLines: (keyof HelpLines)[];
  /** What each line says when the district leaves it blank. */
  defaultHelpLines: HelpLines;
}

/**
 * A district's safety set-up, with the default help lines where it has not worded its own. Lines
 * are plain text; one saved with the markup of earlier versions ("**988**") is read without it.
 */
export async function loadSafetySettings(
  database: Database,
  districtId: string | null,
): Promise<DistrictSafetySettings> {
  const [row] = districtId
    ? await database.read.select().from(safetySettings).where(eq(safetySettings.districtId, districtId))
    : [];
  const custom = row?.helpLines ?? {};
  const helpLines = { ...DEFAULT_HELP_LINES };
  const customLines: (keyof HelpLines)[] = [];
  for (const key of HELP_LINE_KEYS) {
    const line = plainHelpLine(custom[key] ?? "");
    if (line) {
      helpLines[key] = line;
      customLines.push(key);
    }
  }
  return { contacts: row?.contacts ?? [], helpLines, customLines, defaultHelpLines: DEFAULT_HELP_LINES };
}

/**
 * Replaces the district's safety contacts and help-line wording, kept as plain text (the student's
 * reply links the numbers). A blank help line goes back to the default. Contacts need email to
 * reach them: production refuses them without SMTP.
 */
export async function updateSafetySettings(
  ctx: AppContext,
  admin: UserRow,
  input: { contacts: SafetyContact[]; helpLines: Partial<Record<keyof HelpLines, string>> },
): Promise<DistrictSafetySettings> {
  const districtId = requireDistrictAdmin(admin, "change the district's safety settings");
  const contacts = dedupeContacts(input.contacts);
  if (contacts.length > 0) requireEmailForContacts(ctx.config);
  const helpLines: Record<string, string> = {};
  for (const key of HELP_LINE_KEYS) {
    const line = plainHelpLine(input.helpLines[key] ?? "");
    if (line) helpLines[key] = line;
  }
  await ctx.database.write((tx) =>
    tx
      .insert(safetySettings)
      .values({ districtId, contacts, helpLines, updatedBy: admin.id, updatedAt: Date.now() })
      .onConflictDoUpdate({
        target: safetySettings.districtId,
        set: { contacts, helpLines, updatedBy: admin.id, updatedAt: Date.now() },
      }),
  );
  return loadSafetySettings(ctx.database, districtId);
}

function dedupeContacts(contacts: SafetyContact[]): SafetyContact[] {
  const seen = new Set<string>();
  const result: SafetyContact[] = [];
  for (const contact of contacts) {
    const email = contact.email.trim();
    const key = email.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    result.push({ name: contact.name.trim(), email });
  }
  return result;
}

/**
 * Production must be able to reach the safety contacts a district has set: a server started
 * without SMTP while contacts exist would drop every critical alert's email, so it refuses to start.
 */
export async function assertContactsReachable(ctx: AppContext): Promise<void> {
  if (ctx.config.env !== "production" || ctx.config.email.smtpUrl) return;
  const rows = await ctx.database.read.select({ contacts: safetySettings.contacts }).from(safetySettings);
  if (rows.some((row) => row.contacts.length > 0)) {
    throw new AppError("NOT_READY", "errors.safetySmtpMissing");
  }
}
