import { afterAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { startTestApi } from "../../../test/harness";
import { concepts, sections, topics } from "../../db/schema";
import { newId } from "../../ids";

const api = await startTestApi();
afterAll(() => api.close());

async function createSubject(token: string, name: string) {
  return api.call("/api/subjects", { method: "POST", token, json: { name } });
}

describe("subjects", () => {
  test("create, list and delete", async () => {
    const { token } = await api.createUser();
    const created = await createSubject(token, "  Algebra   I ");
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: "Algebra I", label: "Algebra I" });
    expect(created.body.subject_id).toBe(created.body.id);

    await createSubject(token, "Chemistry");
    const list = await api.call("/api/subjects", { token });
    expect(list.status).toBe(200);
    expect(list.body.map((s: { name: string }) => s.name)).toEqual(["Algebra I", "Chemistry"]);

    const removed = await api.call(`/api/subjects/${created.body.id}`, { method: "DELETE", token });
    expect(removed.status).toBe(204);
    const after = await api.call("/api/subjects", { token });
    expect(after.body.map((s: { name: string }) => s.name)).toEqual(["Chemistry"]);
  });

  test("the same name in any letter case returns the existing subject", async () => {
    const { token } = await api.createUser();
    const first = await createSubject(token, "Biology");
    const again = await createSubject(token, "  biology ");
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(first.body.id);
    expect((await api.call("/api/subjects", { token })).body).toHaveLength(1);
  });

  test("names are validated with clear messages", async () => {
    const { token } = await api.createUser();
    const cases: [unknown, string][] = [
      [{ name: "   " }, "Please enter a subject name."],
      [{ name: "" }, "Please enter a subject name."],
      [{ name: "x".repeat(101) }, "Please enter a subject name of at most 100 characters."],
      [{ name: 7 }, "Please enter a subject name of at most 100 characters."],
      [{}, "Please enter a subject name of at most 100 characters."],
    ];
    for (const [json, message] of cases) {
      const { status, body } = await api.call("/api/subjects", { method: "POST", token, json });
      expect(status).toBe(400);
      expect(body).toEqual({ code: "VALIDATION_FAILED", error: message });
    }
    const notJson = await api.call("/api/subjects", {
      method: "POST",
      token,
      body: "{name:",
      headers: { "content-type": "application/json" },
    });
    expect(notJson.status).toBe(400);
    expect(notJson.body.code).toBe("INVALID_JSON");
  });

  test("deleting a subject deletes everything under it", async () => {
    const { user, token } = await api.createUser();
    const subject = (await createSubject(token, "Physics")).body;
    await api.call(`/api/subjects/${subject.id}/outline`, {
      method: "POST",
      token,
      json: { outline: ["Motion"], source: "manual" },
    });
    const topicId = newId();
    const sectionId = newId();
    await api.ctx.database.write(async (tx) => {
      await tx.insert(topics).values({ id: topicId, userId: user.id, subjectId: subject.id, name: "Motion" });
      await tx.insert(sections).values({ id: sectionId, userId: user.id, topicId, name: "Velocity" });
      await tx
        .insert(concepts)
        .values({ id: newId(), userId: user.id, sectionId, label: "Speed", definition: "Distance per time." });
    });
    await api.call(`/api/subjects/${subject.id}`, { method: "DELETE", token });
    const db = api.ctx.database.read;
    expect(await db.select().from(topics).where(eq(topics.id, topicId))).toEqual([]);
    expect(await db.select().from(sections).where(eq(sections.id, sectionId))).toEqual([]);
    expect(await db.select().from(concepts).where(eq(concepts.sectionId, sectionId))).toEqual([]);
    expect((await api.call(`/api/subjects/${subject.id}/outline`, { token })).status).toBe(404);
  });

  test("a missing subject is 404 on delete", async () => {
    const { token } = await api.createUser();
    const { status, body } = await api.call(`/api/subjects/${newId()}`, { method: "DELETE", token });
    expect(status).toBe(404);
    expect(body).toEqual({ code: "NOT_FOUND", error: "That subject was not found." });
  });

  test("every route needs a signed-in user", async () => {
    const id = newId();
    const routes: [string, string][] = [
      ["GET", "/api/subjects"],
      ["POST", "/api/subjects"],
      ["DELETE", `/api/subjects/${id}`],
      ["GET", `/api/subjects/${id}/outline`],
      ["POST", `/api/subjects/${id}/outline`],
    ];
    for (const [method, path] of routes) {
      const { status, body } = await api.call(path, { method, json: method === "POST" ? {} : undefined });
      expect(status).toBe(401);
      expect(body.code).toBe("UNAUTHENTICATED");
    }
  });
});

