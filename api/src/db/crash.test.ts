import { afterAll, expect, test } from "bun:test";
import { copyFileSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createClient } from "@libsql/client";
import { callApi, signUpDemoStudent } from "../../test/demo-student";
import { type ServerProcess, startServerProcess } from "../../test/server-process";

/**
 * Crash safety (issue 15, item 8): the API as its own process takes concurrent flashcard writes
 * from several students, is killed with SIGKILL while requests are in flight, and starts again on
 * the same data folder. Every write it acknowledged must be there, and the file must be whole.
 */

const STUDENTS = 8;
/** Acknowledged writes before the kill: enough that every student has several in the file. */
const KILL_AFTER = 160;
/** Demo accounts and grading as fast as the test can make them: limits are another test's concern. */
const ENV = { RATE_LIMIT_DEMO_ACCOUNTS: "off", RATE_LIMIT_ANSWER_GRADING: "off" };

const servers: ServerProcess[] = [];
const folders: string[] = [];
afterAll(async () => {
  for (const server of servers) if (server.process.exitCode === null) await server.stop("SIGKILL");
  for (const folder of [...folders, ...servers.map((server) => server.dataDir)])
    rmSync(folder, { recursive: true, force: true });
});

test("a kill -9 during concurrent writes loses no acknowledged write and passes the integrity check", async () => {
  const first = await startServerProcess(ENV);
  servers.push(first);
  const tokens: string[] = [];
  for (let s = 0; s < STUDENTS; s++) tokens.push(await signUpDemoStudent(first.url));

  /** What the server said it stored: each student's cards, and the cards it graded an answer to. */
  const cards = tokens.map(() => [] as string[]);
  const answered = tokens.map(() => [] as string[]);
  const unexpected: string[] = [];
  let acknowledged = 0;
  let interrupted = 0;
  let reachKill = () => {};
  const killPoint = new Promise<void>((resolve) => {
    reachKill = resolve;
  });
  const acknowledge = () => {
    acknowledged += 1;
    if (acknowledged >= KILL_AFTER) reachKill();
  };

  const student = async (s: number) => {
    for (let i = 0; ; i++) {
      try {
        const created = await callApi(first.url, "/api/practice/flashcards", tokens[s]!, {
          subject: "Crash safety",
          topic: "Kill nine",
          question: `What is ${s} times ${i}?`,
          answer: String(s * i),
        });
        if (created.status !== 201) {
          unexpected.push(`create ${created.status}: ${await created.text()}`);
          return;
        }
        const card = (await created.json()) as { id: string };
        cards[s]!.push(card.id);
        acknowledge();
        const graded = await callApi(first.url, "/api/practice/flashcards/evaluate", tokens[s]!, {
          userAnswer: String(s * i),
          card: { id: card.id },
        });
        if (graded.status !== 200) {
          unexpected.push(`evaluate ${graded.status}: ${await graded.text()}`);
          return;
        }
        await graded.arrayBuffer();
        answered[s]!.push(card.id);
        acknowledge();
      } catch {
        // The connection broke: the kill came before an answer, so nothing was acknowledged.
        interrupted += 1;
        return;
      }
    }
  };
  const students = tokens.map((_, s) => student(s));

  // Every student stops only on a refusal or a broken connection; a refusal ends the wait too.
  await Promise.race([killPoint, Promise.all(students)]);
  expect(unexpected).toEqual([]);
  expect(await first.stop("SIGKILL")).not.toBe(0);
  await Promise.all(students);
  expect(unexpected).toEqual([]);
  expect(interrupted).toBeGreaterThan(0);
  expect(acknowledged).toBeGreaterThanOrEqual(KILL_AFTER);

  // The file and its log as the kill left them are whole; checked on a copy, so the restart below recovers the original.
  const leftBehind = mkdtempSync(join(tmpdir(), "bloom-crashed-"));
  folders.push(leftBehind);
  for (const file of ["app.db", "app.db-wal"])
    if (existsSync(join(first.dataDir, file))) copyFileSync(join(first.dataDir, file), join(leftBehind, file));
  expect(existsSync(join(leftBehind, "app.db-wal"))).toBe(true);
  expect(await integrity(leftBehind)).toEqual(["ok"]);
  const second = await startServerProcess(ENV, { dataDir: first.dataDir });
  servers.push(second);
  for (let s = 0; s < STUDENTS; s++) {
    const listed = await callApi(second.url, "/api/practice/flashcards?subject=Crash%20safety", tokens[s]!);
    expect(listed.status).toBe(200);
    const ids = new Set(((await listed.json()) as { id: string }[]).map((card) => card.id));
    expect(cards[s]!.filter((id) => !ids.has(id))).toEqual([]);
    for (const id of answered[s]!) {
      const reviews = (await (
        await callApi(second.url, `/api/practice/flashcards/${id}/reviews`, tokens[s]!)
      ).json()) as {
        userAnswer: string;
      }[];
      expect(reviews.length).toBe(1);
    }
  }

  expect(await second.stop()).toBe(0);
  expect(await integrity(first.dataDir)).toEqual(["ok"]);
});

/** SQLite's own check of the whole file, by one connection opened and closed here. */
async function integrity(dataDir: string): Promise<unknown[]> {
  const client = createClient({ url: `file:${join(dataDir, "app.db")}` });
  try {
    return (await client.execute("PRAGMA integrity_check")).rows.map((row) => row[0]);
  } finally {
    client.close();
  }
}
