import type { CuratedSubject } from "../curriculum";
import { CURATED_SUBJECTS } from "../curriculum";
import type { WriteTx } from "../db/database";
import { concepts, outlines, sections, subjects, topics } from "../db/schema";
import { newId } from "../ids";
import { writeDemoHistory } from "./demo-history";

/** The demo district and school the seeded student belongs to. */
export const DEMO_DISTRICT = {
  id: "demo-district",
  name: "Lakeside Unified School District",
  signInDomain: "lakeside.example",
};
export const DEMO_SCHOOL = { id: "demo-school", name: "Lakeside High School" };
export const DEMO_STUDENT = { name: "Maya Chen", email: "maya.chen@lakeside.example" };

/**
 * The demo student's subjects and three weeks of history, written for `userId` inside the caller's
 * write: once for the seeded student, and again for each visitor's copy of it. The history is
 * deterministic and ends at `now`, so every copy is the same demo, as fresh as the day it is made.
 */
export async function writeDemoStudentData(tx: WriteTx, userId: string, now = Date.now()): Promise<void> {
  for (const curated of CURATED_SUBJECTS) await insertCuratedSubject(tx, userId, curated);
  await writeDemoHistory(tx, userId, now);
}

/** Gives a user a curated subject: its outline, and the topics it teaches in depth with their sections and concepts. */
async function insertCuratedSubject(tx: WriteTx, userId: string, curated: CuratedSubject): Promise<string> {
  const subjectId = newId();
  await tx.insert(subjects).values({ id: subjectId, userId, name: curated.name, nameKey: curated.name.toLowerCase() });
  await tx.insert(outlines).values({ id: newId(), userId, subjectId, points: [...curated.outline], source: "curated" });
  for (const topic of curated.topics) {
    const topicId = newId();
    await tx
      .insert(topics)
      .values({ id: topicId, userId, subjectId, name: topic.name, position: curated.outline.indexOf(topic.name) });
    for (const [sectionIndex, section] of topic.sections.entries()) {
      const sectionId = newId();
      await tx.insert(sections).values({ id: sectionId, userId, topicId, name: section.name, position: sectionIndex });
      await tx.insert(concepts).values(
        section.concepts.map((concept, conceptIndex) => ({
          id: newId(),
          userId,
          sectionId,
          label: concept.label,
          definition: concept.definition,
          position: conceptIndex,
        })),
      );
    }
  }
  return subjectId;
}
