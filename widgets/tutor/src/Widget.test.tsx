import { afterAll, afterEach, describe, expect, test } from "bun:test";
import { createApiClient, memoryTokenStore, startFirstRead } from "@bloom/client";
import { act, cleanup, fireEvent, render, waitFor } from "@testing-library/react";
import { startTestApi } from "../../../api/test/harness";
import { until } from "../../../packages/ui/test/dom";
import { ChatView, draftKey, isSendKey } from "./ChatView";
import TutorWidget from "./Widget";

/** The tutoring widget's logic, rendered on happy-dom against a real API over HTTP (offline tutor). */

const api = await startTestApi();
afterAll(() => api.close());
afterEach(cleanup);

/** A student with World History and its outline, and the widget opened on a topic, ready for a message. */
async function openTopic(server: Awaited<ReturnType<typeof startTestApi>>) {
  const { token } = await server.createUser({ subscriptionStatus: "active" });
  const client = createApiClient({ baseUrl: server.url, tokens: memoryTokenStore(token), onUnauthorized: () => {} });
  const subject = await client.unwrap(client.api.subjects.post({ name: "World History" }), "Failed to add subject.");
  await client.unwrap(client.api.subjects({ id: subject.id }).outline.generate.post(), "Failed to generate outline.");
  const view = render(
    <TutorWidget
      host={{ client, user: null, navigate: () => undefined }}
      initial={{ subjectId: subject.id, subjectName: subject.name, topic: "The Industrial Revolution" }}
    />,
  );
  await view.findByRole("navigation", { name: "Session Progress" }, { timeout: 5000 });
  const textarea = view.getByLabelText("Message to your tutor") as HTMLTextAreaElement;
  await waitFor(() => expect(textarea.disabled).toBe(false));
  return { subject, view, textarea };
}

/** Types a message and presses Enter, as a student sends one. */
async function sendMessage(textarea: HTMLTextAreaElement, text: string): Promise<void> {
  fireEvent.change(textarea, { target: { value: text } });
  await act(async () => {
    fireEvent.keyDown(textarea, { key: "Enter" });
  });
}

async function renderWidget() {
  const { user, token } = await api.createUser({ subscriptionStatus: "active" });
  const unauthorized: string[] = [];
  const client = createApiClient({
    baseUrl: api.url,
    tokens: memoryTokenStore(token),
    onUnauthorized: () => unauthorized.push("401"),
  });
  const navigations: string[] = [];
  const view = render(
    <TutorWidget
      host={{
        client,
        user: { ...user, createdAt: "", updatedAt: "" } as never,
        navigate: (path) => navigations.push(path),
      }}
    />,
  );
  return { ...view, client, navigations, unauthorized };
}

describe("the send key (spec §2)", () => {
  test("Enter sends; Shift, Alt, Ctrl or Meta with Enter does not", () => {
    const plain = { key: "Enter", shiftKey: false, altKey: false, ctrlKey: false, metaKey: false };
    expect(isSendKey(plain)).toBe(true);
    for (const modifier of ["shiftKey", "altKey", "ctrlKey", "metaKey"] as const)
      expect(isSendKey({ ...plain, [modifier]: true })).toBe(false);
    expect(isSendKey({ ...plain, key: "a" })).toBe(false);
    expect(isSendKey({ ...plain, nativeEvent: { isComposing: true } })).toBe(false);
  });

  test("drafts are kept per subject and topic", () => {
    expect(draftKey("s1", "Cells")).not.toBe(draftKey("s1", "Atoms"));
    expect(draftKey("s1", "Cells")).not.toBe(draftKey("s2", "Cells"));
  });
});

