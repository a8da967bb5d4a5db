import { afterAll, describe, expect, test } from "bun:test";
import { ltiContexts, seatRequests } from "../../../../api/src/db/schema";
import { newId } from "../../../../api/src/ids";
import { startTestApi } from "../../../../api/test/harness";
import { createTestDistrict, openTutoringSession, sendChat } from "../../../../api/test/school";
import { fireEvent, render, setUpDom, within } from "../../../../packages/ui/test/dom";
import { profileOf, testHost } from "../test-support";
import DashboardWidget from "../Widget";

/** Opens a class's students unless they show already (the course a teacher launched from last opens by itself). */
async function openClass(section: HTMLElement, title: string): Promise<void> {
  const heading = await within(section).findByRole(
    "heading",
    { level: 4, name: new RegExp(`^(Show|Hide) ${title}$`) },
    { timeout: 8000 },
  );
  const toggle = within(heading).getByRole("button");
  if (toggle.getAttribute("aria-expanded") === "false") fireEvent.click(toggle);
}

/**
 * The adults' part of the dashboard on happy-dom against the real API: the alert badge and inbox,
 * an alert with its flagged message and what to do about it, the class table with students who
 * need an adult first, a student's chat read-only, and a district admin's settings and audit log.
 */

setUpDom();
const api = await startTestApi();
afterAll(() => api.close());

const LOADED = { timeout: 8000 };
const district = await createTestDistrict(api, "Cedar District", 2);
const [amira, ben] = district.students;
const crisis = "i keep thinking about ending my life";
const amiraSession = await openTutoringSession(api, amira!.token);
await sendChat(api, amira!.token, amiraSession.id, crisis);
const benSession = await openTutoringSession(api, ben!.token, "Algebra I", "Solving Linear Equations");
await sendChat(api, ben!.token, benSession.id, "x is 6");

function renderAs(person: { user: Parameters<typeof profileOf>[0]; token: string }, initial?: Record<string, string>) {
  const { host } = testHost(api.url, person.token, profileOf(person.user));
  return render(<DashboardWidget host={host} initial={initial} />);
}

