import { type LearnedFrameOrigin, type LtiRegistration, webOrigin } from "@bloom/lti-provider";
import { and, asc, desc, eq, isNull, ne, notInArray } from "drizzle-orm";
import type { Database } from "../../db/database";
import { ltiFrameOrigins, ltiRegistrations } from "../../db/schema";

/** The SQL of the origins each platform frames the tool from besides its issuer and login hosts (ADR 0044). */

/**
 * How many learned origins one registration keeps: the most recently seen. A platform's launches
 * are signed, but a platform (or an account on it) could still name a new host on every launch.
 */
export const MAX_LEARNED_ORIGINS = 50;
/** How many an admin may add to one registration. */
export const MAX_ADDED_ORIGINS = 50;
/** A host seen again is written back at most this often, so a busy course costs no write per launch. */
const SEEN_AGAIN_MS = 24 * 60 * 60 * 1000;

export function readFrameOrigins(database: Database, registrationId: string) {
  return database.read
    .select()
    .from(ltiFrameOrigins)
    .where(eq(ltiFrameOrigins.registrationId, registrationId))
    .orderBy(asc(ltiFrameOrigins.origin));
}

/**
 * Records what a verified launch or a registration said: new origins, origins seen again (at most
 * once a day), and the product family when none is known yet (a family an admin set is kept).
 * Learned origins past the cap are dropped, the least recently seen first; an admin's are never.
 * Writes nothing when nothing is new. True when the origins that frame the platform changed.
 */
export async function learnFrameOrigins(
  database: Database,
  registration: LtiRegistration,
  facts: { origins: LearnedFrameOrigin[]; productFamily: string | null },
  now = Date.now(),
): Promise<boolean> {
  // The issuer's and login's hosts frame the platform anyway: nothing to learn there.
  const own = new Set([registration.issuer, registration.authLoginUrl].map(webOrigin));
  const offered = facts.origins.filter((entry) => !own.has(entry.origin));
  const known = await readFrameOrigins(database, registration.id);
  const byOrigin = new Map(known.map((row) => [row.origin, row]));
  const fresh = offered.filter((entry) => !byOrigin.has(entry.origin));
  const seenAgain = offered.filter((entry) => {
    const row = byOrigin.get(entry.origin);
    return row !== undefined && row.source !== "admin" && now - row.seenAt >= SEEN_AGAIN_MS;
  });
  const family = facts.productFamily?.slice(0, 64) || null;
  const familyIsNew = family !== null && !registration.productFamily;
  if (fresh.length === 0 && seenAgain.length === 0 && !familyIsNew) return false;

  return database.write(async (tx) => {
    let changed = false;
    if (familyIsNew) {
      const set = await tx
        .update(ltiRegistrations)
        .set({ productFamily: family })
        .where(and(eq(ltiRegistrations.id, registration.id), isNull(ltiRegistrations.productFamily)))
        .returning({ id: ltiRegistrations.id });
      changed ||= set.length > 0;
    }
    for (const entry of [...fresh, ...seenAgain]) {
      // Another launch may have learned it since the read: then it is only seen again.
      await tx
        .insert(ltiFrameOrigins)
        .values({
          registrationId: registration.id,
          origin: entry.origin,
          source: entry.source,
          learnedAt: now,
          seenAt: now,
        })
        .onConflictDoUpdate({ target: [ltiFrameOrigins.registrationId, ltiFrameOrigins.origin], set: { seenAt: now } });
    }
    if (fresh.length > 0) {
      changed = true;
      const kept = await tx
        .select({ origin: ltiFrameOrigins.origin })
        .from(ltiFrameOrigins)
        .where(and(eq(ltiFrameOrigins.registrationId, registration.id), ne(ltiFrameOrigins.source, "admin")))
        .orderBy(desc(ltiFrameOrigins.seenAt), asc(ltiFrameOrigins.origin))
        .limit(MAX_LEARNED_ORIGINS);
      await tx.delete(ltiFrameOrigins).where(
        and(
          eq(ltiFrameOrigins.registrationId, registration.id),
          ne(ltiFrameOrigins.source, "admin"),
          notInArray(
            ltiFrameOrigins.origin,
            kept.map((row) => row.origin),
          ),
        ),
      );
    }
    return changed;
  });
}

/**
 * Adds an admin's origin in one write unless the registration already has `limit` added by an admin:
 * false when it is full. An origin that was learned becomes the admin's, so the cap never drops it.
 */
export function insertAddedOrigin(
  database: Database,
  entry: { registrationId: string; origin: string; addedBy: string | null },
  limit: number,
): Promise<boolean> {
  return database.write(async (tx) => {
    const added = await tx
      .select({ origin: ltiFrameOrigins.origin })
      .from(ltiFrameOrigins)
      .where(and(eq(ltiFrameOrigins.registrationId, entry.registrationId), eq(ltiFrameOrigins.source, "admin")));
    if (added.length >= limit && !added.some((row) => row.origin === entry.origin)) return false;
    const now = Date.now();
    await tx
      .insert(ltiFrameOrigins)
      .values({ ...entry, source: "admin", learnedAt: now, seenAt: now })
      .onConflictDoUpdate({
        target: [ltiFrameOrigins.registrationId, ltiFrameOrigins.origin],
        set: { source: "admin", addedBy: entry.addedBy },
      });
    return true;
  });
}

/** Removes an origin, learned or added; false when the registration had no such origin. */
export async function deleteFrameOrigin(database: Database, registrationId: string, origin: string): Promise<boolean> {
  const removed = await database.write((tx) =>
    tx
      .delete(ltiFrameOrigins)
      .where(and(eq(ltiFrameOrigins.registrationId, registrationId), eq(ltiFrameOrigins.origin, origin)))
      .returning({ origin: ltiFrameOrigins.origin }),
  );
  return removed.length > 0;
}

/** Sets (or, with null, forgets) a registration's product family, in the admin's district only; false when none matched. */
export async function updateProductFamily(
  database: Database,
  districtId: string,
  registrationId: string,
  productFamily: string | null,
): Promise<boolean> {
  const updated = await database.write((tx) =>
    tx
      .update(ltiRegistrations)
      .set({ productFamily })
      .where(and(eq(ltiRegistrations.id, registrationId), eq(ltiRegistrations.districtId, districtId)))
      .returning({ id: ltiRegistrations.id }),
  );
  return updated.length > 0;
}

/** A registration of the district, or null: another district's is never found. */
export async function readDistrictRegistration(database: Database, districtId: string, registrationId: string) {
  const [row] = await database.read
    .select({ id: ltiRegistrations.id, issuer: ltiRegistrations.issuer, productFamily: ltiRegistrations.productFamily })
    .from(ltiRegistrations)
    .where(and(eq(ltiRegistrations.id, registrationId), eq(ltiRegistrations.districtId, districtId)));
  return row ?? null;
}