describe("TutorWidget", () => {
  test("before a subject and topic are chosen, the chat is disabled and says why", async () => {
    const view = await renderWidget();
    expect(view.getAllByText("Select a subject and topic to start chatting with your tutor.").length).toBeGreaterThan(
      0,
    );
    expect((view.getByLabelText("Message to your tutor") as HTMLTextAreaElement).disabled).toBe(true);
    await view.findByText("No subjects found. Add a subject above to get started.");
    fireEvent.click(view.getByRole("button", { name: "+ Add Subject" }));
    expect(view.getByRole("dialog", { name: "Add a New Subject" })).toBeTruthy();
    expect((view.getByRole("button", { name: "Create Subject" }) as HTMLButtonElement).disabled).toBe(true);
  });

  test("the subjects the shell read while it checked the sign-in are shown, not asked for again", async () => {
    const { token } = await api.createUser({ subscriptionStatus: "active" });
    const client = createApiClient({ baseUrl: api.url, tokens: memoryTokenStore(token), onUnauthorized: () => {} });
    await client.unwrap(client.api.subjects.post({ name: "Chemistry" }), "Failed to add subject.");
    startFirstRead(client, "subjects");
    await client.startedReads.get("subjects")?.result;
    // Added after the shell's read: only a second request would show it.
    await client.unwrap(client.api.subjects.post({ name: "History" }), "Failed to add subject.");
    const view = render(<TutorWidget host={{ client, user: null, navigate: () => undefined }} />);
    await view.findByText("Chemistry");
    expect(view.queryByText("History")).toBeNull();
    expect(client.startedReads.size).toBe(0);
  });

  test("with a subject and topic it loads the session; a message goes out, the reply comes back, and the draft is kept", async () => {
    const { subject, view, textarea } = await openTopic(api);

    fireEvent.change(textarea, { target: { value: "a draft" } });
    expect(localStorage.getItem(draftKey(subject.id, "The Industrial Revolution"))).toBe("a draft");

    await sendMessage(textarea, "I know factories replaced hand work.");
    await until(
      () =>
        view.container.querySelector(".is-streaming") === null &&
        view.container.querySelectorAll(".tutor-message").length === 3,
    );
    expect(view.getByText("I know factories replaced hand work.")).toBeTruthy();
    expect(view.container.querySelector('[aria-current="step"]')?.textContent).toContain("New Concept");
    expect(textarea.value).toBe("");
    expect(localStorage.getItem(draftKey(subject.id, "The Industrial Revolution"))).toBeNull();
  });

  test("an LMS placement that names only the subject and topic opens them, adding the subject once", async () => {
    const { token } = await api.createUser({ subscriptionStatus: "active" });
    const client = createApiClient({
      baseUrl: api.url,
      tokens: memoryTokenStore(token),
      onUnauthorized: () => undefined,
    });
    const view = render(
      <TutorWidget
        host={{ client, user: null, navigate: () => undefined }}
        initial={{ subjectName: "World History", topic: "The Industrial Revolution" }}
      />,
    );
    await view.findByRole("navigation", { name: "Session Progress" }, { timeout: 5000 });
    const subjects = await client.unwrap(client.api.subjects.get(), "Failed to load subjects.");
    expect(subjects.map((subject) => subject.name)).toEqual(["World History"]);
  });
});

