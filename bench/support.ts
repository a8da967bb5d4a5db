import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import OpenAI from "openai";
import { RATE_LIMIT_DEFAULTS } from "../api/src/config";

/** Helpers the benchmarks share: processes, an API started as the README's run command does, SSE timing. */

export function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
}

export function freePort(): number {
  const probe = Bun.serve({ port: 0, hostname: "127.0.0.1", fetch: () => new Response() });
  const port = probe.port!;
  probe.stop(true);
  return port;
}

/** Starts a child process and waits for its first line of output (its address). */
export async function spawnService(command: string[], env: Record<string, string> = {}) {
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

/**
 * Every rate limit counted, as in production, but too high to refuse anything: a benchmark is many
 * students from one address, faster than any class. `BENCH_RATE_LIMITS=off` leaves them uncounted.
 */
const BENCHMARK_RATE_LIMITS = Object.fromEntries(
  Object.values(RATE_LIMIT_DEFAULTS).map((rule) => [
    rule.variable,
    process.env.BENCH_RATE_LIMITS === "off" ? "off" : "1000000/1m",
  ]),
) as Record<string, string>;

/** The API in its own process, on its own data folder, with `env` on top of a development default. */
export async function startApiProcess(
  env: Record<string, string>,
  dataDir = mkdtempSync(join(tmpdir(), "bloom-bench-")),
  /** `checkout`: another copy of the repository to run (to compare two versions side by side); `cpu`: the one core to run on (Linux `taskset`). */
  where: { checkout?: string; cpu?: number } = {},
) {
  const port = freePort();
  // BENCH_API_FLAGS passes flags to the API's Bun, e.g. `--cpu-prof --cpu-prof-dir=/tmp/profiles` to profile it.
  const flags = (process.env.BENCH_API_FLAGS ?? "").split(" ").filter(Boolean);
  const pinned = where.cpu === undefined ? [] : ["taskset", "-c", String(where.cpu)];
  const entry = join(where.checkout ?? join(import.meta.dir, ".."), "api/src/main.ts");
  const child = Bun.spawn([...pinned, process.execPath, ...flags, entry], {
    env: {
      // The heap's budget `bun run start` gives the API (api/package.json; ADR 0029), unless the run sets its own.
      BUN_JSC_forceRAMSize: "536870912",
      ...process.env,
      NODE_ENV: "development",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "error",
      DEMO_SIGN_IN: "true",
      ...BENCHMARK_RATE_LIMITS,
      ...env,
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
  return {
    url,
    child,
    async stop() {
      child.kill();
      await child.exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A fresh demo student with a trial and a tutoring session on `topic`. */
export async function newSession(url: string, subjectName = "Benchmarks", topic = "Streaming") {
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
  const subject = await call("/api/subjects", { name: subjectName });
  const session = await call("/api/tutoring/session", { subjectId: subject.id, topic });
  return { url, token, sessionId: session.id };
}

/** Time to first chunk through the API, and from the last chunk to the `end` event. */
export async function chatThroughApi(
  session: { url: string; token: string; sessionId: string },
  text: string,
): Promise<{ first: number; endAfterLast: number; ok: boolean }> {
  const started = performance.now();
  const response = await fetch(`${session.url}/api/tutoring/session/${session.sessionId}/message`, {
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

export function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

/** Time to first chunk straight from the model with the openai SDK: what the API's figure is compared with. */
export async function firstChunkDirect(sdk: OpenAI): Promise<number> {
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

/**
 * The benchmarks' model: the fake OpenAI server in its own process, like a real model server,
 * streaming a 20-word reply at `pace` ms a chunk (`chat/upstream.ts`); with what an API needs to
 * use it, and an SDK client for calling it directly.
 */
export async function startModelProcess(pace: number) {
  const upstream = await spawnService([process.execPath, join(import.meta.dir, "chat/upstream.ts"), String(pace)]);
  const baseUrl = upstream.firstLine;
  return {
    baseUrl,
    env: { OPENAI_API_KEY: "bench", OPENAI_BASE_URL: baseUrl, OPENAI_TIMEOUT_MS: "30000" },
    sdk: new OpenAI({ apiKey: "bench", baseURL: baseUrl }),
    stop: () => upstream.child.kill(),
  };
}

/** A process's resident memory now, in MB (Linux `/proc`). */
export function rssMb(pid: number): number {
  return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))![1]) / 1024;
}
