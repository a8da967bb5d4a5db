import { webOrigin } from "@bloom/lti-provider";
import { normaliseOrigin } from "../../config";
import type { Database } from "../../db/database";
import { AppError, notFound } from "../../errors";
import { familyFramers, familyOf } from "../embedding/public";
import {
  deleteFrameOrigin,
  insertAddedOrigin,
  MAX_ADDED_ORIGINS,
  readDistrictRegistration,
  readFrameOrigins,
  updateProductFamily,
} from "./frame-origins-store";

/**
 * A district admin's view of where a registered platform's pages are (ADR 0044): the hosts its
 * launches and registration named, those the admin added, and its product family with the hosts the
 * family implies. Another district's registration is a 404, never a hint that it exists.
 */
export async function listFrameOrigins(database: Database, districtId: string, registrationId: string) {
  const registration = await readDistrictRegistration(database, districtId, registrationId);
  if (!registration) throw notFound("errors.notFound.registration");
  const family = familyOf(registration);
  const rows = await readFrameOrigins(database, registrationId);
  return {
    registrationId,
    productFamily: family,
    familyOrigins: [...familyFramers(family)],
    origins: rows.map((row) => ({
      origin: row.origin,
      source: row.source,
      learnedAt: new Date(row.learnedAt).toISOString(),
      seenAt: new Date(row.seenAt).toISOString(),
    })),
  };
}

/** Adds a host the platform frames Bloom from (idempotent). */
export async function addFrameOrigin(
  database: Database,
  districtId: string,
  registrationId: string,
  value: string,
  adminId: string | null,
) {
  const origin = parseFrameOrigin(value);
  if (!(await readDistrictRegistration(database, districtId, registrationId)))
    throw notFound("errors.notFound.registration");
  if (!(await insertAddedOrigin(database, { registrationId, origin, addedBy: adminId }, MAX_ADDED_ORIGINS))) {
    throw new AppError("CONFLICT", "errors.lti.maxHosts", { max: MAX_ADDED_ORIGINS });
  }
  return listFrameOrigins(database, districtId, registrationId);
}

/** Removes a host, added or learned (a learned one comes back if the platform's launches name it again). */
export async function removeFrameOrigin(database: Database, districtId: string, registrationId: string, value: string) {
  const origin = parseFrameOrigin(value);
  if (!(await readDistrictRegistration(database, districtId, registrationId)))
    throw notFound("errors.notFound.registration");
  if (!(await deleteFrameOrigin(database, registrationId, origin))) throw notFound("errors.notFound.host");
  return listFrameOrigins(database, districtId, registrationId);
}

/** Names the platform's product (`canvas`, `schoology`…), or with null forgets it. */
export async function setProductFamily(
  database: Database,
  districtId: string,
  registrationId: string,
  productFamily: string | null,
) {
  if (!(await updateProductFamily(database, districtId, registrationId, productFamily))) {
    throw notFound("errors.notFound.registration");
  }
  return listFrameOrigins(database, districtId, registrationId);
}

/**
 * A host as a web origin: scheme and host, no path, no wildcard. Plain http only for this machine
 * (a test LMS), since a school's LMS page is served over https.
 */
function parseFrameOrigin(value: string): string {
  const trimmed = value.trim();
  if (trimmed.includes("*")) {
    throw new AppError("VALIDATION_FAILED", "errors.lti.wildcard");
  }
  const plain = normaliseOrigin(trimmed);
  const origin = plain ? webOrigin(plain) : null;
  if (!origin) {
    throw new AppError("VALIDATION_FAILED", "errors.lti.origin");
  }
  const { protocol, hostname } = new URL(origin);
  const local = hostname === "localhost" || hostname.startsWith("127.") || hostname === "[::1]";
  if (protocol !== "https:" && !local) {
    throw new AppError("VALIDATION_FAILED", "errors.lti.https");
  }
  return origin;
}
