import { afterAll, describe, expect, test } from "bun:test";
import { errorCodeOf } from "../../../test/error-code";
import { createTempDatabase } from "../../../test/temp-database";
import { users } from "../../db/schema";
import { newId } from "../../ids";
import { createSubject, deleteSubject, getOutline, getSubject, listSubjects, saveOutline } from "./service";

/** Subjects and their outlines on a real database, without HTTP: names, ownership, the default outline. */

const temp = await createTempDatabase();
afterAll(() => temp.close());
const database = temp.database;

async function learner(): Promise<string> {
  const id = newId();
  await database.write((tx) => tx.insert(users).values({ id, name: "Student" }));
  return id;
}

describe("createSubject", () => {
  test("the name is trimmed and its inner spaces collapsed", async () => {
    const userId = await learner();
    const { subject, created } = await createSubject(database, userId, "  World   History ");
    expect(created).toBe(true);
    expect(subject).toMatchObject({ name: "World History", nameKey: "world history", userId });
  });

  test("a name the user already has, in any letter case, returns the same subject", async () => {
    const userId = await learner();
    const first = await createSubject(database, userId, "Biology");
    const again = await createSubject(database, userId, " BIOLOGY ");
    expect(again).toEqual({ subject: first.subject, created: false });
    expect(await listSubjects(database, userId)).toHaveLength(1);
  });

  test("two users may each have a subject of the same name", async () => {
    const [one, two] = [await learner(), await learner()];
    const mine = await createSubject(database, one, "Chemistry");
    const theirs = await createSubject(database, two, "Chemistry");
    expect(theirs.created).toBe(true);
    expect(theirs.subject.id).not.toBe(mine.subject.id);
  });

  test("a blank name is refused", async () => {
    const userId = await learner();
    expect(await errorCodeOf(createSubject(database, userId, "  \t "))).toBe("VALIDATION_FAILED");
    expect(await listSubjects(database, userId)).toEqual([]);
  });
});

describe("listSubjects, getSubject and deleteSubject", () => {
  test("a user's subjects are listed oldest first, and only theirs", async () => {
    const [userId, other] = [await learner(), await learner()];
    await createSubject(database, userId, "Algebra");
    await createSubject(database, other, "Geometry");
    await createSubject(database, userId, "Physics");
    expect((await listSubjects(database, userId)).map((subject) => subject.name)).toEqual(["Algebra", "Physics"]);
  });

  test("another user's subject is not found, like a missing one, and cannot be deleted", async () => {
    const [owner, stranger] = [await learner(), await learner()];
    const { subject } = await createSubject(database, owner, "Art");
    expect(await errorCodeOf(getSubject(database, stranger, subject.id))).toBe("NOT_FOUND");
    expect(await errorCodeOf(getSubject(database, owner, "no-such-subject"))).toBe("NOT_FOUND");
    expect(await errorCodeOf(deleteSubject(database, stranger, subject.id))).toBe("NOT_FOUND");
    expect((await getSubject(database, owner, subject.id)).name).toBe("Art");
  });

  test("deleting a subject takes its outline with it", async () => {
    const userId = await learner();
    const { subject } = await createSubject(database, userId, "Music");
    await saveOutline(database, userId, subject.id, { points: ["Rhythm"] });
    await deleteSubject(database, userId, subject.id);
    expect(await listSubjects(database, userId)).toEqual([]);
    expect(await errorCodeOf(getOutline(database, userId, subject.id))).toBe("NOT_FOUND");
  });
});

describe("outlines", () => {
  test("a new subject has no outline", async () => {
    const userId = await learner();
    const { subject } = await createSubject(database, userId, "Latin");
    expect(await getOutline(database, userId, subject.id)).toBeNull();
  });

  test("topics are trimmed, and blank and repeated ones dropped, in their order", async () => {
    const userId = await learner();
    const { subject } = await createSubject(database, userId, "Geography");
    const saved = await saveOutline(database, userId, subject.id, {
      points: [" Rivers ", "", "Mountains  and   hills", "Rivers", "   "],
      source: "upload",
    });
    expect(saved).toMatchObject({ points: ["Rivers", "Mountains and hills"], source: "upload" });
  });

  test("an outline with no topics left becomes the default one, from a manual source", async () => {
    const userId = await learner();
    const { subject } = await createSubject(database, userId, "Economics");
    const saved = await saveOutline(database, userId, subject.id, { points: [" ", ""], source: "generated" });
    expect(saved).toMatchObject({ points: ["Introduction to Economics"], source: "manual" });
    expect((await saveOutline(database, userId, subject.id, {})).points).toEqual(["Introduction to Economics"]);
  });

  test("a blank source is manual, and saving again replaces the outline in place", async () => {
    const userId = await learner();
    const { subject } = await createSubject(database, userId, "Poetry");
    const first = await saveOutline(database, userId, subject.id, { points: ["Sonnets"], source: "  " });
    expect(first.source).toBe("manual");
    const second = await saveOutline(database, userId, subject.id, { points: ["Haiku"], source: "generated" });
    expect(second).toMatchObject({ id: first.id, points: ["Haiku"], source: "generated", createdAt: first.createdAt });
    expect(await getOutline(database, userId, subject.id)).toEqual(second);
  });

  test("another user can neither read nor write a subject's outline", async () => {
    const [owner, stranger] = [await learner(), await learner()];
    const { subject } = await createSubject(database, owner, "Drama");
    await saveOutline(database, owner, subject.id, { points: ["Stagecraft"] });
    expect(await errorCodeOf(getOutline(database, stranger, subject.id))).toBe("NOT_FOUND");
    expect(await errorCodeOf(saveOutline(database, stranger, subject.id, { points: ["Mine now"] }))).toBe("NOT_FOUND");
    expect((await getOutline(database, owner, subject.id))?.points).toEqual(["Stagecraft"]);
  });
});