describe("a course's teacher", () => {
  test("sees the badge, opens the critical alert with the flagged message, and resolves it with a note", async () => {
    const view = renderAs(district.teacher);
    const section = await view.findByRole("region", { name: "Student safety" }, LOADED);
    // The badge replaces the spinner (also a status) once the counts arrive.
    const badge = await within(section).findByText("1 open alert, 1 critical", {}, LOADED);
    expect(badge.getAttribute("role")).toBe("status");
    fireEvent.click(await within(section).findByRole("button", { name: /Suicide risk/ }, LOADED));
    const alert = await within(section).findByRole("article", {}, LOADED);
    expect(within(alert).getByText(crisis)).toBeTruthy();
    expect(alert.textContent).toContain("Please check on this student today");
    expect(alert.textContent).toContain("Course teacher");
    fireEvent.change(within(alert).getByLabelText("Note (optional when resolving)"), {
      target: { value: "Counselor met Amira." },
    });
    fireEvent.click(within(alert).getByRole("button", { name: "Resolve" }));
    await within(section).findByRole("button", { name: "Reopen" }, LOADED);
    const notes = within(section).getByRole("list", { name: "Notes" });
    expect(notes.textContent).toContain("resolved it");
    expect(notes.textContent).toContain("Counselor met Amira.");
  });

  test("the class lists students who need an adult first, and a student's chat opens read-only with the flag", async () => {
    // A second alert, still open, for Ben.
    await sendChat(api, ben!.token, benSession.id, "my stepdad hits me when he's angry and i'm scared to go home");
    const view = renderAs(district.teacher);
    const section = await view.findByRole("region", { name: "Student safety" }, LOADED);
    await openClass(section, "Biology 101");
    const table = await within(section).findByRole("table", {}, LOADED);
    const names = within(table)
      .getAllByRole("rowheader")
      .map((cell) => cell.textContent);
    expect(names[0]).toBe(ben!.user.name);
    fireEvent.click(within(table).getByRole("button", { name: ben!.user.name }));
    fireEvent.click(
      await within(section).findByRole("button", { name: /Algebra I → Solving Linear Equations/ }, LOADED),
    );
    const conversation = await within(section).findByRole(
      "region",
      { name: "Conversation on Solving Linear Equations" },
      LOADED,
    );
    expect(conversation.textContent).toContain("Flagged: Abuse disclosure (critical)");
    expect(conversation.querySelectorAll(".is-flagged")).toHaveLength(1);
  });

  test("a class with someone waiting for a licence seat says so above the table", async () => {
    const waiting = await api.createUser({ role: "student", name: "No Seat", districtId: district.districtId });
    await api.ctx.database.write((tx) =>
      tx.insert(seatRequests).values({
        contextRowId: district.courseId,
        userId: waiting.user.id,
        districtId: district.districtId,
        firstAt: Date.now(),
        lastAt: Date.now(),
      }),
    );
    const view = renderAs(district.teacher);
    const section = await view.findByRole("region", { name: "Student safety" }, LOADED);
    await openClass(section, "Biology 101");
    const notice = await within(section).findByText(
      /1 person opened Bloom from this course but could not use it/,
      {},
      LOADED,
    );
    expect(notice.closest("[role=status]")).toBeTruthy();
  });

  test("a class of more than 50 students shows 50 at a time, with the class's totals and working page buttons", async () => {
    const big = await createTestDistrict(api, "Spruce District", 53);
    const view = renderAs(big.teacher);
    const section = await view.findByRole("region", { name: "Student safety" }, LOADED);
    await openClass(section, "Biology 101");
    const table = await within(section).findByRole("table", {}, LOADED);
    expect(within(table).getAllByRole("rowheader")).toHaveLength(50);
    expect(within(section).getByText("53 students")).toBeTruthy();
    const pages = within(section).getByRole("navigation", { name: "Pages of Biology 101" });
    const previous = within(pages).getByRole<HTMLButtonElement>("button", { name: "Previous page" });
    const next = within(pages).getByRole<HTMLButtonElement>("button", { name: "Next page" });
    expect(within(pages).getByRole("status").textContent).toBe("Page 1 of 2");
    expect(previous.disabled).toBe(true);
    const firstPage = within(table)
      .getAllByRole("rowheader")
      .map((cell) => cell.textContent);

    fireEvent.click(next);
    await within(pages).findByText("Page 2 of 2", {}, LOADED);
    const secondPage = within(section)
      .getAllByRole("rowheader")
      .map((cell) => cell.textContent);
    expect(secondPage).toHaveLength(3);
    // Together the pages are the class, each student once.
    expect(new Set([...firstPage, ...secondPage]).size).toBe(53);
    expect(next.disabled).toBe(true);

    fireEvent.click(previous);
    await within(pages).findByText("Page 1 of 2", {}, LOADED);
    expect(within(section).getAllByRole("rowheader")).toHaveLength(50);
    expect(previous.disabled).toBe(true);
    expect(next.disabled).toBe(false);
  });

  test("an alert's link (/alerts/:id) opens that alert", async () => {
    const inbox = await api.call("/api/safety/alerts", { token: district.teacher.token });
    const id = inbox.body.alerts[0].id;
    const view = renderAs(district.teacher, { alert: id });
    const alert = await view.findByRole("article", {}, LOADED);
    expect(alert.textContent).toContain(inbox.body.alerts[0].categoryLabel);
  });
});

describe("a student", () => {
  test("sees no safety part at all", async () => {
    const view = renderAs(amira!);
    await view.findByRole("heading", { name: "Your Subjects" }, LOADED);
    expect(view.queryByRole("region", { name: "Student safety" })).toBeNull();
  });
});

