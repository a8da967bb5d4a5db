import { afterAll, describe, expect, test } from "bun:test";
import { nowInSeconds } from "@bloom/domain";
import { errorCodeOf } from "../../../test/error-code";
import { createTempDatabase } from "../../../test/temp-database";
import { licenceSeats, type UserRow, users } from "../../db/schema";
import { newId } from "../../ids";
import {
  applyLicenceCoverage,
  assignLicenceSeat,
  claimLicenceSeat,
  createLicence,
  createOrganisation,
  LICENCE_DEFAULT_SEATS,
  listLicenceSeats,
  listLicences,
  resolveLicenceCoverage,
  unassignLicenceSeat,
} from "./service";

/** Licences and their seats on a real database, without HTTP: coverage, claims, limits and who may manage what. */

const temp = await createTempDatabase();
afterAll(() => temp.close());
const database = temp.database;
const DAY = 86_400;
const now = nowInSeconds();

async function person(overrides: Partial<typeof users.$inferInsert> = {}): Promise<UserRow> {
  const [row] = await database.write((tx) =>
    tx
      .insert(users)
      .values({ id: newId(), name: "Member", subscriptionStatus: "none", ...overrides })
      .returning(),
  );
  return row!;
}

/** A district with a sign-in domain, a school in it, and an admin of the district. */
async function district() {
  const domain = `d${newId().slice(-8)}.example`;
  const organisation = await createOrganisation(database, { kind: "district", name: "North", signInDomain: domain });
  const school = await createOrganisation(database, {
    kind: "school",
    name: "Hill School",
    districtId: organisation.id,
  });
  const admin = await person({ role: "admin", districtId: organisation.id });
  return { domain, district: organisation, school, admin };
}

/** A School licence of the organisation for a day from now, of `seats` seats (else the plan's). */
function schoolLicence(organisationId: string, seats?: number) {
  return createLicence(database, { organisationId, plan: "school", seats, endsAt: now + DAY });
}

describe("createLicence and createOrganisation", () => {
  test("seats default to the plan's; a count out of range or an end in the past is refused", async () => {
    const { district: org } = await district();
    const licence = await createLicence(database, { organisationId: org.id, plan: "corporate", endsAt: now + DAY });
    expect(licence.seats).toBe(LICENCE_DEFAULT_SEATS.corporate);
    for (const seats of [0, 2.5, 1_000_001])
      expect(
        await errorCodeOf(
          createLicence(database, { organisationId: org.id, plan: "school", seats, endsAt: now + DAY }),
        ),
      ).toBe("VALIDATION_FAILED");
    expect(await errorCodeOf(createLicence(database, { organisationId: org.id, plan: "school", endsAt: now }))).toBe(
      "VALIDATION_FAILED",
    );
    expect(
      await errorCodeOf(createLicence(database, { organisationId: "nowhere", plan: "school", endsAt: now + DAY })),
    ).toBe("NOT_FOUND");
  });

  test("a sign-in domain belongs to one organisation, in any letter case; a district belongs to none", async () => {
    const { domain } = await district();
    expect(
      await errorCodeOf(
        createOrganisation(database, { kind: "school", name: "Copy", signInDomain: ` ${domain.toUpperCase()} ` }),
      ),
    ).toBe("CONFLICT");
    expect(await errorCodeOf(createOrganisation(database, { kind: "district", name: "  " }))).toBe("VALIDATION_FAILED");
    expect(
      await errorCodeOf(createOrganisation(database, { kind: "district", name: "Sub", districtId: newId() })),
    ).toBe("VALIDATION_FAILED");
  });
});

