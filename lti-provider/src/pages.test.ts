import { describe, expect, test } from "bun:test";
import { PAGE_SCRIPTS } from "./page-scripts";
import {
  deepLinkPickerPage,
  json,
  registrationDonePage,
  rejectionPage,
  resumePage,
  strayVisitPage,
  widgetPage,
} from "./pages";

describe("the tool's pages", () => {
  test("text from a platform or a teacher is escaped, never markup", async () => {
    const page = await rejectionPage('The course "<b>Bio</b>"', "iss <script>alert(1)</script>", "ref&1").text();
    expect(page).not.toContain("<script>alert(1)");
    expect(page).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(page).toContain("&quot;&lt;b&gt;Bio&lt;/b&gt;&quot;");

    const picker = await deepLinkPickerPage({
      session: 'x"><img src=x onerror=alert(1)>',
      activities: [{ name: "tutor", label: "<b>Tutor</b>", placedTitle: () => "Tutor" }],
      subjects: [{ name: "</datalist><script>alert(1)</script>", topics: [] }],
      gradable: true,
      storageCheck: null,
      choice: { widget: "tutor", subject: '"><script>', topic: "", graded: false },
    }).text();
    expect(picker).not.toContain("<img");
    expect(picker).not.toContain("<script>alert(1)");
    expect(picker).not.toContain('"><script>');
  });

  test("the registration's last page closes at once, or with a warning waits for Done", async () => {
    const done = await registrationDonePage("Canvas").text();
    expect(done).toContain('postMessage({ subject: "org.imsglobal.lti.close" }, "*");</script>');
    const warned = await registrationDonePage("Canvas", "No safety contact <b>yet</b>.").text();
    expect(warned).toContain('role="alert"');
    expect(warned).toContain("No safety contact &lt;b&gt;yet&lt;/b&gt;.");
    expect(warned).toContain('<button type="button" id="registration-done">Done</button>');
    expect(warned).not.toContain('"*");</script>');
  });

  test("data for inline scripts cannot close the script", () => {
    expect(json({ topic: "</script><script>alert(1)</script>" })).not.toContain("</script>");
    expect(JSON.parse(json({ topic: "</script>\u2028" }))).toEqual({ topic: "</script>\u2028" });
  });

  test("the widget page keeps the token out of every URL and is never cached", async () => {
    const response = widgetPage({
      widget: "tutor",
      token: "secret.token.value",
      initial: { subject: "Algebra I" },
      storageCheck: null,
    });
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("referrer-policy")).toBe("no-referrer");
    const page = await response.text();
    expect(page).toContain('<script src="/embed/tutor/embed.js"></script>');
    expect(page).not.toMatch(/(src|href|action)="[^"]*secret\.token/);
  });

  test("a refusal with a way forward leads with a link that opens a new window, escaped", async () => {
    const page = await rejectionPage(
      "Your browser keeps Bloom from signing you in inside this page.",
      "No cookie.",
      "abcd1234",
      400,
      'https://bloom.example/lti/login?iss=x&login_hint="><script>',
    ).text();
    expect(page).toContain(
      '<a class="button" id="new-window" href="https://bloom.example/lti/login?iss=x&amp;login_hint=&quot;&gt;&lt;script&gt;" target="_blank" rel="noopener">Open Bloom in a new window</a>',
    );
    expect(await rejectionPage("No.", "No.", "abcd1234").text()).not.toContain("new-window");
  });

  test("stray visits and reloads get pages with a title and a language; their scripts are fixed texts", async () => {
    for (const response of [strayVisitPage(400), strayVisitPage(404), resumePage(["tutor"])]) {
      expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
      const page = await response.text();
      expect(page).toStartWith('<!doctype html><html lang="en">');
      expect(page).toMatch(/<title>[^<]+<\/title>/);
      for (const [, script] of page.matchAll(/<script>(.*?)<\/script>/gs)) expect(PAGE_SCRIPTS).toContain(script!);
    }
    expect(strayVisitPage(404).status).toBe(404);
    // The reload keeps the launch for the tab in session storage, never in an address.
    const widget = await widgetPage({ widget: "tutor", token: "t", initial: {}, storageCheck: null }).text();
    expect(widget).toContain('history.replaceState(null, "", "/lti/resume")');
  });
});
