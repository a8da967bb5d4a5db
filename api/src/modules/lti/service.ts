import { mapLtiRoles, PlatformServiceError } from "@bloom/lti-provider";
import { and, asc, desc, eq, inArray } from "drizzle-orm";
import type { AppContext } from "../../context";
import type { Database } from "../../db/database";
import {
  identities,
  ltiContextMembers,
  ltiContexts,
  ltiDeployments,
  ltiRegistrations,
  organisations,
  type UserRow,
} from "../../db/schema";
import { AppError, notFound } from "../../errors";
import { type Language, t } from "../../i18n";
import { newId } from "../../ids";
import { logger } from "../../logger";
import { addSafetyContact, requireEmailForContacts, safetyContactWarning } from "../safety/public";
import type { DEPLOYMENT_POLICIES } from "./model";
import { replaceRosterTeachers } from "./roster-teachers";
import { toRegistration } from "./store";

type DeploymentPolicy = (typeof DEPLOYMENT_POLICIES)[number];

/** Where platforms reach the tool, for an administrator to paste into the LMS. */
export function toolEndpoints(ctx: AppContext) {
  const base = ctx.config.publicUrl;
  return {
    loginUrl: `${base}/lti/login`,
    launchUrl: `${base}/lti/launch`,
    jwksUrl: `${base}/lti/.well-known/jwks.json`,
    registrationUrl: `${base}/lti/register`,
  };
}

/** The district an administrator manages; LTI platforms are always registered for one. */
export function requireDistrict(admin: UserRow): string {
  if (!admin.districtId) throw new AppError("FORBIDDEN", "errors.lti.noDistrict");
  return admin.districtId;
}

/** A district's safety contact named while registering a platform, and who named it (null: our staff). */
interface NamedSafetyContact {
  contact: { name: string; email: string };
  by: string | null;
}

/**
 * A link the district's LMS administrator opens in the LMS's dynamic registration screen (valid 7
 * days), with the district's safety contact saved first when one is named; warns while there is none.
 */
export async function createRegistrationLink(
  ctx: AppContext,
  districtId: string,
  safety?: NamedSafetyContact,
): Promise<{ url: string; expiresAt: number; warning?: string }> {
  if (safety) {
    requireEmailForContacts(ctx.config);
    await ctx.database.write((tx) => addSafetyContact(tx, districtId, safety.contact, safety.by));
  }
  const invite = await ctx.lti.invites.create({ districtId });
  const warning = await safetyContactWarning(ctx.database, districtId);
  return {
    url: `${toolEndpoints(ctx).registrationUrl}?invite=${encodeURIComponent(invite)}`,
    expiresAt: Math.floor(Date.now() / 1000) + 7 * 24 * 3600,
    ...(warning ? { warning } : {}),
  };
}

/**
 * The district of a registration invite, if it is ours and unexpired and the district still exists,
 * with what the registration page tells the LMS's administrator while the district has no safety contact.
 */
export async function resolveRegistrationInvite(
  ctx: AppContext,
  invite: string,
  /** The language of the registration's page (the administrator's browser). */
  language: Language = "en",
): Promise<{ districtId: string; warning?: string } | null> {
  const value = await ctx.lti.invites.read(invite);
  if (!value) return null;
  const [district] = await ctx.database.read
    .select({ id: organisations.id })
    .from(organisations)
    .where(eq(organisations.id, value.districtId));
  if (!district) return null;
  const missing = await safetyContactWarning(ctx.database, district.id);
  const warning = t(language, "lti.registration.noSafetyContact");
  return missing ? { districtId: district.id, warning } : { districtId: district.id };
}

/** The district's registered platforms with their deployments. */
export async function listRegistrations(database: Database, districtId: string) {
  const rows = await database.read.select().from(ltiRegistrations).where(eq(ltiRegistrations.districtId, districtId));
  const deployments =
    rows.length === 0
      ? []
      : await database.read
          .select()
          .from(ltiDeployments)
          .where(
            inArray(
              ltiDeployments.registrationId,
              rows.map((row) => row.id),
            ),
          );
  return rows.map((row) => ({
    ...toRegistration(row),
    deployments: deployments
      .filter((deployment) => deployment.registrationId === row.id)
      .map((deployment) => ({
        id: deployment.id,
        deploymentId: deployment.deploymentId,
        schoolId: deployment.schoolId,
        source: deployment.source,
      })),
  }));
}

/** Registers a platform by hand (for LMSs without dynamic registration, e.g. Schoology). */
export async function createRegistration(
  database: Database,
  districtId: string,
  input: {
    name: string;
    issuer: string;
    clientId: string;
    authLoginUrl: string;
    authTokenUrl: string;
    jwksUrl: string;
    deploymentPolicy?: DeploymentPolicy;
  },
  safety?: NamedSafetyContact,
) {
  const values = {
    ...input,
    issuer: input.issuer.replace(/\/+$/, ""),
    deploymentPolicy: input.deploymentPolicy ?? "open",
    districtId,
  };
  const [created] = await database.write(async (tx) => {
    const rows = await tx
      .insert(ltiRegistrations)
      .values({ id: newId(), ...values })
      .onConflictDoNothing()
      .returning();
    // Saved with the registration, so a refused registration names no contact either.
    if (rows.length > 0 && safety) await addSafetyContact(tx, districtId, safety.contact, safety.by);
    return rows;
  });
  if (!created) throw new AppError("CONFLICT", "errors.lti.alreadyRegistered");
  const warning = await safetyContactWarning(database, districtId);
  return { ...toRegistration(created), deployments: [], ...(warning ? { warning } : {}) };
}

