import { afterAll, describe, expect, test } from "bun:test";
import { startApiWithFakeModel } from "../../../../api/test/fake-model";
import { startTestApi, type TestApi } from "../../../../api/test/harness";
import { createTestDistrict, openTutoringSession, sendChat } from "../../../../api/test/school";
import { fireEvent, render, setUpDom, within } from "../../../../packages/ui/test/dom";
import { profileOf, testHost } from "../test-support";
import DashboardWidget from "../Widget";

/**
 * The AI model health panel on happy-dom against the real API: with no model set up it says "Not
 * connected" and how whoever runs the server connects one; with a model set up that fails, it says
 * "Down", since when, the last error and what students get meanwhile. Never a path into the code.
 */

setUpDom();
const LOADED = { timeout: 8000 };
const offline = await startTestApi();
const withModel = await outsideTheDom(() => startApiWithFakeModel());
afterAll(async () => {
  await offline.close();
  await withModel.close();
});

/**
 * Starts the API with a model while the page's `navigator` is hidden: the OpenAI SDK refuses to be
 * built where a DOM is present, and the API here is the server, not the page.
 */
async function outsideTheDom<T>(start: () => Promise<T>): Promise<T> {
  const navigator = Object.getOwnPropertyDescriptor(globalThis, "navigator");
  if (navigator) Reflect.deleteProperty(globalThis, "navigator");
  try {
    return await start();
  } finally {
    if (navigator) Object.defineProperty(globalThis, "navigator", navigator);
  }
}

async function openPanel(api: TestApi, district?: Awaited<ReturnType<typeof createTestDistrict>>) {
  district ??= await createTestDistrict(api, "Cedar District", 1);
  const { host } = testHost(api.url, district.districtAdmin.token, profileOf(district.districtAdmin.user));
  const view = render(<DashboardWidget host={host} />);
  const section = await view.findByRole("region", { name: "Student safety" }, LOADED);
  fireEvent.click(await within(section).findByRole("button", { name: "Show AI model health" }, LOADED));
  return section;
}

describe("the AI model health panel", () => {
  test("with no model set up: not connected, and how to connect one in the server's settings", async () => {
    const section = await openPanel(offline);
    const line = await within(section).findByText(/^Not connected:/, {}, LOADED);
    const panel = line.closest(".dash-form")!;
    expect(panel.textContent).toContain("Bloom teaches with its built-in tutor");
    expect(panel.textContent).toContain("OPENAI_API_KEY");
    expect(panel.textContent).not.toMatch(/docs\/|\.md\b/);
    expect(panel.textContent).not.toContain("Down");
  });

  test("with a model set up that keeps failing: down since when, the last error, and the built-in tutor meanwhile", async () => {
    withModel.fake.setDefault(() => ({ fault: "http", status: 500 }));
    const { token } = await withModel.api.createUser({ subscriptionStatus: "active" });
    const session = await openTutoringSession(withModel.api, token);
    const district = await createTestDistrict(withModel.api, "Cedar District", 1);
    // Each failed call counts; five within 30 s open the breaker.
    for (let turn = 0; turn < 6; turn++) {
      const health = await withModel.api.call("/api/admin/ai/health", { token: district.districtAdmin.token });
      if (health.body.breaker?.state === "open") break;
      await sendChat(withModel.api, token, session.id, "Is the nucleus where the DNA is?");
    }
    const section = await openPanel(withModel.api, district);
    const line = await within(section).findByText(/^Down:/, {}, LOADED);
    const warning = line.closest(".dash-warning")!;
    expect(warning.textContent).toContain("fake-model is set up but is not answering (since ");
    expect(warning.textContent).toMatch(/Last error: .*could not be reached or failed \(5xx\)/);
    expect(warning.textContent).toContain("Meanwhile students get Bloom's built-in tutor");
    expect(warning.textContent).toContain("Bloom tries the model again at ");
    expect(section.textContent).not.toContain("Not connected");
    expect(section.textContent).not.toMatch(/docs\/|\.md\b/);
  });
});
