import { accessDenial, nowInSeconds } from "@bloom/domain";
import { and, desc, eq, gt, inArray, or, type SQL, sql } from "drizzle-orm";
import type { Database, Db, WriteTx } from "../../db/database";
import { type LicenceRow, licenceSeats, licences, organisations, type UserRow, users } from "../../db/schema";
import { AppError, notFound } from "../../errors";
import { newId } from "../../ids";

/**
 * School and Corporate plans (spec §6, §9): an organisation (a district or a school; a company is
 * a district of its own) holds a licence with a number of seats until an end date, sold by
 * contract and created by our staff (`bun api/src/cli/licence.ts`). A user of the organisation
 * holds a seat by admin assignment, by an LTI launch through the organisation's deployment
 * (`claimLicenceSeat`), or by signing in with an email at its sign-in domain (claimed on first use).
 * A seat on a licence that has not ended gives access as if `active`.
 *
 * Seats are counted in SQL, and a seat is taken by one conditional INSERT, so two users can never
 * both take the last one.
 */

export const LICENCE_PLANS = ["school", "corporate"] as const;
export type LicencePlan = (typeof LICENCE_PLANS)[number];
export const SEAT_SOURCES = ["domain", "admin", "lti"] as const;
export type SeatSource = (typeof SEAT_SOURCES)[number];

/** The seats each plan comes with unless the contract says otherwise (spec §9). */
export const LICENCE_DEFAULT_SEATS: Record<LicencePlan, number> = { school: 50, corporate: 20 };

/** The licence seat that gives a user access. */
export interface LicenceCoverage {
  licenceId: string;
  organisationId: string;
  /** Unix seconds. */
  endsAt: number;
}

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

type Reader = Db | WriteTx;

/** How many seats of a licence are taken, as an SQL expression. */
const seatsUsedOf = (licenceId: SQL | typeof licences.id): SQL<number> =>
  sql<number>`(select count(*) from ${licenceSeats} where ${licenceSeats.licenceId} = ${licenceId})`;

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
  const [organisation] = await database.read
    .select({ id: organisations.id, districtId: organisations.districtId })
    .from(organisations)
    .where(eq(organisations.signInDomain, domain));
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
  const [organisation] = await ctx.database.read
    .select({ districtId: organisations.districtId })
    .from(organisations)
    .where(eq(organisations.id, organisationId));
  if (!organisation) return null;
  return claimOpenSeat(ctx.database, userId, [organisationId, organisation.districtId], source, now);
}

/** The seat the user holds on a licence that has not ended (the one that ends last). */
export async function findHeldSeat(db: Reader, userId: string, now: number): Promise<LicenceCoverage | null> {
  const [row] = await db
    .select({ licenceId: licences.id, organisationId: licences.organisationId, endsAt: licences.endsAt })
    .from(licenceSeats)
    .innerJoin(licences, eq(licences.id, licenceSeats.licenceId))
    .where(and(eq(licenceSeats.userId, userId), gt(licences.endsAt, now)))
    .orderBy(desc(licences.endsAt))
    .limit(1);
  return row ?? null;
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
  const candidates = await database.read
    .select({ licenceId: licences.id, organisationId: licences.organisationId, endsAt: licences.endsAt })
    .from(licences)
    .where(
      and(
        inArray(licences.organisationId, ids),
        gt(licences.endsAt, now),
        sql`${seatsUsedOf(licences.id)} < ${licences.seats}`,
      ),
    )
    .orderBy(desc(licences.endsAt));
  if (candidates.length === 0) return null;
  return database.write(async (tx) => {
    // Checked again in the write: a second request of the same user may have claimed meanwhile.
    const held = await findHeldSeat(tx, userId, now);
    if (held) return held;
    for (const candidate of candidates) {
      if (await insertSeatIfFree(tx, candidate.licenceId, userId, source, now)) return candidate;
    }
    return null;
  });
}

/**
 * Takes a seat in one statement: the row is inserted only while the licence has not ended and has
 * fewer seats taken than it holds. True when this call took it.
 */
async function insertSeatIfFree(
  tx: WriteTx,
  licenceId: string,
  userId: string,
  source: SeatSource,
  now: number,
): Promise<boolean> {
  const result = await tx.run(sql`
    insert into licence_seats (licence_id, user_id, source)
    select id, ${userId}, ${source} from licences
    where id = ${licenceId} and ends_at > ${now}
      and (select count(*) from licence_seats where licence_id = ${licenceId}) < seats
    on conflict do nothing`);
  return result.rowsAffected > 0;
}

// ── Administration by the organisation's admin ────────────────────────────────

/** The licences of the admin's district and its schools, with their seat use. */
export async function listLicences(
  database: Database,
  admin: UserRow,
  now = nowInSeconds(),
): Promise<LicenceSummary[]> {
  if (!admin.districtId) return [];
  return selectLicenceSummaries(
    database.read,
    now,
    or(eq(organisations.id, admin.districtId), eq(organisations.districtId, admin.districtId)),
  );
}

