import { and, asc, eq, sql } from "drizzle-orm";
import type { AppContext } from "../../context";
import type { Database } from "../../db/database";
import { type OutlineRow, outlines, type SubjectRow, subjects } from "../../db/schema";
import { AppError, notFound } from "../../errors";
import { newId } from "../../ids";
import { logger } from "../../logger";
import type { Outline, Subject } from "./model";

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
  return database
    .prepared("subjects.list", (db) =>
      db
        .select()
        .from(subjects)
        .where(eq(subjects.userId, sql.placeholder("userId")))
        .orderBy(asc(subjects.createdAt), asc(subjects.id))
        .prepare(),
    )
    .all({ userId });
}

/** One of the user's subjects; another user's subject is a 404, like a missing one. */
export async function getSubject(database: Database, userId: string, subjectId: string): Promise<SubjectRow> {
  const [row] = await database.read
    .select()
    .from(subjects)
    .where(and(eq(subjects.id, subjectId), eq(subjects.userId, userId)));
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
  return database.write(async (tx) => {
    const [inserted] = await tx
      .insert(subjects)
      .values({ id: newId(), userId, name, nameKey })
      .onConflictDoNothing({ target: [subjects.userId, subjects.nameKey] })
      .returning();
    if (inserted) return { subject: inserted, created: true };
    const [existing] = await tx
      .select()
      .from(subjects)
      .where(and(eq(subjects.userId, userId), eq(subjects.nameKey, nameKey)));
    return { subject: existing!, created: false };
  });
}

/** Deletes a subject and everything under it: outline, topics, sessions, cards, mastery. */
export async function deleteSubject(database: Database, userId: string, subjectId: string): Promise<void> {
  const deleted = await database.write((tx) =>
    tx
      .delete(subjects)
      .where(and(eq(subjects.id, subjectId), eq(subjects.userId, userId)))
      .returning({ id: subjects.id }),
  );
  if (deleted.length === 0) throw notFound("That subject");
}

/** The subject's outline, or null when it has none yet. */
export async function getOutline(database: Database, userId: string, subjectId: string): Promise<OutlineRow | null> {
  await getSubject(database, userId, subjectId);
  const [row] = await database.read.select().from(outlines).where(eq(outlines.subjectId, subjectId));
  return row ?? null;
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
  const now = Date.now();
  const [saved] = await database.write((tx) =>
    tx
      .insert(outlines)
      .values({ id: newId(), userId, subjectId, ...outline, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({ target: outlines.subjectId, set: { ...outline, updatedAt: now } })
      .returning(),
  );
  return saved!;
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
