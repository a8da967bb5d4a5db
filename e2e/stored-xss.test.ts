import { describe, expect, test } from "bun:test";
import type { Page } from "playwright-core";
import { sharedSafetyMessages } from "../api/src/safety/corpus/shared";
import type { TestApi } from "../api/test/harness";
import { createTestDistrict, type TestDistrict } from "../api/test/school";
import { openPage, signIn } from "./support/browser";
import { startProductAndBrowser } from "./support/product";

/**
 * Stored XSS: script, `<img onerror>`, `javascript:` links and markdown links and images, written
 * through the API into every field a person writes (profile name, subject, outline topic, card front
 * and back, a chat message), then shown by the real pages in Chromium: the student's account,
 * dashboard, tutor and flashcards, and the teacher's view of the student's conversation. Each page
 * must show the text (so the test sees the field rendered), run none of it (no canary set, no
 * dialog, no policy violation: nothing was even injected), and hold no `javascript:` address.
 */

const handles = startProductAndBrowser();

/** Each payload carries a marker, so a page is seen to render the field it came from. */
const attacks = (marker: string) => [
  `${marker} <img src=x onerror="window.__xss='${marker}'">`,
  `${marker} <script>window.__xss='${marker}'</script>`,
  `${marker} [open me](javascript:window.__xss='${marker}')`,
  `${marker} ![pic](javascript:alert('${marker}')) <a href="javascript:alert(1)">a</a>`,
  `${marker} <svg onload=alert('${marker}')></svg><iframe src="javascript:alert(1)"></iframe>`,
];

interface PageFindings {
  canary: unknown;
  javascriptUrls: string[];
  handlers: string[];
  injectedScripts: string[];
  text: string;
}