describe("TutorWidget from the keyboard and a screen reader", () => {
  test("after each turn focus is back in the message box, and each message is added to the conversation once", async () => {
    const { view, textarea } = await openTopic(api);
    // A host's placement opening the lesson does not take focus on load.
    expect(document.activeElement).not.toBe(textarea);
    const conversation = view.getByRole("list", { name: "Conversation" });
    expect(conversation.getAttribute("aria-live")).toBe("polite");
    expect(conversation.getAttribute("aria-relevant")).toBe("additions");

    // Every state the streamed reply goes through, noted as it happens: is its text hidden from screen readers?
    for (const [turn, text] of ["Factories replaced hand work.", "Steam engines powered them."].entries()) {
      textarea.focus();
      await sendMessage(textarea, text);
      const sent = [...conversation.querySelectorAll(".tutor-message.is-student")].find((item) =>
        item.textContent?.includes(text),
      );
      expect(sent).toBeTruthy();
      // While the reply streams the box is disabled, and a browser drops focus to the page.
      expect(textarea.disabled).toBe(true);
      textarea.blur();
      await until(() => view.container.querySelector(".is-streaming") === null);
      expect(conversation.querySelectorAll(".tutor-message.is-tutor").length).toBe(turn + 2);
      expect(document.activeElement).toBe(textarea);
      // The sent message is the same element once the server has it, so it is not added (and read) again.
      expect(sent?.isConnected).toBe(true);
      expect(sent?.className).not.toContain("is-pending");
    }
  });

  test("the reply as it streams is hidden from screen readers: it is read once, as a new message, when it ends", async () => {
    const view = render(
      <ChatView
        session={null}
        local={[]}
        streaming="Good, factories changed"
        sending={true}
        disabled={false}
        draftStorageKey={null}
        onSend={() => true}
        onResend={() => undefined}
      />,
    );
    const streamed = await view.findByText("Good, factories changed", undefined, { timeout: 5000 });
    expect(streamed.closest(".is-streaming")).not.toBeNull();
    expect(streamed.closest("[aria-hidden=true]")).not.toBeNull();
  });

  test("focus the student moved elsewhere during the reply stays where they put it", async () => {
    const { view, textarea } = await openTopic(api);
    textarea.focus();
    await sendMessage(textarea, "Factories replaced hand work.");
    const conversation = view.getByRole("list", { name: "Conversation" });
    conversation.focus();
    await until(() => view.container.querySelector(".is-streaming") === null);
    // Still inside the chat, but a place the student chose: the conversation, to read it.
    expect(document.activeElement).toBe(conversation);
  });

  test("picking a topic opens the lesson with focus in the message box", async () => {
    const client = await studentClient();
    const subject = await client.unwrap(client.api.subjects.post({ name: "World History" }), "Failed to add subject.");
    await client.unwrap(client.api.subjects({ id: subject.id }).outline.generate.post(), "Failed to generate outline.");
    const view = render(
      <TutorWidget
        host={{ client, user: null, navigate: () => undefined }}
        initial={{ subjectId: subject.id, subjectName: subject.name }}
      />,
    );
    const topic = await view.findByRole("button", { name: "The Industrial Revolution" }, { timeout: 5000 });
    topic.focus();
    fireEvent.click(topic);
    await view.findByRole("navigation", { name: "Session Progress" }, { timeout: 5000 });
    const textarea = view.getByLabelText("Message to your tutor");
    await waitFor(() => expect(document.activeElement).toBe(textarea), { timeout: 5000 });
  });
});

/** A signed-in student's client against the shared test API. */
async function studentClient() {
  const { token } = await api.createUser({ subscriptionStatus: "active" });
  return createApiClient({ baseUrl: api.url, tokens: memoryTokenStore(token), onUnauthorized: () => undefined });
}

/** The outline's topic buttons, in order. */
function outlineTopics(view: ReturnType<typeof render>): string[] {
  const outline = view.getByRole("region", { name: "Outline Topics" });
  return [...outline.querySelectorAll("li button")].map((button) => button.textContent ?? "");
}

/** happy-dom's viewport, which its `matchMedia` answers from. */
const happyDom = (globalThis as { happyDOM?: { setViewport(size: { width: number; height: number }): void } }).happyDOM;

