import { afterAll, beforeAll, expect } from "bun:test";
import type { Browser } from "playwright-core";
import { createLicensedDistrict, registrationOf } from "../../api/test/lms";
import { startTestPlatform, type TestPlatform } from "../../lti-provider/test/platform";
import { launchBrowser } from "./browser";
import { type RunningProduct, startProduct } from "./product";

/**
 * A district with a month's school licence whose admin has registered the test LMS by hand, as a
 * district sets Bloom up before its first launch: the district's id, the registration's id and the
 * admin's token.
 */
export async function registerLicensedDistrict(
  product: RunningProduct,
  platform: TestPlatform,
  names: { district: string; platform: string },
): Promise<{ districtId: string; registrationId: string; adminToken: string }> {
  const districtId = await createLicensedDistrict(product.database, names.district, { days: 30, seats: 30 });
  const { token } = await product.createUser({ role: "admin", districtId });
  // The product answers as localhost for the browser; the API call goes to the same server by address.
  const registered = await fetch(`${product.url.replace("localhost", "127.0.0.1")}/api/lti/registrations`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify(registrationOf(platform, names.platform)),
  });
  expect(registered.status).toBe(201);
  const { id } = (await registered.json()) as { id: string };
  return { districtId, registrationId: id, adminToken: token };
}

/**
 * A browser journey through an LMS course, for the calling test file: the product answering as
 * localhost and the test LMS on 127.0.0.1 (two sites, so the tool is a third party in the course's
 * frame), a browser, and a licensed district whose LMS holds one course placing Bloom. All are
 * stopped after the file; the returned object's fields are set once `beforeAll` has run.
 */
export function startLmsCourse(setup: {
  names: { district: string; platform: string };
  course: Parameters<TestPlatform["addCourse"]>[0];
  resourceLink: Parameters<TestPlatform["addResourceLink"]>[0];
  /** The product's environment, read when it starts (a test server's address is known only then). */
  env?: () => Record<string, string>;
  browserArgs?: string[];
}): { product: RunningProduct; platform: TestPlatform; browser: Browser } {
  const handles = {} as { product: RunningProduct; platform: TestPlatform; browser: Browser };
  beforeAll(async () => {
    handles.product = await startProduct(setup.env?.() ?? {}, "localhost");
    handles.platform = await startTestPlatform();
    handles.platform.setTool({ toolUrl: handles.product.url });
    // The LMS and the tool are both on this machine: Chromium's local network checks would stop a real LMS-to-tool hop here.
    handles.browser = await launchBrowser([
      ...(setup.browserArgs ?? []),
      "--disable-features=LocalNetworkAccessChecks",
    ]);
    await registerLicensedDistrict(handles.product, handles.platform, setup.names);
    handles.platform.addCourse(setup.course);
    handles.platform.addResourceLink(setup.resourceLink);
  });
  afterAll(async () => {
    await handles.browser?.close();
    await handles.platform?.stop();
    await handles.product?.stop();
  });
  return handles;
}
