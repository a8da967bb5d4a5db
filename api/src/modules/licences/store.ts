import { and, desc, eq, gt, inArray, or, type SQL, sql } from "drizzle-orm";
import type { Database, Db, WriteTx } from "../../db/database";
import { type LicenceRow, licenceSeats, licences, organisations, users } from "../../db/schema";
import { newId } from "../../ids";

/**
 * The SQL of licences and their seats. Seats are counted in SQL, and a seat is taken by one
 * conditional INSERT, so two users can never both take the last one.
 */

type Reader = Db | WriteTx;
export type OrganisationRow = typeof organisations.$inferSelect;

/** The licence seat that gives a user access. */
export interface LicenceCoverage {
  licenceId: string;
  organisationId: string;
  /** Unix seconds. */
  endsAt: number;
}

/** How many seats of a licence are taken, as an SQL expression. */
const seatsUsedOf = (licenceId: SQL | typeof licences.id): SQL<number> =>
  sql<number>`(select count(*) from ${licenceSeats} where ${licenceSeats.licenceId} = ${licenceId})`;

export async function readOrganisation(
  database: Database,
  organisationId: string,
): Promise<OrganisationRow | undefined> {
  const [organisation] = await database.read.select().from(organisations).where(eq(organisations.id, organisationId));
  return organisation;
}

/** The organisation whose users sign in with emails at this domain. */
export async function readOrganisationByDomain(
  database: Database,
  domain: string,
): Promise<OrganisationRow | undefined> {
  const [organisation] = await database.read.select().from(organisations).where(eq(organisations.signInDomain, domain));
  return organisation;
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

/** The licences of these organisations that have not ended and have a free seat, the one that ends last first. */
export function readOpenLicences(
  database: Database,
  organisationIds: string[],
  now: number,
): Promise<LicenceCoverage[]> {
  return database.read
    .select({ licenceId: licences.id, organisationId: licences.organisationId, endsAt: licences.endsAt })
    .from(licences)
    .where(
      and(
        inArray(licences.organisationId, organisationIds),
        gt(licences.endsAt, now),
        sql`${seatsUsedOf(licences.id)} < ${licences.seats}`,
      ),
    )
    .orderBy(desc(licences.endsAt));
}

/**
 * In one write: the seat the user holds by now (a second request of theirs may have claimed
 * meanwhile), else a seat of the first candidate that still has one free, else null.
 */
export function claimFirstFreeSeat(
  database: Database,
  userId: string,
  candidates: LicenceCoverage[],
  source: string,
  now: number,
): Promise<LicenceCoverage | null> {
  return database.write(async (tx) => {
    const held = await findHeldSeat(tx, userId, now);
    if (held) return held;
    for (const candidate of candidates) {
      if (await insertSeatIfFree(tx, candidate.licenceId, userId, source, now)) return candidate;
    }
    return null;
  });
}

/**
 * Gives the user a seat of the licence: `taken` when this call took it, `held` when they had it
 * already, `refused` when the licence has ended or is full.
 */
export function takeSeat(
  database: Database,
  licenceId: string,
  userId: string,
  source: string,
  now: number,
): Promise<"taken" | "held" | "refused"> {
  return database.write(async (tx) => {
    if (await insertSeatIfFree(tx, licenceId, userId, source, now)) return "taken";
    const [existing] = await tx
      .select({ userId: licenceSeats.userId })
      .from(licenceSeats)
      .where(and(eq(licenceSeats.licenceId, licenceId), eq(licenceSeats.userId, userId)));
    return existing ? "held" : "refused";
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
  source: string,
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

/** Frees the user's seat of the licence; false when they held none. */
export async function deleteSeat(database: Database, licenceId: string, userId: string): Promise<boolean> {
  const removed = await database.write((tx) =>
    tx
      .delete(licenceSeats)
      .where(and(eq(licenceSeats.licenceId, licenceId), eq(licenceSeats.userId, userId)))
      .returning({ userId: licenceSeats.userId }),
  );
  return removed.length > 0;
}

/** Who holds the licence's seats, in the order they were given. */
export function readSeatHolders(database: Database, licenceId: string) {
  return database.read
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
}

/** Whether the user is a member of the organisation (a school's by their school, a district's by their district). */
export async function isMember(database: Database, organisation: OrganisationRow, userId: string): Promise<boolean> {
  const [member] = await database.read
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.id, userId),
        eq(organisation.kind === "school" ? users.schoolId : users.districtId, organisation.id),
      ),
    );
  return member !== undefined;
}

/** Which licences to read: all, those of a district and its schools, or one of those. */
export interface LicenceFilter {
  districtId?: string;
  licenceId?: string;
}

/** Licences with their organisation's name and seat use, the one that ends last first. */
export function readLicencesWithUse(database: Database, filter: LicenceFilter = {}) {
  const conditions = [
    filter.licenceId === undefined ? undefined : eq(licences.id, filter.licenceId),
    filter.districtId === undefined
      ? undefined
      : or(eq(organisations.id, filter.districtId), eq(organisations.districtId, filter.districtId)),
  ];
  return database.read
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
    .where(and(...conditions))
    .orderBy(desc(licences.endsAt));
}

export async function insertLicence(
  database: Database,
  input: Pick<LicenceRow, "organisationId" | "plan" | "seats" | "endsAt">,
): Promise<LicenceRow> {
  const [licence] = await database.write((tx) =>
    tx
      .insert(licences)
      .values({ id: newId(), ...input })
      .returning(),
  );
  return licence!;
}

export async function insertOrganisation(
  database: Database,
  input: Pick<OrganisationRow, "kind" | "name" | "signInDomain" | "districtId">,
): Promise<OrganisationRow> {
  const [created] = await database.write((tx) =>
    tx
      .insert(organisations)
      .values({ id: newId(), ...input })
      .returning(),
  );
  return created!;
}