describe("coverage", () => {
  test("a user with an email at the district's domain takes a free seat on first use, and is seen as active", async () => {
    const { domain, district: org } = await district();
    const licence = await schoolLicence(org.id, 5);
    const member = await person({ email: `kim@${domain.toUpperCase()}` });
    const covered = await applyLicenceCoverage(database, { user: member });
    expect(covered.user).toMatchObject({ subscriptionStatus: "active", currentPeriodEnd: licence.endsAt });
    expect(await resolveLicenceCoverage(database, member)).toMatchObject({ licenceId: licence.id });
  });

  test("a user who has access anyway is left as they are and takes no seat", async () => {
    const { domain, district: org } = await district();
    const licence = await schoolLicence(org.id, 5);
    const subscriber = await person({ email: `sam@${domain}`, subscriptionStatus: "active" });
    const caller = { user: subscriber };
    expect(await applyLicenceCoverage(database, caller)).toBe(caller);
    expect(
      (await listLicenceSeats(database, await person({ role: "admin", districtId: org.id }), licence.id)).seats,
    ).toEqual([]);
  });

  test("no seat without a domain match, on an ended licence, or when the licence is full", async () => {
    const { domain, district: org } = await district();
    expect(await resolveLicenceCoverage(database, await person({ email: "someone@elsewhere.example" }))).toBeNull();
    expect(await resolveLicenceCoverage(database, await person({ email: null }))).toBeNull();
    const licence = await schoolLicence(org.id, 1);
    const first = await person({ email: `a@${domain}` });
    const second = await person({ email: `b@${domain}` });
    expect(await resolveLicenceCoverage(database, first)).toMatchObject({ licenceId: licence.id });
    expect(await resolveLicenceCoverage(database, second)).toBeNull();
    // Past its end, even the seat held no longer covers.
    expect(await resolveLicenceCoverage(database, first, licence.endsAt)).toBeNull();
  });

  test("a school's member is covered by the district's licence, through the school (LTI)", async () => {
    const { district: org, school } = await district();
    const licence = await schoolLicence(org.id, 2);
    const pupil = await person({ schoolId: school.id, districtId: org.id });
    expect(await claimLicenceSeat({ database }, pupil.id, school.id, "lti")).toMatchObject({ licenceId: licence.id });
    // Claiming again returns the seat held and takes no second one.
    expect(await claimLicenceSeat({ database }, pupil.id, school.id, "lti")).toMatchObject({ licenceId: licence.id });
    const seats = await database.read.select().from(licenceSeats);
    expect(seats.filter((seat) => seat.userId === pupil.id)).toHaveLength(1);
    expect(await claimLicenceSeat({ database }, pupil.id, "no-such-organisation", "lti")).toMatchObject({
      licenceId: licence.id,
    });
    expect(await claimLicenceSeat({ database }, (await person()).id, "no-such-organisation", "lti")).toBeNull();
  });
});

describe("administration", () => {
  test("an admin manages their district's and schools' licences only; another district's is not found", async () => {
    const mine = await district();
    const theirs = await district();
    const ours = await schoolLicence(mine.school.id, 3);
    const foreign = await schoolLicence(theirs.district.id);
    expect((await listLicences(database, mine.admin)).map((licence) => licence.id)).toEqual([ours.id]);
    expect(await errorCodeOf(listLicenceSeats(database, mine.admin, foreign.id))).toBe("NOT_FOUND");
    const member = await person({ districtId: theirs.district.id });
    expect(await errorCodeOf(assignLicenceSeat(database, mine.admin, foreign.id, member.id))).toBe("NOT_FOUND");
    expect(await listLicences(database, await person({ role: "admin" }))).toEqual([]);
  });

  test("only members of the licence's organisation get seats; assigning twice changes nothing; full is a 409", async () => {
    const { district: org, school, admin } = await district();
    const licence = await schoolLicence(school.id, 1);
    const outsider = await person({ districtId: org.id });
    expect(await errorCodeOf(assignLicenceSeat(database, admin, licence.id, outsider.id))).toBe("NOT_FOUND");

    const pupil = await person({ districtId: org.id, schoolId: school.id });
    const assigned = await assignLicenceSeat(database, admin, licence.id, pupil.id);
    expect(assigned.seats.map((seat) => [seat.userId, seat.source])).toEqual([[pupil.id, "admin"]]);
    expect(assigned.licence).toMatchObject({ seatsUsed: 1, seatsFree: 0, ended: false });
    expect((await assignLicenceSeat(database, admin, licence.id, pupil.id)).seats).toHaveLength(1);

    const classmate = await person({ districtId: org.id, schoolId: school.id });
    expect(await errorCodeOf(assignLicenceSeat(database, admin, licence.id, classmate.id))).toBe("LICENCE_FULL");
    await unassignLicenceSeat(database, admin, licence.id, pupil.id);
    expect(await errorCodeOf(unassignLicenceSeat(database, admin, licence.id, pupil.id))).toBe("NOT_FOUND");
    expect((await assignLicenceSeat(database, admin, licence.id, classmate.id)).seats).toHaveLength(1);
  });

  test("an ended licence's seats cannot be assigned, and it says so", async () => {
    const { district: org, admin } = await district();
    const licence = await schoolLicence(org.id, 5);
    const member = await person({ districtId: org.id });
    expect(await errorCodeOf(assignLicenceSeat(database, admin, licence.id, member.id, now + 2 * DAY))).toBe(
      "LICENCE_ENDED",
    );
  });
});
