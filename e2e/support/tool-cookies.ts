import type { Page } from "playwright-core";

/**
 * Passes this page's requests to the tool through the test, which makes them itself (so not even
 * the browser's network stack sees the tool's cookies), and decides what becomes of those cookies:
 * with no `jar` they are dropped; with one they are kept there and sent back on the page's later
 * requests. Other pages (a window the page opens) keep their cookies the browser's way. Returns the
 * addresses whose cookies were set.
 */
async function relayToolRequests(page: Page, productUrl: string, jar: Map<string, string> | null): Promise<string[]> {
  const cookieSetBy: string[] = [];
  await page.route(`${productUrl}/lti/**`, async (route) => {
    const request = route.request();
    const headers = Object.fromEntries(
      Object.entries(request.headers()).filter(([name]) => name !== "content-length" && name !== "cookie"),
    );
    if (jar && jar.size > 0) headers.cookie = [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
    const response = await fetch(request.url().replace("//localhost:", "//127.0.0.1:"), {
      method: request.method(),
      headers,
      body: request.postData() ?? undefined,
      redirect: "manual",
    });
    const cookies = response.headers.getSetCookie();
    if (cookies.length > 0) cookieSetBy.push(new URL(request.url()).pathname);
    for (const cookie of jar ? cookies : []) {
      const [name = "", value = ""] = (cookie.split(";")[0] ?? "").split("=");
      if (value === "") jar?.delete(name.trim());
      else jar?.set(name.trim(), value);
    }
    await route.fulfill({
      status: response.status,
      headers: Object.fromEntries(
        [...response.headers].filter(([name]) => name !== "set-cookie" && name !== "content-encoding"),
      ),
      body: Buffer.from(await response.arrayBuffer()),
    });
  });
  return cookieSetBy;
}

/**
 * Like Safari in another site's frame, the browser never keeps a cookie from the tool. Returns the
 * addresses whose cookies were dropped.
 */
export function dropToolCookies(page: Page, productUrl: string): Promise<string[]> {
  return relayToolRequests(page, productUrl, null);
}

/**
 * Chrome keeps the tool's cookie in the course page's frame over https (partitioned by the course
 * page's site, CHIPS); over the tests' plain http it would not send a cross-site one. The page's
 * requests to the tool keep their cookies as Chrome would over https.
 */
export async function keepToolCookiesInFrame(page: Page, productUrl: string): Promise<void> {
  await relayToolRequests(page, productUrl, new Map());
}
