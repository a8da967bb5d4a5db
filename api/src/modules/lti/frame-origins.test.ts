import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { LTI_CLAIM, people, startTestPlatform, type TestPlatform } from "@bloom/lti-provider/test/platform";
import { startTestApi, type TestApi } from "../../../test/harness";
import { createLicensedDistrict, registrationOf } from "../../../test/lms";
import { learnFrameOrigins, MAX_LEARNED_ORIGINS, readFrameOrigins } from "./frame-origins-store";

/**
 * Where a platform's pages are (ADR 0044): a verified launch's return address teaches its host, on
 * that very launch's page and on every page of the platform's after it; an admin adds hosts; a known
 * family brings its vendor's hosts. Each district's pages name only its own platforms' hosts.
 */

interface District {
  districtId: string;
  registrationId: string;
  adminToken: string;
  platform: TestPlatform;
}

let api: TestApi;
/** Its course pages are on 127.0.0.2, a host of its own. */
let hillcrest: District;
let brookfield: District;
const student = people.student({ sub: "origins-student", name: "Noor Haddad", email: "noor@district.example" });

async function district(name: string, courseHost?: string): Promise<District> {
  const platform = await startTestPlatform(courseHost ? { courseHost } : {});
  platform.setTool({ toolUrl: api.url });
  platform.addCourse({ id: "course-1", title: "Chemistry", members: [student] });
  const districtId = await createLicensedDistrict(api.ctx.database, name, { days: 1, seats: 20 });
  const { token } = await api.createUser({ role: "admin", districtId });
  const created = await api.call("/api/lti/registrations", {
    method: "POST",
    token,
    json: registrationOf(platform, `${name} LMS`),
  });
  expect(created.status).toBe(201);
  return { districtId, registrationId: created.body.id, adminToken: token, platform };
}

function frameAncestors(headers: Headers): string[] {
  return directive(headers, "frame-ancestors");
}

function directive(headers: Headers, name: string): string[] {
  const policy = headers.get("content-security-policy") ?? "";
  const found = policy
    .split(";")
    .map((part) => part.trim().split(/\s+/))
    .find(([directiveName]) => directiveName === name);
  return found ? found.slice(1) : [];
}

/** The login page a course page frames when it offers platform storage. */
async function loginPage(platform: TestPlatform): Promise<Headers> {
  const login = new URL(`${api.url}/lti/login`);
  login.searchParams.set("iss", platform.issuer);
  login.searchParams.set("client_id", platform.clientId);
  login.searchParams.set("login_hint", student.sub);
  login.searchParams.set("target_link_uri", `${api.url}/lti/launch`);
  login.searchParams.set("lti_storage_target", "_parent");
  const answer = await fetch(login);
  expect(answer.headers.get("content-type")).toStartWith("text/html");
  return answer.headers;
}

const framePath = (who: District) => `/api/lti/registrations/${who.registrationId}/frame-origins`;

beforeAll(async () => {
  api = await startTestApi();
  hillcrest = await district("Hillcrest Unified", "127.0.0.2");
  brookfield = await district("Brookfield Unified");
});
afterAll(async () => {
  await hillcrest?.platform.stop();
  await brookfield?.platform.stop();
  await api.close();
});

