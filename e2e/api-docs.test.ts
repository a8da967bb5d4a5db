import { afterAll, beforeAll, expect, test } from "bun:test";
import type { Browser } from "playwright-core";
import { startTestApi, type TestApi } from "../api/test/harness";
import { launchBrowser, openPage, screenshot } from "./support/browser";

/** The API reference renders in Chromium under the page's strict policy, with nothing fetched from another origin. */
let api: TestApi;
let browser: Browser;
beforeAll(async () => {
  [api, browser] = await Promise.all([startTestApi(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await api?.close();
});

test("/api/docs shows the API's operations, with no policy violation and no foreign request", async () => {
  const { page, errors } = await openPage(browser);
  const foreign: string[] = [];
  page.on("request", (request) => {
    if (!request.url().startsWith(api.url) && !request.url().startsWith("data:")) foreign.push(request.url());
  });
  await page.goto(`${api.url}/api/docs`);
  await page.getByText("Bloom API").first().waitFor();
  await page.getByText("Open Group - Tutoring").first().click();
  await page.getByText("/api/tutoring/session/{id}/message").first().waitFor();
  await screenshot(page, "api-docs");
  expect(errors).toEqual([]);
  expect(foreign).toEqual([]);
});
