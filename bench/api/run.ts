import { copyFileSync, existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import autocannon from "autocannon";
import { createApp, createContext } from "../../api/src/app";
import { loadConfig } from "../../api/src/config";
import { generateDistrict } from "../dashboard/district";
import { freePort, option, spawnService } from "../support";
import { addCourse, COURSE_ID, TEACHER_ID } from "./course";

/**
 * Authenticated reads under load (issue 17): autocannon against Bloom (its own process, started as
 * the README's run command does) and against a bare Bun.serve + jose + @libsql/client server
 * (bench/api/reference.ts) that runs the very SQL Bloom ran for each route, on the same database
 * file. Routes: a student's subjects, their practice stats, and a teacher's course view. Each
 * route is loaded on one server then the other, `--rounds` times, alternating which goes first.
 *
 * With `--against <checkout>` (another copy of the repository with its dependencies installed, e.g. a
 * `git worktree` of the previous commit), that version of Bloom is loaded too, on a copy of the same
 * database, in the same rounds: before and after side by side in one run.
 *
 *   bun bench/api/run.ts [--connections 50] [--seconds 5] [--rounds 2] [--students 500] [--against <path>]
 */

const connections = option("connections", 50);
const seconds = option("seconds", 5);
const rounds = option("rounds", 2);
const students = option("students", 500);
const againstIndex = process.argv.indexOf("--against");
const against = againstIndex > 0 ? process.argv[againstIndex + 1] : undefined;
const SECRET = "benchmark-secret-that-is-long-enough-0123456789";
const now = Date.UTC(2026, 10, 1);

const dataDir = join(import.meta.dir, "../.data");
mkdirSync(dataDir, { recursive: true });
const file = join(dataDir, `api-${students}.db`);
if (!existsSync(file)) {
  for (const suffix of ["", "-wal", "-shm"]) rmSync(file + suffix, { force: true });
  await generateDistrict(file, { students }, now);
  await addCourse(file, 30, now);
}

const routes = [
  { name: "GET /api/subjects", path: "/api/subjects", as: "u1" },
  { name: "GET /api/practice/stats", path: "/api/practice/stats?subject=Subject%200", as: "u1" },
  { name: "GET /api/classroom/classes/:id", path: `/api/classroom/classes/${COURSE_ID}`, as: TEACHER_ID },
];

// Record the SQL Bloom runs for each route, in-process, so the reference runs the same statements.
const ctx = await createContext(
  loadConfig({ NODE_ENV: "test", DATABASE_URL: `file:${file}`, DATA_DIR: dataDir, AUTH_TOKEN_SECRET: SECRET }),
);
const app = createApp(ctx);
const recorded: { sql: string; args: unknown[] }[] = [];
// Every read Bloom makes on a database file passes here (ADR 0024); the reference runs the same SQL through the client.
const runRead = ctx.database.runRead.bind(ctx.database);
ctx.database.runRead = (sql, params, method) => {
  recorded.push({ sql, args: [...params] });
  return runRead(sql, params, method);
};
const tokens = new Map<string, { token: string; jti: string }>();
const statements: Record<string, unknown> = {};
for (const route of routes) {
  if (!tokens.has(route.as)) {
    const { token, claims } = await ctx.tokens.issue(route.as);
    tokens.set(route.as, { token, jti: claims.jti });
  }
  recorded.length = 0;
  const response = await app.handle(
    new Request(`http://bench${route.path}`, { headers: { authorization: `Bearer ${tokens.get(route.as)!.token}` } }),
  );
  if (!response.ok) throw new Error(`${route.path} answered ${response.status}: ${await response.text()}`);
  const auth = recorded.findIndex((statement) => statement.sql.includes("revoked_tokens"));
  statements[route.path] = {
    auth: recorded[auth],
    jti: tokens.get(route.as)!.jti,
    userId: route.as,
    rest: recorded.filter((_, index) => index !== auth),
  };
  console.log(`${route.name}: ${recorded.length} SQL statements`);
}
ctx.database.close();
const statementsFile = join(dataDir, "api-statements.json");
writeFileSync(statementsFile, JSON.stringify(statements));

// The two servers, each in its own process.
const reference = await spawnService([
  process.execPath,
  join(import.meta.dir, "reference.ts"),
  file,
  SECRET,
  statementsFile,
]);
/** Bloom from `checkout` in its own process, on `databaseFile`, started as the README's run command does. */
async function startBloom(checkout: string, databaseFile: string) {
  const port = freePort();
  const child = Bun.spawn([process.execPath, join(checkout, "api/src/main.ts")], {
    env: {
      ...process.env,
      // Development only for billing (production requires Stripe); logs as production writes them.
      NODE_ENV: "development",
      LOG_FORMAT: "json",
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      DATABASE_URL: `file:${databaseFile}`,
      AUTH_TOKEN_SECRET: SECRET,
      LOG_LEVEL: process.env.LOG_LEVEL ?? "info",
    },
    stdout: "ignore",
    stderr: "ignore",
  });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; !(await fetch(`${url}/api/health`).catch(() => null))?.ok; attempt++) {
    if (attempt > 300) throw new Error(`Bloom (${checkout}) did not start`);
    await Bun.sleep(50);
  }
  return { url, child };
}
const bloom = await startBloom(join(import.meta.dir, "../.."), file);
console.log(`this checkout: ${bloom.url}`);
let before: Awaited<ReturnType<typeof startBloom>> | undefined;
if (against) {
  const copy = join(dataDir, `api-${students}-before.db`);
  for (const suffix of ["", "-wal", "-shm"]) rmSync(copy + suffix, { force: true });
  copyFileSync(file, copy);
  before = await startBloom(against, copy);
}