describe("TutorWidget placed by a host (an LMS placement)", () => {
  test("a lesson the host placed opens where the host put it: no scrolling of the host's page, no focus taken", async () => {
    const scrolled: Element[] = [];
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    try {
      const { textarea } = await openTopic(api);
      expect(scrolled).toEqual([]);
      expect(document.activeElement).not.toBe(textarea);
    } finally {
      Element.prototype.scrollIntoView = original;
    }
  });

  test("a placed topic of a built-in course that needs an AI model says so in the server's words, not a bare failure", async () => {
    const client = await studentClient();
    const subject = await client.unwrap(client.api.subjects.post({ name: "Algebra I" }), "Failed to add subject.");
    const outline = await client.unwrap(
      client.api.subjects({ id: subject.id }).outline.generate.post(),
      "Failed to generate outline.",
    );
    const untaught = outline.topics.find((topic) => !topic.canTeach)!;
    const view = render(
      <TutorWidget
        host={{ client, user: null, navigate: () => undefined }}
        initial={{ subjectName: "Algebra I", topic: untaught.name }}
      />,
    );
    await view.findByText(untaught.unavailableReason!, undefined, { timeout: 5000 });
    expect(view.queryByText("Failed to create session.")).toBeNull();
  });

  test("a subject alone opens its outline, taught topics first, and asks for a topic instead of showing an empty chat", async () => {
    const client = await studentClient();
    const view = render(
      <TutorWidget host={{ client, user: null, navigate: () => undefined }} initial={{ subjectName: "Algebra I" }} />,
    );
    await view.findByText("Pick a topic from the Algebra I outline to start your lesson.", {}, { timeout: 5000 });
    await waitFor(() => expect(outlineTopics(view).length).toBeGreaterThan(2), { timeout: 5000 });
    expect(outlineTopics(view).slice(0, 2).sort()).toEqual(["Functions and Graphs", "Solving Linear Equations"]);
    expect(view.queryByText(/No outline found/)).toBeNull();
    expect(view.queryByRole("button", { name: "Generate Outline" })).toBeNull();
    expect(view.queryByLabelText("Message to your tutor")).toBeNull();
  });

  test("a subject the product has no course for gets an outline that lists the placed topic, and no dialog on a phone", async () => {
    happyDom?.setViewport({ width: 390, height: 844 });
    try {
      const client = await studentClient();
      const view = render(
        <TutorWidget
          host={{ client, user: null, navigate: () => undefined }}
          initial={{ subjectName: "Marine Biology", topic: "Coral Reefs" }}
        />,
      );
      expect(view.container.querySelector(".tutor.is-narrow")).not.toBeNull();
      const message = (await view.findByLabelText(
        "Message to your tutor",
        {},
        { timeout: 5000 },
      )) as HTMLTextAreaElement;
      await waitFor(() => expect(message.disabled).toBe(false), { timeout: 5000 });
      await waitFor(() => expect(outlineTopics(view)).toEqual(["Introduction to Marine Biology", "Coral Reefs"]), {
        timeout: 5000,
      });
      const outline = await client.unwrap(
        client.api.subjects({ id: (await client.unwrap(client.api.subjects.get(), "subjects"))[0]!.id }).outline.get(),
        "outline",
      );
      expect(outline?.outline).toEqual(["Introduction to Marine Biology", "Coral Reefs"]);
      expect(view.queryByRole("dialog")).toBeNull();
    } finally {
      happyDom?.setViewport({ width: 1024, height: 768 });
    }
  });

  test("with no placement, a student on a phone with no subjects is still asked for one", async () => {
    happyDom?.setViewport({ width: 390, height: 844 });
    try {
      const client = await studentClient();
      const view = render(<TutorWidget host={{ client, user: null, navigate: () => undefined }} />);
      await view.findByRole("dialog", { name: "Add a New Subject" }, { timeout: 5000 });
    } finally {
      happyDom?.setViewport({ width: 1024, height: 768 });
    }
  });

  test("a list of subjects read before the placed subject was added does not hide it, nor open the dialog", async () => {
    happyDom?.setViewport({ width: 390, height: 844 });
    const gateway = startRacingGateway();
    try {
      const { token } = await api.createUser({ subscriptionStatus: "active" });
      const client = createApiClient({
        baseUrl: gateway.url,
        tokens: memoryTokenStore(token),
        onUnauthorized: () => {},
      });
      const view = render(
        <TutorWidget
          host={{ client, user: null, navigate: () => undefined }}
          initial={{ subjectName: "Marine Biology", topic: "Coral Reefs" }}
        />,
      );
      // The lesson's answers come after the out-of-date list, so once it runs that list has been read.
      const message = (await view.findByLabelText(
        "Message to your tutor",
        {},
        { timeout: 5000 },
      )) as HTMLTextAreaElement;
      await waitFor(() => expect(message.disabled).toBe(false), { timeout: 5000 });
      expect(gateway.staleListSent()).toBe(true);
      const subjects = view.getByRole("region", { name: "Subjects" });
      await waitFor(
        () => expect(subjects.querySelector("button[aria-pressed='true']")?.textContent).toBe("Marine Biology"),
        { timeout: 5000 },
      );
      expect(view.queryByText(/No subjects found/)).toBeNull();
      expect(view.queryByRole("dialog")).toBeNull();
    } finally {
      gateway.close();
      happyDom?.setViewport({ width: 1024, height: 768 });
    }
  });
});

