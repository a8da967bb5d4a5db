import { existsSync, mkdirSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";
import { createApp, createContext } from "../../api/src/app";
import { loadConfig } from "../../api/src/config";
import { expectedCounts, generateDistrict } from "./district";

/**
 * Dashboard benchmark (issue: analytics at district scale). Builds two synthetic districts that
 * share one heavy student, "u0": a large one (5,000 students by default) and a small one (50),
 * starts the real API on each, and times every dashboard call and the filtered flashcard list
 * for u0 over HTTP, alternating between the two servers so both see the same machine noise.
 *
 *   bun bench/dashboard/run.ts [--students 5000] [--rounds 200] [--fresh]
 */

const args = new Map<string, string>();
for (let i = 2; i < process.argv.length; i++) {
  const arg = process.argv[i]!;
  if (arg.startsWith("--"))
    args.set(arg.slice(2), process.argv[i + 1]?.startsWith("--") === false ? process.argv[++i]! : "true");
}
const students = Number(args.get("students") ?? 5000);
const rounds = Number(args.get("rounds") ?? 200);
const dataDir = join(import.meta.dir, "../.data");
mkdirSync(dataDir, { recursive: true });
// One "now" for both districts, so the heavy student's rows are identical in each.
const now = Date.UTC(2026, 10, 1);

async function district(size: number): Promise<string> {
  const file = join(dataDir, `district-${size}.db`);
  if (args.has("fresh") || !existsSync(file)) {
    for (const suffix of ["", "-wal", "-shm"]) rmSync(file + suffix, { force: true });
    const started = performance.now();
    await generateDistrict(file, { students: size }, now);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `generated ${size} students in ${seconds}s: ${JSON.stringify(expectedCounts(size))}, ${(statSync(file).size / 1e6).toFixed(0)} MB`,
    );
  }
  return file;
}

async function startApi(file: string) {
  const config = loadConfig({
    NODE_ENV: "test",
    DATABASE_URL: `file:${file}`,
    DATA_DIR: dataDir,
    DEMO_SIGN_IN: "false",
    AUTH_TOKEN_SECRET: "benchmark-secret-that-is-long-enough-0123456789",
  });
  const ctx = await createContext(config);
  const app = createApp(ctx).listen({ port: 0, hostname: "127.0.0.1" });
  const { token } = await ctx.tokens.issue("u0");
  return { url: `http://127.0.0.1:${app.server!.port}`, token, stop: () => app.stop(true) };
}

const calls = [
  "/api/subjects",
  "/api/analytics/student/u0/mastery",
  "/api/analytics/student/u0/subject-cards",
  "/api/analytics/student/u0/flashcard-metrics",
  "/api/analytics/student/u0/hierarchical-mastery",
  "/api/analytics/student/u0/learning-path-timeline",
  "/api/analytics/student/u0/session-duration-from-turns",
  "/api/analytics/student/u0/tutoring-chat-overview/sub0-0",
  "/api/practice/flashcards?subject=Subject%201&topic=Topic%201",
  "/api/practice/flashcards?subject=Subject%200&minMastery=0.7&maxMastery=0.9",
  "/api/practice/stats?subject=Subject%200",
];

async function time(api: { url: string; token: string }, path: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(api.url + path, { headers: { authorization: `Bearer ${api.token}` } });
  await response.arrayBuffer();
  const elapsed = performance.now() - started;
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return elapsed;
}

function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

const large = await startApi(await district(students));
const small = await startApi(await district(50));
const results: { path: string; largeMedian: number; largeP95: number; smallMedian: number; ratio: number }[] = [];
for (const path of calls) {
  const timings = { large: [] as number[], small: [] as number[] };
  for (let round = 0; round < 10; round++) await Promise.all([time(large, path), time(small, path)]); // warm-up
  for (let round = 0; round < rounds; round++) {
    // Alternate which server goes first, so neither always pays for the other's noise.
    if (round % 2 === 0) {
      timings.large.push(await time(large, path));
      timings.small.push(await time(small, path));
    } else {
      timings.small.push(await time(small, path));
      timings.large.push(await time(large, path));
    }
  }
  const largeMedian = quantile(timings.large, 0.5);
  const smallMedian = quantile(timings.small, 0.5);
  results.push({
    path,
    largeMedian,
    largeP95: quantile(timings.large, 0.95),
    smallMedian,
    ratio: largeMedian / smallMedian,
  });
}
await large.stop();
await small.stop();

console.log(
  `\nHeavy student u0, ${rounds} rounds per call, times in ms over HTTP on 127.0.0.1 (${students} vs 50 students)\n`,
);
console.log("call".padEnd(62), "median".padStart(8), "p95".padStart(8), "median@50".padStart(10), "ratio".padStart(7));
for (const row of results) {
  console.log(
    row.path.replace("/api/", "").padEnd(62),
    row.largeMedian.toFixed(2).padStart(8),
    row.largeP95.toFixed(2).padStart(8),
    row.smallMedian.toFixed(2).padStart(10),
    row.ratio.toFixed(2).padStart(7),
  );
}
