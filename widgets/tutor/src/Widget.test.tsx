import { afterAll, afterEach, describe, expect, test } from "bun:test";
import { createApiClient, memoryTokenStore, startFirstRead } from "@bloom/client";
import { act, cleanup, fireEvent, render, waitFor } from "@testing-library/react";
import { startTestApi } from "../../../api/test/harness";
import { draftKey, isSendKey } from "./ChatView";
import TutorWidget from "./Widget";

/** The tutoring widget's logic, rendered on happy-dom against a real API over HTTP (offline tutor). */

const api = await startTestApi();
afterAll(() => api.close());
afterEach(cleanup);

/** Waits, with real time passing, until the condition holds (the reply streams in over HTTP). */
async function until(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  for (const started = Date.now(); !condition(); ) {
    if (Date.now() - started > timeoutMs) throw new Error("The condition did not hold in time");
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

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
