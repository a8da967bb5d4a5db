import { and, asc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { keptRead } from "../../db/kept-query";
import { concepts, type OutlineRow, outlines, type SubjectRow, sections, subjects, topics } from "../../db/schema";
import { newId } from "../../ids";

/** The SQL of subjects and their outlines. */

// Kept built: the subject list is read on most pages.
const subjectList = keptRead((db) =>
  db
    .select()
    .from(subjects)
    .where(eq(subjects.userId, sql.placeholder("userId")))
    .orderBy(asc(subjects.createdAt), asc(subjects.id))
    .prepare(),
);

/** The user's subjects, oldest first. */
export function readSubjects(database: Database, userId: string): Promise<SubjectRow[]> {
  return subjectList(database).all({ userId });
}

/** One of the user's subjects, or undefined (another user's subject too). */
export async function readSubject(
  database: Database,
  userId: string,
  subjectId: string,
): Promise<SubjectRow | undefined> {
  const [row] = await database.read
    .select()
    .from(subjects)
    .where(and(eq(subjects.id, subjectId), eq(subjects.userId, userId)));
  return row;
}

/** Inserts the subject unless the user has one of this name key already, and returns the one they have now. */
export function insertSubjectOnce(
  database: Database,
  userId: string,
  name: string,
  nameKey: string,
): Promise<{ subject: SubjectRow; created: boolean }> {
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

/** Deletes the user's subject (everything under it goes by cascade); false when they have no such subject. */
export async function deleteSubjectRow(database: Database, userId: string, subjectId: string): Promise<boolean> {
  const deleted = await database.write((tx) =>
    tx
      .delete(subjects)
      .where(and(eq(subjects.id, subjectId), eq(subjects.userId, userId)))
      .returning({ id: subjects.id }),
  );
  return deleted.length > 0;
}

export async function readOutline(database: Database, subjectId: string): Promise<OutlineRow | undefined> {
  const [row] = await database.read.select().from(outlines).where(eq(outlines.subjectId, subjectId));
  return row;
}

/** Stores the subject's outline, replacing any earlier one. */
export async function upsertOutline(
  database: Database,
  owner: { userId: string; subjectId: string },
  outline: { points: string[]; source: string },
): Promise<OutlineRow> {
  const now = Date.now();
  const [saved] = await database.write((tx) =>
    tx
      .insert(outlines)
      .values({ id: newId(), ...owner, ...outline, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({ target: outlines.subjectId, set: { ...outline, updatedAt: now } })
      .returning(),
  );
  return saved!;
}

/** The names of the subject's topics that have a plan with at least one concept (a model planned them, or a built-in lesson). */
export async function readPlannedTopicNames(database: Database, subjectId: string): Promise<Set<string>> {
  const rows = await database.read
    .selectDistinct({ name: topics.name })
    .from(topics)
    .innerJoin(sections, eq(sections.topicId, topics.id))
    .innerJoin(concepts, eq(concepts.sectionId, sections.id))
    .where(eq(topics.subjectId, subjectId));
  return new Set(rows.map((row) => row.name));
}
