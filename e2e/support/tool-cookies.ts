import type { Page } from "playwright-core";

/**
 * Like Safari in another site's frame, the browser never keeps a cookie from the tool: its LTI
 * answers to this page pass through here with their Set-Cookie headers removed (the request is
 * made from the test, not by the browser, so not even the browser's network stack sees the
 * cookie). Other pages (a window the page opens) keep their cookies. Returns the addresses whose
 * cookies were dropped.
 */
export async function dropToolCookies(page: Page, productUrl: string): Promise<string[]> {
  const dropped: string[] = [];
  await page.route(`${productUrl}/lti/**`, async (route) => {
    const request = route.request();
    const headers = Object.fromEntries(
      Object.entries(request.headers()).filter(([name]) => name !== "content-length" && name !== "cookie"),
    );
    const response = await fetch(request.url().replace("//localhost:", "//127.0.0.1:"), {
      method: request.method(),
      headers,
      body: request.postData() ?? undefined,
      redirect: "manual",
    });
    if (response.headers.has("set-cookie")) dropped.push(new URL(request.url()).pathname);
    await route.fulfill({
      status: response.status,
      headers: Object.fromEntries(
        [...response.headers].filter(([name]) => name !== "set-cookie" && name !== "content-encoding"),
      ),
      body: Buffer.from(await response.arrayBuffer()),
    });
  });
  return dropped;
}
