import { afterAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { startTestApi } from "../../../test/harness";
import { licenceSeats } from "../../db/schema";
import {
  assignLicenceSeat,
  claimLicenceSeat,
  createLicence,
  createOrganisation,
  findHeldSeat,
  LICENCE_DEFAULT_SEATS,
} from "../licences/service";

/** School and Corporate licences: seats, coverage, and the organisation admin's API. */

const api = await startTestApi();
afterAll(() => api.close());

const DAY = 86_400;
const now = () => Math.floor(Date.now() / 1000);
const db = () => api.ctx.database;

/** A district with its own sign-in domain and a licence of `seats` seats. */
async function createLicensedDistrict(seats: number, endsAt = now() + 365 * DAY) {
  const domain = `d${crypto.randomUUID().slice(0, 8)}.example`;
  const district = await createOrganisation(db(), { kind: "district", name: "North District", signInDomain: domain });
  const licence = await createLicence(db(), { organisationId: district.id, plan: "school", seats, endsAt });
  const admin = await api.createUser({ role: "admin", districtId: district.id, subscriptionStatus: "none" });
  return { domain, district, licence, admin };
}

/** A member of the district who signs in with an email at its domain, with no plan of their own. */
function createDomainUser(domain: string, overrides: Parameters<typeof api.createUser>[0] = {}) {
  return api.createUser({
    email: `${crypto.randomUUID().slice(0, 8)}@${domain}`,
    subscriptionStatus: "none",
    ...overrides,
  });
}

const me = (token: string) => api.call("/api/auth/me", { token });
const practise = (token: string) => api.call("/api/practice/stats", { token });
const seatsOf = (licenceId: string, token: string) => api.call(`/api/billing/licences/${licenceId}/seats`, { token });

describe("coverage by sign-in domain", () => {
  test("members take free seats on first use and have access as if active, until the seats run out", async () => {
    const { domain, licence, admin } = await createLicensedDistrict(2);
    const first = await createDomainUser(domain);
    const second = await createDomainUser(domain);
    const third = await createDomainUser(domain);

    expect((await me(first.token)).body).toMatchObject({
      subscriptionStatus: "active",
      currentPeriodEnd: licence.endsAt,
    });
    expect((await practise(second.token)).status).toBe(200);
    // The last seat is gone: the third member is refused like anyone without a plan.
    expect((await practise(third.token)).body.code).toBe("SUBSCRIPTION_REQUIRED");
    expect((await me(third.token)).body.subscriptionStatus).toBe("none");

    const { body } = await seatsOf(licence.id, admin.token);
    expect(body.licence).toMatchObject({ seats: 2, seatsUsed: 2, seatsFree: 0, ended: false });
    expect(body.seats.map((seat: { userId: string; source: string }) => [seat.userId, seat.source]).sort()).toEqual(
      [
        [first.user.id, "domain"],
        [second.user.id, "domain"],
      ].sort(),
    );
  });

  test("a seat freed by the admin goes to the next member who needs it", async () => {
    const { domain, licence, admin } = await createLicensedDistrict(1);
    const holder = await createDomainUser(domain);
    const waiting = await createDomainUser(domain);
    expect((await practise(holder.token)).status).toBe(200);
    expect((await practise(waiting.token)).status).toBe(402);

    const removed = await api.call(`/api/billing/licences/${licence.id}/seats/${holder.user.id}`, {
      method: "DELETE",
      token: admin.token,
    });
    expect(removed.status).toBe(204);
    expect((await practise(waiting.token)).status).toBe(200);
    expect((await practise(holder.token)).status).toBe(402);
  });

  test("many members asking at once for the last seat: exactly one gets it", async () => {
    const { domain, licence } = await createLicensedDistrict(3);
    for (let i = 0; i < 2; i++) expect((await practise((await createDomainUser(domain)).token)).status).toBe(200);
    const crowd = await Promise.all(Array.from({ length: 12 }, () => createDomainUser(domain)));
    const results = await Promise.all(crowd.map(({ token }) => practise(token)));
    expect(results.filter((result) => result.status === 200)).toHaveLength(1);
    expect(results.filter((result) => result.status === 402)).toHaveLength(11);
    const seats = await db().read.select().from(licenceSeats).where(eq(licenceSeats.licenceId, licence.id));
    expect(seats).toHaveLength(3);
  });

  test("one member's concurrent requests take one seat, not two", async () => {
    const { domain, licence } = await createLicensedDistrict(5);
    await createLicence(db(), {
      organisationId: licence.organisationId,
      plan: "school",
      seats: 5,
      endsAt: now() + 30 * DAY,
    });
    const member = await createDomainUser(domain);
    await Promise.all(Array.from({ length: 8 }, () => practise(member.token)));
    const seats = await db().read.select().from(licenceSeats).where(eq(licenceSeats.userId, member.user.id));
    expect(seats).toHaveLength(1);
  });

  test("a school's members are covered by their district's licence", async () => {
    const { district, licence, admin } = await createLicensedDistrict(5);
    const schoolDomain = `s${crypto.randomUUID().slice(0, 8)}.example`;
    const school = await createOrganisation(db(), {
      kind: "school",
      name: "North High",
      signInDomain: schoolDomain,
      districtId: district.id,
    });
    const student = await createDomainUser(schoolDomain, { schoolId: school.id, districtId: district.id });
    expect((await practise(student.token)).status).toBe(200);
    expect((await seatsOf(licence.id, admin.token)).body.licence.seatsUsed).toBe(1);
  });

  test("subscribers and running trials take no seat; a trial that ends falls back to a seat", async () => {
    const { domain, licence, admin } = await createLicensedDistrict(5);
    const subscriber = await createDomainUser(domain, { subscriptionStatus: "active" });
    const trialing = await createDomainUser(domain, { subscriptionStatus: "trialing", trialEnd: now() + DAY });
    const lapsed = await createDomainUser(domain, { subscriptionStatus: "trialing", trialEnd: now() - DAY });
    for (const { token } of [subscriber, trialing, lapsed]) expect((await practise(token)).status).toBe(200);
    expect((await me(trialing.token)).body.subscriptionStatus).toBe("trialing");
    const { body } = await seatsOf(licence.id, admin.token);
    expect(body.seats.map((seat: { userId: string }) => seat.userId)).toEqual([lapsed.user.id]);
  });

  test("a licence covers until its end date, not a second longer", async () => {
    const endsAt = now() + DAY;
    const { domain } = await createLicensedDistrict(5, endsAt);
    const member = await createDomainUser(domain);
    expect((await practise(member.token)).status).toBe(200);
    expect(await findHeldSeat(db().read, member.user.id, endsAt - 1)).not.toBeNull();
    expect(await findHeldSeat(db().read, member.user.id, endsAt)).toBeNull();
  });

  test("a user at another domain is not covered", async () => {
    await createLicensedDistrict(5);
    const outsider = await api.createUser({ email: "someone@elsewhere.example", subscriptionStatus: "none" });
    expect((await practise(outsider.token)).status).toBe(402);
  });
});

describe("claimLicenceSeat, for LTI launches", () => {
  test("claims a seat of the deployment's organisation once, and none when the licence is full", async () => {
    const { district, licence } = await createLicensedDistrict(1);
    const learner = await api.createUser({ districtId: district.id, subscriptionStatus: "none", email: null });
    const other = await api.createUser({ districtId: district.id, subscriptionStatus: "none", email: null });

    const coverage = await claimLicenceSeat(api.ctx, learner.user.id, district.id, "lti");
    expect(coverage).toEqual({ licenceId: licence.id, organisationId: district.id, endsAt: licence.endsAt });
    expect(await claimLicenceSeat(api.ctx, learner.user.id, district.id, "lti")).toEqual(coverage);
    expect(await claimLicenceSeat(api.ctx, other.user.id, district.id, "lti")).toBeNull();
    expect((await practise(learner.token)).status).toBe(200);
    expect((await practise(other.token)).status).toBe(402);
    const [seat] = await db().read.select().from(licenceSeats).where(eq(licenceSeats.userId, learner.user.id));
    expect(seat?.source).toBe("lti");
  });

  test("an ended licence gives no seat, and an unknown organisation none either", async () => {
    const { district, licence } = await createLicensedDistrict(5);
    const learner = await api.createUser({ districtId: district.id, subscriptionStatus: "none", email: null });
    expect(await claimLicenceSeat(api.ctx, learner.user.id, district.id, "lti", licence.endsAt)).toBeNull();
    expect(await claimLicenceSeat(api.ctx, learner.user.id, "no-such-organisation", "lti")).toBeNull();
  });
});

describe("the organisation admin's API", () => {
  test("lists the district's licences with their seat use", async () => {
    const { domain, licence, admin } = await createLicensedDistrict(3);
    await practise((await createDomainUser(domain)).token);
    const { status, body } = await api.call("/api/billing/licences", { token: admin.token });
    expect(status).toBe(200);
    expect(body).toEqual([
      {
        id: licence.id,
        organisationId: licence.organisationId,
        organisationName: "North District",
        plan: "school",
        seats: 3,
        seatsUsed: 1,
        seatsFree: 2,
        endsAt: licence.endsAt,
        ended: false,
      },
    ]);
  });

  test("assigns members up to the last seat; one more is a 409 that says why", async () => {
    const { district, licence, admin } = await createLicensedDistrict(2);
    const members = await Promise.all(
      [0, 1, 2].map(() => api.createUser({ districtId: district.id, subscriptionStatus: "none", email: null })),
    );
    const assign = (userId: string) =>
      api.call(`/api/billing/licences/${licence.id}/seats`, { method: "POST", token: admin.token, json: { userId } });

    expect((await assign(members[0]!.user.id)).body.licence.seatsUsed).toBe(1);
    const full = await assign(members[1]!.user.id);
    expect(full.status).toBe(200);
    expect(full.body.licence).toMatchObject({ seatsUsed: 2, seatsFree: 0 });
    // Assigning a holder again changes nothing.
    expect((await assign(members[1]!.user.id)).body.licence.seatsUsed).toBe(2);

    const refused = await assign(members[2]!.user.id);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      code: "LICENCE_FULL",
      error: "All 2 seats of this licence are taken. Unassign someone first, or contact sales for more seats.",
    });
    expect((await practise(members[0]!.token)).status).toBe(200);
    expect((await practise(members[2]!.token)).status).toBe(402);
    expect(full.body.seats.map((seat: { source: string }) => seat.source)).toEqual(["admin", "admin"]);
  });

  test("only members of the licence's organisation can be assigned", async () => {
    const { licence, admin } = await createLicensedDistrict(5);
    const stranger = await api.createUser({ subscriptionStatus: "none" });
    const { status, body } = await api.call(`/api/billing/licences/${licence.id}/seats`, {
      method: "POST",
      token: admin.token,
      json: { userId: stranger.user.id },
    });
    expect(status).toBe(404);
    expect(body.error).toBe("That user was not found among the members of North District.");
  });

  test("an ended licence takes no assignment", async () => {
    const { district, licence, admin } = await createLicensedDistrict(5);
    const member = await api.createUser({ districtId: district.id, subscriptionStatus: "none" });
    await expect(assignLicenceSeat(db(), admin.user, licence.id, member.user.id, licence.endsAt)).rejects.toMatchObject(
      {
        code: "LICENCE_ENDED",
        message: "This licence has ended, so its seats cannot be assigned. Contact sales to renew it.",
      },
    );
  });

  test("another district's admin, teachers and students see nothing of it", async () => {
    const { licence } = await createLicensedDistrict(5);
    const elsewhere = await createLicensedDistrict(5);
    expect((await seatsOf(licence.id, elsewhere.admin.token)).status).toBe(404);
    expect(
      (await api.call("/api/billing/licences", { token: elsewhere.admin.token })).body.map((l: { id: string }) => l.id),
    ).toEqual([elsewhere.licence.id]);
    const teacher = await api.createUser({ role: "teacher", districtId: licence.organisationId });
    expect((await seatsOf(licence.id, teacher.token)).status).toBe(403);
    expect((await api.call("/api/billing/licences", { token: teacher.token })).status).toBe(403);
  });

  test("unassigning someone who holds no seat is a 404", async () => {
    const { licence, admin } = await createLicensedDistrict(5);
    const { status } = await api.call(`/api/billing/licences/${licence.id}/seats/nobody`, {
      method: "DELETE",
      token: admin.token,
    });
    expect(status).toBe(404);
  });
});

describe("creating licences (our staff, through the CLI)", () => {
  test("seats default to the plan's, and bad input is refused in words", async () => {
    const organisation = await createOrganisation(db(), { kind: "district", name: "Acme Corp" });
    const corporate = await createLicence(db(), {
      organisationId: organisation.id,
      plan: "corporate",
      endsAt: now() + DAY,
    });
    expect(corporate.seats).toBe(LICENCE_DEFAULT_SEATS.corporate);
    expect(LICENCE_DEFAULT_SEATS).toEqual({ school: 50, corporate: 20 });
    await expect(
      createLicence(db(), { organisationId: organisation.id, plan: "school", endsAt: now() - 1 }),
    ).rejects.toThrow("A licence's end date must be in the future.");
    await expect(
      createLicence(db(), { organisationId: organisation.id, plan: "school", seats: 0, endsAt: now() + DAY }),
    ).rejects.toThrow("A licence needs a whole number of seats from 1 to 1,000,000.");
    await expect(
      createLicence(db(), { organisationId: "missing", plan: "school", endsAt: now() + DAY }),
    ).rejects.toThrow('The organisation "missing" was not found.');
  });
});