/** A licence of the admin's district with who holds its seats. */
export async function listLicenceSeats(
  database: Database,
  admin: UserRow,
  licenceId: string,
  now = nowInSeconds(),
): Promise<{ licence: LicenceSummary; seats: SeatHolder[] }> {
  const licence = await findAdminLicence(database, admin, licenceId, now);
  const rows = await database.read
    .select({
      userId: users.id,
      name: users.name,
      email: users.email,
      source: licenceSeats.source,
      assignedAt: licenceSeats.assignedAt,
    })
    .from(licenceSeats)
    .innerJoin(users, eq(users.id, licenceSeats.userId))
    .where(eq(licenceSeats.licenceId, licenceId))
    .orderBy(licenceSeats.assignedAt);
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
  const [organisation] = await database.read
    .select()
    .from(organisations)
    .where(eq(organisations.id, licence.organisationId));
  const [member] = await database.read
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.id, userId),
        eq(organisation!.kind === "school" ? users.schoolId : users.districtId, licence.organisationId),
      ),
    );
  if (!member)
    throw new AppError("NOT_FOUND", `That user was not found among the members of ${licence.organisationName}.`);

  await database.write(async (tx) => {
    if (await insertSeatIfFree(tx, licenceId, userId, "admin", now)) return;
    const [existing] = await tx
      .select({ userId: licenceSeats.userId })
      .from(licenceSeats)
      .where(and(eq(licenceSeats.licenceId, licenceId), eq(licenceSeats.userId, userId)));
    if (existing) return;
    if (licence.endsAt <= now) {
      throw new AppError(
        "LICENCE_ENDED",
        "This licence has ended, so its seats cannot be assigned. Contact sales to renew it.",
      );
    }
    throw new AppError(
      "LICENCE_FULL",
      `All ${licence.seats} seats of this licence are taken. Unassign someone first, or contact sales for more seats.`,
    );
  });
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
  const removed = await database.write((tx) =>
    tx
      .delete(licenceSeats)
      .where(and(eq(licenceSeats.licenceId, licenceId), eq(licenceSeats.userId, userId)))
      .returning({ userId: licenceSeats.userId }),
  );
  if (removed.length === 0) throw notFound("That seat");
}

/** A licence the admin may manage: one of their district or its schools. Anything else is the same 404. */
async function findAdminLicence(
  database: Database,
  admin: UserRow,
  licenceId: string,
  now: number,
): Promise<LicenceSummary> {
  if (!admin.districtId) throw notFound("That licence");
  const [licence] = await selectLicenceSummaries(
    database.read,
    now,
    and(
      eq(licences.id, licenceId),
      or(eq(organisations.id, admin.districtId), eq(organisations.districtId, admin.districtId)),
    ),
  );
  if (!licence) throw notFound("That licence");
  return licence;
}

async function selectLicenceSummaries(db: Reader, now: number, where?: SQL): Promise<LicenceSummary[]> {
  const rows = await db
    .select({
      id: licences.id,
      organisationId: licences.organisationId,
      organisationName: organisations.name,
      plan: licences.plan,
      seats: licences.seats,
      seatsUsed: seatsUsedOf(licences.id),
      endsAt: licences.endsAt,
    })
    .from(licences)
    .innerJoin(organisations, eq(organisations.id, licences.organisationId))
    .where(where)
    .orderBy(desc(licences.endsAt));
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
    throw new AppError("VALIDATION_FAILED", "A licence needs a whole number of seats from 1 to 1,000,000.");
  }
  if (!Number.isInteger(input.endsAt) || input.endsAt <= now) {
    throw new AppError("VALIDATION_FAILED", "A licence's end date must be in the future.");
  }
  const [organisation] = await database.read
    .select({ id: organisations.id })
    .from(organisations)
    .where(eq(organisations.id, input.organisationId));
  if (!organisation) throw notFound(`The organisation "${input.organisationId}"`);
  const [licence] = await database.write((tx) =>
    tx
      .insert(licences)
      .values({ id: newId(), organisationId: input.organisationId, plan: input.plan, seats, endsAt: input.endsAt })
      .returning(),
  );
  return licence!;
}

/** Every licence with its seat use, for our staff. */
export function listAllLicences(database: Database, now = nowInSeconds()): Promise<LicenceSummary[]> {
  return selectLicenceSummaries(database.read, now);
}

/** Creates a district (or a company) or a school, optionally with the email domain its users sign in with. */
export async function createOrganisation(
  database: Database,
  input: { kind: "district" | "school"; name: string; signInDomain?: string; districtId?: string },
): Promise<typeof organisations.$inferSelect> {
  const name = input.name.trim();
  if (!name) throw new AppError("VALIDATION_FAILED", "An organisation needs a name.");
  if (input.kind === "district" && input.districtId)
    throw new AppError("VALIDATION_FAILED", "A district does not belong to another district.");
  const signInDomain = input.signInDomain?.trim().toLowerCase() || null;
  if (signInDomain) {
    const [taken] = await database.read
      .select({ id: organisations.id })
      .from(organisations)
      .where(eq(organisations.signInDomain, signInDomain));
    if (taken)
      throw new AppError(
        "CONFLICT",
        `The sign-in domain ${signInDomain} already belongs to organisation "${taken.id}".`,
      );
  }
  const [created] = await database.write((tx) =>
    tx
      .insert(organisations)
      .values({ id: newId(), kind: input.kind, name, signInDomain, districtId: input.districtId ?? null })
      .returning(),
  );
  return created!;
}
