import { afterAll, describe, expect, test } from "bun:test";
import { nowInSeconds } from "@bloom/domain";
import type { ValidatedLaunch } from "@bloom/lti-provider";
import { validatedLaunch } from "@bloom/lti-provider/test/validated-launch";
import { eq } from "drizzle-orm";
import { createTempContext } from "../../../test/temp-context";
import {
  ltiContextMembers,
  ltiContexts,
  ltiRegistrations,
  ltiResourceLinks,
  seatRequests,
  users,
} from "../../db/schema";
import { newId } from "../../ids";
import { findUserByIdentity } from "../auth/public";
import { createLicence, createOrganisation } from "../licences/public";
import { completeLaunch } from "./launch";

/**
 * What a validated LTI launch does, without HTTP or a platform: who the person becomes (role from the
 * platform's claims, organisation from the deployment), what is recorded of the course, which widget
 * opens, and the calm notice when there is no licence seat.
 */

const temp = await createTempContext();
afterAll(() => temp.close());
const { ctx } = temp;
const database = ctx.database;
const ROLE = "http://purl.imsglobal.org/vocab/lis/v2/membership#";

/** A district with a registered platform, optionally with a licence of `seats` seats. */
async function platform(seats?: number) {
  const district = await createOrganisation(database, { kind: "district", name: "River District" });
  if (seats)
    await createLicence(database, {
      organisationId: district.id,
      plan: "school",
      seats,
      endsAt: nowInSeconds() + 86_400,
    });
  const registration = {
    id: newId(),
    name: "Canvas",
    issuer: `https://${newId()}.lms.example`,
    clientId: "client",
    authLoginUrl: "https://lms.example/auth",
    authTokenUrl: "https://lms.example/token",
    jwksUrl: "https://lms.example/jwks",
    districtId: district.id,
    deploymentPolicy: "open" as const,
  };
  await database.write((tx) => tx.insert(ltiRegistrations).values(registration));
  /** A launch as the platform would send it after validation; `overrides` change any part. */
  const launch = (overrides: Partial<ValidatedLaunch> = {}): ValidatedLaunch =>
    validatedLaunch({
      registration,
      deployment: { id: newId(), deploymentId: "deployment-1", districtId: null, schoolId: null },
      subject: "lms-user-1",
      name: "Ada Lovelace",
      roles: [`${ROLE}Learner`],
      context: { id: "course-1", title: "Biology 101" },
      resourceLink: { id: "link-1", title: "Tutor" },
      custom: { widget: "tutor", subject: "Biology", topic: "Cells" },
      ...overrides,
    });
  return { district, registration, launch };
}

async function personOf(issuer: string, subject: string) {
  const found = await findUserByIdentity(database.read, { issuer, subject });
  if (!found) throw new Error("the launch made no user");
  return found;
}

