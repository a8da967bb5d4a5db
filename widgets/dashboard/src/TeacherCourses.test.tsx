import { afterAll, afterEach, describe, expect, test } from "bun:test";
import type { UserProfile } from "@bloom/api/models";
import { organisations } from "../../../api/src/db/schema";
import { newId } from "../../../api/src/ids";
import { startTestApi } from "../../../api/test/harness";
import { LTI_CLAIM, people, readPageData, startTestPlatform } from "../../../lti-provider/test/platform";
import { fireEvent, render, setUpDom, within } from "../../../packages/ui/test/dom";
import { NO_ROSTER } from "./CourseRoster";
import { profileOf, startGateway, testHost } from "./test-support";
import DashboardWidget from "./Widget";

/**
 * A teacher's page on happy-dom against the real API, with a test LMS on 127.0.0.1 that launches
 * people into courses and serves their rosters over Names and Role Provisioning, as in
 * api/src/modules/lti/index.test.ts. The widget talks to the API through a gateway that records
 * (and can fail) its requests.
 */

setUpDom();
const platform = await startTestPlatform();
const api = await startTestApi();
const gateway = startGateway(api);
platform.setTool({ toolUrl: api.url });
afterEach(() => {
  gateway.failing.clear();
  gateway.requests.length = 0;
});
afterAll(async () => {
  gateway.close();
  await api.close();
  await platform.stop();
});

const LOADED = { timeout: 8000 };
const LMS_DOWN = "Your learning platform did not send the class roster. Please try again in a few minutes.";

const BIOLOGY = "course-bio-101";
const CHEMISTRY = "course-chem-201";
const ART = "course-art-301";
const ada = people.student({ sub: "lms-student-1", name: "Ada Lovelace", email: "ada@district.example" });
// "alan" in lower case: names sort without regard to case.
const classmates = [
  people.student({ sub: "lms-student-2", name: "Grace Hopper", email: "grace@district.example" }),
  people.student({ sub: "lms-student-3", name: "alan Turing", email: "alan@district.example" }),
  people.student({ sub: "lms-student-4", name: "Katherine Johnson", email: "katherine@district.example" }),
];
const teacher = people.teacher({ sub: "lms-teacher-1", name: "Ms. Rivera", email: "rivera@district.example" });

async function launch(options: Parameters<typeof platform.launch>[0]): Promise<string> {
  const launched = await platform.launch(options);
  expect(launched.status).toBe(200);
  return readPageData<{ token: string }>(launched.html).token;
}

async function profile(token: string): Promise<UserProfile> {
  return (await api.call("/api/auth/me", { token })).body as UserProfile;
}

// A district registers the test LMS; its teacher then opens Bloom from three courses.
const districtId = newId();
await api.ctx.database.write((tx) =>
  tx.insert(organisations).values({ id: districtId, kind: "district", name: "Riverside Unified" }),
);
const { token: adminToken } = await api.createUser({ role: "admin", districtId, name: "District Admin" });
const registered = await api.call("/api/lti/registrations", {
  method: "POST",
  token: adminToken,
  json: {
    name: "Test LMS",
    issuer: platform.issuer,
    clientId: platform.clientId,
    authLoginUrl: platform.authUrl,
    authTokenUrl: platform.tokenUrl,
    jwksUrl: platform.jwksUrl,
  },
});
expect(registered.status).toBe(201);

platform.addCourse({ id: BIOLOGY, title: "Biology 101", members: [teacher, ...classmates, ada] });
platform.addCourse({ id: CHEMISTRY, title: "Chemistry 201", members: [ada, teacher] });
platform.addCourse({ id: ART, title: "Art 301", members: [teacher] });
const adaToken = await launch({ person: ada, courseId: BIOLOGY });
const teacherToken = await launch({ person: teacher, courseId: BIOLOGY });
// Chemistry's launch names a roster address the LMS does not serve (a course since deleted), so reading it fails.
const brokenRoster = {
  context_memberships_url: `${platform.url}/courses/course-deleted/memberships`,
  service_versions: ["2.0"],
};
await launch({ person: teacher, courseId: CHEMISTRY, claims: { [LTI_CLAIM.nrps]: brokenRoster } });
// Art's launch carries no roster service at all.
await launch({ person: teacher, courseId: ART, nrps: false });

