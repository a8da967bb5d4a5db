import { afterAll, describe, expect, test } from "bun:test";
import { TUTORING_BKT } from "@bloom/domain";
import { createTempContext } from "../../../test/temp-context";
import {
  concepts,
  organisations,
  safetyAlerts,
  sections,
  subjects,
  topics,
  tutoringSessions,
  type UserRow,
} from "../../db/schema";
import { newId } from "../../ids";
import { applyConceptEvidence, loadTopicMastery } from "../mastery/public";
import { CLASS_PAGE_SIZE, readClass } from "./service";

/**
 * A school's view, page by page, without HTTP: a school of more students than two pages hold, some
 * with alerts, most with a topic they practised on different days. The pages together are the
 * whole class in the teacher's order, and each student's mastery is the full computation's.
 */

const temp = await createTempContext();
afterAll(() => temp.close());
const DAY = 86_400_000;
const now = Date.now();

const districtId = newId();
const schoolId = newId();
await temp.ctx.database.write(async (tx) => {
  await tx.insert(organisations).values({ id: districtId, kind: "district", name: "Pine District" });
  await tx.insert(organisations).values({ id: schoolId, kind: "school", name: "Pine High", districtId });
});
const admin = await temp.createUser({ role: "admin", districtId, schoolId, name: "Admin" });
const studentCount = CLASS_PAGE_SIZE * 2 + 7;
const students: { user: UserRow; topicId: string | null }[] = [];
for (let index = 0; index < studentCount; index++) {
  const user = await temp.createUser({
    role: "student",
    districtId,
    schoolId,
    name: `Student ${String(index).padStart(3, "0")}`,
  });
  // Every tenth student has not started; the others worked on their own topic, on different days.
  if (index % 10 === 0) {
    students.push({ user, topicId: null });
    continue;
  }
  const topicId = newId();
  const conceptIds = [newId(), newId()];
  await temp.ctx.database.write(async (tx) => {
    const subjectId = newId();
    await tx.insert(subjects).values({ id: subjectId, userId: user.id, name: "Biology", nameKey: "biology" });
    await tx.insert(topics).values({ id: topicId, userId: user.id, subjectId, name: "Cells" });
    const sectionId = newId();
    await tx.insert(sections).values({ id: sectionId, userId: user.id, topicId, name: "Parts" });
    await tx
      .insert(concepts)
      .values(
        conceptIds.map((id, position) => ({ id, userId: user.id, sectionId, label: `C${position}`, definition: "" })),
      );
    await tx.insert(tutoringSessions).values({
      id: newId(),
      userId: user.id,
      subjectId,
      topicId,
      topic: "Cells",
      lastActivityAt: now - (index % 17) * DAY,
    });
    if (index % 3 !== 0) {
      await applyConceptEvidence(
        tx,
        user.id,
        [{ conceptId: conceptIds[0]!, score: (index % 5) / 4, source: "tutoring" }],
        TUTORING_BKT,
        now - (index % 23) * DAY,
      );
    }
    if (index % 13 === 0 || index % 29 === 0) {
      await tx.insert(safetyAlerts).values({
        id: newId(),
        studentId: user.id,
        districtId,
        schoolId,
        category: "bullying",
        severity: index % 29 === 0 ? "critical" : "standard",
        firstMessageAt: now,
        lastMessageAt: now,
      });
    }
  });
  students.push({ user, topicId });
}

describe("readClass of a school", () => {
  test("pages hold the whole class in order, with each student's mastery as loadTopicMastery computes it", async () => {
    const classId = `school:${schoolId}`;
    const first = await readClass(temp.ctx, admin, classId);
    expect(first.page).toEqual({ number: 1, size: CLASS_PAGE_SIZE, pages: 3 });
    const pages = [first, await readClass(temp.ctx, admin, classId, 2), await readClass(temp.ctx, admin, classId, 3)];
    expect(pages.map((page) => page.students.length)).toEqual([CLASS_PAGE_SIZE, CLASS_PAGE_SIZE, 7]);
    const all = pages.flatMap((page) => page.students);
    expect(new Set(all.map((student) => student.id)).size).toBe(studentCount);

    // The teacher's order across pages: critical alerts, then open alerts, then the most recently active.
    for (let index = 1; index < all.length; index++) {
      const [a, b] = [all[index - 1]!, all[index]!];
      const order =
        b.openCritical - a.openCritical ||
        b.openAlerts - a.openAlerts ||
        (b.lastActivityAt ?? "").localeCompare(a.lastActivityAt ?? "") ||
        a.name.localeCompare(b.name);
      expect(order).toBeLessThanOrEqual(0);
    }
    expect(all[0]!.openCritical).toBe(1);

    const byId = new Map(students.map((student) => [student.user.id, student]));
    for (const shown of all) {
      const { topicId } = byId.get(shown.id)!;
      if (topicId === null) expect(shown.mastery).toBeNull();
      // Computed a moment apart, the decayed values agree to far finer than a shown percentage.
      else expect(shown.mastery).toBeCloseTo(await loadTopicMastery(temp.ctx.database, topicId), 6);
    }
    expect(all.some((student) => (student.mastery ?? 0) > 0)).toBe(true);

    const started = [...students.keys()].filter((index) => index % 10 !== 0);
    for (const page of pages) {
      expect(page.totals).toEqual({
        students: studentCount,
        withOpenAlerts: started.filter((index) => index % 13 === 0 || index % 29 === 0).length,
        withCritical: started.filter((index) => index % 29 === 0).length,
      });
    }
  });

  test("a page past the last answers the last page", async () => {
    const last = await readClass(temp.ctx, admin, `school:${schoolId}`, 99);
    expect(last.page.number).toBe(3);
    expect(last.students).toHaveLength(7);
  });
});
