import { and, eq, inArray, isNotNull, isNull } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import type { AppContext } from "../../context";
import { ltiContextMembers, seatRequests, type UserRow, users } from "../../db/schema";
import { emailBody } from "../../email/body";
import { queueEmail } from "../../email/outbox";
import { type Language, t } from "../../i18n";
import { userLanguage } from "../auth/public";

const DAY_MS = 24 * 3_600_000;

/** What someone sees in the LMS when their district has no free seat: never a sales page. */
export function noSeatNotice(role: UserRow["role"], language: Language) {
  return role === "student"
    ? { title: t(language, "lti.noSeat.studentTitle"), message: t(language, "lti.noSeat.studentMessage") }
    : { title: t(language, "lti.noSeat.teacherTitle"), message: t(language, "lti.noSeat.teacherMessage") };
}

/**
 * Records that someone could not use Bloom from a course for want of a seat, and tells the course's
 * teachers and the district's admins: in the app at once (their classes list it), and by email at
 * most once a day per course and person told.
 */
export async function recordSeatRequest(
  ctx: AppContext,
  input: { user: UserRow; contextRowId: string; districtId: string | null; courseTitle: string },
): Promise<void> {
  const now = Date.now();
  const day = Math.floor(now / DAY_MS);
  await ctx.database.write(async (tx) => {
    await tx
      .insert(seatRequests)
      .values({
        contextRowId: input.contextRowId,
        userId: input.user.id,
        districtId: input.districtId,
        firstAt: now,
        lastAt: now,
      })
      .onConflictDoUpdate({ target: [seatRequests.contextRowId, seatRequests.userId], set: { lastAt: now } });

    const teacher = alias(ltiContextMembers, "teacher");
    const teachers = await tx
      .selectDistinct({ email: users.email, locale: users.locale, ltiLocale: users.ltiLocale })
      .from(teacher)
      .innerJoin(users, eq(users.id, teacher.userId))
      .where(
        and(
          eq(teacher.contextRowId, input.contextRowId),
          inArray(teacher.role, ["teacher", "admin"]),
          isNotNull(users.email),
        ),
      );
    const admins = input.districtId
      ? await tx
          .select({ email: users.email, locale: users.locale, ltiLocale: users.ltiLocale })
          .from(users)
          .where(
            and(
              eq(users.districtId, input.districtId),
              eq(users.role, "admin"),
              isNull(users.schoolId),
              isNotNull(users.email),
            ),
          )
      : [];
    // One email per address, in its reader's language (the first account found with that address says it).
    const recipients = new Map<string, Language>();
    for (const row of [...teachers, ...admins]) {
      const to = row.email!.toLowerCase();
      if (!recipients.has(to)) recipients.set(to, userLanguage(row) ?? "en");
    }
    for (const [to, language] of recipients) {
      const title = input.courseTitle;
      await queueEmail(
        ctx.outbox,
        tx,
        {
          to,
          subject: t(language, "emails.seat.subject", { course: title || t(language, "emails.seat.aCourse") }),
          ...emailBody([
            t(language, "emails.seat.happened", { course: title || t(language, "emails.seat.oneOfYourCourses") }),
            t(language, "emails.seat.told"),
            t(language, "emails.seat.next", { link: `${ctx.config.publicUrl}/dashboard` }),
          ]),
        },
        { key: `no-seat:${input.contextRowId}:${day}:${to}`, districtId: input.districtId },
      );
    }
  });
}

/** Someone who now has access is no longer waiting. */
export async function clearSeatRequest(ctx: AppContext, contextRowId: string, userId: string): Promise<void> {
  await ctx.database.write((tx) =>
    tx.delete(seatRequests).where(and(eq(seatRequests.contextRowId, contextRowId), eq(seatRequests.userId, userId))),
  );
}

/** How many people of each course are waiting for a seat. */
export async function countSeatRequests(ctx: AppContext, contextRowIds: string[]): Promise<Map<string, number>> {
  if (contextRowIds.length === 0) return new Map();
  const rows = await ctx.database.read
    .select({ contextRowId: seatRequests.contextRowId, userId: seatRequests.userId })
    .from(seatRequests)
    .where(inArray(seatRequests.contextRowId, contextRowIds));
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(row.contextRowId, (counts.get(row.contextRowId) ?? 0) + 1);
  return counts;
}
