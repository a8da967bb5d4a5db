import { and, eq, isNull, lt, or } from "drizzle-orm";
import type { Database } from "../db/database";
import { scheduledJobs } from "../db/schema";
import { newId } from "../ids";
import { logger } from "../logger";

/** A piece of background work the server runs on a timer, once across every instance. */
export interface ScheduledJob {
  /** Unique and stable: the database row that says when it last ran is keyed by it. */
  name: string;
  /** How long after a run starts the next one is due. */
  everyMs: number;
  /** Also run once when this process starts, unless another instance ran it since. */
  atStart?: boolean;
  /** The longest a run may take; past it another instance may take the job over. */
  leaseMs?: number;
  run(signal: AbortSignal): Promise<void>;
}

const DEFAULT_LEASE_MS = 10 * 60_000;
/** How often a process looks for due jobs: the longest a due job waits. */
const TICK_MS = 30_000;

/**
 * Runs scheduled jobs once across every instance that shares the database. Each job has a row;
 * an instance claims a due run with one conditional UPDATE (the lease), so when two instances
 * tick together exactly one of them wins, and a crashed holder's lease simply runs out.
 */
export class JobScheduler {
  private readonly jobs = new Map<string, ScheduledJob>();
  private readonly holder = newId();
  private readonly startedAt = Date.now();
  private readonly controller = new AbortController();
  private timer: ReturnType<typeof setInterval> | null = null;
  private running = new Set<Promise<void>>();

  constructor(private readonly database: Database) {}

  register(job: ScheduledJob): void {
    if (this.jobs.has(job.name)) throw new Error(`A job named ${job.name} is already registered.`);
    this.jobs.set(job.name, job);
  }

  /** Starts ticking: due jobs run now and then every `TICK_MS`. */
  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.tick(), TICK_MS);
    void this.tick();
  }

  /** Stops ticking, asks running jobs to stop, and waits for them. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.controller.abort();
    await this.idle();
  }

  /** Resolves when no job of this process is running. */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }

  /** Runs every due job this process can claim; resolves when they have finished. */
  async tick(now = Date.now()): Promise<void> {
    const runs: Promise<void>[] = [];
    for (const job of this.jobs.values()) {
      const run = this.runIfDue(job, now);
      this.running.add(run);
      void run.finally(() => this.running.delete(run));
      runs.push(run);
    }
    await Promise.allSettled(runs);
  }

  /** Runs a job now if this process can claim it, whether or not it is due (an admin's "run now"). */
  async runNow(name: string): Promise<boolean> {
    const job = this.jobs.get(name);
    if (!job) throw new Error(`No job named ${name}.`);
    return this.claimAndRun(job, Date.now(), true);
  }

  private async runIfDue(job: ScheduledJob, now: number): Promise<void> {
    try {
      await this.claimAndRun(job, now, false);
    } catch (error) {
      logger.error("A scheduled job could not be started", { job: job.name, error });
    }
  }

  private async claimAndRun(job: ScheduledJob, now: number, force: boolean): Promise<boolean> {
    if (this.controller.signal.aborted) return false;
    const claimed = await this.claim(job, now, force);
    if (!claimed) return false;
    let error: string | null = null;
    try {
      await job.run(this.controller.signal);
    } catch (cause) {
      error = cause instanceof Error ? cause.message : String(cause);
      logger.error("A scheduled job failed", { job: job.name, error: cause });
    }
    await this.database.write((tx) =>
      tx
        .update(scheduledJobs)
        .set({ leaseHolder: null, leaseUntil: null, lastFinishedAt: Date.now(), lastError: error })
        .where(and(eq(scheduledJobs.name, job.name), eq(scheduledJobs.leaseHolder, this.holder))),
    );
    return true;
  }

  /** Takes the job's lease when it is due (or forced) and nobody holds it. */
  private async claim(job: ScheduledJob, now: number, force: boolean): Promise<boolean> {
    const leaseUntil = now + (job.leaseMs ?? DEFAULT_LEASE_MS);
    return this.database.write(async (tx) => {
      await tx.insert(scheduledJobs).values({ name: job.name }).onConflictDoNothing();
      const free = or(isNull(scheduledJobs.leaseUntil), lt(scheduledJobs.leaseUntil, now));
      // Due: never run, or last started a full period ago, or (atStart) not run since this process started.
      const dueBefore = job.atStart ? Math.max(now - job.everyMs, this.startedAt - 1) : now - job.everyMs;
      const due = or(isNull(scheduledJobs.lastStartedAt), lt(scheduledJobs.lastStartedAt, dueBefore + 1));
      const claimed = await tx
        .update(scheduledJobs)
        .set({ leaseHolder: this.holder, leaseUntil, lastStartedAt: now })
        .where(and(eq(scheduledJobs.name, job.name), free, force ? undefined : due))
        .returning({ name: scheduledJobs.name });
      return claimed.length > 0;
    });
  }
}
