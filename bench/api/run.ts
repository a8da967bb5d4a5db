import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
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
 *   bun bench/api/run.ts [--connections 50] [--seconds 5] [--rounds 2] [--students 500]
 */

const connections = option("connections", 50);
const seconds = option("seconds", 5);
const rounds = option("rounds", 2);
const students = option("students", 500);
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
const port = freePort();
const bloom = Bun.spawn([process.execPath, join(import.meta.dir, "../../api/src/main.ts")], {
  env: {
    ...process.env,
    // Development only for billing (production requires Stripe); logs as production writes them.
    NODE_ENV: "development",
    LOG_FORMAT: "json",
    PORT: String(port),
    HOST: "127.0.0.1",
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    DATABASE_URL: `file:${file}`,
    AUTH_TOKEN_SECRET: SECRET,
    LOG_LEVEL: process.env.LOG_LEVEL ?? "info",
  },
  stdout: "ignore",
  stderr: "ignore",
});
const bloomUrl = `http://127.0.0.1:${port}`;
for (let attempt = 0; !(await fetch(`${bloomUrl}/api/health`).catch(() => null))?.ok; attempt++) {
  if (attempt > 300) throw new Error("Bloom did not start");
  await Bun.sleep(50);
}

async function load(base: string, path: string, token: string, duration: number) {
  const result = await autocannon({
    url: base + path,
    connections,
    duration,
    headers: { authorization: `Bearer ${token}` },
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${base}${path}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

const servers = { bloom: bloomUrl, reference: reference.firstLine };
const rows: string[] = [];
for (const route of routes) {
  const token = tokens.get(route.as)!.token;
  const results = {
    bloom: [] as Awaited<ReturnType<typeof load>>[],
    reference: [] as Awaited<ReturnType<typeof load>>[],
  };
  for (const name of ["bloom", "reference"] as const) await load(servers[name], route.path, token, 1); // warm-up
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 === 0 ? (["bloom", "reference"] as const) : (["reference", "bloom"] as const);
    for (const name of order) results[name].push(await load(servers[name], route.path, token, seconds));
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const pick = (name: "bloom" | "reference", key: "rps" | "p50" | "p99") => median(results[name].map((r) => r[key]));
  rows.push(
    [
      route.name.padEnd(32),
      pick("bloom", "rps").toFixed(0).padStart(8),
      pick("reference", "rps").toFixed(0).padStart(8),
      (pick("bloom", "rps") / pick("reference", "rps")).toFixed(2).padStart(7),
      `${pick("bloom", "p50")} / ${pick("bloom", "p99")}`.padStart(12),
      `${pick("reference", "p50")} / ${pick("reference", "p99")}`.padStart(12),
    ].join(" "),
  );
}
bloom.kill();
reference.child.kill();

console.log(
  `\nAuthenticated reads, ${connections} connections, ${rounds} × ${seconds} s per route and server (medians of rounds)\n`,
);
console.log(
  "route".padEnd(32),
  "Bloom/s".padStart(8),
  "ref/s".padStart(8),
  "ratio".padStart(7),
  "Bloom p50/p99".padStart(12),
  "ref p50/p99 ms".padStart(12),
);
for (const row of rows) console.log(row);
