import { describe, expect, test } from "bun:test";
import { deepLinkPickerPage, json, registrationDonePage, rejectionPage, widgetPage } from "./pages";

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
});
