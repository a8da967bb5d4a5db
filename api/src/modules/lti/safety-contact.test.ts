import { afterAll, describe, expect, test } from "bun:test";
import { startTestPlatform } from "@bloom/lti-provider/test/platform";
import { eq } from "drizzle-orm";
import { startTestApi } from "../../../test/harness";
import { createTestDistrict } from "../../../test/school";
import { ltiRegistrations, organisations } from "../../db/schema";
import { newId } from "../../ids";

/**
 * Registering a platform for a district asks for the district's safety contact, and says so while
 * there is none: over HTTP on the real API, and on the tool's own registration page in the LMS.
 */

const api = await startTestApi();
afterAll(() => api.close());

/** A district of its own with its district admin and a school admin, and no safety contact. */
async function newDistrict(name: string) {
  const districtId = newId();
  const schoolId = newId();
  await api.ctx.database.write(async (tx) => {
    await tx.insert(organisations).values({ id: districtId, kind: "district", name });
    await tx.insert(organisations).values({ id: schoolId, kind: "school", name: `${name} High`, districtId });
  });
  return {
    districtId,
    admin: await api.createUser({ role: "admin", districtId, name: `${name} Admin` }),
    schoolAdmin: await api.createUser({ role: "admin", districtId, schoolId, name: `${name} School Admin` }),
  };
}

function byHand(issuer: string, extra: Record<string, unknown> = {}) {
  return {
    name: "Schoology",
    issuer,
    clientId: "1234567",
    authLoginUrl: "https://lti.example/authorize",
    authTokenUrl: "https://lti.example/token",
    jwksUrl: "https://lti.example/jwks",
    ...extra,
  };
}

async function contactsOf(token: string) {
  return (await api.call("/api/safety/settings", { token })).body.contacts;
}

