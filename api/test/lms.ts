import { expect } from "bun:test";
import type { TestPlatform } from "../../lti-provider/test/platform";
import { organisations } from "../src/db/schema";
import { newId } from "../src/ids";
import { createLicence } from "../src/modules/licences/service";
import type { TestApi } from "./harness";

/**
 * A district with a day's school licence whose admin registered the test LMS as "Canvas" by hand,
 * so launches from it are verified and covered; returns the district's id.
 */
export async function registerTestLms(api: TestApi, platform: TestPlatform, districtName: string): Promise<string> {
  const districtId = newId();
  await api.ctx.database.write((tx) =>
    tx.insert(organisations).values({ id: districtId, kind: "district", name: districtName }),
  );
  await createLicence(api.ctx.database, {
    organisationId: districtId,
    plan: "school",
    endsAt: Math.floor(Date.now() / 1000) + 86_400,
    seats: 20,
  });
  const { token } = await api.createUser({ role: "admin", districtId });
  const created = await api.call("/api/lti/registrations", {
    method: "POST",
    token,
    json: {
      name: "Canvas",
      issuer: platform.issuer,
      clientId: platform.clientId,
      authLoginUrl: platform.authUrl,
      authTokenUrl: platform.tokenUrl,
      jwksUrl: platform.jwksUrl,
    },
  });
  expect(created.status).toBe(201);
  return districtId;
}