/** Renders the widget with `token`; `user` null makes it load the profile itself, as in an LMS frame. */
function renderWidget(token: string, user: UserProfile | null) {
  const { host } = testHost(gateway.url, token, user);
  return render(<DashboardWidget host={host} />);
}

type View = ReturnType<typeof renderWidget>;

/** A class's item, found by its disclosure heading ("Show Biology 101" or "Hide Biology 101"). */
async function courseItem(view: View, title: string): Promise<HTMLElement> {
  const heading = await view.findByRole("heading", { level: 4, name: new RegExp(`^(Show|Hide) ${title}$`) }, LOADED);
  return heading.closest("li")!;
}

describe("a teacher launched from the LMS", () => {
  test("lands on a teacher's page: no learner's statistics, offer or product codes", async () => {
    const view = renderWidget(teacherToken, null);
    await view.findByRole("heading", { level: 1, name: "Your classes and students" }, LOADED);
    await courseItem(view, "Biology 101");
    expect(view.queryByRole("heading", { name: "Your Learning Dashboard" })).toBeNull();
    expect(view.queryByRole("list", { name: "Summary" })).toBeNull();
    expect(view.queryByRole("heading", { name: "Your Subjects" })).toBeNull();
    expect(view.queryByText(/No subjects found/)).toBeNull();
    expect(view.queryByText(/free trial|Subscribe|Subscription/)).toBeNull();
    // The platform's registration name is no part of a course's name.
    expect(view.queryByText("Test LMS")).toBeNull();
    // One list of classes, with the safety alerts above it.
    expect(view.getAllByRole("heading", { name: "Your classes" })).toHaveLength(1);
    const alerts = view.getByRole("heading", { level: 3, name: "Safety alerts" });
    const classes = view.getByRole("heading", { level: 3, name: "Your classes" });
    expect(alerts.compareDocumentPosition(classes) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  test("the course launched from last comes first and open; another opens on its students, then its platform roster", async () => {
    const view = renderWidget(teacherToken, null);
    const art = await courseItem(view, "Art 301");
    const items = [...art.parentElement!.children].map((item) => item.querySelector("h4")?.textContent);
    expect(items[0]).toBe("Hide Art 301");
    expect(items.slice(1).sort()).toEqual(["Show Biology 101", "Show Chemistry 201"]);
    expect(within(art).getByText(NO_ROSTER)).toBeTruthy();

    const biology = await courseItem(view, "Biology 101");
    fireEvent.click(within(biology).getByRole("button", { name: "Show Biology 101" }));
    await within(biology).findByRole("region", { name: "Students of Biology 101" }, LOADED);
    expect(within(biology).getByRole("button", { name: "Ada Lovelace" })).toBeTruthy();

    const rosterRequests = platform.rosterRequests.length;
    const toggle = within(biology).getByRole("button", { name: "Show class roster" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(document.getElementById(toggle.getAttribute("aria-describedby")!)?.textContent).toBe("Biology 101");
    // Nothing is read from the LMS until the roster is opened.
    expect(platform.rosterRequests.length).toBe(rosterRequests);
    expect(gateway.requests.some((request) => request.endsWith("/roster"))).toBe(false);

    fireEvent.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    expect(toggle.textContent).toBe("Hide class roster");

    const table = await within(biology).findByRole("table", { name: "Class roster of Biology 101, 5 people" }, LOADED);
    expect(platform.rosterRequests.length).toBeGreaterThan(rosterRequests);
    expect(table.querySelector("caption")?.textContent).toBe("Class roster of Biology 101, 5 people");
    expect(within(biology).getByRole("region", { name: "Class roster of Biology 101, 5 people" }).tabIndex).toBe(0);
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Name", "Email", "Role", "Status", "Bloom"]);
    const rows = within(table)
      .getAllByRole("row")
      .slice(1)
      .map((row) => [...row.children].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ["Ada Lovelace", "ada@district.example", "Student", "Active", "Uses Bloom"],
      ["alan Turing", "alan@district.example", "Student", "Active", "Not yet"],
      ["Grace Hopper", "grace@district.example", "Student", "Active", "Not yet"],
      ["Katherine Johnson", "katherine@district.example", "Student", "Active", "Not yet"],
      ["Ms. Rivera", "rivera@district.example", "Teacher", "Active", "Uses Bloom"],
    ]);

    fireEvent.click(toggle);
    expect(toggle.textContent).toBe("Show class roster");
    expect(within(biology).queryByRole("table", { name: /Class roster/ })).toBeNull();
  });

  test("a roster the LMS fails to send shows the server's sentence, and Try again reads it again", async () => {
    const view = renderWidget(teacherToken, await profile(teacherToken));
    const chemistry = await courseItem(view, "Chemistry 201");
    fireEvent.click(within(chemistry).getByRole("button", { name: "Show Chemistry 201" }));
    fireEvent.click(within(chemistry).getByRole("button", { name: "Show class roster" }));
    const alert = await within(chemistry).findByRole("alert", {}, LOADED);
    expect(alert.textContent).toContain(LMS_DOWN);
    expect(within(chemistry).queryByRole("table", { name: /Class roster/ })).toBeNull();

    // The next launch from the course brings the right roster address.
    await launch({ person: teacher, courseId: CHEMISTRY });
    fireEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    // Focus stays in the roster's panel while the banner and its button are replaced.
    expect(document.activeElement?.classList.contains("dash-roster")).toBe(true);
    const table = await within(chemistry).findByRole(
      "table",
      { name: "Class roster of Chemistry 201, 2 people" },
      LOADED,
    );
    expect(
      within(table)
        .getAllByRole("rowheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Ada Lovelace", "Ms. Rivera"]);
  });

  test("without a sentence from the server, the roster error says 'Failed to load the class roster.'", async () => {
    const view = renderWidget(teacherToken, await profile(teacherToken));
    const biology = await courseItem(view, "Biology 101");
    if (within(biology).queryByRole("button", { name: "Show Biology 101" }))
      fireEvent.click(within(biology).getByRole("button", { name: "Show Biology 101" }));
    gateway.failing.set("/roster", { status: 500 });
    fireEvent.click(within(biology).getByRole("button", { name: "Show class roster" }));
    expect((await within(biology).findByRole("alert", {}, LOADED)).textContent).toContain(
      "Failed to load the class roster.",
    );
  });

  test("a failed course list says so with Try again, and the classes still show", async () => {
    gateway.failing.set("/api/lti/courses", { status: 503, error: "Courses are resting. Try again soon." });
    const view = renderWidget(teacherToken, await profile(teacherToken));
    const section = await view.findByRole("region", { name: "Your courses" }, LOADED);
    expect((await within(section).findByRole("alert", {}, LOADED)).textContent).toContain(
      "Courses are resting. Try again soon.",
    );
    await courseItem(view, "Biology 101");
    expect(view.queryByRole("button", { name: "Show class roster" })).toBeNull();

    gateway.failing.clear();
    fireEvent.click(within(section).getByRole("button", { name: "Try again" }));
    await view.findAllByRole("button", { name: "Show class roster" }, LOADED);
  });
});

describe("without courses", () => {
  test.each([
    ["a teacher", "teacher"],
    ["an admin", "admin"],
  ] as const)("%s sees the empty text on the learning dashboard of the spec", async (_who, role) => {
    const { user, token } = await api.createUser({ role, districtId });
    const view = renderWidget(token, profileOf(user));
    await view.findByText(
      "No courses yet. Open Bloom from a course in your learning platform and it will appear here.",
      {},
      LOADED,
    );
    // Someone who teaches no course through an LMS keeps the spec's dashboard (a teacher's page is for LMS classes).
    expect(view.getByRole("heading", { level: 1, name: "Your Learning Dashboard" })).toBeTruthy();
    expect(view.queryByRole("button", { name: "Show class roster" })).toBeNull();
  });
});

describe("a student", () => {
  test("sees no 'Your courses' and never asks for courses", async () => {
    const view = renderWidget(adaToken, null);
    await view.findByRole("heading", { name: "Your Subjects" }, LOADED);
    expect(view.queryByRole("heading", { name: "Your classes and students" })).toBeNull();
    expect(view.queryByText("Show class roster")).toBeNull();
    expect(gateway.requests).toContain("GET /api/auth/me");
    expect(gateway.requests.filter((request) => request.includes("/api/lti/"))).toEqual([]);
  });
});
