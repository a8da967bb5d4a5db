import { accessDenial, nowInSeconds } from "@bloom/domain";
import type { Database } from "../../db/database";
import type { LicenceRow, UserRow } from "../../db/schema";
import { AppError, notFound } from "../../errors";
import {
  claimFirstFreeSeat,
  deleteSeat,
  findHeldSeat,
  insertLicence,
  insertOrganisation,
  isMember,
  type LicenceCoverage,
  type LicenceFilter,
  type OrganisationRow,
  readLicencesWithUse,
  readOpenLicences,
  readOrganisation,
  readOrganisationByDomain,
  readSeatHolders,
  takeSeat,
} from "./store";

export { findHeldSeat, type LicenceCoverage };

/**
 * School and Corporate plans (spec §6, §9): an organisation (a district or a school; a company is
 * a district of its own) holds a licence with a number of seats until an end date, sold by
 * contract and created by our staff (`bun api/src/cli/licence.ts`). A user of the organisation
 * holds a seat by admin assignment, by an LTI launch through the organisation's deployment
 * (`claimLicenceSeat`), or by signing in with an email at its sign-in domain (claimed on first use).
 * A seat on a licence that has not ended gives access as if `active`.
 */

export const LICENCE_PLANS = ["school", "corporate"] as const;
export type LicencePlan = (typeof LICENCE_PLANS)[number];
export const SEAT_SOURCES = ["domain", "admin", "lti"] as const;
export type SeatSource = (typeof SEAT_SOURCES)[number];

/** The seats each plan comes with unless the contract says otherwise (spec §9). */
export const LICENCE_DEFAULT_SEATS: Record<LicencePlan, number> = { school: 50, corporate: 20 };

/** A licence with its seat use, as an organisation's admin sees it. */
export interface LicenceSummary {
  id: string;
  organisationId: string;
  organisationName: string;
  plan: LicencePlan;
  seats: number;
  seatsUsed: number;
  seatsFree: number;
  /** Unix seconds. */
  endsAt: number;
  ended: boolean;
}

export interface SeatHolder {
  userId: string;
  name: string;
  email: string | null;
  source: SeatSource;
  /** ISO time. */
  assignedAt: string;
}

// ── Coverage ──────────────────────────────────────────────────────────────────

/**
 * The caller as the access rules should see them: a user without a subscription or a running
 * trial who is covered by a licence is seen as `active` until the licence ends. Users who have
 * access anyway cost no query.
 */
export async function applyLicenceCoverage<T extends { user: UserRow }>(
  database: Database,
  caller: T,
  now = nowInSeconds(),
): Promise<T> {
  if (accessDenial(caller.user, now) === null) return caller;
  const coverage = await resolveLicenceCoverage(database, caller.user, now);
  if (!coverage) return caller;
  return { ...caller, user: { ...caller.user, subscriptionStatus: "active", currentPeriodEnd: coverage.endsAt } };
}

/**
 * The licence seat that covers the user: one they hold on a licence that has not ended, or else a
 * free seat they claim now because their email is at an organisation's sign-in domain.
 */
export async function resolveLicenceCoverage(
  database: Database,
  user: UserRow,
  now = nowInSeconds(),
): Promise<LicenceCoverage | null> {
  const held = await findHeldSeat(database.read, user.id, now);
  if (held) return held;
  const domain = user.email?.split("@")[1]?.toLowerCase();
  if (!domain) return null;
  const organisation = await readOrganisationByDomain(database, domain);
  if (!organisation) return null;
  // A school's users are covered by the school's licence or by its district's.
  return claimOpenSeat(database, user.id, [organisation.id, organisation.districtId], "domain", now);
}

/**
 * Gives the user a seat of the organisation's licence (or, for a school, its district's) if one is
 * free, and returns the seat that covers them, or null. For the LTI launch: call it with the
 * deployment's school or district after the user is signed in.
 */
export async function claimLicenceSeat(
  ctx: { database: Database },
  userId: string,
  organisationId: string,
  source: SeatSource,
  now = nowInSeconds(),
): Promise<LicenceCoverage | null> {
  const held = await findHeldSeat(ctx.database.read, userId, now);
  if (held) return held;
  const organisation = await readOrganisation(ctx.database, organisationId);
  if (!organisation) return null;
  return claimOpenSeat(ctx.database, userId, [organisationId, organisation.districtId], source, now);
}

/**
 * Claims a seat on the first licence of these organisations that has not ended and has a free seat.
 * The free-seat read first keeps a full licence from costing a write on every request.
 */
async function claimOpenSeat(
  database: Database,
  userId: string,
  organisationIds: (string | null)[],
  source: SeatSource,
  now: number,
): Promise<LicenceCoverage | null> {
  const ids = organisationIds.filter((id): id is string => id !== null);
  const candidates = await readOpenLicences(database, ids, now);
  if (candidates.length === 0) return null;
  return claimFirstFreeSeat(database, userId, candidates, source, now);
}

// ── Administration by the organisation's admin ────────────────────────────────

/** The licences of the admin's district and its schools, with their seat use. */
export async function listLicences(
  database: Database,
  admin: UserRow,
  now = nowInSeconds(),
): Promise<LicenceSummary[]> {
  if (!admin.districtId) return [];
  return readLicenceSummaries(database, now, { districtId: admin.districtId });
}

