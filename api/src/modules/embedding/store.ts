import { and, asc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { keptRead } from "../../db/kept-query";
import { districtEmbedOrigins, ltiFrameOrigins, ltiRegistrations, users } from "../../db/schema";

/** The SQL of the portals each district allows to embed the product, and of who may embed it. */

export function readDistrictOrigins(database: Database, districtId: string) {
  return database.read
    .select()
    .from(districtEmbedOrigins)
    .where(eq(districtEmbedOrigins.districtId, districtId))
    .orderBy(asc(districtEmbedOrigins.origin));
}

/**
 * Adds the origin to the district's list in one write unless the list already holds `limit` others:
 * false when it is full.
 */
export function insertOriginWithin(
  database: Database,
  entry: { districtId: string; origin: string; addedBy: string },
  limit: number,
): Promise<boolean> {
  return database.write(async (tx) => {
    const existing = await tx
      .select({ origin: districtEmbedOrigins.origin })
      .from(districtEmbedOrigins)
      .where(eq(districtEmbedOrigins.districtId, entry.districtId));
    if (existing.length >= limit && !existing.some((row) => row.origin === entry.origin)) return false;
    await tx.insert(districtEmbedOrigins).values(entry).onConflictDoNothing();
    return true;
  });
}

/** Removes the origin from the district's list; false when it was not there. */
export async function deleteOrigin(database: Database, districtId: string, origin: string): Promise<boolean> {
  const removed = await database.write((tx) =>
    tx
      .delete(districtEmbedOrigins)
      .where(and(eq(districtEmbedOrigins.districtId, districtId), eq(districtEmbedOrigins.origin, origin)))
      .returning({ origin: districtEmbedOrigins.origin }),
  );
  return removed.length > 0;
}

// Kept built: a page or a preflight with a bearer token asks it.
const userDistrict = keptRead((db) =>
  db
    .select({ districtId: users.districtId })
    .from(users)
    .where(eq(users.id, sql.placeholder("userId")))
    .prepare(),
);

export async function readUserDistrict(database: Database, userId: string): Promise<string | null> {
  const [row] = await userDistrict(database).all({ userId });
  return row?.districtId ?? null;
}

/**
 * Every district's portal origins, every LTI platform's issuer, login address and product family,
 * and the other origins each platform frames from (learned or added by an admin).
 */
export async function readAllFramers(database: Database) {
  const [portalRows, registrationRows, frameOriginRows] = await Promise.all([
    database.read
      .select({ districtId: districtEmbedOrigins.districtId, origin: districtEmbedOrigins.origin })
      .from(districtEmbedOrigins),
    database.read
      .select({
        id: ltiRegistrations.id,
        districtId: ltiRegistrations.districtId,
        issuer: ltiRegistrations.issuer,
        authLoginUrl: ltiRegistrations.authLoginUrl,
        productFamily: ltiRegistrations.productFamily,
      })
      .from(ltiRegistrations),
    database.read
      .select({ registrationId: ltiFrameOrigins.registrationId, origin: ltiFrameOrigins.origin })
      .from(ltiFrameOrigins),
  ]);
  return { portalRows, registrationRows, frameOriginRows };
}
