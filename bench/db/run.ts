import { mkdirSync, rmSync } from "node:fs";
import { join } from "node:path";
// The API's own copy of drizzle, so the queries are built as the API builds them.
import { asc, eq, sql } from "../../api/node_modules/drizzle-orm";
import { openDatabase } from "../../api/src/db/database";
import { openKeptStatements } from "../../api/src/db/kept-statements";
import { subjects, users } from "../../api/src/db/schema";
import { option } from "../support";

/**
 * The same queries through each way the API could reach a database file, each in its own process
 * (so one's memory does not hide another's), printed side by side: the median time per query and
 * how far the process's resident memory grew over each part of the run (after a full collection).
 *
 * - `client`: the `@libsql/client` alone (`client.execute`, as drizzle's libSQL driver runs it).
 * - `kept`: `KeptStatements`, statements kept prepared by their SQL text (ADR 0024).
 * - `drizzle`: drizzle's builder on the kept statements, the SQL text built on each call.
 * - `drizzle-prepared`: the same query as a drizzle prepared query, built once.
 *
 * Reads are the subject list (a user's 10 subjects); writes rename one subject, each its own commit.
 * Options: `--reads` (100,000), `--writes` (20,000), `--only <mode>` (one mode, in this process).
 */

const MODES = ["client", "kept", "drizzle", "drizzle-prepared"] as const;
type Mode = (typeof MODES)[number];

const READS = option("reads", 100_000);
const WRITES = option("writes", 20_000);
const BATCH = 1_000;
const USER_ID = "bench-user";
const SUBJECT_ID = "bench-subject-0";
const dir = join(import.meta.dir, "../.data/driver");
const url = `file:${join(dir, "driver.db")}`;

interface Outcome {
  mode: Mode;
  readMedianUs: number;
  writeMedianUs: number;
  /** Resident memory before the reads, after half of them, after all, and after the writes. */
  rssMb: [number, number, number, number];
}

/** The median over batches of the mean time per call in a batch, in microseconds. */
async function timePerCall(calls: number, call: (index: number) => unknown): Promise<number> {
  const means: number[] = [];
  for (let start = 0; start < calls; start += BATCH) {
    const began = Bun.nanoseconds();
    const end = Math.min(calls, start + BATCH);
    for (let index = start; index < end; index++) await call(index);
    means.push((Bun.nanoseconds() - began) / 1_000 / (end - start));
  }
  means.sort((a, b) => a - b);
  return means[Math.floor(means.length / 2)] ?? 0;
}

function rssMb(): number {
  Bun.gc(true);
  return process.memoryUsage().rss / 1_048_576;
}

async function measure(mode: Mode): Promise<Outcome> {
  const database = await openDatabase(url);
  const kept = openKeptStatements(join(dir, "driver.db"));
  const builtList = () =>
    database.read
      .select()
      .from(subjects)
      .where(eq(subjects.userId, USER_ID))
      .orderBy(asc(subjects.createdAt), asc(subjects.id));
  const listSql = builtList().toSQL().sql;
  const rename = (index: number) =>
    database.read
      .update(subjects)
      .set({ name: `Subject ${index}` })
      .where(eq(subjects.id, SUBJECT_ID));
  const renameSql = rename(0).toSQL().sql;
  const preparedList = builtList().prepare();
  const preparedRename = database.read
    .update(subjects)
    .set({ name: sql`${sql.placeholder("name")}` })
    .where(eq(subjects.id, SUBJECT_ID))
    .prepare();

  const read: (index: number) => unknown = {
    client: () => database.client.execute({ sql: listSql, args: [USER_ID] }),
    kept: () => kept.run(listSql, [USER_ID], "all"),
    drizzle: () => builtList().all(),
    "drizzle-prepared": () => preparedList.all(),
  }[mode];
  const write: (index: number) => unknown = {
    client: (index: number) => database.client.execute({ sql: renameSql, args: [`Subject ${index}`, SUBJECT_ID] }),
    kept: (index: number) => kept.run(renameSql, [`Subject ${index}`, SUBJECT_ID], "run"),
    drizzle: (index: number) => rename(index).run(),
    "drizzle-prepared": (index: number) => preparedRename.run({ name: `Subject ${index}` }),
  }[mode];

  // Warm up, so what each first call loads is in the baseline.
  for (let index = 0; index < BATCH; index++) {
    await read(index);
    await write(index);
  }
  const before = rssMb();
  const half = Math.floor(READS / 2);
  const firstHalf = await timePerCall(half, read);
  const halfway = rssMb();
  const secondHalf = await timePerCall(READS - half, read);
  const afterReads = rssMb();
  const writeMedianUs = await timePerCall(WRITES, write);
  const afterWrites = rssMb();
  kept.close();
  database.close();
  return {
    mode,
    readMedianUs: (firstHalf + secondHalf) / 2,
    writeMedianUs,
    rssMb: [before, halfway, afterReads, afterWrites],
  };
}

async function seed(): Promise<void> {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const database = await openDatabase(url);
  await database.write(async (tx) => {
    await tx.insert(users).values({ id: USER_ID, email: "bench@example.test", name: "Bench", role: "student" });
    await tx.insert(subjects).values(
      Array.from({ length: 10 }, (_, index) => ({
        id: `bench-subject-${index}`,
        userId: USER_ID,
        name: `Subject ${index}`,
        nameKey: `subject ${index}`,
        createdAt: index,
      })),
    );
  });
  database.close();
}

const onlyAt = process.argv.indexOf("--only");
const only = onlyAt > 0 ? process.argv[onlyAt + 1] : undefined;
if (only) {
  if (!MODES.includes(only as Mode)) throw new Error(`--only is one of ${MODES.join(", ")}`);
  console.log(JSON.stringify(await measure(only as Mode)));
} else {
  await seed();
  console.log(`${READS.toLocaleString()} reads (subject list) and ${WRITES.toLocaleString()} writes per mode\n`);
  console.log("RSS growth in MB over the first half of the reads, the second half, and the writes.\n");
  console.log("mode              read µs  write µs  RSS start (MB)  1st half  2nd half  writes  total");
  for (const mode of MODES) {
    const child = Bun.spawnSync(
      [process.execPath, import.meta.path, "--only", mode, "--reads", String(READS), "--writes", String(WRITES)],
      { stderr: "inherit" },
    );
    if (child.exitCode !== 0) throw new Error(`${mode} failed`);
    const outcome: Outcome = JSON.parse(child.stdout.toString().trim().split("\n").at(-1)!);
    console.log(
      [
        mode.padEnd(16),
        outcome.readMedianUs.toFixed(1).padStart(8),
        outcome.writeMedianUs.toFixed(1).padStart(9),
        outcome.rssMb[0].toFixed(0).padStart(14),
        (outcome.rssMb[1] - outcome.rssMb[0]).toFixed(0).padStart(8),
        (outcome.rssMb[2] - outcome.rssMb[1]).toFixed(0).padStart(8),
        (outcome.rssMb[3] - outcome.rssMb[2]).toFixed(0).padStart(6),
        (outcome.rssMb[3] - outcome.rssMb[0]).toFixed(0).padStart(5),
      ].join("  "),
    );
  }
  rmSync(dir, { recursive: true, force: true });
}
