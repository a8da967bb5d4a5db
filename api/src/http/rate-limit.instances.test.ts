import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { rmSync } from "node:fs";
import { type ServerProcess, startServerProcess } from "../../test/server-process";

/**
 * Two API processes on one database file, as two instances behind a proxy: a limit counts the
 * requests both of them answered.
 */
let first: ServerProcess;
let second: ServerProcess;

beforeAll(async () => {
  const env = { RATE_LIMIT_DEMO_ACCOUNTS: "3/1h", RATE_LIMIT_TUTOR_TURNS: "4/1m" };
  first = await startServerProcess(env);
  second = await startServerProcess(env, { dataDir: first.dataDir });
});

afterAll(async () => {
  await second?.stop();
  await first?.stop();
  if (first) rmSync(first.dataDir, { recursive: true, force: true });
});

async function post(server: ServerProcess, path: string, json: unknown, token?: string) {
  const response = await fetch(`${server.url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(json),
  });
  return { status: response.status, retryAfter: response.headers.get("retry-after"), body: await response.json() };
}

describe("rate limits across two instances", () => {
  test("a student's tutor turns are counted whichever instance answers them", async () => {
    const { token } = (await post(first, "/api/auth/demo", {})).body;
    const subjects = await (
      await fetch(`${second.url}/api/subjects`, { headers: { authorization: `Bearer ${token}` } })
    ).json();
    const subjectId = subjects.find((subject: { name: string }) => subject.name === "Cell Biology").id;
    const session = await post(
      second,
      "/api/tutoring/session",
      { subjectId, topic: "Cell Membrane and Transport" },
      token,
    );
    expect(session.status).toBe(200);
    const say = (server: ServerProcess, message: string) =>
      post(server, `/api/tutoring/session/${session.body.id}/message`, { message }, token);
    // Opening the session was the first of four turns.
    expect((await say(first, "It lets some things in")).status).toBe(200);
    expect((await say(second, "Water and oxygen")).status).toBe(200);
    expect((await say(first, "By diffusion")).status).toBe(200);
    const refused = await say(second, "And carbon dioxide");
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe("RATE_LIMITED");
  });

  test("demo accounts from one address are counted by both instances together", async () => {
    // The first of three was the sign-in above.
    const answers = [];
    for (const server of [second, first, second]) answers.push(await post(server, "/api/auth/demo", { fresh: true }));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 429]);
    expect(answers[2]!.body.code).toBe("RATE_LIMITED");
    expect(Number(answers[2]!.retryAfter)).toBeGreaterThanOrEqual(1);
  });
});