/** Sets whether a registration accepts new deployments on first launch or only listed ones. */
export async function updateRegistration(
  database: Database,
  districtId: string,
  registrationId: string,
  deploymentPolicy: DeploymentPolicy,
) {
  const [updated] = await database.write((tx) =>
    tx
      .update(ltiRegistrations)
      .set({ deploymentPolicy })
      .where(and(eq(ltiRegistrations.id, registrationId), eq(ltiRegistrations.districtId, districtId)))
      .returning(),
  );
  if (!updated) throw notFound("errors.notFound.registration");
  return (await listRegistrations(database, districtId)).find((registration) => registration.id === registrationId)!;
}

/** Lists a deployment (an installation of the tool in the LMS), optionally for one school of the district. */
export async function addDeployment(
  database: Database,
  districtId: string,
  registrationId: string,
  input: { deploymentId: string; schoolId?: string },
) {
  const [registration] = await database.read
    .select({ id: ltiRegistrations.id })
    .from(ltiRegistrations)
    .where(and(eq(ltiRegistrations.id, registrationId), eq(ltiRegistrations.districtId, districtId)));
  if (!registration) throw notFound("errors.notFound.registration");
  if (input.schoolId) {
    const [school] = await database.read
      .select({ id: organisations.id })
      .from(organisations)
      .where(
        and(
          eq(organisations.id, input.schoolId),
          eq(organisations.kind, "school"),
          eq(organisations.districtId, districtId),
        ),
      );
    if (!school) throw new AppError("VALIDATION_FAILED", "errors.lti.schoolOfDistrict");
  }
  const values = { districtId, schoolId: input.schoolId ?? null, source: "listed" as const };
  await database.write((tx) =>
    tx
      .insert(ltiDeployments)
      .values({ id: newId(), registrationId, deploymentId: input.deploymentId, ...values })
      .onConflictDoUpdate({ target: [ltiDeployments.registrationId, ltiDeployments.deploymentId], set: values }),
  );
  return (await listRegistrations(database, districtId)).find((item) => item.id === registrationId)!;
}

/**
 * The courses the caller teaches (or administers) and has opened Bloom from, the one they opened
 * it from last first: a teacher launched from a course lands on that course.
 */
export async function listCourses(database: Database, callerId: string) {
  const rows = await database.read
    .select({
      id: ltiContexts.id,
      title: ltiContexts.title,
      platform: ltiRegistrations.name,
      membershipsUrl: ltiContexts.membershipsUrl,
    })
    .from(ltiContextMembers)
    .innerJoin(ltiContexts, eq(ltiContexts.id, ltiContextMembers.contextRowId))
    .innerJoin(ltiRegistrations, eq(ltiRegistrations.id, ltiContexts.registrationId))
    .where(and(eq(ltiContextMembers.userId, callerId), inArray(ltiContextMembers.role, ["teacher", "admin"])))
    .orderBy(desc(ltiContextMembers.lastLaunchAt), asc(ltiContexts.title));
  return rows.map(({ membershipsUrl, ...course }) => ({ ...course, rosterAvailable: membershipsUrl !== null }));
}

/**
 * A course's roster, read from the LMS (Names and Role Provisioning, every page). Members who
 * have opened Bloom before are linked to the course on the way, so their teachers can read their
 * analytics even before they launch from this course. Only the course's teachers may read it.
 */
export async function readCourseRoster(ctx: AppContext, callerId: string, courseId: string) {
  const course = (await listCourses(ctx.database, callerId)).find((item) => item.id === courseId);
  if (!course) throw notFound("errors.notFound.course");
  const [context] = await ctx.database.read.select().from(ltiContexts).where(eq(ltiContexts.id, courseId));
  if (!context?.membershipsUrl) throw new AppError("ROSTER_UNAVAILABLE", "errors.lti.noRoster");
  const registration = await ctx.lti.store.findRegistrationById(context.registrationId);
  if (!registration) throw notFound("errors.notFound.course");

  let members: Awaited<ReturnType<typeof ctx.lti.services.readRoster>>;
  try {
    members = await ctx.lti.services.readRoster(registration, context.membershipsUrl);
  } catch (error) {
    if (!(error instanceof PlatformServiceError)) throw error;
    logger.warn("Reading an LMS roster failed", { courseId, error: error.message });
    throw new AppError("LMS_UNAVAILABLE", "errors.lti.rosterFailed");
  }

  const known =
    members.length === 0
      ? []
      : await ctx.database.read
          .select({ subject: identities.subject, userId: identities.userId })
          .from(identities)
          .where(
            and(
              eq(identities.issuer, registration.issuer),
              inArray(
                identities.subject,
                members.map((member) => member.userId),
              ),
            ),
          );
  const ourId = new Map(known.map((row) => [row.subject, row.userId]));
  const roster = members.map((member) => ({
    name: member.name,
    email: member.email,
    role: mapLtiRoles(member.roles),
    status: member.status,
    userId: ourId.get(member.userId) ?? null,
    ltiUserId: member.userId,
  }));
  const linked = roster.filter((member) => member.userId !== null && member.status.toLowerCase() === "active");
  await ctx.database.write(async (tx) => {
    // The roster just read is the freshest list of the course's teachers, for its safety alerts.
    await replaceRosterTeachers(tx, context.id, members, Date.now());
    for (const member of linked) {
      await tx
        .insert(ltiContextMembers)
        .values({
          contextRowId: context.id,
          userId: member.userId!,
          role: member.role,
          ltiUserId: member.ltiUserId,
          lastLaunchAt: 0,
        })
        .onConflictDoUpdate({
          target: [ltiContextMembers.contextRowId, ltiContextMembers.userId],
          set: { role: member.role },
        });
    }
  });
  return { course, members: roster.map(({ ltiUserId: _ltiUserId, ...member }) => member) };
}
