import { nowInSeconds, trialEndFrom } from "@bloom/domain";
import type { AppContext } from "../context";
import { identities, organisations, users } from "../db/schema";
import { newId } from "../ids";
import { logger } from "../logger";
import { DEMO_STUDENT_IDENTITY, findUserByIdentity } from "../modules/auth/public";
import { DEMO_DISTRICT, DEMO_SCHOOL, DEMO_STUDENT, writeDemoStudentData } from "./demo-student";

/**
 * Seeds the embedded default: the demo district and school, and the demo student with the
 * curated subjects (outline, topics, sections and concepts) and three weeks of study history. Runs at every start and does
 * nothing once the demo student exists; skipped when demo sign-in is off. Nobody signs in as this
 * student: it is the template each visitor's own copy is made like (modules/auth, `createDemoCopy`).
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
    await writeDemoStudentData(tx, userId);
  });
  logger.info("Seeded the demo student and the curated subjects");
}
