import { join } from "node:path";
import OpenAI from "openai";
import { chatThroughApi, newSession, option, quantile, spawnService, startApiProcess } from "../support";

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

const rounds = option("rounds", 200);
const pace = option("pace", 20);
const concurrent = option("concurrent", 200);

// Three processes, as in production: the model server, the API, and this client.
const upstream = await spawnService([process.execPath, join(import.meta.dir, "upstream.ts"), String(pace)]);
const baseUrl = upstream.firstLine;
const api = await startApiProcess({ OPENAI_API_KEY: "bench", OPENAI_BASE_URL: baseUrl, OPENAI_TIMEOUT_MS: "30000" });
const url = api.url;
const sdk = new OpenAI({ apiKey: "bench", baseURL: baseUrl });

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

// Side by side: each round measures the upstream directly, then through the API.
const session = await newSession(url);
const directTimes: number[] = [];
const apiTimes: number[] = [];
const endGaps: number[] = [];
for (let round = 0; round < 10; round++) await Promise.all([direct(), chatThroughApi(session, `warm-up ${round}`)]);
for (let round = 0; round < rounds; round++) {
  directTimes.push(await direct());
  const result = await chatThroughApi(session, `message ${round}`);
  apiTimes.push(result.first);
  endGaps.push(result.endAfterLast);
}
const added = apiTimes.map((time, index) => time - directTimes[index]!);

// Many students at once: 200 sessions, every message sent at the same moment.
const sessions = await Promise.all(Array.from({ length: concurrent }, () => newSession(url)));
const burstStarted = performance.now();
const burst = await Promise.all(
  sessions.map((s, i) => chatThroughApi(s, `concurrent ${i}`).catch(() => ({ first: 0, endAfterLast: 0, ok: false }))),
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

await api.stop();
upstream.child.kill();
