import { describe, expect, test } from "bun:test";
import { people, readPageData } from "../lti-provider/test/platform";
import { accessibilityViolations, openPage, screenshot, signIn } from "./support/browser";
import { startLmsCourse } from "./support/district";

/**
 * Student safety end to end: a student in an LMS course writes a crisis message in the tutor and
 * gets care and help lines; the course's teacher signs in, sees the alert badge, opens the alert
 * and the chat with the message highlighted, and resolves it.
 */

const student = people.student({ sub: "safety-student", name: "Jordan Blake", email: "jordan@district.example" });
const teacher = people.teacher({ sub: "safety-teacher", name: "Ms. Alvarez", email: "alvarez@district.example" });
const CRISIS = "I scratch myself until it bleeds, is that bad";

const lms = startLmsCourse({
  names: { district: "Hillside District", platform: "Hillside LMS" },
  course: { id: "bio-2", title: "Biology, period 2", members: [student, teacher] },
  resourceLink: {
    id: "cells",
    courseId: "bio-2",
    title: "Cells with Bloom",
    custom: { widget: "tutor", subject: "Cell Biology", topic: "Cell Structure and Organelles" },
  },
});

describe("a crisis message in an LMS course", () => {
  test("the student gets care and help lines; the teacher sees the badge, reads the highlighted chat and resolves the alert", async () => {
    const { page: studentPage, errors } = await openPage(lms.browser);
    await studentPage.goto(lms.platform.coursePageUrl({ courseId: "bio-2", resourceLinkId: "cells", person: student }));
    const frame = studentPage.frameLocator('iframe[name="lti-tool"]');
    const message = frame.getByLabel("Message to your tutor");
    await message.waitFor({ timeout: 20_000 });
    await message.fill(CRISIS);
    await frame.getByRole("button", { name: "Send" }).click();
    await frame.getByText("988 Suicide & Crisis Lifeline").waitFor({ timeout: 15_000 });
    await frame.getByText("an adult there will be told").waitFor();
    // The help lines' numbers are links a phone can call, named by what they do.
    expect(await frame.getByRole("link", { name: "Call 988" }).getAttribute("href")).toBe("tel:988");
    expect(await frame.getByRole("link", { name: "Call 911" }).getAttribute("href")).toBe("tel:911");
    expect(await frame.getByText("Not quite").count()).toBe(0);
    await screenshot(studentPage, "safety-student-care-reply");
    expect(errors).toEqual([]);

    // The teacher opens Bloom from the course once (which is how Bloom learns they teach it), then uses the app.
    const launched = await lms.platform.launch({ person: teacher, courseId: "bio-2", resourceLinkId: "cells" });
    const { token } = readPageData<{ token: string }>(launched.html);
    const { page } = await openPage(lms.browser);
    await signIn(page, lms.product.url, token);
    await page.goto(`${lms.product.url}/dashboard`);
    const alertsLink = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: /Alerts/ });
    await page.waitForFunction(() => document.querySelector(".shell-alert-count") !== null, null, { timeout: 15_000 });
    expect(await alertsLink.textContent()).toContain("1 open alert, 1 critical");
    await alertsLink.waitFor({ timeout: 15_000 });
    await alertsLink.click();
    await page.waitForURL("**/alerts");
    expect(await page.title()).toBe("Safety alerts · Bloom");
    const safety = page.getByRole("region", { name: "Student safety" });
    await safety.getByRole("button", { name: /Jordan Blake: Self-harm/ }).click();
    const alert = safety.getByRole("article");
    await alert.getByText(CRISIS).waitFor();
    await screenshot(page, "safety-teacher-alert");
    expect(await accessibilityViolations(page)).toEqual([]);

    await alert.getByRole("button", { name: "Read the whole conversation" }).click();
    await safety.getByRole("button", { name: /Cell Biology → Cell Structure and Organelles/ }).click();
    const flagged = safety.locator(".dash-chat-message.is-flagged");
    await flagged.waitFor();
    expect(await flagged.textContent()).toContain(CRISIS);
    expect(await flagged.textContent()).toContain("Flagged: Self-harm (critical)");
    await screenshot(page, "safety-teacher-chat");

    await safety.getByRole("button", { name: "← Back" }).click();
    await safety.getByLabel("Note (optional when resolving)").fill("Counselor checked in with Jordan.");
    await safety.getByRole("button", { name: "Resolve" }).click();
    await safety.getByRole("button", { name: "Reopen" }).waitFor();
    await page.reload();
    await page
      .getByRole("region", { name: "Student safety" })
      .getByText("No open alerts")
      .first()
      .waitFor({ timeout: 15_000 });
  });
});