describe("completeLaunch", () => {
  test("a learner becomes a student of the registration's district, signed in, with the placement's widget and scope", async () => {
    const { district, registration, launch } = await platform(5);
    const outcome = await completeLaunch(ctx, launch());
    expect(outcome).toMatchObject({ widget: "tutor", initial: { subject: "Biology", topic: "Cells" } });
    expect(outcome.notice).toBeUndefined();
    const user = await personOf(registration.issuer, "lms-user-1");
    expect(user).toMatchObject({ role: "student", districtId: district.id, name: "Ada Lovelace" });
    expect((await ctx.tokens.verify(outcome.token)).userId).toBe(user.id);

    const [course] = await database.read
      .select()
      .from(ltiContexts)
      .where(eq(ltiContexts.registrationId, registration.id));
    expect(course).toMatchObject({ contextId: "course-1", title: "Biology 101", districtId: district.id });
    const members = await database.read
      .select()
      .from(ltiContextMembers)
      .where(eq(ltiContextMembers.contextRowId, course!.id));
    expect(members).toMatchObject([{ userId: user.id, role: "student", ltiUserId: "lms-user-1" }]);
    const links = await database.read
      .select()
      .from(ltiResourceLinks)
      .where(eq(ltiResourceLinks.contextRowId, course!.id));
    expect(links).toMatchObject([{ resourceLinkId: "link-1", widget: "tutor", subject: "Biology", topic: "Cells" }]);
  });

  test("a second launch finds the same person and follows the platform's role and name; the course is not doubled", async () => {
    const { registration, launch } = await platform(5);
    await completeLaunch(ctx, launch());
    await completeLaunch(
      ctx,
      launch({ roles: [`${ROLE}Instructor`], name: "Ada King", context: { id: "course-1", title: "Biology 102" } }),
    );
    const user = await personOf(registration.issuer, "lms-user-1");
    expect(user).toMatchObject({ role: "teacher", name: "Ada King" });
    const rows = await database.read.select().from(users).where(eq(users.id, user.id));
    expect(rows).toHaveLength(1);
    const courses = await database.read
      .select()
      .from(ltiContexts)
      .where(eq(ltiContexts.registrationId, registration.id));
    expect(courses.map((course) => course.title)).toEqual(["Biology 102"]);
    const [member] = await database.read.select().from(ltiContextMembers).where(eq(ltiContextMembers.userId, user.id));
    expect(member?.role).toBe("teacher");
  });

  test("the same subject on another platform is another person", async () => {
    const first = await platform(5);
    const second = await platform(5);
    await completeLaunch(ctx, first.launch());
    await completeLaunch(ctx, second.launch());
    const one = await personOf(first.registration.issuer, "lms-user-1");
    const two = await personOf(second.registration.issuer, "lms-user-1");
    expect(one.id).not.toBe(two.id);
  });

  test("an unknown widget, or none, opens the dashboard; a name without one comes from the email", async () => {
    const { registration, launch } = await platform(5);
    expect((await completeLaunch(ctx, launch({ custom: { widget: "slides" } }))).widget).toBe("dashboard");
    const outcome = await completeLaunch(
      ctx,
      launch({ subject: "lms-user-2", name: null, email: "grace@school.example", custom: {} }),
    );
    expect(outcome).toMatchObject({ widget: "dashboard", initial: {} });
    expect((await personOf(registration.issuer, "lms-user-2")).name).toBe("grace");
  });

  test("a school_id of another district is ignored; one of the launch's district places the person there", async () => {
    const { district, registration, launch } = await platform(5);
    const ours = await createOrganisation(database, { kind: "school", name: "Hill School", districtId: district.id });
    const elsewhere = await createOrganisation(database, { kind: "district", name: "Far District" });
    const theirs = await createOrganisation(database, { kind: "school", name: "Far School", districtId: elsewhere.id });
    await completeLaunch(
      ctx,
      launch({ subject: "a", context: null, custom: { widget: "tutor", school_id: theirs.id } }),
    );
    expect((await personOf(registration.issuer, "a")).schoolId).toBeNull();
    await completeLaunch(ctx, launch({ subject: "b", context: null, custom: { widget: "tutor", school_id: ours.id } }));
    expect((await personOf(registration.issuer, "b")).schoolId).toBe(ours.id);
  });

  test("without a free seat the tutor does not open: a student gets a calm notice and the request is recorded", async () => {
    const { registration, launch } = await platform(1);
    await completeLaunch(ctx, launch({ subject: "first" }));
    const outcome = await completeLaunch(ctx, launch({ subject: "second" }));
    expect(outcome.notice?.title).toBe("Bloom isn't switched on for your class yet");
    expect(outcome.notice?.message).not.toMatch(/plan|price|subscribe/i);
    const second = await personOf(registration.issuer, "second");
    const requests = await database.read.select().from(seatRequests).where(eq(seatRequests.userId, second.id));
    expect(requests).toHaveLength(1);
    // The dashboard opens without a seat, and asks for none.
    const dashboard = await completeLaunch(ctx, launch({ subject: "third", custom: { widget: "dashboard" } }));
    expect(dashboard.notice).toBeUndefined();
    const third = await personOf(registration.issuer, "third");
    expect(await database.read.select().from(seatRequests).where(eq(seatRequests.userId, third.id))).toEqual([]);
  });

  test("a teacher without a seat is told the district's admin can add seats", async () => {
    const { launch } = await platform();
    const outcome = await completeLaunch(ctx, launch({ roles: [`${ROLE}Instructor`] }));
    expect(outcome.notice?.title).toBe("Bloom isn't switched on for this course yet");
  });

  test("a deep-linking launch records the course but no placed activity", async () => {
    const { registration, launch } = await platform(5);
    await completeLaunch(ctx, launch({ messageType: "LtiDeepLinkingRequest", roles: [`${ROLE}Instructor`] }));
    const [course] = await database.read
      .select()
      .from(ltiContexts)
      .where(eq(ltiContexts.registrationId, registration.id));
    expect(
      await database.read.select().from(ltiResourceLinks).where(eq(ltiResourceLinks.contextRowId, course!.id)),
    ).toEqual([]);
  });
});
