import { expect } from "bun:test";
import { organisations } from "../../api/src/db/schema";
import { newId } from "../../api/src/ids";
import { createLicence } from "../../api/src/modules/licences/service";
import type { TestPlatform } from "../../lti-provider/test/platform";
import type { RunningProduct } from "./product";

/**
 * A district with a month's school licence whose admin has registered the test LMS by hand, as a
 * district sets Bloom up before its first launch; returns the district's id.
 */
export async function registerLicensedDistrict(
  product: RunningProduct,
  platform: TestPlatform,
  names: { district: string; platform: string },
): Promise<string> {
  const districtId = newId();
  await product.database.write((tx) =>
    tx.insert(organisations).values({ id: districtId, kind: "district", name: names.district }),
  );
  await createLicence(product.database, {
    organisationId: districtId,
    plan: "school",
    endsAt: Math.floor(Date.now() / 1000) + 86_400 * 30,
    seats: 30,
  });
  const { token } = await product.createUser({ role: "admin", districtId });
  // The product answers as localhost for the browser; the API call goes to the same server by address.
  const registered = await fetch(`${product.url.replace("localhost", "127.0.0.1")}/api/lti/registrations`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify({
      name: names.platform,
      issuer: platform.issuer,
      clientId: platform.clientId,
      authLoginUrl: platform.authUrl,
      authTokenUrl: platform.tokenUrl,
      jwksUrl: platform.jwksUrl,
    }),
  });
  expect(registered.status).toBe(201);
  return districtId;
}
