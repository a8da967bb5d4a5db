import { accessDenial, isWidgetName, nowInSeconds, type WidgetName } from "@bloom/domain";
import { CLAIM, type LaunchOutcome, mapLtiRoles, type ValidatedLaunch } from "@bloom/lti-provider";
import { and, eq } from "drizzle-orm";
import type { AppContext } from "../../context";
import type { WriteTx } from "../../db/database";
import { ltiContextMembers, ltiContexts, ltiResourceLinks, organisations, type UserRow, users } from "../../db/schema";
import { newId } from "../../ids";
import { logger } from "../../logger";
import { findUserByIdentity, insertUserWithIdentity, issueToken, userLanguage } from "../auth/public";
import { applyLicenceCoverage, claimLicenceSeat } from "../licences/public";
import { clearSeatRequest, noSeatNotice, recordSeatRequest } from "./seat-requests";

/**
 * What a valid launch means for us: the person is found or created by (issuer, subject), takes the
 * role the platform gives them and the district of the deployment (and a school when one is
 * known), the course, their place in it and the placed activity are recorded, a licence seat is
 * claimed, and they get the same API token as any other sign-in.
 */
export async function completeLaunch(ctx: AppContext, launch: ValidatedLaunch): Promise<LaunchOutcome> {
  const role = mapLtiRoles(launch.roles);
  const districtId = launch.deployment.districtId ?? launch.registration.districtId;
  const customSchool = await findSchoolOfDistrict(ctx, launch.custom.school_id, districtId);
  const widget = readWidget(launch.custom.widget);
  const now = Date.now();

  let contextRowId: string | null = null;
  const user = await ctx.database.write(async (tx) => {
    contextRowId = launch.context ? await upsertContext(tx, launch, districtId, now) : null;
    const contextSchool = contextRowId ? await readContextSchool(tx, contextRowId) : null;
    const schoolId = customSchool ?? contextSchool ?? launch.deployment.schoolId;
    const person = await upsertLaunchingUser(tx, launch, { role, districtId, schoolId, now });
    if (contextRowId) {
      await tx
        .insert(ltiContextMembers)
        .values({ contextRowId, userId: person.id, role, ltiUserId: launch.subject, lastLaunchAt: now })
        .onConflictDoUpdate({
          target: [ltiContextMembers.contextRowId, ltiContextMembers.userId],
          set: { role, ltiUserId: launch.subject, lastLaunchAt: now },
        });
      if (launch.resourceLink && launch.messageType === "LtiResourceLinkRequest")
        await upsertResourceLink(tx, launch, contextRowId, widget, now);
      await ctx.lti.rosterTeachers.queueIfDue(tx, contextRowId, now);
    }
    return person;
  });

  // A school's or district's licence covers its LMS users.
  const organisationId = user.schoolId ?? user.districtId;
  if (organisationId) {
    const seat = await claimLicenceSeat(ctx, user.id, organisationId, "lti");
    if (!seat) logger.info("LTI user has no licence seat", { userId: user.id, organisationId });
  }

  const initial: Record<string, string> = {};
  if (launch.custom.subject) initial.subject = launch.custom.subject;
  if (launch.custom.topic) initial.topic = launch.custom.topic;
  const token = await issueToken(ctx, user.id);

  // Without a seat, the tutor and flashcards cannot open: a child in a course is never shown the
  // plans; they are told calmly, and their teachers and district admins hear of it.
  const { user: covered } = await applyLicenceCoverage(ctx.database, { user });
  const hasAccess = accessDenial(covered, nowInSeconds()) === null;
  if (contextRowId) {
    if (hasAccess) await clearSeatRequest(ctx, contextRowId, user.id);
    else if (widget !== "dashboard") {
      await recordSeatRequest(ctx, { user, contextRowId, districtId, courseTitle: launch.context?.title ?? "" });
    }
  }
  // The person's own setting first, then this launch's locale (stored on them above).
  const language = userLanguage(user);
  if (!hasAccess && widget !== "dashboard") {
    return { token, widget, initial, language, notice: noSeatNotice(role, language ?? "en") };
  }
  return { token, widget, initial, language };
}

/** The widget a placement asks for; course navigation and unknown values open the dashboard. */
function readWidget(value: string | undefined): WidgetName {
  return isWidgetName(value) ? value : "dashboard";
}

