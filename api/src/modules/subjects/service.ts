import type { AppContext } from "../../context";
import type { Database } from "../../db/database";
import type { OutlineRow, SubjectRow } from "../../db/schema";
import { AppError, notFound } from "../../errors";
import { logger } from "../../logger";
import type { Outline, Subject } from "./model";
import { deleteSubjectRow, insertSubjectOnce, readOutline, readSubject, readSubjects, upsertOutline } from "./store";

/** The subject as the API shows it. */
export function toSubject(row: SubjectRow): Subject {
  return {
    id: row.id,
    subject_id: row.id,
    name: row.name,
    label: row.name,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

/** The outline as the API shows it. */
export function toOutline(row: OutlineRow): Outline {
  return {
    id: row.id,
    subject_id: row.subjectId,
    outline: row.points,
    points: row.points,
    source: row.source,
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}

/** The user's subjects, oldest first. */
export function listSubjects(database: Database, userId: string): Promise<SubjectRow[]> {
  return readSubjects(database, userId);
}

/** One of the user's subjects; another user's subject is a 404, like a missing one. */
export async function getSubject(database: Database, userId: string, subjectId: string): Promise<SubjectRow> {
  const row = await readSubject(database, userId, subjectId);
  if (!row) throw notFound("That subject");
  return row;
}

/**
 * Creates a subject from a name (trimmed; spaces inside collapsed). A name the user already
 * has, in any letter case, returns the existing subject instead of a second one.
 */
export async function createSubject(
  database: Database,
  userId: string,
  rawName: string,
): Promise<{ subject: SubjectRow; created: boolean }> {
  const name = rawName.trim().replace(/\s+/g, " ");
  if (!name) throw new AppError("VALIDATION_FAILED", "Please enter a subject name.");
  const nameKey = name.toLowerCase();
  return insertSubjectOnce(database, userId, name, nameKey);
}

/** Deletes a subject and everything under it: outline, topics, sessions, cards, mastery. */
export async function deleteSubject(database: Database, userId: string, subjectId: string): Promise<void> {
  if (!(await deleteSubjectRow(database, userId, subjectId))) throw notFound("That subject");
}

/** The subject's outline, or null when it has none yet. */
export async function getOutline(database: Database, userId: string, subjectId: string): Promise<OutlineRow | null> {
  await getSubject(database, userId, subjectId);
  return (await readOutline(database, subjectId)) ?? null;
}

/**
 * Saves the subject's outline, replacing any earlier one. Topic names are trimmed, blank and
 * repeated ones dropped; an outline left with no topics becomes the default of spec §5:
 * "Introduction to {subject}", with source "manual".
 */
export async function saveOutline(
  database: Database,
  userId: string,
  subjectId: string,
  input: { points?: string[]; source?: string },
): Promise<OutlineRow> {
  const subject = await getSubject(database, userId, subjectId);
  const points = [...new Set((input.points ?? []).map((point) => point.trim().replace(/\s+/g, " ")).filter(Boolean))];
  const outline =
    points.length > 0
      ? { points, source: input.source?.trim() || "manual" }
      : { points: [`Introduction to ${subject.name}`], source: "manual" };
  return upsertOutline(database, { userId, subjectId }, outline);
}

/** Asks the AI provider for the subject's outline and stores it (the "Generate Outline" button). */
export async function generateOutline(
  ctx: AppContext,
  userId: string,
  subjectId: string,
  signal?: AbortSignal,
): Promise<OutlineRow> {
  const subject = await getSubject(ctx.database, userId, subjectId);
  const points = await ctx.ai.generateOutline({ subjectName: subject.name }, { signal }).catch((error: unknown) => {
    logger.warn("Outline generation failed", { subject: subject.name, error });
    throw new AppError("AI_FAILED", `We could not generate an outline for ${subject.name} just now. Please try again.`);
  });
  return saveOutline(ctx.database, userId, subjectId, { points, source: "generated" });
}