describe("a registration link", () => {
  test("warns while the district has no safety contact, and keeps working without a body", async () => {
    const { admin } = await newDistrict("Oak District");
    const link = await api.call("/api/lti/registration-links", { method: "POST", token: admin.token });
    expect(link.status).toBe(200);
    expect(link.body.url).toContain("/lti/register?invite=");
    expect(link.body.warning).toContain("This district has no safety contact yet.");
    expect(link.body.warning).toContain("reach nobody");
  });

  test("names the district's safety contact, and then no longer warns", async () => {
    const { admin } = await newDistrict("Elm District");
    const link = await api.call("/api/lti/registration-links", {
      method: "POST",
      token: admin.token,
      json: { safetyContact: { name: "Dana Lee", email: "dana@elm.test" } },
    });
    expect(link.status).toBe(200);
    expect(link.body.warning).toBeUndefined();
    expect(await contactsOf(admin.token)).toEqual([{ name: "Dana Lee", email: "dana@elm.test" }]);
    // Named again, the same address is kept once.
    await api.call("/api/lti/registration-links", {
      method: "POST",
      token: admin.token,
      json: { safetyContact: { name: "Dana Lee", email: "DANA@elm.test" } },
    });
    expect(await contactsOf(admin.token)).toHaveLength(1);
  });

  test("refuses a contact without an address, and a school's admin naming the district's contact", async () => {
    const { admin, schoolAdmin } = await newDistrict("Ash District");
    const bad = await api.call("/api/lti/registration-links", {
      method: "POST",
      token: admin.token,
      json: { safetyContact: { name: "Dana Lee", email: "not an address" } },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe("VALIDATION_FAILED");
    const school = await api.call("/api/lti/registration-links", {
      method: "POST",
      token: schoolAdmin.token,
      json: { safetyContact: { name: "Sam", email: "sam@ash.test" } },
    });
    expect(school.status).toBe(403);
    expect(school.body.error).toBe("Only a district administrator can name the district's safety contacts.");
    expect(await contactsOf(admin.token)).toEqual([]);
  });
});

describe("a registration by hand", () => {
  test("without a safety contact: registered, with the warning", async () => {
    const { admin } = await newDistrict("Birch District");
    const created = await api.call("/api/lti/registrations", {
      method: "POST",
      token: admin.token,
      json: byHand("https://birch.schoology.test"),
    });
    expect(created.status).toBe(201);
    expect(created.body.issuer).toBe("https://birch.schoology.test");
    expect(created.body.warning).toContain("This district has no safety contact yet.");
  });

  test("with a safety contact: saved with the registration, no warning; a refused registration saves none", async () => {
    const { admin, districtId } = await newDistrict("Cedar District");
    const contact = { name: "Dana Lee", email: "dana@cedar.test" };
    const created = await api.call("/api/lti/registrations", {
      method: "POST",
      token: admin.token,
      json: byHand("https://cedar.schoology.test", { safetyContact: contact }),
    });
    expect(created.status).toBe(201);
    expect(created.body.warning).toBeUndefined();
    expect(created.body).not.toHaveProperty("safetyContact");
    expect(await contactsOf(admin.token)).toEqual([contact]);

    const duplicate = await api.call("/api/lti/registrations", {
      method: "POST",
      token: admin.token,
      json: byHand("https://cedar.schoology.test", { safetyContact: { name: "Other", email: "other@cedar.test" } }),
    });
    expect(duplicate.status).toBe(409);
    expect(await contactsOf(admin.token)).toEqual([contact]);
    const rows = await api.ctx.database.read
      .select()
      .from(ltiRegistrations)
      .where(eq(ltiRegistrations.districtId, districtId));
    expect(rows).toHaveLength(1);
  });

  test("a school's admin naming the district's contact is refused before anything is registered", async () => {
    const { admin, schoolAdmin, districtId } = await newDistrict("Fir District");
    const refused = await api.call("/api/lti/registrations", {
      method: "POST",
      token: schoolAdmin.token,
      json: byHand("https://fir.schoology.test", { safetyContact: { name: "Sam", email: "sam@fir.test" } }),
    });
    expect(refused.status).toBe(403);
    expect(await contactsOf(admin.token)).toEqual([]);
    const rows = await api.ctx.database.read
      .select()
      .from(ltiRegistrations)
      .where(eq(ltiRegistrations.districtId, districtId));
    expect(rows).toEqual([]);
  });
});

describe("the tool's registration page in the LMS", () => {
  async function registerFrom(token: string) {
    const platform = await startTestPlatform({ clientId: `client-${newId()}` });
    try {
      platform.setTool({ toolUrl: api.url });
      const link = await api.call("/api/lti/registration-links", { method: "POST", token });
      const page = await fetch(platform.registrationUrl(link.body.url));
      return { status: page.status, html: await page.text(), accepted: platform.registrations.length };
    } finally {
      await platform.stop();
    }
  }

  test("without a safety contact, tells the LMS's administrator and waits for Done before closing", async () => {
    const { admin } = await newDistrict("Pine District");
    const page = await registerFrom(admin.token);
    expect(page.status).toBe(200);
    expect(page.accepted).toBe(1);
    expect(page.html).toContain("Bloom is now registered with");
    expect(page.html).toMatch(/<div class="warning" role="alert">/);
    expect(page.html).toContain("Your district has no safety contact in Bloom yet.");
    expect(page.html).toContain('<button type="button" id="registration-done">Done</button>');
    // The close message is sent from the button, not as the page loads.
    expect(page.html).toContain('getElementById("registration-done").addEventListener("click"');
  });

  test("with a safety contact, closes at once as before", async () => {
    const district = await createTestDistrict(api, "Spruce District", 1);
    await api.call("/api/safety/settings", {
      method: "PUT",
      token: district.districtAdmin.token,
      json: { contacts: [{ name: "Dana Lee", email: "dana@spruce.test" }], helpLines: {} },
    });
    const page = await registerFrom(district.districtAdmin.token);
    expect(page.status).toBe(200);
    expect(page.html).not.toContain("safety contact");
    expect(page.html).not.toContain("registration-done");
    expect(page.html).toContain('postMessage({ subject: "org.imsglobal.lti.close" }, "*");</script>');
  });
});
