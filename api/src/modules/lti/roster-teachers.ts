import { mapLtiRoles, PlatformServiceError, type PlatformServices, type RosterMember } from "@bloom/lti-provider";
import { and, eq } from "drizzle-orm";
import type { Database, WriteTx } from "../../db/database";
import { ltiContextMembers, ltiContexts, ltiRegistrations, ltiRosterTeachers, type UserRow } from "../../db/schema";
import { logger } from "../../logger";
import { type Outbox, PermanentDeliveryError } from "../../outbox/outbox";
import { findUserByIdentity, insertUserWithIdentity } from "../auth/public";
import type { DatabaseLtiStore } from "./store";

export const LTI_ROSTER_KIND = "lti.roster";

/**
 * A course's roster is read again after this long: teachers join or leave a course a few times a
 * term, so six hours learns of a teacher added in the morning by the afternoon while costing the
 * platform at most four reads of a course a day however often its students launch.
 */
const ROSTER_REFRESH_MS = 6 * 3_600_000;

interface RosterReadPayload {
  contextRowId: string;
}

/**
 * Keeps each course's teachers as the platform's roster (NRPS) lists them, so a safety alert
 * reaches them before their first launch. A launch queues the read in its own write (the outbox),
 * and the outbox's worker reads the roster after the commit: never on the launch's path, never in
 * a transaction, and a platform that is down is tried again with the outbox's backoff.
 */
export class RosterTeachers {
  constructor(
    private readonly database: Database,
    private readonly store: DatabaseLtiStore,
    private readonly services: PlatformServices,
    private readonly outbox: Outbox,
  ) {
    outbox.register<RosterReadPayload>(LTI_ROSTER_KIND, (payload) => this.readNow(payload.contextRowId));
  }

  /** Inside a launch's write: queues a read when the course offers its roster and it is unread or stale. */
  async queueIfDue(tx: WriteTx, contextRowId: string, now: number): Promise<void> {
    const [course] = await tx
      .select({
        membershipsUrl: ltiContexts.membershipsUrl,
        rosterReadAt: ltiContexts.rosterReadAt,
        districtId: ltiContexts.districtId,
      })
      .from(ltiContexts)
      .where(eq(ltiContexts.id, contextRowId));
    if (!course?.membershipsUrl) return;
    if (course.rosterReadAt !== null && now - course.rosterReadAt < ROSTER_REFRESH_MS) return;
    await this.outbox.enqueue<RosterReadPayload>(tx, {
      kind: LTI_ROSTER_KIND,
      payload: { contextRowId },
      // One read per course per window, however many students launch at once.
      idempotencyKey: `${contextRowId}:${Math.floor(now / ROSTER_REFRESH_MS)}`,
      districtId: course.districtId,
    });
  }

  private async readNow(contextRowId: string): Promise<void> {
    const [course] = await this.database.read.select().from(ltiContexts).where(eq(ltiContexts.id, contextRowId));
    if (!course?.membershipsUrl) return;
    const registration = await this.store.findRegistrationById(course.registrationId);
    if (!registration) return;
    let members: RosterMember[];
    try {
      members = await this.services.readRoster(registration, course.membershipsUrl);
    } catch (error) {
      // A refusal (no roster scope, a course the platform no longer has) will not change by waiting.
      if (error instanceof PlatformServiceError && !error.retryable) {
        logger.warn("A course's roster was refused", { contextRowId, status: error.status });
        throw new PermanentDeliveryError(error.message);
      }
      throw error;
    }
    await this.database.write((tx) => replaceRosterTeachers(tx, contextRowId, members, Date.now()));
  }
}

/** Replaces the course's list of teachers with the roster's active teachers and admins, and notes when it was read. */
export async function replaceRosterTeachers(
  tx: WriteTx,
  contextRowId: string,
  members: readonly RosterMember[],
  now: number,
): Promise<void> {
  const teachers = new Map<string, typeof ltiRosterTeachers.$inferInsert>();
  for (const member of members) {
    const role = mapLtiRoles(member.roles);
    if (role === "student" || member.status.toLowerCase() !== "active") continue;
    teachers.set(member.userId, {
      contextRowId,
      ltiUserId: member.userId,
      name: member.name?.trim() ?? "",
      email: member.email?.trim() || null,
      role,
      readAt: now,
    });
  }
  await tx.delete(ltiRosterTeachers).where(eq(ltiRosterTeachers.contextRowId, contextRowId));
  if (teachers.size > 0) await tx.insert(ltiRosterTeachers).values([...teachers.values()]);
  await tx.update(ltiContexts).set({ rosterReadAt: now }).where(eq(ltiContexts.id, contextRowId));
}

/**
 * The account of a course's teacher known from its roster, found or created by their platform
 * identity (registration issuer, platform user id) as a launch would, and made a teacher of the
 * course. Inside the caller's write. Null when the course is gone.
 */
export async function accountOfRosterTeacher(
  tx: WriteTx,
  input: { contextRowId: string; ltiUserId: string; email: string; now: number },
): Promise<UserRow | null> {
  const [course] = await tx
    .select({ issuer: ltiRegistrations.issuer, districtId: ltiContexts.districtId, schoolId: ltiContexts.schoolId })
    .from(ltiContexts)
    .innerJoin(ltiRegistrations, eq(ltiRegistrations.id, ltiContexts.registrationId))
    .where(eq(ltiContexts.id, input.contextRowId));
  if (!course) return null;
  const [listed] = await tx
    .select({ name: ltiRosterTeachers.name })
    .from(ltiRosterTeachers)
    .where(
      and(eq(ltiRosterTeachers.contextRowId, input.contextRowId), eq(ltiRosterTeachers.ltiUserId, input.ltiUserId)),
    );
  const identity = { issuer: course.issuer, subject: input.ltiUserId };
  // A teacher, never an admin, until the platform itself says more at their first launch.
  const user =
    (await findUserByIdentity(tx, identity)) ??
    (await insertUserWithIdentity(tx, identity, {
      role: "teacher",
      districtId: course.districtId,
      schoolId: course.schoolId,
      name: listed?.name || input.email.split("@")[0] || "Teacher",
      email: input.email,
      createdAt: input.now,
      updatedAt: input.now,
    }));
  await tx
    .insert(ltiContextMembers)
    .values({
      contextRowId: input.contextRowId,
      userId: user.id,
      role: "teacher",
      ltiUserId: input.ltiUserId,
      lastLaunchAt: 0,
    })
    .onConflictDoNothing();
  return user;
}