/** A promise and the function that settles it. */
function signal() {
  let done!: () => void;
  const promise = new Promise<void>((resolve) => {
    done = resolve;
  });
  return { promise, done };
}

/**
 * A gateway in front of the test API that plays a launch's race in a fixed order: the first read of
 * the subjects list reaches the API before the placed subject is added; its answer (no subjects)
 * comes back once the widget has asked for that subject's outline, and before any lesson answer.
 */
function startRacingGateway() {
  const listRead = signal();
  const outlineAsked = signal();
  const staleSent = signal();
  let firstList = true;
  let stale = false;
  const forward = async (request: Request, url: URL) =>
    fetch(`${api.url}${url.pathname}${url.search}`, {
      method: request.method,
      headers: request.headers,
      body: request.method === "GET" ? undefined : await request.arrayBuffer(),
      decompress: false,
    });
  const server = Bun.serve({
    port: 0,
    hostname: "127.0.0.1",
    async fetch(request) {
      const url = new URL(request.url);
      if (url.pathname === "/api/subjects" && request.method === "GET" && firstList) {
        firstList = false;
        const answer = await forward(request, url);
        const body = await answer.arrayBuffer();
        listRead.done();
        await outlineAsked.promise;
        stale = true;
        staleSent.done();
        return new Response(body, { status: answer.status, headers: answer.headers });
      }
      if (url.pathname === "/api/subjects" && request.method === "POST") await listRead.promise;
      if (/^\/api\/subjects\/[^/]+\/outline/.test(url.pathname)) outlineAsked.done();
      if (url.pathname.startsWith("/api/tutoring/")) await staleSent.promise;
      return forward(request, url);
    },
  });
  return { url: `http://127.0.0.1:${server.port}`, staleListSent: () => stale, close: () => void server.stop(true) };
}

describe("TutorWidget under a rate limit", () => {
  test("a message refused with 429 stays on screen with the server's calm line and Resend", async () => {
    // Opening the session is the first turn, the first message the second; the next is refused.
    const limited = await startTestApi({ RATE_LIMIT_TUTOR_TURNS: "2/1m" });
    try {
      const { view, textarea } = await openTopic(limited);
      const send = async (text: string) => {
        await sendMessage(textarea, text);
        await until(() => view.container.querySelector(".is-streaming, .is-pending") === null);
      };
      await send("Factories replaced hand work.");
      await send("Steam engines powered them.");

      const failed = view.container.querySelector(".tutor-message.is-error");
      expect(failed?.textContent).toContain("Steam engines powered them.");
      expect(failed?.textContent).toMatch(
        /You're going a little fast\. Please wait (a minute|about 2 minutes) and try again\./,
      );
      expect(failed?.querySelector("button")?.textContent).toBe("Resend");
    } finally {
      await limited.close();
    }
  });
});
