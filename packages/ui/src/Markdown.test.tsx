import { afterEach, describe, expect, test } from "bun:test";
import { cleanup, render } from "@testing-library/react";
import { useDom } from "../test/dom";
import { isAllowedLink, Markdown } from "./Markdown";

useDom();
afterEach(cleanup);

describe("isAllowedLink (spec §5)", () => {
  test("keeps http, https, mailto, tel, relative and anchor links", () => {
    for (const href of ["https://example.org/a", "http://example.org", "mailto:teacher@school.org", "tel:+15551234", "/practice", "./notes", "../up", "page.html", "#section-2"]) {
      expect(isAllowedLink(href)).toBe(true);
    }
  });

  test("refuses every other scheme, however it is disguised", () => {
    for (const href of [
      "javascript:alert(1)",
      "JaVaScRiPt:alert(1)",
      " javascript:alert(1)",
      "java\tscript:alert(1)",
      "java\nscript:alert(1)",
      "data:text/html,<script>alert(1)</script>",
      "vbscript:msgbox(1)",
      "file:///etc/passwd",
      "ftp://example.org",
      "//evil.example",
      "\\\\evil.example",
      "",
      undefined,
    ]) {
      expect(isAllowedLink(href)).toBe(false);
    }
  });
});

describe("Markdown", () => {
  test("renders formatting, lists and code", () => {
    const { container } = render(<Markdown>{"# Title\n\n**bold** and `code`\n\n- one\n- two"}</Markdown>);
    expect(container.querySelector("h1")?.textContent).toBe("Title");
    expect(container.querySelector("strong")?.textContent).toBe("bold");
    expect(container.querySelector("code")?.textContent).toBe("code");
    expect(container.querySelectorAll("li")).toHaveLength(2);
  });

  test("a bad link becomes inert text; a good one opens safely", () => {
    const { container } = render(<Markdown>{"[bad](javascript:alert(1)) and [good](https://example.org)"}</Markdown>);
    const links = [...container.querySelectorAll("a")];
    expect(links).toHaveLength(1);
    expect(links[0]!.getAttribute("href")).toBe("https://example.org");
    expect(links[0]!.getAttribute("rel")).toBe("noopener noreferrer");
    expect(container.querySelector(".bl-inert-link")?.textContent).toBe("bad");
  });

  test("raw HTML never becomes elements", () => {
    const { container } = render(<Markdown>{'Hello <script>alert(1)</script><img src=x onerror="alert(1)"> <b>bold</b>'}</Markdown>);
    expect(container.querySelector("script")).toBeNull();
    expect(container.querySelector("img")).toBeNull();
    expect(container.querySelector("b")).toBeNull();
    expect(container.innerHTML).not.toContain("onerror");
  });
});
