import { describe, expect, test } from "bun:test";
import { useState } from "react";
import { fireEvent, render, setUpDom } from "./dom";

// Bun's own networking, as it is before any file registers a DOM.
// Under the repository's component-test preload a DOM lives for the whole run, and stays.
const preloaded = typeof document !== "undefined";
const bun = {
  fetch: globalThis.fetch,
  Request: globalThis.Request,
  Response: globalThis.Response,
  Headers: globalThis.Headers,
  URL: globalThis.URL,
};

function Field() {
  const [value, setValue] = useState("");
  return (
    <>
      <label>
        Name <input value={value} onChange={(event) => setValue(event.target.value)} />
      </label>
      <p>{value}</p>
    </>
  );
}

describe("setUpDom: inside a file that uses it", () => {
  setUpDom();

  test("a document exists, and Bun's networking stays in place", () => {
    expect(document.body).toBeTruthy();
    expect(globalThis.fetch).toBe(bun.fetch);
    expect(globalThis.Request).toBe(bun.Request);
    expect(globalThis.Response).toBe(bun.Response);
    expect(globalThis.Headers).toBe(bun.Headers);
    expect(globalThis.URL).toBe(bun.URL);
  });

  test("React sees a browser: onChange fires on text inputs", () => {
    const { getByLabelText, container } = render(<Field />);
    fireEvent.change(getByLabelText("Name"), { target: { value: "Ada" } });
    expect(container.querySelector("p")?.textContent).toBe("Ada");
  });
});

// This file runs in both test commands: without a DOM in the main one, under the preload in the
// component one, so each branch below is checked in every full run.
describe("setUpDom: afterwards", () => {
  test("a DOM it registered is gone, one the preload registered is left in place, and fetch, Request, Response, Headers and URL are Bun's own", async () => {
    expect(typeof document).toBe(preloaded ? "object" : "undefined");
    expect(typeof window).toBe(preloaded ? "object" : "undefined");
    expect(globalThis.fetch).toBe(bun.fetch);
    expect(globalThis.Request).toBe(bun.Request);
    expect(globalThis.Response).toBe(bun.Response);
    expect(globalThis.Headers).toBe(bun.Headers);
    expect(globalThis.URL).toBe(bun.URL);
    expect(await new Response("ok", { headers: new Headers({ "x-a": "1" }) }).text()).toBe("ok");
  });
});
