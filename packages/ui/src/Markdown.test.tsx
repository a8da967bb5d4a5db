import { describe, expect, test } from "bun:test";
import { render, setUpDom } from "../test/dom";
import { isAllowedLink, Markdown } from "./Markdown";

setUpDom();

const renderMarkdown = (text: string) => render(<Markdown>{text}</Markdown>).container;

/** Every attribute in the rendered tree that could run script or load something. */
function dangerousAttributes(root: Element): string[] {
  return [...root.querySelectorAll("*")].flatMap((element) =>
    [...element.attributes]
      .filter((attribute) => /^on/i.test(attribute.name) || attribute.name === "src" || attribute.name === "srcdoc")
      .map((attribute) => `${element.tagName}[${attribute.name}]`),
  );
}

describe("Markdown: formatting", () => {
  test("headings, emphasis, lists, quotes and code", () => {
    const container = renderMarkdown(
      [
        "# Title",
        "## Part",
        "### Step",
        "",
        "**bold**, *italic* and `x = 1`",
        "",
        "- one",
        "- two",
        "",
        "1. first",
        "2. second",
        "",
        "> a quote",
        "",
        "```python",
        "print('hi')",
        "```",
      ].join("\n"),
    );
    expect(container.querySelector("h1")?.textContent).toBe("Title");
    expect(container.querySelector("h2")?.textContent).toBe("Part");
    expect(container.querySelector("h3")?.textContent).toBe("Step");
    expect(container.querySelector("strong")?.textContent).toBe("bold");
    expect(container.querySelector("em")?.textContent).toBe("italic");
    expect(container.querySelector("p code")?.textContent).toBe("x = 1");
    expect(container.querySelectorAll("ul > li")).toHaveLength(2);
    expect([...container.querySelectorAll("ol > li")].map((li) => li.textContent)).toEqual(["first", "second"]);
    expect(container.querySelector("blockquote")?.textContent?.trim()).toBe("a quote");
    expect(container.querySelector("pre > code")?.textContent).toBe("print('hi')\n");
    expect(container.querySelector(".bl-markdown")).toBeTruthy();
  });

  test("an image shows its description, never loads", () => {
    const container = renderMarkdown("![a right triangle](https://example.org/triangle.png)");
    expect(container.querySelector("img")).toBeNull();
    expect(container.textContent).toBe("a right triangle");
  });
});

