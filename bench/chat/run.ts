import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import OpenAI from "openai";

/**
 * Chat streaming benchmark. A fake OpenAI server (its own process) streams a 20-word reply at a
 * fixed pace to the API (its own process, started as the README's run command does). In one run,
 * alternating, it measures:
 * - the time to first chunk calling the upstream directly with the openai SDK, and through the
 *   API (POST …/message with Accept: text/event-stream), and the difference the API adds;
 * - how long after the last chunk the API's `end` event (with the stored session) arrives;
 * - 200 concurrent chat streams through the API, counting errors.
 *
 *   bun bench/chat/run.ts [--rounds 200] [--pace 20] [--concurrent 200]
 */

const option = (name: string, fallback: number) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
};
const rounds = option("rounds", 200);
const pace = option("pace", 20);
const concurrent = option("concurrent", 200);

/** Starts a child process and waits for its first line of output (its address). */
async function spawnService(command: string[], env: Record<string, string> = {}) {
  const child = Bun.spawn(command, { env: { ...process.env, ...env }, stdout: "pipe", stderr: "inherit" });
  const reader = child.stdout.getReader();
  let text = "";
  while (!text.includes("\n")) {
    const { value, done } = await reader.read();
    if (done) throw new Error(`${command.join(" ")} exited before it was ready`);
    text += new TextDecoder().decode(value);
  }
  reader.releaseLock();
  return { child, firstLine: text.split("\n")[0]!.trim() };
}

function freePort(): number {
  const probe = Bun.serve({ port: 0, hostname: "127.0.0.1", fetch: () => new Response() });
  const port = probe.port!;
  probe.stop(true);
  return port;
}

// Three processes, as in production: the model server, the API, and this client.
const upstream = await spawnService([process.execPath, join(import.meta.dir, "upstream.ts"), String(pace)]);
const baseUrl = upstream.firstLine;
const dataDir = mkdtempSync(join(tmpdir(), "bloom-bench-chat-"));
const port = freePort();
const api = Bun.spawn([process.execPath, join(import.meta.dir, "../../api/src/main.ts")], {
  env: {
    ...process.env,
    NODE_ENV: "development",
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    LOG_LEVEL: "error",
    DEMO_SIGN_IN: "true",
    OPENAI_API_KEY: "bench",
    OPENAI_BASE_URL: baseUrl,
    OPENAI_TIMEOUT_MS: "30000",
  },
  stdout: "inherit",
  stderr: "inherit",
});
const url = `http://127.0.0.1:${port}`;
for (let attempt = 0; ; attempt++) {
  if ((await fetch(`${url}/api/health`).catch(() => null))?.ok) break;
  if (attempt > 300) throw new Error("The API did not start");
  await Bun.sleep(50);
}
const sdk = new OpenAI({ apiKey: "bench", baseURL: baseUrl });

async function newSession(): Promise<{ token: string; sessionId: string }> {
  const { token } = (await (
    await fetch(`${url}/api/auth/demo`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: '{"fresh":true}',
    })
  ).json()) as { token: string };
  await fetch(`${url}/api/billing/start-trial`, { method: "POST", headers: { authorization: `Bearer ${token}` } });
  const call = (path: string, body: unknown) =>
    fetch(`${url}${path}`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify(body),
    }).then((response) => response.json() as Promise<{ id: string }>);
  const subject = await call("/api/subjects", { name: "Benchmarks" });
  const session = await call("/api/tutoring/session", { subjectId: subject.id, topic: "Streaming" });
  return { token, sessionId: session.id };
}

/** Time to first chunk straight from the upstream, with the SDK. */
async function direct(): Promise<number> {
  const started = performance.now();
  const stream = await sdk.chat.completions.create({
    model: "fake",
    stream: true,
    messages: [{ role: "user", content: "hi" }],
  });
  let first = 0;
  for await (const chunk of stream) {
    if (!first && chunk.choices[0]?.delta?.content) first = performance.now() - started;
  }
  return first;
}

/** Time to first chunk through the API, and from the last chunk to the `end` event. */
async function throughApi(
  session: { token: string; sessionId: string },
  text: string,
): Promise<{ first: number; endAfterLast: number; ok: boolean }> {
  const started = performance.now();
  const response = await fetch(`${url}/api/tutoring/session/${session.sessionId}/message`, {
    method: "POST",
    headers: {
      authorization: `Bearer ${session.token}`,
      "content-type": "application/json",
      accept: "text/event-stream",
    },
    body: JSON.stringify({ message: text }),
  });
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  let first = 0;
  let lastChunk = 0;
  let end = 0;
  while (true) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    let boundary = buffer.indexOf("\n\n");
    while (boundary !== -1) {
      const block = buffer.slice(0, boundary);
      buffer = buffer.slice(boundary + 2);
      const now = performance.now();
      if (block.startsWith("event: message")) {
        if (!first) first = now - started;
        lastChunk = now;
      } else if (block.startsWith("event: end")) end = now;
      boundary = buffer.indexOf("\n\n");
    }
  }
  return { first, endAfterLast: end && lastChunk ? end - lastChunk : Number.NaN, ok: response.ok && end > 0 };
}

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
};

// Side by side: each round measures the upstream directly, then through the API.
const session = await newSession();
const directTimes: number[] = [];
const apiTimes: number[] = [];
const endGaps: number[] = [];
for (let round = 0; round < 10; round++) await Promise.all([direct(), throughApi(session, `warm-up ${round}`)]);
for (let round = 0; round < rounds; round++) {
  directTimes.push(await direct());
  const result = await throughApi(session, `message ${round}`);
  apiTimes.push(result.first);
  endGaps.push(result.endAfterLast);
}
const added = apiTimes.map((time, index) => time - directTimes[index]!);

// Many students at once: 200 sessions, every message sent at the same moment.
const sessions = await Promise.all(Array.from({ length: concurrent }, () => newSession()));
const burstStarted = performance.now();
const burst = await Promise.all(
  sessions.map((s, i) => throughApi(s, `concurrent ${i}`).catch(() => ({ first: 0, endAfterLast: 0, ok: false }))),
);
const burstSeconds = (performance.now() - burstStarted) / 1000;

const fmt = (value: number) => value.toFixed(2).padStart(8);
console.log(`\nChat streaming, upstream pace ${pace} ms per chunk, ${rounds} rounds, times in ms\n`);
console.log("".padEnd(44), "median".padStart(8), "p99".padStart(8));
console.log(
  "time to first chunk, upstream directly".padEnd(44),
  fmt(quantile(directTimes, 0.5)),
  fmt(quantile(directTimes, 0.99)),
);
console.log(
  "time to first chunk, through the API".padEnd(44),
  fmt(quantile(apiTimes, 0.5)),
  fmt(quantile(apiTimes, 0.99)),
);
console.log("added by the API (per round)".padEnd(44), fmt(quantile(added, 0.5)), fmt(quantile(added, 0.99)));
console.log("`end` event after the last chunk".padEnd(44), fmt(quantile(endGaps, 0.5)), fmt(quantile(endGaps, 0.99)));
console.log(
  `\n${concurrent} concurrent streams: ${burst.filter((r) => r.ok).length} completed, ${burst.filter((r) => !r.ok).length} errors, ${burstSeconds.toFixed(2)} s in all; ` +
    `first chunk median ${quantile(
      burst.map((r) => r.first),
      0.5,
    ).toFixed(1)} ms, p99 ${quantile(
      burst.map((r) => r.first),
      0.99,
    ).toFixed(1)} ms`,
);

api.kill();
upstream.child.kill();
await api.exited;
rmSync(dataDir, { recursive: true, force: true });