describe("a district admin", () => {
  test("sets a safety contact and a help line, and reads the audit log", async () => {
    const view = renderAs(district.districtAdmin);
    const section = await view.findByRole("region", { name: "Student safety" }, LOADED);
    // The admin panels load on demand, after the section itself.
    fireEvent.click(await within(section).findByRole("button", { name: "Show safety settings" }, LOADED));
    fireEvent.click(await within(section).findByRole("button", { name: "Add a contact" }, LOADED));
    fireEvent.change(within(section).getByLabelText("Name"), { target: { value: "Dana Lee" } });
    fireEvent.change(within(section).getByLabelText("Email"), { target: { value: "safeguarding@cedar.test" } });
    fireEvent.change(within(section).getByLabelText("Abuse"), {
      target: { value: "Call Cedar Family Line at 555-0100." },
    });
    fireEvent.click(within(section).getByRole("button", { name: "Save safety settings" }));
    await within(section).findByText("Safety settings saved.", {}, LOADED);
    const saved = await api.call("/api/safety/settings", { token: district.districtAdmin.token });
    expect(saved.body.contacts).toEqual([{ name: "Dana Lee", email: "safeguarding@cedar.test" }]);
    expect(saved.body.helpLines.abuse).toBe("Call Cedar Family Line at 555-0100.");

    fireEvent.click(within(section).getByRole("button", { name: "Show AI model health" }));
    await within(section).findByText(/^Not connected:/, {}, LOADED);

    fireEvent.click(within(section).getByRole("button", { name: "Show audit log" }));
    const log = await within(section).findByRole("list", { name: "Audit log" }, LOADED);
    expect(log.textContent).toContain("read a tutoring chat of");
  });
});

describe("a district admin of 60 classes", () => {
  test("pages through the classes 50 at a time and finds one by its name", async () => {
    const big = await createTestDistrict(api, "Aspen District", 1);
    const course = (await api.ctx.database.read.select().from(ltiContexts)).find((row) => row.id === big.courseId);
    await api.ctx.database.write((tx) =>
      tx.insert(ltiContexts).values(
        Array.from({ length: 58 }, (_, index) => ({
          id: newId(),
          registrationId: course!.registrationId,
          contextId: `aspen-${index}`,
          title: index === 41 ? "Geometry 10% group" : `Course ${String(index + 1).padStart(2, "0")}`,
          districtId: big.districtId,
          schoolId: big.schoolId,
        })),
      ),
    );
    const view = renderAs(big.districtAdmin);
    const section = await view.findByRole("region", { name: "Student safety" }, LOADED);
    const classNames = () =>
      [...section.querySelectorAll(".dash-classes > li")].map((item) =>
        item.querySelector("button")!.textContent!.replace(/^Show /, ""),
      );
    const pages = await within(section).findByRole("navigation", { name: "Pages of your classes" }, LOADED);
    expect(within(section).getByText("60 classes")).toBeTruthy();
    expect(within(pages).getByRole("status").textContent).toBe("Page 1 of 2");
    const previous = within(pages).getByRole<HTMLButtonElement>("button", { name: "Previous page" });
    const next = within(pages).getByRole<HTMLButtonElement>("button", { name: "Next page" });
    expect(previous.disabled).toBe(true);
    const firstPage = classNames();
    expect(firstPage).toHaveLength(50);
    expect(firstPage.slice(0, 3)).toEqual(["Biology 101", "Algebra 2", "Course 01"]);

    fireEvent.click(next);
    await within(pages).findByText("Page 2 of 2", {}, LOADED);
    const secondPage = classNames();
    expect(secondPage).toHaveLength(10);
    expect(new Set([...firstPage, ...secondPage]).size).toBe(60);
    expect(next.disabled).toBe(true);
    expect(previous.disabled).toBe(false);

    const search = within(section).getByLabelText("Find a class by name");
    fireEvent.change(search, { target: { value: " 10% " } });
    fireEvent.click(within(section).getByRole("button", { name: "Search" }));
    await within(section).findByText("1 class with “10%” in the name.", {}, LOADED);
    expect(classNames()).toEqual(["Geometry 10% group"]);
    expect(within(section).queryByRole("navigation", { name: "Pages of your classes" })).toBeNull();

    fireEvent.change(search, { target: { value: "Chemistry" } });
    fireEvent.submit(search.closest("form")!);
    await within(section).findByText("No classes have “Chemistry” in their name.", {}, LOADED);
    expect(classNames()).toEqual([]);

    fireEvent.click(within(section).getByRole("button", { name: "Show all classes" }));
    const again = await within(section).findByRole("navigation", { name: "Pages of your classes" }, LOADED);
    expect(within(again).getByRole("status").textContent).toBe("Page 1 of 2");
    expect(classNames()).toEqual(firstPage);
    expect((within(section).getByLabelText("Find a class by name") as HTMLInputElement).value).toBe("");
  });
});