describe("Markdown: links (spec §5)", () => {
  test("an external link opens in a new tab, safely, and says so", () => {
    const container = renderMarkdown("[Khan Academy](https://www.khanacademy.org)");
    const link = container.querySelector("a")!;
    expect(link.getAttribute("href")).toBe("https://www.khanacademy.org");
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.getAttribute("rel")).toBe("noopener noreferrer");
    expect(link.textContent).toBe("Khan Academy (opens in a new tab)");
  });

  test("mailto, tel, relative and anchor links stay in place", () => {
    const container = renderMarkdown(
      "[mail](mailto:t@school.org) [call](tel:+15551234) [practice](/practice) [up](../notes) [below](#answer)",
    );
    const links = [...container.querySelectorAll("a")];
    expect(links.map((link) => link.getAttribute("href"))).toEqual([
      "mailto:t@school.org",
      "tel:+15551234",
      "/practice",
      "../notes",
      "#answer",
    ]);
    for (const link of links) {
      expect(link.hasAttribute("target")).toBe(false);
      expect(link.hasAttribute("rel")).toBe(false);
    }
  });

  test("a help line's numbers are tap-to-call and tap-to-text links named by what they do", () => {
    const container = renderMarkdown(
      [
        '- Call or text **[988](<tel:988> "Call 988")** now.',
        "- Text HOME to **[741741](<sms:741741?&body=HOME>)**.",
        '- Llama al **[911](<tel:911> "Llamar al 911")**.',
        "- Or [555-0100](tel:5550100).",
      ].join("\n"),
    );
    const links = [...container.querySelectorAll("a")];
    expect(links.map((link) => [link.getAttribute("href"), link.getAttribute("aria-label"), link.textContent])).toEqual(
      [
        ["tel:988", "Call 988", "988"],
        ["sms:741741?&body=HOME", "Text HOME to 741741", "741741"],
        ["tel:911", "Llamar al 911", "911"],
        ["tel:5550100", "Call 5550100", "555-0100"],
      ],
    );
    for (const link of links) expect(link.hasAttribute("target")).toBe(false);
  });

  test("allowing tel: and sms: still refuses javascript: and data: beside them", () => {
    const container = renderMarkdown(
      "[a](tel:988) [b](javascript:alert(1)) [c](sms:741741) [d](data:text/html,x) [e](jav&#x09;ascript:x)",
    );
    expect([...container.querySelectorAll("[href]")].map((link) => link.getAttribute("href"))).toEqual([
      "tel:988",
      "sms:741741",
    ]);
    expect([...container.querySelectorAll(".bl-inert-link")].map((span) => span.textContent)).toEqual(["b", "d", "e"]);
  });

  test.each([
    ["[bad](javascript:alert(1))", "scheme"],
    ["[bad](JaVaScRiPt:alert(1))", "mixed case"],
    ["[bad](<java\tscript:alert(1)>)", "tab inside"],
    ["[bad](javascript&#58;alert(1))", "character reference"],
    ["[bad](javascript%3Aalert(1))", "percent-escape"],
    ["[bad](data:text/html;base64,PHNjcmlwdD4=)", "data"],
    ["[bad](vbscript:msgbox(1))", "vbscript"],
    ["[bad](file:///etc/passwd)", "file"],
    ["[bad](steam://run/1)", "custom scheme"],
    ["[bad](//evil.example)", "protocol-relative"],
    ["[bad][ref]\n\n[ref]: javascript:alert(1)", "reference definition"],
  ])("%p becomes inert text (%s)", (source) => {
    const container = renderMarkdown(source);
    expect(container.querySelector("a")).toBeNull();
    expect(container.querySelector("[href]")).toBeNull();
    const inert = container.querySelector(".bl-inert-link");
    expect(inert?.tagName).toBe("SPAN");
    expect(inert?.textContent).toBe("bad");
  });

  test("an autolink with a forbidden scheme is inert too", () => {
    const container = renderMarkdown("<javascript:alert(1)>");
    expect(container.querySelector("a")).toBeNull();
    expect(container.querySelector("[href]")).toBeNull();
  });

  test("good and bad links side by side", () => {
    const container = renderMarkdown("[bad](javascript:alert(1)) and [good](https://example.org)");
    const links = [...container.querySelectorAll("a")];
    expect(links.map((link) => link.getAttribute("href"))).toEqual(["https://example.org"]);
    expect(container.querySelector(".bl-inert-link")?.textContent).toBe("bad");
  });
});

describe("Markdown: raw HTML never becomes elements", () => {
  test("<script>, <img onerror>, <iframe>, <a href=javascript:>, <b> and <style> stay text", () => {
    const source = [
      "Hello <script>alert(1)</script>",
      '<img src=x onerror="alert(1)">',
      "",
      '<iframe src="https://evil.example"></iframe>',
      "",
      '<a href="javascript:alert(1)">click</a> and <b>bold</b>',
      "",
      "<style>body { display: none }</style>",
      "",
      '<svg onload="alert(1)"></svg>',
    ].join("\n");
    const container = renderMarkdown(source);
    for (const tag of ["script", "img", "iframe", "a", "b", "style", "svg"])
      expect(container.querySelector(tag)).toBeNull();
    expect(dangerousAttributes(container)).toEqual([]);
    // Shown as the literal text it is, so a lesson about HTML still reads right.
    expect(container.textContent).toContain("<script>alert(1)</script>");
    expect(container.textContent).toContain("<b>bold</b>");
  });

  test("a hostile reply leaves only allowed links behind", () => {
    const source = [
      "[a](javascript:alert(1)) [b](https://ok.example) [c](data:x) [d](/fine) <https://auto.example> <vbscript:x>",
      '<a href="https://looks-fine.example">raw</a>',
      "[e]: javascript:alert(1)",
      "[e]",
    ].join("\n\n");
    const container = renderMarkdown(source);
    const hrefs = [...container.querySelectorAll("[href]")].map((element) => element.getAttribute("href")!);
    expect(hrefs).toEqual(["https://ok.example", "/fine", "https://auto.example"]);
    for (const href of hrefs) expect(isAllowedLink(href)).toBe(true);
    expect(dangerousAttributes(container)).toEqual([]);
  });
});
