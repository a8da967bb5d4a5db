import { existsSync, mkdirSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";
import type { InArgs } from "@libsql/client";
import { createApp, createContext } from "../../api/src/app";
import { loadConfig } from "../../api/src/config";
import { addCourse, addDistrictAdmin, COURSE_ID, DISTRICT_ADMIN_ID, SCHOOL_ADMIN_ID, TEACHER_ID } from "../api/course";
import { quantile } from "../support";
import { expectedCounts, generateDistrict } from "./district";

/**
 * Growth (issue 17): the teacher's course view (30 students), the district admin's view (a district
 * has no roster wider than a course: its admin lists the district's courses, one for every 30
 * students, 50 to a page: the first, the last and a search of their names; and opens one), and the
 * school view (a page of an admin's whole school of 1,000 students) in districts of 5,000, 20,000
 * and 50,000 students, each with mastery evidence for every concept. The districts differ only in
 * size, so the views' p95 side by side shows what an extra student elsewhere in the district costs.
 * Prints each view's SQL with its EXPLAIN QUERY PLAN, from the largest district. `--data` reads and
 * keeps the districts in another folder (another checkout's `bench/.data`), since the 50k district
 * takes minutes and 3.3 GB to make.
 *
 *   bun bench/dashboard/growth.ts [--sizes 5000,20000,50000] [--rounds 200] [--fresh] [--data <folder>]
 */

const argument = (name: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : undefined;
};
const sizes = (argument("sizes") ?? "5000,20000,50000").split(",").map(Number);
const rounds = Number(argument("rounds") ?? 200);
const fresh = process.argv.includes("--fresh");
const now = Date.UTC(2026, 10, 1);
const dataDir = argument("data") ?? join(import.meta.dir, "../.data");
mkdirSync(dataDir, { recursive: true });
/** Lighter per-student amounts than the dashboard's districts, and more evidence: 216 rows a student. */
const AMOUNTS = { cards: 10, reviewsPerCard: 1, sessions: 2, messagesPerSession: 2, evidencePerConcept: 4 };
const SCHOOL_SIZE = 1000;

async function district(students: number): Promise<string> {
  const file = join(dataDir, `growth-${students}.db`);
  if (fresh || !existsSync(file)) {
    for (const suffix of ["", "-wal", "-shm"]) rmSync(file + suffix, { force: true });
    const started = performance.now();
    await generateDistrict(file, { students, schoolSize: SCHOOL_SIZE, amounts: AMOUNTS }, now);
    await addCourse(file, 30, now);
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `generated ${students} students in ${seconds.toFixed(1)} s (${((seconds * 1000) / students).toFixed(2)} ms a student): ` +
        `${JSON.stringify(expectedCounts(students, AMOUNTS))}, ${(statSync(file).size / 1e6).toFixed(0)} MB`,
    );
  }
  await addDistrictAdmin(file, students, SCHOOL_SIZE, now);
  return file;
}

const views = [
  { name: "course view (30 students)", path: `/api/classroom/classes/${COURSE_ID}`, as: TEACHER_ID },
  { name: "class list, district admin", path: "/api/classroom/classes", as: DISTRICT_ADMIN_ID },
  // A page past the last answers the last: 4 pages at 5k students, 34 at 50k.
  { name: "class list, last page", path: "/api/classroom/classes?page=10000", as: DISTRICT_ADMIN_ID },
  // "Course 12", "Course 120" to "Course 129", then "Course 1200" and on: a page of matches at 50k.
  { name: "class list, search", path: "/api/classroom/classes?search=course%2012", as: DISTRICT_ADMIN_ID },
  { name: "course view, district admin", path: `/api/classroom/classes/${COURSE_ID}`, as: DISTRICT_ADMIN_ID },
  { name: "school view (1,000 students)", path: "/api/classroom/classes/school:bench-school", as: SCHOOL_ADMIN_ID },
  { name: "school view, last page", path: "/api/classroom/classes/school:bench-school?page=20", as: SCHOOL_ADMIN_ID },
];

