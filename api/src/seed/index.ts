import { nowInSeconds, trialEndFrom } from "@bloom/domain";
import type { AppContext } from "../context";
import { CURATED_SUBJECTS, type CuratedSubject } from "../curriculum";
import type { WriteTx } from "../db/database";
import { concepts, identities, organisations, outlines, sections, subjects, topics, users } from "../db/schema";
import { newId } from "../ids";
import { logger } from "../logger";
import { DEMO_STUDENT_IDENTITY, findUserByIdentity } from "../modules/auth/public";
import { writeDemoHistory } from "./demo-history";

/** The demo district and school the seeded student belongs to. */
const DEMO_DISTRICT = {
  id: "demo-district",
  name: "Lakeside Unified School District",
  signInDomain: "lakeside.example",
};
const DEMO_SCHOOL = { id: "demo-school", name: "Lakeside High School" };
const DEMO_STUDENT = { name: "Maya Chen", email: "maya.chen@lakeside.example" };

/**
 * Seeds the embedded default: the demo district and school, and the demo student with the
 * curated subjects (outline, topics, sections and concepts) and three weeks of study history. Runs at every start and does
 * nothing once the demo student exists; skipped when demo sign-in is off.
 */
export async function seedDatabase(ctx: AppContext): Promise<void> {
  if (!ctx.config.auth.demoSignIn) return;
  if (await findUserByIdentity(ctx.database.read, DEMO_STUDENT_IDENTITY)) return;

  await ctx.database.write(async (tx) => {
    await tx
      .insert(organisations)
      .values([
        { id: DEMO_DISTRICT.id, kind: "district", name: DEMO_DISTRICT.name, signInDomain: DEMO_DISTRICT.signInDomain },
        { id: DEMO_SCHOOL.id, kind: "school", name: DEMO_SCHOOL.name, districtId: DEMO_DISTRICT.id },
      ])
      .onConflictDoNothing();
    const userId = newId();
    await tx.insert(users).values({
      id: userId,
      name: DEMO_STUDENT.name,
      email: DEMO_STUDENT.email,
      role: "student",
      districtId: DEMO_DISTRICT.id,
      schoolId: DEMO_SCHOOL.id,
      subscriptionStatus: "trialing",
      trialEnd: trialEndFrom(nowInSeconds()),
      isDemo: true,
    });
    await tx.insert(identities).values({ id: newId(), userId, ...DEMO_STUDENT_IDENTITY });
    for (const curated of CURATED_SUBJECTS) await insertCuratedSubject(tx, userId, curated);
    await writeDemoHistory(tx, userId);
  });
  logger.info("Seeded the demo student and the curated subjects");
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
