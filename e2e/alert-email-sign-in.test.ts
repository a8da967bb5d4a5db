import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { startTestSmtpServer, type TestSmtpServer } from "../api/test/smtp-server";
import { people } from "../lti-provider/test/platform";
import { openPage, screenshot } from "./support/browser";
import { startLmsCourse } from "./support/district";

/**
 * A teacher who has never opened Bloom, known only from their LMS course's roster, is emailed when
 * a student of the course writes a crisis message; they follow the email's link in a signed-out
 * browser, sign in with a code emailed to them, and land on the alert.
 */

const student = people.student({ sub: "email-student", name: "Riley Shaw", email: "riley@district.example" });
const teacher = people.teacher({ sub: "email-teacher", name: "Mrs. Novak", email: "novak@district.example" });
const CRISIS = "i want to kill myself tonight";
let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await startTestSmtpServer();
});

const lms = startLmsCourse({
  env: () => ({ SMTP_URL: smtp.url }),
  names: { district: "Brookside District", platform: "Canvas" },
  course: { id: "health-4", title: "Health, period 4", members: [student, teacher] },
  resourceLink: {
    id: "cells-4",
    courseId: "health-4",
    title: "Cells with Bloom",
    custom: { widget: "tutor", subject: "Cell Biology", topic: "Cell Structure and Organelles" },
  },
});

afterAll(async () => {
  await smtp?.close();
});

async function emailTo(address: string, after: number, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = smtp.received.slice(after).find((mail) => mail.to.includes(address));
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`No email reached ${address}.`);
    await Bun.sleep(100);
  }
}

describe("an alert email to a teacher who has never opened Bloom", () => {
  test("its link, in a signed-out browser, signs them in with an emailed code and opens the alert", async () => {
    const { page: studentPage } = await openPage(lms.browser);
    await studentPage.goto(
      lms.platform.coursePageUrl({ courseId: "health-4", resourceLinkId: "cells-4", person: student }),
    );
    const frame = studentPage.frameLocator('iframe[name="lti-tool"]');
    const message = frame.getByLabel("Message to your tutor");
    await message.waitFor({ timeout: 20_000 });
    // The launch read the course's roster in the background: the teacher is known before they open Bloom.
    for (let tries = 0; ; tries++) {
      const listed = await lms.product.database.client.execute({
        sql: "select 1 from lti_roster_teachers where lti_user_id = ?",
        args: [teacher.sub],
      });
      if (listed.rows.length > 0) break;
      if (tries > 150) throw new Error("The course's roster was not read after the launch.");
      await Bun.sleep(100);
    }
    await message.fill(CRISIS);
    await frame.getByRole("button", { name: "Send" }).click();
    await frame.getByText("988 Suicide & Crisis Lifeline").waitFor({ timeout: 15_000 });

    const alertEmail = await emailTo(teacher.email!, 0);
    expect(alertEmail.text).toContain("open Health, period 4 in Canvas, open Bloom there, then Alerts");
    expect(alertEmail.text.toLowerCase()).not.toContain(CRISIS);
    const link = /https?:\/\/\S+\/alerts\/[^\s<]+/.exec(alertEmail.text)![0];

    const { page, errors } = await openPage(lms.browser);
    await page.goto(link);
    await page.getByRole("heading", { name: "Sign in to open a safety alert" }).waitFor({ timeout: 15_000 });
    expect(await page.getByText(CRISIS).count()).toBe(0);
    expect(await page.getByRole("button", { name: /demo/i }).count()).toBe(0);
    expect(await page.getByText("open Bloom there, then Alerts").isVisible()).toBe(true);
    await screenshot(page, "alert-sign-in-page");

    const before = smtp.received.length;
    await page.getByLabel("The email address the alert was sent to").fill(teacher.email!);
    await page.getByRole("button", { name: "Email me a sign-in code" }).click();
    await page.getByRole("status").getByText("a sign-in code is on its way").waitFor();
    const codeEmail = await emailTo(teacher.email!, before);
    const code = /\b(\d{6})\b/.exec(codeEmail.text)![1]!;
    await page.getByLabel("Sign-in code").fill(code);
    await page.getByRole("button", { name: "Sign in and open the alert" }).click();

    await page.getByText(CRISIS).first().waitFor({ timeout: 20_000 });
    expect(new URL(page.url()).pathname).toBe(new URL(link).pathname);
    await screenshot(page, "alert-opened-after-code");
    expect(errors).toEqual([]);
  });
});