async function startApi(file: string) {
  const ctx = await createContext(
    loadConfig({
      NODE_ENV: "test",
      DATABASE_URL: `file:${file}`,
      DATA_DIR: dataDir,
      DEMO_SIGN_IN: "false",
      AUTH_TOKEN_SECRET: "benchmark-secret-that-is-long-enough-0123456789",
    }),
  );
  const app = createApp(ctx).listen({ port: 0, hostname: "127.0.0.1" });
  const tokens = new Map<string, string>();
  for (const view of views) tokens.set(view.as, (await ctx.tokens.issue(view.as)).token);
  return { ctx, url: `http://127.0.0.1:${app.server!.port}`, tokens, stop: () => app.stop(true) };
}

async function time(api: Awaited<ReturnType<typeof startApi>>, view: (typeof views)[number]): Promise<number> {
  const started = performance.now();
  const response = await fetch(api.url + view.path, {
    headers: { authorization: `Bearer ${api.tokens.get(view.as)}` },
  });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${view.path} answered ${response.status}`);
  return performance.now() - started;
}

const apis: Awaited<ReturnType<typeof startApi>>[] = [];
for (const size of sizes) apis.push(await startApi(await district(size)));

// Each round asks every district in turn, rotating who goes first, so all see the same noise.
const timings = views.map(() => apis.map(() => [] as number[]));
for (const [v, view] of views.entries()) {
  for (let round = 0; round < 10; round++) for (const api of apis) await time(api, view);
  for (let round = 0; round < rounds; round++) {
    for (let k = 0; k < apis.length; k++) {
      const index = (k + round) % apis.length;
      timings[v]![index]!.push(await time(apis[index]!, view));
    }
  }
}

console.log(`\nGrowth: ${rounds} rounds per view and district, ms over HTTP on 127.0.0.1\n`);
console.log(
  "view".padEnd(30),
  ...sizes.map((size) => `p50 @${size / 1000}k`.padStart(11)),
  ...sizes.map((size) => `p95 @${size / 1000}k`.padStart(11)),
  `p95 ×`.padStart(7),
  "µs per 1k students".padStart(19),
);
for (const [v, view] of views.entries()) {
  const p50 = timings[v]!.map((values) => quantile(values, 0.5));
  const p95 = timings[v]!.map((values) => quantile(values, 0.95));
  // The slope of the median between the smallest and the largest district.
  const perThousand = ((p50.at(-1)! - p50[0]!) / ((sizes.at(-1)! - sizes[0]!) / 1000)) * 1000;
  console.log(
    view.name.padEnd(30),
    ...p50.map((value) => value.toFixed(2).padStart(11)),
    ...p95.map((value) => value.toFixed(2).padStart(11)),
    (p95.at(-1)! / p95[0]!).toFixed(2).padStart(7),
    perThousand.toFixed(1).padStart(19),
  );
}

// The plans SQLite chose for each view's statements, in the largest district.
const largest = apis.at(-1)!;
const client = largest.ctx.database.client;
const runRead = largest.ctx.database.runRead.bind(largest.ctx.database);
for (const view of views) {
  const recorded: { sql: string; args: InArgs }[] = [];
  // Every read on a database file passes here (ADR 0024).
  largest.ctx.database.runRead = (sql, params, method) => {
    recorded.push({ sql, args: params as InArgs });
    return runRead(sql, params, method);
  };
  await time(largest, view);
  largest.ctx.database.runRead = runRead;
  console.log(`\nEXPLAIN QUERY PLAN, ${view.name}, ${sizes.at(-1)} students:`);
  const seen = new Set<string>();
  for (const statement of recorded) {
    if (seen.has(statement.sql)) continue;
    seen.add(statement.sql);
    const plan = await client.execute({ sql: `explain query plan ${statement.sql}`, args: statement.args });
    console.log(`  ${statement.sql.replace(/"/g, "").slice(0, 110)}…`);
    for (const row of plan.rows) console.log(`      ${row.detail}`);
  }
}
for (const api of apis) api.stop();
process.exit(0);
