import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import {
  LTI_CLAIM,
  people,
  readPageData,
  startTestPlatform,
  type TestPlatform,
} from "@bloom/lti-provider/test/platform";
import { startTestApi, type TestApi } from "../../../test/harness";
import { registerTestLms } from "../../../test/lms";

/**
 * The language a launch brings (issue 38): the test LMS sends `launch_presentation.locale` over
 * HTTP; the API records it on the person and speaks it until they choose a language themselves.
 */

let api: TestApi;
let platform: TestPlatform;
const student = people.student({ sub: "locale-student", name: "Lucía Ramos", email: "lucia@district.example" });

beforeAll(async () => {
  platform = await startTestPlatform();
  api = await startTestApi();
  platform.setTool({ toolUrl: api.url });
  platform.addCourse({ id: "course-es", title: "Biología", members: [student] });
  await registerTestLms(api, platform, "Distrito Escolar");
});
afterAll(async () => {
  await api?.close();
  await platform?.stop();
});

/** Launches as the student with `locale` (undefined: the claim has no locale) and reads their profile back. */
async function launchWith(locale: string | undefined) {
  const launched = await platform.launch({
    person: student,
    courseId: "course-es",
    claims: { [LTI_CLAIM.launchPresentation]: locale === undefined ? { document_target: "iframe" } : { locale } },
  });
  expect(launched.status).toBe(200);
  const { token } = readPageData<{ token: string }>(launched.html);
  const me = await api.call("/api/auth/me", { token });
  expect(me.status).toBe(200);
  return { token, profile: me.body };
}

describe("the launch's locale", () => {
  test("an es-419 launch is recorded and makes Spanish the language until the student chooses", async () => {
    const { token, profile } = await launchWith("es-419");
    expect(profile).toMatchObject({ locale: null, launchLocale: "es-419", language: "es" });

    const chosen = await api.call("/api/auth/me", { method: "PATCH", token, json: { locale: "en" } });
    expect(chosen.body).toMatchObject({ locale: "en", launchLocale: "es-419", language: "en" });
    // The next launch still records its locale, but the student's own choice stays first.
    const again = await launchWith("es-MX");
    expect(again.profile).toMatchObject({ locale: "en", launchLocale: "es-MX", language: "en" });

    const automatic = await api.call("/api/auth/me", { method: "PATCH", token: again.token, json: { locale: null } });
    expect(automatic.body).toMatchObject({ locale: null, language: "es" });
  });

  test("a launch without a locale keeps the last one; a language we do not speak leaves the choice to the browser", async () => {
    expect((await launchWith(undefined)).profile).toMatchObject({ launchLocale: "es-MX", language: "es" });
    expect((await launchWith("fr-CA")).profile).toMatchObject({ launchLocale: "fr-CA", language: null });
    // Not a language tag at all: ignored, the last good one stays.
    expect((await launchWith("<script>")).profile).toMatchObject({ launchLocale: "fr-CA", language: null });
  });
});