/** A licence of the admin's district with who holds its seats. */
export async function listLicenceSeats(
  database: Database,
  admin: UserRow,
  licenceId: string,
  now = nowInSeconds(),
): Promise<{ licence: LicenceSummary; seats: SeatHolder[] }> {
  const licence = await findAdminLicence(database, admin, licenceId, now);
  const rows = await readSeatHolders(database, licenceId);
  return { licence, seats: rows.map((row) => ({ ...row, assignedAt: new Date(row.assignedAt).toISOString() })) };
}

/**
 * Gives a member of the licence's organisation a seat. Assigning someone who already holds a seat
 * of this licence changes nothing; a full or ended licence is a 409 that says so.
 */
export async function assignLicenceSeat(
  database: Database,
  admin: UserRow,
  licenceId: string,
  userId: string,
  now = nowInSeconds(),
): Promise<{ licence: LicenceSummary; seats: SeatHolder[] }> {
  const licence = await findAdminLicence(database, admin, licenceId, now);
  const organisation = await readOrganisation(database, licence.organisationId);
  if (!(await isMember(database, organisation!, userId)))
    throw notFound("errors.notFound.memberOf", { organisation: licence.organisationName });

  if ((await takeSeat(database, licenceId, userId, "admin", now)) === "refused") {
    if (licence.endsAt <= now) {
      throw new AppError("LICENCE_ENDED", "errors.licence.ended");
    }
    throw new AppError("LICENCE_FULL", "errors.licence.full", { seats: licence.seats });
  }
  return listLicenceSeats(database, admin, licenceId, now);
}

/** Frees a seat. A user who qualifies by sign-in domain takes a free seat again on their next visit. */
export async function unassignLicenceSeat(
  database: Database,
  admin: UserRow,
  licenceId: string,
  userId: string,
): Promise<void> {
  await findAdminLicence(database, admin, licenceId, nowInSeconds());
  if (!(await deleteSeat(database, licenceId, userId))) throw notFound("errors.notFound.seat");
}

/** A licence the admin may manage: one of their district or its schools. Anything else is the same 404. */
async function findAdminLicence(
  database: Database,
  admin: UserRow,
  licenceId: string,
  now: number,
): Promise<LicenceSummary> {
  if (!admin.districtId) throw notFound("errors.notFound.licence");
  const [licence] = await readLicenceSummaries(database, now, { districtId: admin.districtId, licenceId });
  if (!licence) throw notFound("errors.notFound.licence");
  return licence;
}

async function readLicenceSummaries(
  database: Database,
  now: number,
  filter?: LicenceFilter,
): Promise<LicenceSummary[]> {
  const rows = await readLicencesWithUse(database, filter);
  return rows.map((row) => ({ ...row, seatsFree: Math.max(0, row.seats - row.seatsUsed), ended: row.endsAt <= now }));
}

// ── Creation, by our staff (the CLI) ──────────────────────────────────────────

/** Everything a licence is made of; seats default to the plan's. */
export interface LicenceInput {
  organisationId: string;
  plan: LicencePlan;
  seats?: number;
  /** Unix seconds. */
  endsAt: number;
}

/** Creates a licence for an organisation, as a sales contract says. */
export async function createLicence(
  database: Database,
  input: LicenceInput,
  now = nowInSeconds(),
): Promise<LicenceRow> {
  const seats = input.seats ?? LICENCE_DEFAULT_SEATS[input.plan];
  if (!Number.isInteger(seats) || seats < 1 || seats > 1_000_000) {
    throw new AppError("VALIDATION_FAILED", "errors.licence.seats");
  }
  if (!Number.isInteger(input.endsAt) || input.endsAt <= now) {
    throw new AppError("VALIDATION_FAILED", "errors.licence.endDate");
  }
  const organisation = await readOrganisation(database, input.organisationId);
  if (!organisation) throw notFound("errors.notFound.organisation", { id: input.organisationId });
  return insertLicence(database, {
    organisationId: input.organisationId,
    plan: input.plan,
    seats,
    endsAt: input.endsAt,
  });
}

/** Every licence with its seat use, for our staff. */
export function listAllLicences(database: Database, now = nowInSeconds()): Promise<LicenceSummary[]> {
  return readLicenceSummaries(database, now);
}

/** Creates a district (or a company) or a school, optionally with the email domain its users sign in with. */
export async function createOrganisation(
  database: Database,
  input: { kind: "district" | "school"; name: string; signInDomain?: string; districtId?: string },
): Promise<OrganisationRow> {
  const name = input.name.trim();
  if (!name) throw new AppError("VALIDATION_FAILED", "errors.organisation.name");
  if (input.kind === "district" && input.districtId)
    throw new AppError("VALIDATION_FAILED", "errors.organisation.nestedDistrict");
  const signInDomain = input.signInDomain?.trim().toLowerCase() || null;
  if (signInDomain) {
    const taken = await readOrganisationByDomain(database, signInDomain);
    if (taken)
      throw new AppError("CONFLICT", "errors.organisation.domainTaken", {
        domain: signInDomain,
        organisation: taken.id,
      });
  }
  return insertOrganisation(database, { kind: input.kind, name, signInDomain, districtId: input.districtId ?? null });
}
