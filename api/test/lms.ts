import { expect } from "bun:test";
import type { TestPlatform } from "../../lti-provider/test/platform";
import type { Database } from "../src/db/database";
import { organisations } from "../src/db/schema";
import { newId } from "../src/ids";
import { createLicence } from "../src/modules/licences/service";
import type { TestApi } from "./harness";

/** A district with a school licence of `days` days and `seats` seats; returns its id. */
export async function createLicensedDistrict(
  database: Database,
  name: string,
  licence: { days: number; seats: number },
): Promise<string> {
  const districtId = newId();
  await database.write((tx) => tx.insert(organisations).values({ id: districtId, kind: "district", name }));
  await createLicence(database, {
    organisationId: districtId,
    plan: "school",
    endsAt: Math.floor(Date.now() / 1000) + 86_400 * licence.days,
    seats: licence.seats,
  });
  return districtId;
}

/** The body of `POST /api/lti/registrations` that registers the test LMS by hand under `name`. */
export function registrationOf(platform: TestPlatform, name: string) {
  return {
    name,
    issuer: platform.issuer,
    clientId: platform.clientId,
    authLoginUrl: platform.authUrl,
    authTokenUrl: platform.tokenUrl,
    jwksUrl: platform.jwksUrl,
  };
}

/**
 * A district with a day's school licence whose admin registered the test LMS as "Canvas" by hand,
 * so launches from it are verified and covered; returns the district's id.
 */
export async function registerTestLms(api: TestApi, platform: TestPlatform, districtName: string): Promise<string> {
  const districtId = await createLicensedDistrict(api.ctx.database, districtName, { days: 1, seats: 20 });
  const { token } = await api.createUser({ role: "admin", districtId });
  const created = await api.call("/api/lti/registrations", {
    method: "POST",
    token,
    json: registrationOf(platform, "Canvas"),
  });
  expect(created.status).toBe(201);
  return districtId;
}
