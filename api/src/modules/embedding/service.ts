import { normaliseOrigin } from "../../config";
import type { Database } from "../../db/database";
import type { UserRow } from "../../db/schema";
import { AppError, notFound } from "../../errors";
import { deleteOrigin, insertOriginWithin, readDistrictOrigins } from "./store";

/** How many portals one district may list: enough for every school's portal, small enough to read. */
const MAX_ORIGINS_PER_DISTRICT = 100;

/** The district named in the address, when it is the admin's own; any other is a 404 (never a hint it exists). */
export function requireOwnDistrict(admin: UserRow, districtId: string): string {
  if (!admin.districtId || admin.districtId !== districtId) throw notFound("errors.notFound.district");
  return districtId;
}

export async function listEmbedOrigins(database: Database, districtId: string) {
  const rows = await readDistrictOrigins(database, districtId);
  return {
    districtId,
    origins: rows.map((row) => ({ origin: row.origin, addedAt: new Date(row.createdAt).toISOString() })),
  };
}

/** Adds a portal origin (idempotent); plain http is accepted only for a local address, for testing a portal. */
export async function addEmbedOrigin(database: Database, districtId: string, value: string, adminId: string) {
  const origin = parseOrigin(value);
  if (!(await insertOriginWithin(database, { districtId, origin, addedBy: adminId }, MAX_ORIGINS_PER_DISTRICT))) {
    throw new AppError("CONFLICT", "errors.portal.max", { max: MAX_ORIGINS_PER_DISTRICT });
  }
  return listEmbedOrigins(database, districtId);
}

export async function removeEmbedOrigin(database: Database, districtId: string, value: string) {
  const origin = parseOrigin(value);
  if (!(await deleteOrigin(database, districtId, origin))) throw notFound("errors.notFound.portalOrigin");
  return listEmbedOrigins(database, districtId);
}

function parseOrigin(value: string): string {
  const origin = normaliseOrigin(value.trim());
  if (!origin) {
    throw new AppError("VALIDATION_FAILED", "errors.portal.origin");
  }
  const { protocol, hostname } = new URL(origin);
  const local = hostname === "localhost" || hostname === "127.0.0.1" || hostname === "[::1]";
  if (protocol !== "https:" && !local) {
    throw new AppError("VALIDATION_FAILED", "errors.portal.https");
  }
  return origin;
}
