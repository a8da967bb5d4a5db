import { join } from "node:path";
import {
  chatThroughApi,
  firstChunkDirect,
  newSession,
  option,
  quantile,
  rssMb,
  spawnService,
  startApiProcess,
  startModelProcess,
} from "../support";

/**
 * Chat streaming benchmark. A fake OpenAI server (its own process) streams a 20-word reply at a
 * fixed pace to the API (its own process, started as the README's run command does). In one run,
 * alternating, it measures:
 * - the time to first chunk calling the upstream directly with the openai SDK, and through the
 *   API (POST …/message with Accept: text/event-stream), and the difference the API adds, beside
 *   one moderation call made directly (the screen's round trip, which the turn waits for) and
 *   through the least a turn can be (`floor-server.ts`: both round trips relayed by a bare
 *   `Bun.serve`), so what the API adds of its own is read beside what any relay adds;
 * - how long after the last chunk the API's `end` event (with the stored session) arrives;
 * - 30 and 200 students sending in the same moment, beside as many direct clients of the model,
 *   counting errors, with the API's memory (RSS) at idle and at most during each burst;
 * - one stream again after the bursts, on an instance warmed as a school's is: the first figures
 *   include the engine still compiling the turn's code.
 *
 *   bun bench/chat/run.ts [--rounds 200] [--pace 20] [--concurrent 200] [--steady-rounds 100]
 */

const rounds = option("rounds", 200);
const pace = option("pace", 20);
const concurrent = option("concurrent", 200);
const steadyRounds = option("steady-rounds", 100);

// Three processes, as in production (the model server, the API and this client), and the floor in a fourth.
const model = await startModelProcess(pace);
const api = await startApiProcess(model.env);
const url = api.url;
const { sdk } = model;
const floor = await spawnService([process.execPath, join(import.meta.dir, "floor-server.ts"), model.baseUrl]);
// The floor answers any path and reads no token, so it is called as the API is.
const floorSession = { url: floor.firstLine, token: "", sessionId: "floor" };

const direct1 = () => firstChunkDirect(sdk);
// The screen's moderation round trip, which a turn waits for before the model is asked and a direct client never makes.
async function moderationDirect(): Promise<number> {
  const started = performance.now();
  await sdk.moderations.create({ model: "omni-moderation-latest", input: "what is momentum?" });
  return performance.now() - started;
}

// Side by side: each round measures the upstream directly, the moderation call, the floor, then the API.
const session = await newSession(url);
async function oneStream(label: string, count: number) {
  const directTimes: number[] = [];
  const moderationTimes: number[] = [];
  const floorTimes: number[] = [];
  const apiTimes: number[] = [];
  const endGaps: number[] = [];
  for (let round = 0; round < count; round++) {
    directTimes.push(await direct1());
    moderationTimes.push(await moderationDirect());
    floorTimes.push((await chatThroughApi(floorSession, `${label} ${round}`)).first);
    const result = await chatThroughApi(session, `${label} ${round}`);
    apiTimes.push(result.first);
    endGaps.push(result.endAfterLast);
  }
  const added = apiTimes.map((time, index) => time - directTimes[index]!);
  const floorAdded = floorTimes.map((time, index) => time - directTimes[index]!);
  return { directTimes, moderationTimes, apiTimes, endGaps, added, floorAdded };
}
for (let round = 0; round < 10; round++) {
  await Promise.all([direct1(), chatThroughApi(session, `warm-up ${round}`), chatThroughApi(floorSession, "warm-up")]);
}
const fresh = await oneStream("message", rounds);

// Many students in the same second: N sessions, every message sent at the same moment, beside N
// direct clients of the same fake model at the same moment. The API's memory is sampled meanwhile.
const idleRss = rssMb(api.child.pid);
const bursts: { n: number; direct: number[]; through: number[]; errors: number; seconds: number; peakRss: number }[] =
  [];
for (const n of [...new Set([30, concurrent])]) {
  const sessions = await Promise.all(Array.from({ length: n }, () => newSession(url)));
  const direct = await Promise.all(Array.from({ length: n }, () => direct1()));
  let peakRss = rssMb(api.child.pid);
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, rssMb(api.child.pid));
  }, 20);
  const started = performance.now();
  const results = await Promise.all(
    sessions.map((s, i) =>
      chatThroughApi(s, `concurrent ${i}`).catch(() => ({ first: 0, endAfterLast: 0, ok: false })),
    ),
  );
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  bursts.push({
    n,
    direct,
    through: results.filter((r) => r.ok).map((r) => r.first),
    errors: results.filter((r) => !r.ok).length,
    seconds,
    peakRss,
  });
}

// One stream again, now that the API has served the rounds and the bursts: by then the engine has
// compiled the turn's code in its optimising tiers, as in an instance that has been up all morning.
const served = 10 + rounds + bursts.reduce((sum, burst) => sum + burst.n, 0);
const steady = await oneStream("again", steadyRounds);

const fmt = (value: number) => value.toFixed(2).padStart(8);
const row = (label: string, values: number[]) =>
  console.log(label.padEnd(52), fmt(quantile(values, 0.5)), fmt(quantile(values, 0.99)));
console.log(`\nChat streaming, upstream pace ${pace} ms per chunk, times in ms\n`);
console.log("".padEnd(52), "median".padStart(8), "p99".padStart(8));
for (const [title, measured] of [
  [`A fresh API process, ${rounds} rounds after 10 to warm up:`, fresh],
  [`The same API after ${served} turns (the rounds and the bursts), ${steadyRounds} rounds:`, steady],
] as const) {
  console.log(title);
  row("  time to first chunk, upstream directly", measured.directTimes);
  row("  time to first chunk, through the API", measured.apiTimes);
  row("  added by the API (per round)", measured.added);
  row("  of which it waits for: moderation, directly", measured.moderationTimes);
  row("  added by the least a turn can be (floor-server.ts)", measured.floorAdded);
  row("  `end` event after the last chunk", measured.endGaps);
}

console.log("\nStudents sending in the same moment: time to first chunk, ms (direct = the same fake model, no API)\n");
console.log(
  "students".padEnd(10),
  "direct p50".padStart(11),
  "API p50".padStart(9),
  "added".padStart(8),
  "direct p99".padStart(11),
  "API p99".padStart(9),
  "added".padStart(8),
  "errors".padStart(7),
  "all done s".padStart(11),
);
for (const burst of bursts) {
  const [d50, d99, a50, a99] = [
    quantile(burst.direct, 0.5),
    quantile(burst.direct, 0.99),
    quantile(burst.through, 0.5),
    quantile(burst.through, 0.99),
  ];
  console.log(
    String(burst.n).padEnd(10),
    d50.toFixed(1).padStart(11),
    a50.toFixed(1).padStart(9),
    (a50 - d50).toFixed(1).padStart(8),
    d99.toFixed(1).padStart(11),
    a99.toFixed(1).padStart(9),
    (a99 - d99).toFixed(1).padStart(8),
    String(burst.errors).padStart(7),
    burst.seconds.toFixed(2).padStart(11),
  );
}
console.log(
  `\nAPI memory (RSS): ${idleRss.toFixed(0)} MB at idle (after the rounds), ` +
    bursts.map((burst) => `${burst.peakRss.toFixed(0)} MB at most during ${burst.n} streams`).join(", "),
);

await api.stop();
floor.child.kill();
model.stop();
