import { builtInTeaches, isBuiltInCourse, needsModelMessage } from "../../ai/offline/coverage";
import type { AppContext } from "../../context";
import { CURATED_SUBJECTS } from "../../curriculum";
import type { Database } from "../../db/database";
import type { OutlineRow, SubjectRow } from "../../db/schema";
import { AppError, notFound } from "../../errors";
import type { Language } from "../../i18n";
import { logger } from "../../logger";
import type { Outline, Subject } from "./model";
import {
  deleteSubjectRow,
  insertSubjectOnce,
  readOutline,
  readPlannedTopicNames,
  readSubject,
  readSubjects,
  upsertOutline,
} from "./store";

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

/**
 * The outline as the API shows it, each topic marked with whether it can be taught now: always with
 * an AI model; without one, only a topic the built-in tutor has a lesson for, or one a model has
 * already planned (the built-in tutor then practises its concepts).
 */
export async function toOutline(
  ctx: Pick<AppContext, "ai" | "database">,
  row: OutlineRow,
  /** The language of the reasons a topic cannot start: the request's. */
  language: Language,
): Promise<Outline> {
  const subject = await readSubject(ctx.database, row.userId, row.subjectId);
  const planned =
    ctx.ai.kind === "offline"
      ? new Set([...(await readPlannedTopicNames(ctx.database, row.subjectId))].map((name) => name.toLowerCase()))
      : new Set<string>();
  const canTeach = (topic: string) =>
    ctx.ai.kind !== "offline" || builtInTeaches(subject?.name ?? "", topic) || planned.has(topic.toLowerCase());
  // What can start comes first, whenever the outline was stored (the demo's predates this order).
  const points = [...row.points.filter(canTeach), ...row.points.filter((name) => !canTeach(name))];
  return {
    id: row.id,
    subject_id: row.subjectId,
    outline: points,
    points,
    topics: points.map((name) => {
      const taught = canTeach(name);
      // Only a built-in course's topic is refused outright; any other subject's topic opens, and its tutor explains.
      const refused = !taught && isBuiltInCourse(subject?.name ?? "");
      return {
        name,
        canTeach: taught,
        unavailableReason: refused ? needsModelMessage(subject!.name, name, language) : null,
      };
    }),
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
  if (!row) throw notFound("errors.notFound.subject");
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
  const typed = rawName.trim().replace(/\s+/g, " ");
  if (!typed) throw new AppError("VALIDATION_FAILED", "errors.enterSubjectName");
  // "algebra 1" is the built-in "Algebra I": it gets the course's name, so it is the same subject.
  const name = builtInSubjectName(typed) ?? typed;
  const nameKey = name.toLowerCase();
  return insertSubjectOnce(database, userId, name, nameKey);
}

/** The built-in course a typed name is, in any letter case and spacing, with 1 and I (2 and II, …) alike. */
function builtInSubjectName(typed: string): string | undefined {
  const key = numeralKey(typed);
  return CURATED_SUBJECTS.find((subject) => numeralKey(subject.name) === key)?.name;
}

const ROMAN: Record<string, string> = {
  "1": "i",
  "2": "ii",
  "3": "iii",
  "4": "iv",
  "5": "v",
  one: "i",
  two: "ii",
  three: "iii",
};

/** A name's words in lower case, a number written in figures or words as a Roman numeral: "Algebra1" → "algebra i". */
function numeralKey(name: string): string {
  return name
    .toLowerCase()
    .replace(/([a-z])(\d)/g, "$1 $2")
    .split(/[\s\-_.]+/)
    .filter(Boolean)
    .map((word) => ROMAN[word] ?? word)
    .join(" ");
}

/** Deletes a subject and everything under it: outline, topics, sessions, cards, mastery. */
export async function deleteSubject(database: Database, userId: string, subjectId: string): Promise<void> {
  if (!(await deleteSubjectRow(database, userId, subjectId))) throw notFound("errors.notFound.subject");
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
    throw new AppError("AI_FAILED", "errors.outlineFailedRetry", { subject: subject.name });
  });
  return saveOutline(ctx.database, userId, subjectId, { points, source: "generated" });
}
