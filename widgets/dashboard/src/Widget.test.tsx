import { afterEach, describe, expect, test } from "bun:test";
import type { FlashcardMetrics, SessionDuration, StudentMastery, UserProfile } from "@bloom/api/models";
import { formatDate, formatTime } from "@bloom/ui";

import { fireEvent, render, setUpDom, within } from "../../../packages/ui/test/dom";
import { formatDuration } from "./format";
import { averageMasteryPercent, flashcardsCompleted, totalTimeSeconds } from "./summary";
import { type Failure, profileOf, startApiWithGateway, testHost } from "./test-support";
import DashboardWidget from "./Widget";

/**
 * The dashboard widget on happy-dom against a real API over HTTP: the seeded demo student (three
 * weeks of history), new students, and a gateway that fails chosen routes for the load rules.
 */

setUpDom();
const { api, gateway } = await startApiWithGateway();
afterEach(() => gateway.failing.clear());

const LOADED = { timeout: 8000 };

/** The demo student, signed in, and their analytics as the API sends them. */
const demo = await (async () => {
  const { body } = await api.call("/api/auth/demo", { method: "POST" });
  const { token, user } = body as { token: string; user: UserProfile };
  const get = async <T,>(path: string) =>
    (await api.call(`/api/analytics/student/${user.id}/${path}`, { token })).body as T;
  return {
    token,
    user,
    mastery: await get<StudentMastery>("mastery"),
    metrics: (await get<{ flashcardMetrics: FlashcardMetrics }>("flashcard-metrics")).flashcardMetrics,
    sessions: (await get<{ sessionDuration: SessionDuration[] }>("session-duration-from-turns")).sessionDuration,
  };
})();

/** Renders the widget for `user` (or with no user from the host) through the gateway. */
function renderWidget(token: string, user: UserProfile | null, options: { signOut?: () => Promise<void> } = {}) {
  const { host, navigations } = testHost(gateway.url, token, user, options);
  return { view: render(<DashboardWidget host={host} />), navigations };
}

function renderDemo() {
  return renderWidget(demo.token, demo.user).view;
}

/** Fails each route ending with one of `suffixes`. */
function fail(failure: Failure, ...suffixes: string[]) {
  for (const suffix of suffixes) gateway.failing.set(suffix, failure);
}

function summaryValue(view: ReturnType<typeof renderDemo>, label: string): string | null | undefined {
  const summary = view.getByRole("list", { name: "Summary" });
  return within(summary).getByText(label).nextElementSibling?.textContent;
}

describe("the demo student's dashboard", () => {
  test("shows the header, the welcome line and a working Logout", async () => {
    let signedOut = 0;
    const { view } = renderWidget(demo.token, demo.user, {
      signOut: async () => {
        signedOut += 1;
      },
    });
    expect(view.getByRole("heading", { level: 1, name: "Your Learning Dashboard" })).toBeTruthy();
    expect(view.getByText("Track your growth and celebrate your progress")).toBeTruthy();
    expect(view.getByRole("status").textContent).toContain("Loading your flourishing journey...");
    fireEvent.click(view.getByRole("button", { name: "Logout" }));
    expect(signedOut).toBe(1);
    await view.findByRole("heading", { name: "Your Subjects" }, LOADED);
    // A returning student (the demo has three weeks of history) is welcomed back once the data says so.
    expect(view.getByText("Welcome back, Maya Chen!")).toBeTruthy();
  });

  test("the summary cards are the formulas applied to the API's data", async () => {
    const view = renderDemo();
    await view.findByRole("heading", { name: "Your Subjects" }, LOADED);
    expect(summaryValue(view, "Average Mastery")).toBe(`${averageMasteryPercent(demo.mastery.subjects)}%`);
    expect(summaryValue(view, "Total Time Spent")).toBe(formatDuration(totalTimeSeconds(demo.mastery.subjects)));
    expect(summaryValue(view, "Flashcards Completed")).toBe(flashcardsCompleted(demo.metrics));
    expect(summaryValue(view, "Total Sessions")).toBe(String(demo.sessions.length));
    expect(demo.metrics.cardsAnswered).toBeGreaterThan(0);
  });

  test("Recent Sessions lists the first 10 sessions in five columns", async () => {
    const view = renderDemo();
    await view.findByRole("heading", { name: "Recent Sessions" }, LOADED);
    const region = view.getByRole("region", { name: "Recent sessions table" });
    const headers = within(region)
      .getAllByRole("columnheader")
      .map((cell) => cell.textContent);
    expect(headers).toEqual(["Date", "Subject", "Duration", "Start Time", "End Time"]);
    const rows = within(region).getAllByRole("row").slice(1);
    expect(rows).toHaveLength(Math.min(10, demo.sessions.length));
    const first = demo.sessions[0]!;
    const subjectName = demo.mastery.subjects.find((subject) => subject.subject_id === first.subject_id)?.name;
    expect(within(rows[0]!).getAllByRole("cell")[1]!.textContent).toBe(subjectName!);
    expect(within(rows[0]!).getAllByRole("cell")[2]!.textContent).toBe(formatDuration(first.duration_seconds));
  });

  test("the progress chart has a text alternative with every day's percent", async () => {
    const view = renderDemo();
    await view.findByRole("heading", { name: "Learning Progress Timeline" }, LOADED);
    const figure = view.getByRole("figure");
    expect(within(figure).getByText(/^Average mastery over \d+ days of learning/)).toBeTruthy();
    const table = within(figure).getByRole("table", { name: "Average mastery per date" });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows).toHaveLength(demo.mastery.progress.length);
    const last = demo.mastery.progress.at(-1)!;
    expect(rows.at(-1)!.textContent).toContain(`${Math.round(last.average_mastery * 100)}%`);
    // happy-dom has no 2D canvas, so uPlot cannot draw here: the table is then shown to everyone.
    if (document.createElement("canvas").getContext("2d") === null) {
      await view.findByText("The chart could not be drawn; here are its figures.");
      expect(table.classList.contains("bl-visually-hidden")).toBe(false);
    }
  });
});