/** Everything in the document and in every shadow root (the widgets draw in their own). */
async function inspect(page: Page): Promise<PageFindings> {
  return page.evaluate(() => {
    const elements: Element[] = [];
    const walk = (root: Document | ShadowRoot) => {
      for (const element of root.querySelectorAll("*")) {
        elements.push(element);
        if (element.shadowRoot) walk(element.shadowRoot);
      }
    };
    walk(document);
    const describe = (element: Element) => element.outerHTML.slice(0, 160);
    const urlAttributes = ["href", "src", "action", "formaction", "xlink:href", "data"];
    return {
      canary: (window as unknown as { __xss?: unknown }).__xss,
      javascriptUrls: elements
        .filter((element) =>
          urlAttributes.some((name) =>
            [...(element.getAttribute(name) ?? "")]
              .filter((char) => char.charCodeAt(0) > 32)
              .join("")
              .toLowerCase()
              .startsWith("javascript:"),
          ),
        )
        .map(describe),
      handlers: elements
        .filter((element) => [...element.attributes].some((attribute) => attribute.name.toLowerCase().startsWith("on")))
        .map(describe),
      injectedScripts: elements
        .filter((element) => element.tagName === "SCRIPT" && /__xss|alert\(/.test(element.textContent ?? ""))
        .map(describe),
      text: [
        document.body.textContent ?? "",
        ...elements.flatMap((element) => (element.shadowRoot ? [element.shadowRoot.textContent ?? ""] : [])),
      ].join("\n"),
    };
  });
}

async function expectInert(page: Page, errors: string[], dialogs: string[], markers: string[]) {
  const found = await inspect(page);
  for (const marker of markers) expect(found.text).toContain(marker);
  expect(found.canary).toBeUndefined();
  expect(dialogs).toEqual([]);
  expect(found.javascriptUrls).toEqual([]);
  expect(found.handlers).toEqual([]);
  expect(found.injectedScripts).toEqual([]);
  expect(errors).toEqual([]);
}

async function open(token: string) {
  const { page, errors } = await openPage(handles.browser);
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await signIn(page, handles.product.url, token);
  return { page, errors, dialogs };
}

async function call(token: string, method: string, path: string, body?: unknown) {
  const response = await fetch(`${handles.product.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return text && (response.headers.get("content-type") ?? "").includes("json") ? JSON.parse(text) : text;
}

let district: TestDistrict;
let student: { token: string };
const TOPIC = "Cell Structure and Organelles";

describe("what people write is shown as text and never runs", () => {
  test("stored through the API", async () => {
    // The district's rows as an LMS launch would have left them, in the product's own database.
    const product = handles.product;
    district = await createTestDistrict(
      { ctx: { database: product.database }, createUser: product.createUser } as unknown as TestApi,
      "Maple District",
      1,
    );
    student = district.students[0]!;
    const name = `NameMark <img src=x onerror=alert(1)>[n](javascript:alert(1))`;
    await call(student.token, "PATCH", "/api/auth/me", { name });

    for (const [index, attack] of attacks("SubjectMark").entries()) {
      const subject = await call(student.token, "POST", "/api/subjects", { name: `${attack.slice(0, 92)} ${index}` });
      await call(student.token, "POST", `/api/subjects/${subject.id}/outline`, {
        outline: attacks(`TopicMark${index}`),
      });
    }
    for (const [index, attack] of attacks("FrontMark").entries()) {
      await call(student.token, "POST", "/api/practice/flashcards", {
        subject: "Cell Biology",
        topic: TOPIC,
        question: attack,
        answer: attacks(`BackMark${index}`)[index],
      });
    }
    const biology = await call(student.token, "POST", "/api/subjects", { name: "Cell Biology" });
    await call(student.token, "POST", `/api/subjects/${biology.id}/outline/generate`);
    const session = await call(student.token, "POST", "/api/tutoring/session", { subjectId: biology.id, topic: TOPIC });
    const crisis = sharedSafetyMessages().find((message) => message.category === "self_harm")!.text;
    for (const message of [...attacks("ChatMark"), crisis]) {
      await call(student.token, "POST", `/api/tutoring/session/${session.id}/message`, { message });
    }
  }, 60_000);

  test("the student's account page", async () => {
    const { page, errors, dialogs } = await open(student.token);
    await page.goto(`${handles.product.url}/account`);
    const field = page.getByLabel("Your name");
    await field.waitFor();
    expect(await field.inputValue()).toStartWith("NameMark <img");
    await expectInert(page, errors, dialogs, []);
  });

  test("the student's dashboard", async () => {
    const { page, errors, dialogs } = await open(student.token);
    await page.goto(`${handles.product.url}/dashboard`);
    await page.getByText("SubjectMark", { exact: false }).first().waitFor();
    await expectInert(page, errors, dialogs, ["SubjectMark", "NameMark"]);
  });

  test("the tutor: subjects, an outline's topics and the chat", async () => {
    const { page, errors, dialogs } = await open(student.token);
    await page.goto(`${handles.product.url}/tutoring`);
    await page.getByText("SubjectMark", { exact: false }).first().click();
    await page.getByText("TopicMark0", { exact: false }).first().waitFor();
    await expectInert(page, errors, dialogs, ["SubjectMark", "TopicMark0"]);

    await page.getByText("Cell Biology", { exact: true }).first().click();
    await page.getByRole("button", { name: TOPIC, exact: true }).click();
    await page.locator(".tutor-message", { hasText: "ChatMark" }).first().waitFor();
    await expectInert(page, errors, dialogs, ["ChatMark"]);
  });

  test("the flashcards: the list, a card's front and its back", async () => {
    const { page, errors, dialogs } = await open(student.token);
    await page.goto(`${handles.product.url}/practice`);
    await page.getByRole("button", { name: /^Flashcards/ }).click();
    await page.getByRole("button", { name: "← Back to Practice Gallery" }).waitFor();
    await page.locator(".fc-square").first().click();
    const practice = page.getByRole("dialog", { name: "Flashcard Practice" });
    await practice.getByText("FrontMark", { exact: false }).first().waitFor();
    await practice.getByLabel("Your answer").fill("I am not sure");
    await practice.getByRole("button", { name: "Submit Answer" }).click();
    await practice.getByText("Correct answer: BackMark", { exact: false }).waitFor();
    await expectInert(page, errors, dialogs, ["FrontMark", "BackMark", "SubjectMark"]);
    // Every other card's front, each payload in turn.
    for (let card = 2; card <= 5; card++) {
      await practice.getByRole("button", { name: "Next" }).click();
      await practice.getByText(`Card ${card} of 5`).waitFor();
      await expectInert(page, errors, dialogs, ["FrontMark"]);
    }
  });

  test("the checks see an injected payload (so their silence above means something)", async () => {
    const { page } = await open(student.token);
    await page.goto(`${handles.product.url}/account`);
    await page.getByLabel("Your name").waitFor();
    // Through the debugging protocol, as an injection would land: inside a shadow root, past the page's policy.
    await page.evaluate(() => {
      const host = document.createElement("div");
      document.body.append(host);
      host.attachShadow({ mode: "open" }).innerHTML =
        '<a href="  JavaScript:alert(1)">x</a><img src="data:," onerror="window.__xss=1"><script>window.__xss=1</script>';
      (window as unknown as { __xss?: number }).__xss = 1;
    });
    const found = await inspect(page);
    expect(found.canary).toBe(1);
    expect(found.javascriptUrls.length).toBe(1);
    expect(found.handlers.length).toBe(1);
    expect(found.injectedScripts.length).toBe(1);
  });

  test("the teacher's view of the student's conversation", async () => {
    const { page, errors, dialogs } = await open(district.teacher.token);
    await page.goto(`${handles.product.url}/dashboard`);
    const safety = page.getByRole("region", { name: "Student safety" });
    await safety
      .getByRole("button", { name: /NameMark/ })
      .first()
      .click();
    await safety.getByRole("button", { name: "Read the whole conversation" }).click();
    await safety.getByRole("button", { name: /Cell Biology → Cell Structure and Organelles/ }).click();
    await safety.getByText("ChatMark", { exact: false }).first().waitFor();
    await expectInert(page, errors, dialogs, ["ChatMark", "NameMark"]);
  });
});
