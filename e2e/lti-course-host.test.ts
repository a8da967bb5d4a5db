import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { Browser, FrameLocator } from "playwright-core";
import { people, startTestPlatform, type TestPlatform } from "../lti-provider/test/platform";
import { launchBrowser, openPage, screenshot } from "./support/browser";
import { registerLicensedDistrict } from "./support/district";
import { type RunningProduct, startProduct } from "./support/product";
import { dropToolCookies, keepToolCookiesInFrame } from "./support/tool-cookies";
import { waitForTutor, waitUntil, webKitForFile } from "./support/webkit";

/**
 * A school's LMS shows its course pages from a host of its own (ADR 0044): Canvas on
 * district.instructure.com while its issuer is canvas.instructure.com and its login sso.canvaslms.com.
 * Here the issuer and login are the test LMS on 127.0.0.1, its course pages are on 127.0.0.2 (another
 * site to the browser) and Bloom is on localhost. The launch must show in the course page's frame,
 * in Chromium and in WebKit, from the host a verified launch named or the district's admin added.
 */

const TOPIC = "Solving Linear Equations";
const student = people.student({ sub: "host-student", name: "Ana Reyes", email: "ana@district.example" });
const COURSE = "geometry-2";
const LINK = "angles-2";

interface District {
  platform: TestPlatform;
  registrationId: string;
  adminToken: string;
}

let product: RunningProduct;
let browser: Browser;
/** Learns its course host from its first launch. */
let learning: District;
/** Its admin adds the course host before any launch. */
let adding: District;

/** The product's API, by address: the browser knows the product as localhost. */
const api = (path: string) => `${product.url.replace("localhost", "127.0.0.1")}/api${path}`;

/** A licensed district whose admin registered an LMS serving its course pages from 127.0.0.2. */
async function districtWithCourseHost(name: string): Promise<District> {
  const platform = await startTestPlatform({ courseHost: "127.0.0.2" });
  platform.setTool({ toolUrl: product.url });
  platform.addCourse({ id: COURSE, title: "Geometry, period 2", members: [student] });
  platform.addResourceLink({
    id: LINK,
    courseId: COURSE,
    title: "Angles with Bloom",
    custom: { widget: "tutor", subject: "Algebra I", topic: TOPIC },
  });
  const { registrationId, adminToken } = await registerLicensedDistrict(product, platform, {
    district: name,
    platform: `${name} LMS`,
  });
  return { platform, registrationId, adminToken };
}

async function frameOrigins(district: District): Promise<{ origin: string; source: string }[]> {
  const answer = await fetch(api(`/lti/registrations/${district.registrationId}/frame-origins`), {
    headers: { authorization: `Bearer ${district.adminToken}` },
  });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { origins: { origin: string; source: string }[] }).origins.map(
    ({ origin, source }) => ({ origin, source }),
  );
}

const coursePage = (district: District, layout: "no-storage" | "forwarding") =>
  district.platform.coursePageUrl({ courseId: COURSE, resourceLinkId: LINK, person: student, layout });

beforeAll(async () => {
  product = await startProduct({}, "localhost");
  // Three hosts on this machine: Chromium's local network checks would stop a real LMS-to-tool hop here.
  browser = await launchBrowser(["--disable-features=LocalNetworkAccessChecks"]);
  learning = await districtWithCourseHost("Hillcrest District");
  adding = await districtWithCourseHost("Brookfield District");
});

afterAll(async () => {
  await browser?.close();
  await learning?.platform.stop();
  await adding?.platform.stop();
  await product?.stop();
});

describe("Chromium: a course page on the school's own host", () => {
  async function tutorOpens(frame: FrameLocator): Promise<void> {
    await frame.getByRole("navigation", { name: "Session Progress" }).waitFor({ timeout: 20_000 });
    expect(await frame.getByLabel("Message to your tutor").isEnabled()).toBe(true);
    expect(await frame.getByText(TOPIC).first().isVisible()).toBe(true);
  }

  test("a host that no verified launch named and no admin added may not frame Bloom's login", async () => {
    const { page, errors } = await openPage(browser);
    await dropToolCookies(page, product.url);
    await page.goto(coursePage(adding, "forwarding"));
    const refused = await waitUntil(
      async () => errors.find((error) => error.includes("frame-ancestors")) ?? null,
      20_000,
    );
    expect(refused).toContain(product.url);
    expect(await page.frameLocator('iframe[name="lti-tool"]').locator("bloom-tutor").count()).toBe(0);
  });

  test("the first launch from a host Bloom has never seen shows in the frame: its return_url's host frames that very page", async () => {
    const courseHost = learning.platform.courseUrl;
    expect(new URL(courseHost).hostname).toBe("127.0.0.2");
    expect(await frameOrigins(learning)).toEqual([]);

    // The tool's cookie is kept in this frame, so the login is a redirect and the launch page is the first page shown.
    const { page, errors } = await openPage(browser);
    await keepToolCookiesInFrame(page, product.url);
    const launched = page.waitForResponse((response) => response.url() === `${product.url}/lti/launch`);
    await page.goto(coursePage(learning, "no-storage"));
    const policy = (await launched).headers()["content-security-policy"] ?? "";
    expect(policy).toContain(courseHost);
    await tutorOpens(page.frameLocator('iframe[name="lti-tool"]'));
    await screenshot(page, "lti-course-host-first-launch");
    expect(errors).toEqual([]);

    expect(await frameOrigins(learning)).toEqual([{ origin: courseHost, source: "launch" }]);
    // Another district's platform, on a host of the same address but another port, learned nothing.
    expect(await frameOrigins(adding)).toEqual([]);
  });

  test("once learned from an earlier verified launch, platform storage through a forwarding frame binds the launch", async () => {
    // No cookie of Bloom's is kept in the frame: the login page itself must be framable by the course host.
    const { page, errors } = await openPage(browser);
    await dropToolCookies(page, product.url);
    await page.goto(coursePage(learning, "forwarding"));
    await tutorOpens(page.frameLocator('iframe[name="lti-tool"]'));
    const storage = await page.evaluate(
      () => (window as unknown as { __storage: { subject: string; via?: string }[] }).__storage,
    );
    expect(storage.map((entry) => [entry.subject, entry.via])).toEqual([
      ["lti.put_data", "post_message_forwarding"],
      ["lti.get_data", "post_message_forwarding"],
    ]);
    await screenshot(page, "lti-course-host-forwarding");
    expect(errors).toEqual([]);
  });
});

describe("WebKit: a course page on the school's own host", () => {
  const webkit = webKitForFile();

  test("with the host added by the district's admin, platform storage binds the launch in the frame", async () => {
    const courseHost = adding.platform.courseUrl;
    const added = await fetch(api(`/lti/registrations/${adding.registrationId}/frame-origins`), {
      method: "POST",
      headers: { authorization: `Bearer ${adding.adminToken}`, "content-type": "application/json" },
      body: JSON.stringify({ origin: courseHost }),
    });
    expect(added.status).toBe(201);
    expect(await frameOrigins(adding)).toEqual([{ origin: courseHost, source: "admin" }]);

    await webkit.journey(async (session) => {
      await session.navigate(coursePage(adding, "forwarding"));
      await session.switchToFrame(await session.waitFor('iframe[name="lti-tool"]'));
      await waitForTutor(session, TOPIC);
      await session.switchToFrame(null);
      const via = await session.execute<(string | null)[]>(
        "return window.__storage.map(function (entry) { return entry.via || null; });",
      );
      expect(via).toEqual(["post_message_forwarding", "post_message_forwarding"]);
      await session.screenshot("lti-course-host-webkit");
    });
  });
});