describe("hosts learned from verified launches", () => {
  test("a launch's return_url on a new host frames that very launch page, and the login pages after it", async () => {
    const courseHost = hillcrest.platform.courseUrl;
    expect(frameAncestors(await loginPage(hillcrest.platform))).not.toContain(courseHost);

    const launched = await hillcrest.platform.launch({ person: student, courseId: "course-1" });
    expect(launched.status).toBe(200);
    expect(frameAncestors(launched.response.headers)).toContain(courseHost);
    expect(frameAncestors(await loginPage(hillcrest.platform))).toEqual([
      "'self'",
      hillcrest.platform.issuer,
      courseHost,
    ]);

    const listed = await api.call(framePath(hillcrest), { token: hillcrest.adminToken });
    expect(listed.status).toBe(200);
    expect(listed.body).toMatchObject({
      registrationId: hillcrest.registrationId,
      // The test LMS names its product in tool_platform; no vendor hosts are known for it.
      productFamily: "bloom-test-lms",
      familyOrigins: [],
      origins: [{ origin: courseHost, source: "launch" }],
    });
  });

  test("the district's own pages list its platforms' learned hosts; another district's never do", async () => {
    const courseHost = hillcrest.platform.courseUrl;
    const page = async (districtId: string) => (await fetch(`${api.url}/dashboard?district=${districtId}`)).headers;
    expect(frameAncestors(await page(hillcrest.districtId))).toContain(courseHost);
    expect(frameAncestors(await page(brookfield.districtId))).not.toContain(courseHost);
    expect(frameAncestors(await loginPage(brookfield.platform))).toEqual(["'self'", brookfield.platform.issuer]);
  });

  test("a deep-linking request teaches its return host; the picker may post there", async () => {
    const launched = await brookfield.platform.launch({
      person: people.teacher({ sub: "origins-teacher", name: "Mr. Osei" }),
      courseId: "course-1",
      messageType: "LtiDeepLinkingRequest",
      claims: {
        [LTI_CLAIM.deepLinkingSettings]: {
          deep_link_return_url: "https://return.brookfield.example/deep-link-return",
          accept_types: ["ltiResourceLink"],
          data: "from-test",
        },
      },
    });
    expect(launched.status).toBe(200);
    expect(frameAncestors(launched.response.headers)).toContain("https://return.brookfield.example");
    expect(directive(launched.response.headers, "form-action")).toContain("https://return.brookfield.example");
    const listed = await api.call(framePath(brookfield), { token: brookfield.adminToken });
    expect(listed.body.origins).toEqual([
      expect.objectContaining({ origin: "https://return.brookfield.example", source: "deep_link" }),
    ]);
  });

  test("an unverified launch teaches nothing, and a return address that is not a plain web origin is ignored", async () => {
    const refused = await brookfield.platform.launch({
      person: student,
      courseId: "course-1",
      audience: "another-tool",
      claims: { [LTI_CLAIM.launchPresentation]: { return_url: "https://forged.example/course" } },
    });
    expect(refused.status).not.toBe(200);
    expect(frameAncestors(refused.response.headers)).not.toContain("https://forged.example");
    for (const returnUrl of ["javascript:alert(1)", "https://*.example.org/x", "https://a;b.example/"]) {
      const launched = await brookfield.platform.launch({
        person: student,
        courseId: "course-1",
        claims: { [LTI_CLAIM.launchPresentation]: { return_url: returnUrl } },
      });
      expect(launched.status).toBe(200);
    }
    const listed = await api.call(framePath(brookfield), { token: brookfield.adminToken });
    expect(listed.body.origins.map((entry: { origin: string }) => entry.origin)).toEqual([
      "https://return.brookfield.example",
    ]);
  });

  test("learned hosts are capped per registration, the least recently seen dropped first; an admin's are kept", async () => {
    const registration = (await api.ctx.lti.store.findRegistrationById(brookfield.registrationId))!;
    const added = await api.call(framePath(brookfield), {
      method: "POST",
      token: brookfield.adminToken,
      json: { origin: "https://kept.brookfield.example" },
    });
    expect(added.status).toBe(201);
    const start = Date.now();
    for (let index = 0; index < MAX_LEARNED_ORIGINS + 5; index++) {
      await learnFrameOrigins(
        api.ctx.database,
        registration,
        { origins: [{ origin: `https://school-${index}.brookfield.example`, source: "launch" }], productFamily: null },
        start + index,
      );
    }
    const rows = await readFrameOrigins(api.ctx.database, registration.id);
    const learned = rows.filter((entry) => entry.source !== "admin").map((entry) => entry.origin);
    expect(learned.length).toBe(MAX_LEARNED_ORIGINS);
    expect(learned).not.toContain("https://school-0.brookfield.example");
    expect(learned).toContain(`https://school-${MAX_LEARNED_ORIGINS + 4}.brookfield.example`);
    expect(rows.filter((entry) => entry.source === "admin").map((entry) => entry.origin)).toEqual([
      "https://kept.brookfield.example",
    ]);
    // A host seen again within the day, or a family already known, writes nothing.
    const latest = {
      origin: `https://school-${MAX_LEARNED_ORIGINS + 4}.brookfield.example`,
      source: "launch" as const,
    };
    const refreshed = (await api.ctx.lti.store.findRegistrationById(registration.id))!;
    expect(refreshed.productFamily).toBe("bloom-test-lms");
    expect(
      await learnFrameOrigins(api.ctx.database, refreshed, { origins: [latest], productFamily: "canvas" }, start + 100),
    ).toBe(false);
  });
});