async function upsertLaunchingUser(
  tx: WriteTx,
  launch: ValidatedLaunch,
  fields: { role: UserRow["role"]; districtId: string | null; schoolId: string | null; now: number },
): Promise<UserRow> {
  const identity = { issuer: launch.registration.issuer, subject: launch.subject };
  const existing = await findUserByIdentity(tx, identity);
  // The platform is the source of truth for who a district's people are: role and organisation follow it.
  const organisation = {
    role: fields.role,
    districtId: fields.districtId,
    ...(fields.schoolId ? { schoolId: fields.schoolId } : {}),
  };
  if (existing) {
    const [updated] = await tx
      .update(users)
      .set({
        ...organisation,
        name: launch.name ?? existing.name,
        email: launch.email ?? existing.email,
        // A launch without a locale keeps the last one known.
        ltiLocale: launchLocale(launch) ?? existing.ltiLocale,
        updatedAt: fields.now,
      })
      .where(eq(users.id, existing.id))
      .returning();
    return updated!;
  }
  return insertUserWithIdentity(tx, identity, {
    ...organisation,
    name: launch.name ?? launch.email?.split("@")[0] ?? "Student",
    email: launch.email,
    ltiLocale: launchLocale(launch),
    createdAt: fields.now,
    updatedAt: fields.now,
  });
}

/**
 * `launch_presentation.locale` of a verified launch (e.g. "es-419"), trimmed; null when absent or not
 * shaped like a BCP 47 tag. It is kept as sent: the user's own language setting still comes first.
 */
function launchLocale(launch: ValidatedLaunch): string | null {
  const presentation = launch.claims[CLAIM.launchPresentation];
  if (typeof presentation !== "object" || presentation === null || !("locale" in presentation)) return null;
  const { locale } = presentation;
  if (typeof locale !== "string") return null;
  const tag = locale.trim();
  return /^[A-Za-z]{2,8}([-_][A-Za-z0-9]{1,8})*$/.test(tag) && tag.length <= 35 ? tag : null;
}

async function upsertContext(
  tx: WriteTx,
  launch: ValidatedLaunch,
  districtId: string | null,
  now: number,
): Promise<string> {
  const context = launch.context!;
  const membershipsUrl = launch.nrps?.membershipsUrl ?? null;
  await tx
    .insert(ltiContexts)
    .values({
      id: newId(),
      registrationId: launch.registration.id,
      contextId: context.id,
      title: context.title,
      membershipsUrl,
      districtId,
      schoolId: launch.deployment.schoolId,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: [ltiContexts.registrationId, ltiContexts.contextId],
      set: { title: context.title, ...(membershipsUrl ? { membershipsUrl } : {}), updatedAt: now },
    });
  const [row] = await tx
    .select({ id: ltiContexts.id })
    .from(ltiContexts)
    .where(and(eq(ltiContexts.registrationId, launch.registration.id), eq(ltiContexts.contextId, context.id)));
  return row!.id;
}

async function readContextSchool(tx: WriteTx, contextRowId: string): Promise<string | null> {
  const [row] = await tx
    .select({ schoolId: ltiContexts.schoolId })
    .from(ltiContexts)
    .where(eq(ltiContexts.id, contextRowId));
  return row?.schoolId ?? null;
}

/** The placed activity and, when the platform gave one, the grade column its scores go to. */
async function upsertResourceLink(
  tx: WriteTx,
  launch: ValidatedLaunch,
  contextRowId: string,
  widget: WidgetName,
  now: number,
): Promise<void> {
  const values = {
    widget,
    subject: launch.custom.subject ?? null,
    topic: launch.custom.topic ?? null,
    lineItemUrl: launch.ags?.lineItemUrl ?? null,
    agsScopes: launch.ags?.scopes.join(" ") ?? "",
    updatedAt: now,
  };
  await tx
    .insert(ltiResourceLinks)
    .values({ id: newId(), contextRowId, resourceLinkId: launch.resourceLink!.id, ...values })
    .onConflictDoUpdate({ target: [ltiResourceLinks.contextRowId, ltiResourceLinks.resourceLinkId], set: values });
}

/** A `school_id` custom parameter counts only when it names a school of the launch's district. */
async function findSchoolOfDistrict(
  ctx: AppContext,
  schoolId: string | undefined,
  districtId: string | null,
): Promise<string | null> {
  if (!schoolId || !districtId) return null;
  const [school] = await ctx.database.read
    .select({ id: organisations.id })
    .from(organisations)
    .where(
      and(eq(organisations.id, schoolId), eq(organisations.kind, "school"), eq(organisations.districtId, districtId)),
    );
  return school?.id ?? null;
}
