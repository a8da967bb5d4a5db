import { and, asc, eq } from "drizzle-orm";
import { normaliseOrigin } from "../../config";
import type { Database } from "../../db/database";
import { districtEmbedOrigins, type UserRow } from "../../db/schema";
import { AppError, notFound } from "../../errors";

/** How many portals one district may list: enough for every school's portal, small enough to read. */
const MAX_ORIGINS_PER_DISTRICT = 100;

/** The district named in the address, when it is the admin's own; any other is a 404 (never a hint it exists). */
export function requireOwnDistrict(admin: UserRow, districtId: string): string {
  if (!admin.districtId || admin.districtId !== districtId) throw notFound("That district");
  return districtId;
}

export async function listEmbedOrigins(database: Database, districtId: string) {
  const rows = await database.read
    .select()
    .from(districtEmbedOrigins)
    .where(eq(districtEmbedOrigins.districtId, districtId))
    .orderBy(asc(districtEmbedOrigins.origin));
  return {
    districtId,
    origins: rows.map((row) => ({ origin: row.origin, addedAt: new Date(row.createdAt).toISOString() })),
  };
}

/** Adds a portal origin (idempotent); plain http is accepted only for a local address, for testing a portal. */
export async function addEmbedOrigin(database: Database, districtId: string, value: string, adminId: string) {
  const origin = parseOrigin(value);
  await database.write(async (tx) => {
    const existing = await tx
      .select({ origin: districtEmbedOrigins.origin })
      .from(districtEmbedOrigins)
      .where(eq(districtEmbedOrigins.districtId, districtId));
    if (existing.length >= MAX_ORIGINS_PER_DISTRICT && !existing.some((row) => row.origin === origin)) {
      throw new AppError(
        "CONFLICT",
        `A district may list at most ${MAX_ORIGINS_PER_DISTRICT} portals. Remove one you no longer use first.`,
      );
    }
    await tx.insert(districtEmbedOrigins).values({ districtId, origin, addedBy: adminId }).onConflictDoNothing();
  });
  return listEmbedOrigins(database, districtId);
}

export async function removeEmbedOrigin(database: Database, districtId: string, value: string) {
  const origin = parseOrigin(value);
  const removed = await database.write((tx) =>
    tx
      .delete(districtEmbedOrigins)
      .where(and(eq(districtEmbedOrigins.districtId, districtId), eq(districtEmbedOrigins.origin, origin)))
      .returning({ origin: districtEmbedOrigins.origin }),
  );
  if (removed.length === 0) throw notFound("That portal origin");
  return listEmbedOrigins(database, districtId);
}

function parseOrigin(value: string): string {
  const origin = normaliseOrigin(value.trim());
  if (!origin) {
    throw new AppError(
      "VALIDATION_FAILED",
      "origin must be a web origin such as https://portal.example.org (scheme and host, no path).",
    );
  }
  const { protocol, hostname } = new URL(origin);
  const local = hostname === "localhost" || hostname === "127.0.0.1" || hostname === "[::1]";
  if (protocol !== "https:" && !local) {
    throw new AppError("VALIDATION_FAILED", "A portal must use https (plain http is accepted only for localhost).");
  }
  return origin;
}
