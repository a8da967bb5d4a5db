import { describe, expect, test } from "bun:test";
import { licenceSeats, licences } from "../api/src/db/schema";
import { people } from "../lti-provider/test/platform";
import { openPage, screenshot } from "./support/browser";
import { startLmsCourse } from "./support/district";
import { dropToolCookies } from "./support/tool-cookies";

/**
 * A student opens Bloom from a course page of an LMS on another site, inside the course's iframe,
 * in a browser that keeps no third-party cookies (Safari on an iPad): the launch is bound to the
 * login by LTI platform storage instead (ADR 10).
 */

const student = people.student({ sub: "ipad-student", name: "Maya Patel", email: "maya@district.example" });

const lms = startLmsCourse({
  names: { district: "Lakeside District", platform: "Lakeside LMS" },
  course: { id: "algebra-3", title: "Algebra I, period 3", members: [student] },
  resourceLink: {
    id: "solving-equations",
    courseId: "algebra-3",
    title: "Solving equations with Bloom",
    custom: { widget: "tutor", subject: "Algebra I", topic: "Solving Linear Equations" },
  },
  browserArgs: ["--test-third-party-cookie-phaseout"],
});

describe("an LTI launch inside the LMS's iframe", () => {
  test("with third-party cookies blocked, platform storage binds the launch and the tutor opens on the placed topic", async () => {
    const { page, errors } = await openPage(lms.browser);
    const dropped = await dropToolCookies(page, lms.product.url);

    await page.goto(
      lms.platform.coursePageUrl({ courseId: "algebra-3", resourceLinkId: "solving-equations", person: student }),
    );
    const frame = page.frameLocator('iframe[name="lti-tool"]');
    await frame.getByRole("navigation", { name: "Session Progress" }).waitFor({ timeout: 20_000 });
    const message = frame.getByLabel("Message to your tutor");
    await expect(message.isEnabled()).resolves.toBe(true);
    expect(await frame.getByText("Solving Linear Equations").first().isVisible()).toBe(true);

    // The login put the state in the LMS's storage and the launched page read it back.
    const storage = (
      await page.evaluate(
        () => (window as unknown as { __storage: { subject: string; key: string; origin: string }[] }).__storage,
      )
    ).filter((entry) => entry.subject.startsWith("lti."));
    expect(storage.map((entry) => entry.subject)).toEqual(["lti.put_data", "lti.get_data"]);
    expect(storage[0]!.key).toBe(storage[1]!.key);
    expect(storage.every((entry) => entry.origin === lms.product.url)).toBe(true);
    expect(dropped).toEqual(["/lti/login", "/lti/launch"]);

    // The token never appears in an address.
    const frameUrl = page
      .frames()
      .find((candidate) => candidate.name() === "lti-tool")!
      .url();
    expect(frameUrl).toBe(`${lms.product.url}/lti/launch`);
    await screenshot(page, "lti-launch-in-iframe");
    expect(errors).toEqual([]);
  });

  test("a launch that platform storage does not confirm stays closed", async () => {
    const { page } = await openPage(lms.browser);
    await dropToolCookies(page, lms.product.url);
    // The LMS page answers every storage request with an error, as if it had lost the value.
    await page.addInitScript(() => {
      window.addEventListener(
        "message",
        (event) => {
          if (event.data?.subject === "lti.get_data") event.stopImmediatePropagation();
        },
        true,
      );
    });
    await page.goto(
      lms.platform.coursePageUrl({ courseId: "algebra-3", resourceLinkId: "solving-equations", person: student }),
    );
    const frame = page.frameLocator('iframe[name="lti-tool"]');
    await frame.getByRole("heading", { name: "This activity could not open" }).waitFor({ timeout: 20_000 });
    expect(await frame.getByText("Your course's platform did not confirm this launch.").isVisible()).toBe(true);
    // The way forward is the same login in a window of its own.
    expect(await frame.getByRole("link", { name: "Open Bloom in a new window" }).isVisible()).toBe(true);
    expect(await frame.locator("bloom-tutor").count()).toBe(0);
  });

  test("with no free licence seat, the student sees a calm notice inside the LMS, never the plans", async () => {
    const taken = await lms.product.database.read.select().from(licenceSeats);
    // Lakeside's is the only licence of this product: every seat is now taken.
    await lms.product.database.write((tx) => tx.update(licences).set({ seats: taken.length }));
    const latecomer = people.student({ sub: "late-student", name: "Leo Park", email: "leo@district.example" });
    lms.platform.addCourse({ id: "algebra-5", title: "Algebra I, period 5", members: [latecomer] });
    lms.platform.addResourceLink({
      id: "equations-5",
      courseId: "algebra-5",
      title: "Solving equations with Bloom",
      custom: { widget: "tutor", subject: "Algebra I", topic: "Solving Linear Equations" },
    });
    const { page, errors } = await openPage(lms.browser);
    await dropToolCookies(page, lms.product.url);
    await page.goto(
      lms.platform.coursePageUrl({ courseId: "algebra-5", resourceLinkId: "equations-5", person: latecomer }),
    );
    const frame = page.frameLocator('iframe[name="lti-tool"]');
    await frame
      .getByRole("heading", { name: "Bloom isn't switched on for your class yet" })
      .waitFor({ timeout: 20_000 });
    expect(await frame.getByText("your teacher has been told").isVisible()).toBe(true);
    expect(await frame.getByText(/Subscribe|per month|Pricing|plan/i).count()).toBe(0);
    await screenshot(page, "lti-no-seat-notice");
    expect(errors).toEqual([]);
  });
});
