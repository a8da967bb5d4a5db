import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createClient } from "@libsql/client";
import { chatThroughApi, option, quantile, rssMb, startApiProcess, startModelProcess } from "../support";

/**
 * Capacity (issue 17): simulated students against the API (its own process, or two processes on
 * one database file) with the fake model streaming at about 30 tokens a second. Each student signs
 * in (a fresh demo account), opens a topic, then loops: a chat message (timed to its first chunk),
 * a flashcard answer, the dashboard (mastery and subject cards), each after a few seconds of
 * thinking. Students are added in steps until the p99 of any action passes 500 ms or errors
 * appear; each step prints its students, per-action p50/p99, the API's RSS and CPU, and rows
 * written to the database per second.
 *
 * With `--pin 1`, each instance runs on a core of its own (instance i on core i modulo the cores),
 * so two instances are measured on separate cores rather than wherever the system puts them.
 *
 *   bun bench/capacity/run.ts [--instances 1] [--pin 0] [--start 25] [--factor 2] [--max 3200] [--step-seconds 20] [--think-ms 3000]
 */

const instances = option("instances", 1);
const pin = option("pin", 0) === 1;
const start = option("start", 25);
const factor = option("factor", 2);
const max = option("max", 3200);
const stepSeconds = option("step-seconds", 20);
const thinkMs = option("think-ms", 3000);
const LIMIT_MS = 500;
// About 30 tokens a second: one word-sized chunk every 33 ms.
const PACE_MS = 33;

const model = await startModelProcess(PACE_MS);
const dataDir = mkdtempSync(join(tmpdir(), "bloom-capacity-"));
const databaseFile = join(dataDir, "bloom.db");
const env = {
  ...model.env,
  DATABASE_URL: `file:${databaseFile}`,
  AUTH_TOKEN_SECRET: "capacity-benchmark-secret-long-enough-0123456789",
};
// The first instance migrates and seeds; the others start on the same file after it.
const core = (instance: number) => (pin ? { cpu: instance % navigator.hardwareConcurrency } : {});
const apis = [await startApiProcess(env, dataDir, core(0))];
for (let i = 1; i < instances; i++) apis.push(await startApiProcess(env, dataDir, core(i)));

type Action = "sign in" | "open a topic" | "chat (first chunk)" | "flashcard answer" | "dashboard";
const samples = new Map<Action, number[]>();
let errors = 0;
const errorKinds = new Map<string, number>();
function record(action: Action, ms: number) {
  if (!samples.has(action)) samples.set(action, []);
  samples.get(action)!.push(ms);
}
function failed(action: Action, detail: string) {
  errors++;
  const key = `${action}: ${detail}`;
  errorKinds.set(key, (errorKinds.get(key) ?? 0) + 1);
}

async function timed<T>(action: Action, call: () => Promise<Response>): Promise<T | undefined> {
  const started = performance.now();
  try {
    const response = await call();
    const body = (await response.json()) as T;
    if (!response.ok) return void failed(action, String(response.status));
    record(action, performance.now() - started);
    return body;
  } catch (error) {
    failed(action, (error as Error).message.slice(0, 60));
  }
}

let running = true;
let joined = 0;

/** One student: signs in on an instance, opens a topic, then studies until the run ends. */
async function student(index: number) {
  const url = apis[index % apis.length]!.url;
  const json = (token: string | null, body: unknown) => ({
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const signIn = await timed<{ token: string; user: { id: string } }>("sign in", () =>
    fetch(`${url}/api/auth/demo`, json(null, { fresh: true })),
  );
  if (!signIn) return;
  const { token } = signIn;
  const auth = { authorization: `Bearer ${token}` };
  await fetch(`${url}/api/billing/start-trial`, { method: "POST", headers: auth });
  const me = (await (await fetch(`${url}/api/auth/me`, { headers: auth })).json()) as { id: string };
  const opened = await timed<{ id: string }>("open a topic", async () => {
    const subject = (await (await fetch(`${url}/api/subjects`, json(token, { name: `Science ${index}` }))).json()) as {
      id: string;
    };
    return fetch(`${url}/api/tutoring/session`, json(token, { subjectId: subject.id, topic: "Photosynthesis" }));
  });
  if (!opened) return;
  const card = (await (
    await fetch(
      `${url}/api/practice/flashcards`,
      json(token, {
        subject: `Science ${index}`,
        topic: "Photosynthesis",
        question: "What do plants make?",
        answer: "Glucose",
      }),
    )
  ).json()) as { id: string };
  joined++;
  const think = () => Bun.sleep(thinkMs * (0.5 + Math.random()));
  let turn = 0;
  while (running) {
    await think();
    if (!running) break;
    const chat = await chatThroughApi(
      { url, token, sessionId: opened.id },
      `My answer number ${turn++} is chlorophyll`,
    ).catch(() => ({ ok: false, first: 0, endAfterLast: 0 }));
    if (chat.ok) record("chat (first chunk)", chat.first);
    else failed("chat (first chunk)", "stream failed");
    await think();
    if (!running) break;
    await timed("flashcard answer", () =>
      fetch(`${url}/api/practice/flashcards/evaluate`, json(token, { card: { id: card.id }, userAnswer: "Glucose" })),
    );
    await think();
    if (!running) break;
    const started = performance.now();
    const [mastery, cards] = await Promise.all([
      fetch(`${url}/api/analytics/student/${me.id}/mastery`, { headers: auth }),
      fetch(`${url}/api/analytics/student/${me.id}/subject-cards`, { headers: auth }),
    ]).catch(() => [null, null]);
    if (mastery?.ok && cards?.ok) {
      await Promise.all([mastery.arrayBuffer(), cards.arrayBuffer()]);
      record("dashboard", performance.now() - started);
    } else failed("dashboard", String(mastery?.status ?? "network"));
  }
}

/** CPU seconds (user + system) the process has used, from /proc. */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) / 100;
}
const database = createClient({ url: `file:${databaseFile}` });
const TABLES = [
  "messages",
  "flashcard_reviews",
  "mastery_evidence",
  "concept_mastery",
  "tutoring_sessions",
  "users",
  "flashcards",
];
async function rowsWritten(): Promise<number> {
  const result = await database.execute(
    `select ${TABLES.map((table) => `(select count(*) from ${table})`).join(" + ")} as n`,
  );
  return Number(result.rows[0]!.n);
}