describe("hosts an admin adds, and known families", () => {
  test("dynamic registration keeps the product family the platform's configuration names", async () => {
    const other = await startTestPlatform({ clientId: "dynamic-client" });
    try {
      other.setTool({ toolUrl: api.url });
      const link = await api.call("/api/lti/registration-links", { method: "POST", token: brookfield.adminToken });
      const invite = new URL(link.body.url).searchParams.get("invite")!;
      const url = new URL(other.registrationUrl(`${api.url}/lti/register`));
      url.searchParams.set("invite", invite);
      expect((await fetch(url)).status).toBe(200);
      const registration = await api.ctx.lti.store.findRegistration(other.issuer, other.clientId);
      expect(registration).toMatchObject({ productFamily: "bloom-test-lms", districtId: brookfield.districtId });
    } finally {
      await other.stop();
    }
  });

  test("an admin adds and removes a host of their own district's platform; it frames the platform's pages at once", async () => {
    const host = "https://district.schoology.example";
    const added = await api.call(framePath(hillcrest), {
      method: "POST",
      token: hillcrest.adminToken,
      json: { origin: `${host}/` },
    });
    expect(added.status).toBe(201);
    expect(added.body.origins).toContainEqual(expect.objectContaining({ origin: host, source: "admin" }));
    expect(frameAncestors(await loginPage(hillcrest.platform))).toContain(host);

    const removed = await api.call(`${framePath(hillcrest)}?origin=${encodeURIComponent(host)}`, {
      method: "DELETE",
      token: hillcrest.adminToken,
    });
    expect(removed.status).toBe(200);
    expect(frameAncestors(await loginPage(hillcrest.platform))).not.toContain(host);
    const again = await api.call(`${framePath(hillcrest)}?origin=${encodeURIComponent(host)}`, {
      method: "DELETE",
      token: hillcrest.adminToken,
    });
    expect(again.status).toBe(404);
    expect(again.body.code).toBe("NOT_FOUND");
  });

  test("a host that is not one web origin is refused with a sentence that says why", async () => {
    const refusals: [string, RegExp][] = [
      ["https://*.instructure.com", /wildcard/],
      ["https://district.example/courses/1", /scheme and host, no path/],
      ["ftp://district.example", /scheme and host/],
      ["http://district.example", /https/],
      ["not an address", /web origin/],
    ];
    for (const [origin, says] of refusals) {
      const answer = await api.call(framePath(hillcrest), {
        method: "POST",
        token: hillcrest.adminToken,
        json: { origin },
      });
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe("VALIDATION_FAILED");
      expect(answer.body.error).toMatch(says);
    }
  });

  test("another district's registration is a 404 to an admin, and a teacher may not list hosts", async () => {
    for (const [method, json] of [
      ["GET", undefined],
      ["POST", { origin: "https://sneaky.example" }],
    ] as const) {
      const answer = await api.call(framePath(brookfield), { method, token: hillcrest.adminToken, json });
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ error: "That registration was not found.", code: "NOT_FOUND" });
    }
    const family = await api.call(`/api/lti/registrations/${brookfield.registrationId}/product-family`, {
      method: "PUT",
      token: hillcrest.adminToken,
      json: { productFamily: "canvas" },
    });
    expect(family.status).toBe(404);
    const { token } = await api.createUser({ role: "teacher", districtId: hillcrest.districtId });
    expect((await api.call(framePath(hillcrest), { token })).status).toBe(403);
  });

  test("a platform named as Canvas is framed from every Canvas school's host, but its forms post only to its own", async () => {
    const named = await api.call(`/api/lti/registrations/${hillcrest.registrationId}/product-family`, {
      method: "PUT",
      token: hillcrest.adminToken,
      json: { productFamily: "canvas" },
    });
    expect(named.status).toBe(200);
    expect(named.body).toMatchObject({ productFamily: "canvas", familyOrigins: ["https://*.instructure.com"] });
    const headers = await loginPage(hillcrest.platform);
    expect(frameAncestors(headers)).toContain("https://*.instructure.com");
    expect(directive(headers, "form-action")).not.toContain("https://*.instructure.com");
    // Another district's pages do not gain Canvas's hosts.
    expect(frameAncestors(await loginPage(brookfield.platform))).not.toContain("https://*.instructure.com");

    // A launch's own family code does not replace the one the admin named.
    await hillcrest.platform.launch({ person: student, courseId: "course-1" });
    expect((await api.call(framePath(hillcrest), { token: hillcrest.adminToken })).body.productFamily).toBe("canvas");
  });
});
