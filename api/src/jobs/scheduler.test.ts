import { afterAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { createTempDatabase } from "../../test/temp-database";
import { scheduledJobs } from "../db/schema";
import { JobScheduler } from "./scheduler";

const temp = await createTempDatabase();
afterAll(() => temp.close());

const HOUR = 3_600_000;

function countingJob(name: string, options: { everyMs?: number; atStart?: boolean } = {}) {
  const job = {
    name,
    everyMs: options.everyMs ?? HOUR,
    atStart: options.atStart,
    runs: 0,
    async run() {
      job.runs += 1;
      await Bun.sleep(5);
    },
  };
  return job;
}

describe("scheduled jobs", () => {
  test("a due job runs once even when two instances tick together, and not again until its period has passed", async () => {
    const job = countingJob("nightly-once");
    const first = new JobScheduler(temp.database);
    const second = new JobScheduler(temp.database);
    first.register(job);
    second.register(job);
    const now = Date.now();
    await Promise.all([first.tick(now), second.tick(now)]);
    expect(job.runs).toBe(1);
    await Promise.all([first.tick(now + HOUR / 2), second.tick(now + HOUR / 2)]);
    expect(job.runs).toBe(1);
    await Promise.all([first.tick(now + HOUR + 1), second.tick(now + HOUR + 1)]);
    expect(job.runs).toBe(2);
  });

  test("an at-start job runs when a new instance starts, unless it ran since that instance started", async () => {
    const job = countingJob("at-start", { atStart: true });
    const before = new JobScheduler(temp.database);
    before.register(job);
    await before.tick();
    expect(job.runs).toBe(1);
    await Bun.sleep(2);
    // Two instances start (a deploy): the first to tick runs the job; for the other, that run counts.
    const restarted = new JobScheduler(temp.database);
    const beside = new JobScheduler(temp.database);
    restarted.register(job);
    beside.register(job);
    await Bun.sleep(2);
    await restarted.tick();
    expect(job.runs).toBe(2);
    await beside.tick();
    expect(job.runs).toBe(2);
  });

  test("a failing job records its error and frees its lease; a crashed holder's lease runs out", async () => {
    const scheduler = new JobScheduler(temp.database);
    scheduler.register({
      name: "breaks",
      everyMs: HOUR,
      run: async () => Promise.reject(new Error("the job broke")),
    });
    await scheduler.tick();
    const [row] = await temp.database.read.select().from(scheduledJobs).where(eq(scheduledJobs.name, "breaks"));
    expect(row).toMatchObject({ lastError: "the job broke", leaseHolder: null });

    const job = countingJob("orphaned-lease");
    const survivor = new JobScheduler(temp.database);
    survivor.register(job);
    await temp.database.write((tx) =>
      tx.insert(scheduledJobs).values({ name: "orphaned-lease", leaseHolder: "dead", leaseUntil: Date.now() + HOUR }),
    );
    await survivor.tick();
    expect(job.runs).toBe(0);
    await survivor.tick(Date.now() + HOUR + 1);
    expect(job.runs).toBe(1);
  });

  // That it does not run a job another instance holds is tested with two processes (processes.test.ts).
  test("runNow runs a job that is not due", async () => {
    const job = countingJob("on-demand");
    const scheduler = new JobScheduler(temp.database);
    scheduler.register(job);
    await scheduler.tick();
    expect(await scheduler.runNow("on-demand")).toBe(true);
    expect(job.runs).toBe(2);
  });
});