describe("outlines", () => {
  test("GET answers null before an outline exists", async () => {
    const { token } = await api.createUser();
    const subject = (await createSubject(token, "Geometry")).body;
    const { status, body, headers } = await api.call(`/api/subjects/${subject.id}/outline`, { token });
    expect(status).toBe(200);
    expect(headers.get("content-type")).toContain("application/json");
    expect(body).toBeNull();
  });

  test("POST stores the topics as outline and points, trimmed and without blanks or repeats", async () => {
    const { token } = await api.createUser();
    const subject = (await createSubject(token, "Chemistry")).body;
    const saved = await api.call(`/api/subjects/${subject.id}/outline`, {
      method: "POST",
      token,
      json: { outline: ["  Atoms ", "", "Bonds", "Atoms", "Reactions"], source: "generated" },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      subject_id: subject.id,
      outline: ["Atoms", "Bonds", "Reactions"],
      points: ["Atoms", "Bonds", "Reactions"],
      source: "generated",
    });
    const read = await api.call(`/api/subjects/${subject.id}/outline`, { token });
    expect(read.body).toEqual(saved.body);

    const replaced = await api.call(`/api/subjects/${subject.id}/outline`, {
      method: "POST",
      token,
      json: { outline: ["Stoichiometry"] },
    });
    expect(replaced.body).toMatchObject({ id: saved.body.id, outline: ["Stoichiometry"], source: "manual" });
  });

  test("an outline with no points becomes the default of spec §5", async () => {
    const { token } = await api.createUser();
    const subject = (await createSubject(token, "Astronomy")).body;
    for (const json of [{}, { outline: [] }, { outline: ["  ", ""], source: "generated" }]) {
      const { status, body } = await api.call(`/api/subjects/${subject.id}/outline`, { method: "POST", token, json });
      expect(status).toBe(200);
      expect(body).toMatchObject({
        outline: ["Introduction to Astronomy"],
        points: ["Introduction to Astronomy"],
        source: "manual",
      });
    }
  });

  test("outline input is validated", async () => {
    const { token } = await api.createUser();
    const subject = (await createSubject(token, "Art")).body;
    const path = `/api/subjects/${subject.id}/outline`;
    const cases: [unknown, string][] = [
      [{ outline: "Colour" }, "An outline is a list of at most 50 topic names."],
      [
        { outline: Array.from({ length: 51 }, (_, i) => `Topic ${i}`) },
        "An outline is a list of at most 50 topic names.",
      ],
      [{ outline: ["x".repeat(201)] }, "Each topic must be at most 200 characters long."],
      [{ outline: [3] }, "Each topic must be at most 200 characters long."],
      [{ outline: ["Colour"], source: 5 }, "source must be a short word such as manual."],
    ];
    for (const [json, message] of cases) {
      const { status, body } = await api.call(path, { method: "POST", token, json });
      expect(status).toBe(400);
      expect(body).toEqual({ code: "VALIDATION_FAILED", error: message });
    }
  });
});

describe("outline generation", () => {
  test("asks the AI provider for the outline and stores it as generated", async () => {
    const { token } = await api.createUser({ subscriptionStatus: "active" });
    const subject = (await createSubject(token, "Algebra 1")).body;
    const { status, body } = await api.call(`/api/subjects/${subject.id}/outline/generate`, { method: "POST", token });
    expect(status).toBe(200);
    expect(body.source).toBe("generated");
    expect(body.outline.length).toBeGreaterThanOrEqual(5);
    expect(body.outline).toContain("Solving Linear Equations");
    expect((await api.call(`/api/subjects/${subject.id}/outline`, { token })).body).toEqual(body);
  });

  test("a subject the offline provider has no outline for gets the default outline, not made-up topics", async () => {
    const { token } = await api.createUser({ subscriptionStatus: "active" });
    const subject = (await createSubject(token, "Oceanography")).body;
    const { status, body } = await api.call(`/api/subjects/${subject.id}/outline/generate`, { method: "POST", token });
    expect(status).toBe(200);
    expect(body).toMatchObject({ outline: ["Introduction to Oceanography"], source: "manual" });
  });

  test("needs access, and another user's subject is a 404", async () => {
    const owner = await api.createUser({ subscriptionStatus: "active" });
    const subject = (await createSubject(owner.token, "Optics")).body;
    const lapsed = await api.createUser({ subscriptionStatus: "none" });
    expect(
      (await api.call(`/api/subjects/${subject.id}/outline/generate`, { method: "POST", token: lapsed.token })).status,
    ).toBe(402);
    const other = await api.createUser({ subscriptionStatus: "active" });
    expect(
      (await api.call(`/api/subjects/${subject.id}/outline/generate`, { method: "POST", token: other.token })).status,
    ).toBe(404);
  });
});

describe("authorization with two users", () => {
  test("another user's subject is a 404 on every route, and stays untouched", async () => {
    const owner = await api.createUser();
    const intruder = await api.createUser();
    const subject = (await createSubject(owner.token, "History")).body;
    await api.call(`/api/subjects/${subject.id}/outline`, {
      method: "POST",
      token: owner.token,
      json: { outline: ["Rome"] },
    });

    const attempts: [string, string, unknown][] = [
      ["GET", `/api/subjects/${subject.id}/outline`, undefined],
      ["POST", `/api/subjects/${subject.id}/outline`, { outline: ["Hijacked"] }],
      ["DELETE", `/api/subjects/${subject.id}`, undefined],
    ];
    for (const [method, path, json] of attempts) {
      const { status, body } = await api.call(path, { method, token: intruder.token, json });
      expect(status).toBe(404);
      expect(body).toEqual({ code: "NOT_FOUND", error: "That subject was not found." });
    }
    expect((await api.call("/api/subjects", { token: intruder.token })).body).toEqual([]);

    const outline = await api.call(`/api/subjects/${subject.id}/outline`, { token: owner.token });
    expect(outline.body.outline).toEqual(["Rome"]);
    expect((await api.call("/api/subjects", { token: owner.token })).body).toHaveLength(1);
  });

  test("two users may each have a subject of the same name", async () => {
    const a = await api.createUser();
    const b = await api.createUser();
    const one = await createSubject(a.token, "Music");
    const two = await createSubject(b.token, "Music");
    expect(one.status).toBe(201);
    expect(two.status).toBe(201);
    expect(one.body.id).not.toBe(two.body.id);
  });
});
