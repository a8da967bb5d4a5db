import { afterAll, describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * The job lease across processes: each worker is a process of its own with its own libSQL
 * connection to one database file, as two API instances are, so the claims really race on the
 * file's lock. Time is the `now` each tick is given, so nothing here waits for a clock.
 */

const WORKER = join(import.meta.dir, "../../test/job-worker.ts");
const HOUR = 3_600_000;
const folder = mkdtempSync(join(tmpdir(), "bloom-jobs-"));
const workers: Worker[] = [];
afterAll(async () => {
  for (const worker of workers) worker.process.kill("SIGKILL");
  await Promise.all(workers.map((worker) => worker.process.exited));
  rmSync(folder, { recursive: true, force: true });
});

interface Worker {
  process: Bun.Subprocess<"pipe", "pipe", "inherit">;
  send(line: string): void;
  /** The next line the worker writes. */
  next(): Promise<string>;
}

async function startWorker(file: string, everyMs: number, leaseMs: number, mode: "finish" | "hang"): Promise<Worker> {
  const child = Bun.spawn([process.execPath, WORKER, file, String(everyMs), String(leaseMs), mode], {
    stdin: "pipe",
    stdout: "pipe",
    stderr: "inherit",
  });
  const reader = child.stdout.getReader();
  const decoder = new TextDecoder();
  let buffered = "";
  const worker: Worker = {
    process: child,
    send(line) {
      child.stdin.write(`${line}\n`);
      child.stdin.flush();
    },
    async next() {
      while (!buffered.includes("\n")) {
        const { done, value } = await reader.read();
        if (done) throw new Error(`The worker ended (code ${child.exitCode}) before it wrote a line.`);
        buffered += decoder.decode(value, { stream: true });
      }
      const line = buffered.slice(0, buffered.indexOf("\n"));
      buffered = buffered.slice(line.length + 1);
      return line;
    },
  };
  workers.push(worker);
  expect(await worker.next()).toBe("ready");
  return worker;
}

/** Lines up to and including `ticked <now>`. */
async function untilTicked(worker: Worker, now: number): Promise<string[]> {
  const lines: string[] = [];
  for (;;) {
    const line = await worker.next();
    lines.push(line);
    if (line === `ticked ${now}`) return lines;
  }
}

describe("scheduled jobs in two processes on one database file", () => {
  test("ticking together, exactly one process runs each due run, and neither runs one that is not due", async () => {
    const file = join(folder, "together.db");
    // One after the other: the first applies the migrations.
    const pair = [await startWorker(file, HOUR, 60_000, "finish"), await startWorker(file, HOUR, 60_000, "finish")];
    const start = Date.now();
    const runsPerTick: number[] = [];
    for (let half = 0; half < 8; half++) {
      const now = start + (half * HOUR) / 2;
      for (const worker of pair) worker.send(`tick ${now}`);
      const lines = (await Promise.all(pair.map((worker) => untilTicked(worker, now)))).flat();
      runsPerTick.push(lines.filter((line) => line === `started ${now}`).length);
    }
    // Due on the hour, not on the half hour.
    expect(runsPerTick).toEqual([1, 0, 1, 0, 1, 0, 1, 0]);
  });

  test("a process killed while it holds a job keeps it from the other only until the lease runs out", async () => {
    const file = join(folder, "crash.db");
    const everyMs = 1_000;
    const leaseMs = 60_000;
    const dying = await startWorker(file, everyMs, leaseMs, "hang");
    const survivor = await startWorker(file, everyMs, leaseMs, "finish");
    const start = Date.now();
    dying.send(`tick ${start}`);
    expect(await dying.next()).toBe(`started ${start}`);
    dying.process.kill("SIGKILL");
    await dying.process.exited;

    // Due again (a period has passed), but the dead process's lease still holds it.
    survivor.send(`tick ${start + 2 * everyMs}`);
    expect(await untilTicked(survivor, start + 2 * everyMs)).toEqual([`ticked ${start + 2 * everyMs}`]);
    // Once the lease has run out, the survivor takes the job over.
    survivor.send(`tick ${start + leaseMs + 1}`);
    expect(await untilTicked(survivor, start + leaseMs + 1)).toEqual([
      `started ${start + leaseMs + 1}`,
      `ticked ${start + leaseMs + 1}`,
    ]);
  });

  test("run now, asked of one process while the other runs the job, does not run it a second time", async () => {
    const file = join(folder, "run-now.db");
    const holding = await startWorker(file, HOUR, HOUR, "hang");
    const asked = await startWorker(file, HOUR, HOUR, "finish");
    const start = Date.now();
    holding.send(`tick ${start}`);
    expect(await holding.next()).toBe(`started ${start}`);
    // Run now ignores whether the job is due; only the other process's lease keeps it from running.
    asked.send("run-now");
    expect(await asked.next()).toBe("ran-now false");
  });
});
