import { afterAll, afterEach, describe, expect, test } from "bun:test";
import { createApiClient, memoryTokenStore } from "@bloom/client";
import { act, cleanup, fireEvent, render, waitFor } from "@testing-library/react";
import { startTestApi } from "../../../api/test/harness";
import TutorWidget from "./Widget";

/**
 * The outline without an AI model (issue 36), rendered on happy-dom against a real API over HTTP:
 * the topics the tutor cannot teach are marked before anyone clicks, and clicking one says why and
 * opens nothing.
 */

const api = await startTestApi();
afterAll(() => api.close());
afterEach(cleanup);

describe("the outline of a built-in course, with no AI model", () => {
  test("marks the topics that need a model, and clicking one explains why without opening a lesson", async () => {
    const { token } = await api.createUser({ subscriptionStatus: "active" });
    const client = createApiClient({ baseUrl: api.url, tokens: memoryTokenStore(token), onUnauthorized: () => {} });
    const subject = await client.unwrap(client.api.subjects.post({ name: "algebra 1" }), "Failed to add subject.");
    expect(subject.name).toBe("Algebra I");
    await client.unwrap(client.api.subjects({ id: subject.id }).outline.generate.post(), "Failed to generate outline.");

    const view = render(<TutorWidget host={{ client, user: null, navigate: () => undefined }} />);
    fireEvent.click(await view.findByRole("button", { name: "Algebra I" }, { timeout: 5000 }));
    const outline = await view.findByRole("region", { name: "Outline Topics" });
    await waitFor(() => expect(outline.querySelectorAll("li").length).toBe(8));

    expect(outline.textContent).toContain(
      'No AI model is connected, so the tutor can teach 2 of these 8 topics. The others are marked "Needs an AI model".',
    );
    const buttons = [...outline.querySelectorAll("li button")] as HTMLButtonElement[];
    const marked = buttons.filter((button) => button.getAttribute("aria-describedby"));
    expect(buttons.slice(0, 2).map((button) => button.textContent)).toEqual([
      "Solving Linear Equations",
      "Functions and Graphs",
    ]);
    expect(marked).toHaveLength(6);
    for (const button of marked) {
      const badge = view.container.querySelector(`[id="${button.getAttribute("aria-describedby")}"]`);
      expect(badge?.textContent).toBe("Needs an AI model");
    }

    const inequalities = buttons.find((button) => button.textContent === "Linear Inequalities")!;
    await act(async () => {
      fireEvent.click(inequalities);
    });
    const status = outline.querySelector('[role="status"]')!;
    expect(status.textContent).toContain('"Linear Inequalities" is part of Algebra I');
    expect(status.textContent).toContain("needs an AI model");
    expect(status.textContent).not.toContain("outside");
    // Nothing to try again, and no lesson opened.
    expect(view.queryByRole("button", { name: /try again/i })).toBeNull();
    expect(inequalities.getAttribute("aria-pressed")).toBe("false");
    expect(view.queryByLabelText("Message to your tutor")).toBeNull();
    const sessions = await client.api.tutoring.session.active.get({
      query: { subjectId: subject.id, topic: "Linear Inequalities" },
    });
    expect(sessions.data?.session).toBeNull();
  });
});
