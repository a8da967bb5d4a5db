import { chatThroughApi, newSession, option, quantile, startApiProcess, startModelProcess } from "../support";

/**
 * Time to first chunk of a tutor reply with a healthy model, with a dead one (its breaker open, so
 * the built-in tutor answers) and with none (the embedded default), side by side in one run: three
 * API processes, each on its own database, asked in turn every round.
 *
 *   bun bench/model-fallback/run.ts [--rounds 100] [--pace 20]
 */

const rounds = option("rounds", 100);
const pace = option("pace", 20);

const model = await startModelProcess(pace);
// A dead model: it takes the connection and never answers.
const dead = Bun.serve({
  hostname: "127.0.0.1",
  port: 0,
  idleTimeout: 0,
  fetch: () => new Promise<Response>(() => {}),
});
const common = { OFFLINE_TUTOR_PACE_MS: "25", SAFETY_ENGINE: "offline" };
const apis = {
  healthy: await startApiProcess({ ...common, OPENAI_API_KEY: "bench", OPENAI_BASE_URL: model.baseUrl }),
  dead: await startApiProcess({
    ...common,
    OPENAI_API_KEY: "bench",
    OPENAI_BASE_URL: `http://127.0.0.1:${dead.port}/v1`,
    OPENAI_TIMEOUT_MS: "2000",
    OPENAI_MAX_RETRIES: "0",
  }),
  none: await startApiProcess(common),
};

const topic = { subject: "Cell Biology", topic: "Cell Structure and Organelles" };
const sessions = {
  healthy: await newSession(apis.healthy.url, topic.subject, topic.topic),
  // Opening the session already costs the dead model its first timeouts (planning, the greeting).
  dead: await newSession(apis.dead.url, topic.subject, topic.topic),
  none: await newSession(apis.none.url, topic.subject, topic.topic),
};

// Open the dead model's breaker: the first few turns wait for its timeout, as the first students would.
const opening: number[] = [];
for (let i = 0; i < 6; i++) opening.push((await chatThroughApi(sessions.dead, `opening ${i}`)).first);

const times = { healthy: [] as number[], dead: [] as number[], none: [] as number[] };
for (let round = 0; round < rounds; round++) {
  for (const name of ["healthy", "dead", "none"] as const) {
    times[name].push((await chatThroughApi(sessions[name], `the nucleus holds the DNA ${round}`)).first);
  }
}

const fmt = (value: number) => value.toFixed(1).padStart(9);
const none = quantile(times.none, 0.5);
console.log(`\nTime to first chunk of a tutor reply, ${rounds} rounds each, ms (offline pace 25 ms per word)\n`);
console.log("".padEnd(40), "median".padStart(9), "p99".padStart(9), "× none".padStart(9));
for (const [label, name] of [
  ["healthy model (fake, 20 ms per chunk)", "healthy"],
  ["dead model, breaker open", "dead"],
  ["no model (the built-in tutor)", "none"],
] as const) {
  const median = quantile(times[name], 0.5);
  console.log(label.padEnd(40), fmt(median), fmt(quantile(times[name], 0.99)), fmt(median / none));
}
console.log(
  `\nBefore the breaker opened, the dead model's first turns waited: ${opening.map((ms) => ms.toFixed(0)).join(", ")} ms`,
);

await Promise.all(Object.values(apis).map((api) => api.stop()));
model.stop();
dead.stop(true);