async function load(base: string, path: string, token: string, duration: number) {
  const result = await autocannon({
    url: base + path,
    connections,
    duration,
    headers: { authorization: `Bearer ${token}` },
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(
      `${base}${path}: ${result.non2xx} non-2xx (${JSON.stringify(result.statusCodeStats)}), ${result.errors} errors`,
    );
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

type Server = "bloom" | "before" | "reference";
const servers: Partial<Record<Server, string>> = {
  bloom: bloom.url,
  before: before?.url,
  reference: reference.firstLine,
};
const names = (Object.keys(servers) as Server[]).filter((name) => servers[name]);
const rows: string[] = [];
for (const route of routes) {
  const token = tokens.get(route.as)!.token;
  const results = Object.fromEntries(names.map((name) => [name, [] as Awaited<ReturnType<typeof load>>[]]));
  for (const name of names) await load(servers[name]!, route.path, token, 1); // warm-up
  for (let round = 0; round < rounds; round++) {
    // Each server goes first in turn, so a busy machine's noise falls on all alike.
    const order = names.map((_, index) => names[(index + round) % names.length]!);
    for (const name of order) results[name]!.push(await load(servers[name]!, route.path, token, seconds));
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const pick = (name: Server, key: "rps" | "p50" | "p99") => median(results[name]!.map((r) => r[key]));
  const ratio = (name: Server) => (pick(name, "rps") / pick("reference", "rps")).toFixed(2).padStart(7);
  rows.push(
    [
      route.name.padEnd(32),
      ...names.map((name) => pick(name, "rps").toFixed(0).padStart(8)),
      ratio("bloom"),
      ...(before ? [ratio("before").padStart(13)] : []),
      ...names.map((name) => `${pick(name, "p50")} / ${pick(name, "p99")}`.padStart(12)),
    ].join(" "),
  );
}
bloom.child.kill();
before?.child.kill();
reference.child.kill();

console.log(
  `\nAuthenticated reads, ${connections} connections, ${rounds} × ${seconds} s per route and server (medians of rounds)\n`,
);
console.log(
  "route".padEnd(32),
  ...names.map((name) => `${name}/s`.padStart(8)),
  "ratio".padStart(7),
  ...(before ? ["ratio before".padStart(13)] : []),
  ...names.map((name) => `${name} p50/p99`.padStart(12)),
);
for (const row of rows) console.log(row);