const students: Promise<void>[] = [];
let last = { students: 0, ok: false };
console.log(
  `\nCapacity: ${instances} instance(s) on one database${pin ? ", each on its own core" : ""}, model at ~30 tokens/s, ${stepSeconds} s a step, think time ${thinkMs} ms ±50%\n`,
);
console.log(
  "students".padStart(8),
  "worst action".padEnd(20),
  "p50".padStart(7),
  "p99".padStart(7),
  "chat p99".padStart(9),
  "errors".padStart(7),
  "RSS MB".padStart(10),
  "CPU %".padStart(10),
  "rows/s".padStart(7),
);
for (let target = start; target <= max; target = Math.ceil(target * factor)) {
  while (students.length < target) students.push(student(students.length));
  // Let the new students sign in and open their topics, then measure a clean step.
  await Bun.sleep(Math.min(10_000, 2_000 + target * 10));
  samples.clear();
  errors = 0;
  errorKinds.clear();
  const cpuBefore = apis.map((api) => cpuSeconds(api.child.pid));
  const rowsBefore = await rowsWritten();
  const startedAt = performance.now();
  let peakRss = apis.map((api) => rssMb(api.child.pid));
  const sampler = setInterval(() => {
    peakRss = apis.map((api, i) => Math.max(peakRss[i]!, rssMb(api.child.pid)));
  }, 200);
  await Bun.sleep(stepSeconds * 1000);
  clearInterval(sampler);
  const seconds = (performance.now() - startedAt) / 1000;
  const cpu = apis.map((api, i) => ((cpuSeconds(api.child.pid) - cpuBefore[i]!) / seconds) * 100);
  const rowsPerSecond = ((await rowsWritten()) - rowsBefore) / seconds;
  let worst: { action: string; p50: number; p99: number } = { action: "-", p50: 0, p99: 0 };
  for (const [action, values] of samples) {
    const p99 = quantile(values, 0.99);
    if (p99 > worst.p99) worst = { action, p50: quantile(values, 0.5), p99 };
  }
  const chat = samples.get("chat (first chunk)") ?? [0];
  console.log(
    String(target).padStart(8),
    worst.action.padEnd(20),
    worst.p50.toFixed(0).padStart(7),
    worst.p99.toFixed(0).padStart(7),
    quantile(chat, 0.99).toFixed(0).padStart(9),
    String(errors).padStart(7),
    peakRss
      .map((value) => value.toFixed(0))
      .join("+")
      .padStart(10),
    cpu
      .map((value) => value.toFixed(0))
      .join("+")
      .padStart(10),
    rowsPerSecond.toFixed(0).padStart(7),
  );
  if (errors > 0) console.log("  errors:", Object.fromEntries(errorKinds));
  const ok = worst.p99 <= LIMIT_MS && errors === 0 && joined >= target * 0.95;
  if (!ok) break;
  last = { students: target, ok };
}
running = false;
console.log(
  last.ok
    ? `\n${instances} instance(s) carried ${last.students} studying students with every action's p99 under ${LIMIT_MS} ms and no errors.`
    : `\nEven ${start} students passed ${LIMIT_MS} ms p99 or saw errors.`,
);
await Promise.race([Promise.all(students), Bun.sleep(15_000)]);
database.close();
for (const api of apis) await api.stop();
model.stop();
process.exit(0);
