import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { englishLeftIn } from "@bloom/ui";
import { setUpDom } from "../../ui/test/dom";
import { defineWidgetElement, type ElementWidgetProps } from "./index";

/**
 * The custom element on happy-dom, against real HTTP servers: an API that refuses this page (as a
 * browser does with a site the district has not allowed: the call fails, yet Bloom answers a
 * request that needs no permission) shows a sentence saying so and who can allow it, not the
 * widget's own error; and an API that is not there says so.
 */

setUpDom();
// The element renders on its own, as on a portal page, not inside a test's act().
beforeAll(() => Reflect.set(globalThis, "IS_REACT_ACT_ENVIRONMENT", false));

/** An HTTP server that drops any call to the API's routes but answers the health check, like a refusing browser. */
const refusing = Bun.listen({
  hostname: "127.0.0.1",
  port: 0,
  socket: {
    data(socket, data) {
      const line = new TextDecoder().decode(data).split("\r\n")[0] ?? "";
      if (line.includes("/api/health")) {
        socket.end('HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: 15\r\n\r\n{"status":"ok"}');
      } else socket.end();
    },
  },
});
const closed = Bun.listen({ hostname: "127.0.0.1", port: 0, socket: { data: () => undefined } });
const closedPort = closed.port;
closed.stop(true);
afterAll(() => refusing.stop(true));

/** A widget standing in for the tutor: the element's own checks come before anything it renders. */
function EagerWidget(_props: ElementWidgetProps) {
  return <p>Widget here</p>;
}
defineWidgetElement("test-eager-widget", EagerWidget, "");

async function place(attributes: Record<string, string>) {
  const element = document.createElement("test-eager-widget");
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.appendChild(element);
  return element;
}

async function textOf(element: Element, expected: RegExp) {
  for (let attempt = 0; attempt < 100; attempt++) {
    const text = element.shadowRoot?.textContent ?? "";
    if (expected.test(text)) return text;
    await Bun.sleep(20);
  }
  return element.shadowRoot?.textContent ?? "";
}

describe("an embedded widget", () => {
  test("on a site the API refuses, says the site is not allowed and who can allow it", async () => {
    const element = await place({ "api-base": `http://127.0.0.1:${refusing.port}`, token: "a-token" });
    const text = await textOf(element, /allowed/);
    expect(text).toContain(`This site (${window.location.origin}) isn't allowed to show Bloom.`);
    expect(text).toContain("Your school district's Bloom administrator can allow it");
    expect(text).not.toContain("Cannot read properties");
    expect(element.shadowRoot!.querySelector("[role=alert]")).not.toBeNull();
    element.remove();
  });

  test('with lang="es", says it in Spanish, the banner\'s spoken tone too', async () => {
    const element = await place({ "api-base": `http://127.0.0.1:${refusing.port}`, token: "a-token", lang: "es" });
    const text = await textOf(element, /permiso/);
    expect(text).toContain(`Este sitio (${window.location.origin}) no tiene permiso para mostrar Bloom.`);
    expect(text).toContain("La persona que administra Bloom en tu distrito escolar puede permitirlo");
    expect(englishLeftIn(text)).toEqual([]);
    element.remove();
  });

  test("when the API cannot be reached at all, says so instead", async () => {
    const element = await place({ "api-base": `http://127.0.0.1:${closedPort}`, token: "a-token" });
    const text = await textOf(element, /reached/);
    expect(text).toContain("Bloom can't be reached just now.");
    element.remove();
  });
});