describe("Your Subjects", () => {
  test("one card is open at a time, and clicking the open one closes it", async () => {
    const view = renderDemo();
    await view.findByRole("heading", { name: "Your Subjects" }, LOADED);
    const algebra = view.getByRole("button", { name: "Algebra I" });
    const biology = view.getByRole("button", { name: "Cell Biology" });
    expect(algebra.getAttribute("aria-expanded")).toBe("false");

    fireEvent.click(algebra);
    expect(algebra.getAttribute("aria-expanded")).toBe("true");
    expect(view.getAllByRole("button", { name: "Tutoring Chat Overview" })).toHaveLength(1);

    fireEvent.click(biology);
    expect(algebra.getAttribute("aria-expanded")).toBe("false");
    expect(biology.getAttribute("aria-expanded")).toBe("true");
    expect(view.getAllByRole("button", { name: "Tutoring Chat Overview" })).toHaveLength(1);

    fireEvent.click(biology);
    expect(biology.getAttribute("aria-expanded")).toBe("false");
    expect(view.queryByRole("button", { name: "Tutoring Chat Overview" })).toBeNull();
  });

  test("a card shows its mastery bar with the band's label, time, flashcards and topics", async () => {
    const view = renderDemo();
    await view.findByRole("heading", { name: "Your Subjects" }, LOADED);
    const card = view.getByRole("button", { name: "Algebra I" }).closest("li")!;
    const bar = within(card).getByRole("progressbar", { name: "Algebra I mastery" });
    const percent = Number(bar.getAttribute("aria-valuenow"));
    const pill = card.querySelector(".dash-subject-mastery .dash-pill")!;
    const expected = percent >= 85 ? "Mastered" : percent >= 60 ? "In Progress" : "Needs Work";
    expect(pill.textContent).toContain(expected);
    for (const term of ["Time spent", "Flashcards", "Topics", "Average flashcard mastery"])
      expect(within(card).getByText(term)).toBeTruthy();
  });

  test("the tutoring overview opens topics into sections, then concepts with steps", async () => {
    const view = renderDemo();
    await view.findByRole("heading", { name: "Your Subjects" }, LOADED);
    fireEvent.click(view.getByRole("button", { name: "Algebra I" }));
    expect(view.getByRole("button", { name: "Tutoring Chat Overview" }).getAttribute("aria-expanded")).toBe("true");
    const topic = await view.findByRole(
      "button",
      { name: /^Solving Linear Equations — 3 sections, 6 concepts/ },
      LOADED,
    );
    // The year is written only when the activity was in another year (a demo seeded in early January).
    expect(topic.textContent).toMatch(/Last activity: [A-Z][a-z]{2} \d{1,2}, (\d{4}, )?\d{2}:\d{2}/);
    expect(topic.querySelector(".dash-pill")!.className).toMatch(/dash-tone-(green|yellow|orange|red)/);

    fireEvent.click(topic);
    expect(topic.getAttribute("aria-expanded")).toBe("true");
    const section = view.getByRole("button", { name: /^One-Step Equations — \d+ concepts?/ });
    fireEvent.click(section);
    const concepts = view.container.querySelectorAll(".dash-concept");
    expect(concepts.length).toBeGreaterThan(0);
    expect([...concepts].some((concept) => /\d+ interactions?/.test(concept.textContent ?? ""))).toBe(true);
    expect(view.getAllByRole("list", { name: /^Steps completed for / }).length).toBeGreaterThan(0);
  });

  test("the progress map shows chips cut at 15 characters with the full label and percent as tooltip", async () => {
    const view = renderDemo();
    await view.findByRole("heading", { name: "Your Subjects" }, LOADED);
    fireEvent.click(view.getByRole("button", { name: "Algebra I" }));
    const toggle = view.getByRole("button", { name: "Hierarchical Progress Map" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    const chips = [...view.container.querySelectorAll<HTMLElement>(".dash-map .dash-chip")];
    expect(chips.length).toBeGreaterThan(0);
    for (const chip of chips) {
      const [label, percent] = chip.title.split(/: (?=\d+%$)/);
      expect(percent).toMatch(/^\d+%$/);
      const shown = chip.querySelector("[aria-hidden]")!.textContent!;
      expect(shown).toBe(label!.length > 15 ? `${label!.slice(0, 15)}...` : label!);
      expect(chip.className).toMatch(/dash-tone-(green|yellow|red)/);
      expect(chip.textContent).toContain(chip.title);
    }
    expect(chips.some((chip) => chip.title.split(": ")[0]!.length > 15)).toBe(true);
  });

  test("the learning path lists concept, topic → section, percent and date", async () => {
    const view = renderDemo();
    await view.findByRole("heading", { name: "Your Subjects" }, LOADED);
    fireEvent.click(view.getByRole("button", { name: "Algebra I" }));
    fireEvent.click(view.getByRole("button", { name: "Learning Path Timeline" }));
    const items = [...view.container.querySelectorAll(".dash-path li")];
    expect(items.length).toBeGreaterThan(0);
    expect(items[0]!.textContent).toMatch(/ → .+\d+% mastery/);
    expect(items[0]!.querySelector("time")).toBeTruthy();
    expect(items[0]!.querySelector(".dash-dot")!.className).toMatch(/dash-tone-(green|yellow|red)/);
  });
});

describe("a new student", () => {
  test("sees every empty text and the offer", async () => {
    const { user, token } = await api.createUser({ subscriptionStatus: "none", name: "New Student" });
    const { view } = renderWidget(token, profileOf(user));
    await view.findByText("No subjects found. Start learning to see your progress!", {}, LOADED);
    expect(view.getByText("No timeline data available")).toBeTruthy();
    expect(view.getByText("No recent sessions available")).toBeTruthy();
    expect(view.queryByRole("figure")).toBeNull();
    expect(view.getByRole("button", { name: "Start Free Trial" })).toBeTruthy();
    expect(summaryValue(view, "Average Mastery")).toBe("0%");
    expect(summaryValue(view, "Total Time Spent")).toBe("0m");
    expect(summaryValue(view, "Flashcards Completed")).toBe("0 / 0");
    expect(summaryValue(view, "Total Sessions")).toBe("0");
  });

  test("with a subject but no learning yet, the three sections say so", async () => {
    const { user, token } = await api.createUser({ subscriptionStatus: "active" });
    await api.call("/api/subjects", { method: "POST", token, json: { name: "Chemistry" } });
    const { view } = renderWidget(token, profileOf(user));
    fireEvent.click(await view.findByRole("button", { name: "Chemistry" }, LOADED));
    await view.findByText("No tutoring chat data available for Chemistry", {}, LOADED);
    fireEvent.click(view.getByRole("button", { name: "Hierarchical Progress Map" }));
    expect(view.getByText("No hierarchical mastery data available for this subject.")).toBeTruthy();
    expect(view.getByText("Start learning to see your progress breakdown.")).toBeTruthy();
    fireEvent.click(view.getByRole("button", { name: "Learning Path Timeline" }));
    expect(view.getByText("No learning path timeline data available for this subject.")).toBeTruthy();
    expect(view.getByText("Complete some learning sessions to see your timeline.")).toBeTruthy();
  });
});

describe("the host", () => {
  test("without a user, the widget loads the profile; without signOut, there is no Logout", async () => {
    const { view } = renderWidget(demo.token, null);
    await view.findByText("Welcome back, Maya Chen!", {}, LOADED);
    await view.findByRole("heading", { name: "Your Subjects" }, LOADED);
    expect(view.queryByRole("button", { name: "Logout" })).toBeNull();
  });
});

describe("the load rules (spec §4 Dashboard load, §8)", () => {
  test("a core failure shows the server's sentence and none of the data", async () => {
    fail({ status: 503, error: "The analytics store is resting. Try again soon." }, "/mastery");
    const { view } = renderWidget(demo.token, demo.user);
    const alert = await view.findByRole("alert", {}, LOADED);
    expect(alert.textContent).toContain("The analytics store is resting. Try again soon.");
    expect(view.queryByRole("heading", { name: "Your Subjects" })).toBeNull();
    expect(view.queryByRole("list", { name: "Summary" })).toBeNull();
    expect(view.queryByRole("table")).toBeNull();
    // The header stays.
    expect(view.getByRole("heading", { level: 1, name: "Your Learning Dashboard" })).toBeTruthy();
  });

  test("a core failure without a sentence says 'Failed to load dashboard data'", async () => {
    fail({ status: 500 }, "/mastery");
    const { view } = renderWidget(demo.token, demo.user);
    expect((await view.findByRole("alert", {}, LOADED)).textContent).toContain("Failed to load dashboard data");
  });

  test("the subject list is core too", async () => {
    fail({ status: 500 }, "/subject-cards");
    const { view } = renderWidget(demo.token, demo.user);
    expect((await view.findByRole("alert", {}, LOADED)).textContent).toContain("Failed to fetch subject cards");
    expect(view.queryByRole("heading", { name: "Your Subjects" })).toBeNull();
  });

  test("someone else's dashboard is a 404 with the server's sentence", async () => {
    const { view } = renderWidget(demo.token, { ...demo.user, id: "someone-else" });
    expect((await view.findByRole("alert", {}, LOADED)).textContent).toContain("That student was not found.");
  });

  test("optional failures fall back to empty and the rest still shows", async () => {
    fail(
      { status: 408, error: "Request timeout" },
      "/hierarchical-mastery",
      "/learning-path-timeline",
      "/session-duration-from-turns",
      "/flashcard-metrics",
    );
    const { view } = renderWidget(demo.token, demo.user);
    await view.findByRole("heading", { name: "Your Subjects" }, LOADED);
    expect(view.queryByRole("alert")).toBeNull();
    expect(summaryValue(view, "Average Mastery")).toBe(`${averageMasteryPercent(demo.mastery.subjects)}%`);
    expect(summaryValue(view, "Flashcards Completed")).toBe("0 / 0");
    expect(summaryValue(view, "Total Sessions")).toBe("0");
    expect(view.getByText("No recent sessions available")).toBeTruthy();
    expect(view.getByRole("figure")).toBeTruthy();

    fireEvent.click(view.getByRole("button", { name: "Algebra I" }));
    await view.findByRole("button", { name: /^Solving Linear Equations/ }, LOADED);
    fireEvent.click(view.getByRole("button", { name: "Hierarchical Progress Map" }));
    expect(view.getByText("No hierarchical mastery data available for this subject.")).toBeTruthy();
    fireEvent.click(view.getByRole("button", { name: "Learning Path Timeline" }));
    expect(view.getByText("No learning path timeline data available for this subject.")).toBeTruthy();
  });

  test("a failed tutoring overview shows its empty text", async () => {
    const algebra = demo.mastery.subjects.find((subject) => subject.name === "Algebra I")!;
    fail({ status: 500, error: "The overview is unavailable." }, `/tutoring-chat-overview/${algebra.subject_id}`);
    const { view } = renderWidget(demo.token, demo.user);
    fireEvent.click(await view.findByRole("button", { name: "Algebra I" }, LOADED));
    await view.findByText("No tutoring chat data available for Algebra I", {}, LOADED);
    expect(view.queryByRole("alert")).toBeNull();
  });
});

describe("dates in the one format (issue 36)", () => {
  test("Recent Sessions writes dates and times as the rest of Bloom does: short date, hour and minute, no seconds", async () => {
    const view = renderDemo();
    await view.findByRole("heading", { name: "Recent Sessions" }, LOADED);
    const region = view.getByRole("region", { name: "Recent sessions table" });
    const first = demo.sessions[0]!;
    const cells = within(within(region).getAllByRole("row")[1]!)
      .getAllByRole("cell")
      .map((cell) => cell.textContent);
    expect(cells[0]).toBe(formatDate(first.session_start));
    expect(cells[3]).toBe(formatTime(first.session_start));
    expect(cells[4]).toBe(formatTime(first.session_end));
    expect(cells[3]).toMatch(/^\d{2}:\d{2}$/);
  });
});
