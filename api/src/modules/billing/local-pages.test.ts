import { afterAll, describe, expect, test } from "bun:test";
import { englishLeftIn } from "../../../test/english-left";
import { startTestApi } from "../../../test/harness";

/**
 * The local billing mode's pages in the browser's language (issue 38): a browser that asks for
 * Spanish reads the checkout, the portal and an ended session in Spanish, with `<html lang="es">`.
 */

const api = await startTestApi();
afterAll(() => api.close());

const SPANISH = { "accept-language": "es-MX,es;q=0.9,en;q=0.5" };

async function startLocalCheckout() {
  const { token } = await api.createUser({
    subscriptionStatus: "trialing",
    trialEnd: Math.floor(Date.now() / 1000) - 60,
    name: "Valeria",
    email: "valeria@example.test",
  });
  const { body } = await api.call("/api/billing/checkout-session", {
    method: "POST",
    token,
    json: { plan: "student" },
  });
  return { token, url: body.url as string };
}

describe("local billing pages in Spanish", () => {
  test("checkout: Spanish words, the events as code, the date in Spanish", async () => {
    const { url } = await startLocalCheckout();
    const page = await api.call(url, { headers: SPANISH });
    expect(page.status).toBe(200);
    expect(page.body).toContain('<html lang="es">');
    expect(page.body).toContain("<title>Pago local · Bloom</title>");
    expect(page.body).toContain(
      "<code>checkout.session.completed</code> y luego <code>customer.subscription.created</code>",
    );
    expect(page.body).toContain(`formaction="${url}/complete">Completar el pago</button>`);
    expect(page.body).toMatch(/<dt>Esta página vence<\/dt><dd>\d+ \S+ \d{4}, [^<]+ \(UTC\)<\/dd>/);
    expect(englishLeftIn(page.body, "emails.local.")).toEqual([]);
    expect((await api.call(url)).body).toContain("<h1>Local checkout</h1>");
  });

  test("portal and an ended session", async () => {
    const { token, url } = await startLocalCheckout();
    await fetch(`${api.url}${url}/complete`, { method: "POST", redirect: "manual" });
    const { body } = await api.call("/api/billing/portal-session", { method: "POST", token });
    const portal = await api.call(body.url, { headers: SPANISH });
    expect(portal.body).toContain("<h1>Portal de facturación local</h1>");
    expect(portal.body).toContain("Cancelar la suscripción</button>");
    expect(englishLeftIn(portal.body, "emails.local.")).toEqual([]);

    const gone = await api.call("/api/billing/local-checkout/not-a-session", { headers: SPANISH });
    expect(gone.status).toBe(404);
    expect(gone.body).toContain("<h1>Este pago ya no es válido</h1>");
    expect(gone.body).toContain(">Volver a los precios</a>");
    expect(englishLeftIn(gone.body, "emails.local.")).toEqual([]);
  });
});
