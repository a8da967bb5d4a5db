import { and, asc, eq, inArray, isNotNull, isNull, lt, lte, ne, notExists, or } from "drizzle-orm";
import type { Database, WriteTx } from "../db/database";
import { type OutboxMessageRow, outboxMessages, users } from "../db/schema";
import { newId } from "../ids";
import { logger } from "../logger";

/** Delivers one message; throws to try again later, or a `PermanentDeliveryError` to give up now. */
export type DeliveryHandler<Payload> = (payload: Payload, message: OutboxMessageRow) => Promise<void>;

/** A failure that another try cannot fix (a rejected address, a deleted course): the message fails at once. */
export class PermanentDeliveryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "PermanentDeliveryError";
  }
}

export interface OutboxEntry<Payload> {
  kind: string;
  payload: Payload;
  /** The same change always has the same key, so enqueuing it twice stores it once. Defaults to a new id. */
  idempotencyKey?: string;
  /** The account the message belongs to: its deletion deletes the message, delivered or not. */
  userId?: string | null;
  /**
   * Whose personal data the message carries (defaults to `userId`). A message about someone whose
   * account is gone is still delivered, then removed as soon as it is delivered or given up.
   */
  about?: string | null;
  districtId?: string | null;
  /** Deliver no earlier than this (Unix ms). */
  notBefore?: number;
}

/** Removes what a delivered message left outside the database (a development mailer's file). */
export type ForgetHandler = (message: OutboxMessageRow) => void;

/** Waits before the 2nd, 3rd, … try; past the last, the message has failed for good. */
const DEFAULT_RETRY_DELAYS_MS = [5_000, 30_000, 120_000, 600_000, 3_600_000, 6 * 3_600_000];
/** How long a claim lasts by default: longer than any handler's delivery takes (the mailer's timeouts end sooner). */
const DEFAULT_CLAIM_MS = 120_000;
const BATCH = 20;
const POLL_MS = 5_000;

/**
 * The durable outbox: what must reach another system after a write is stored in that write's
 * transaction (`enqueue`) and delivered afterwards by `deliverDue`, with retries and backoff.
 * A message is claimed by one instance at a time (a lease that runs out if the instance dies),
 * so a crash between the write and the delivery only delays it; receivers get an idempotency key
 * so a delivery repeated after a crash is recognised as the same.
 */
export class Outbox {
  private readonly handlers = new Map<
    string,
    { deliver: DeliveryHandler<never>; retryDelaysMs: number[]; forget?: ForgetHandler }
  >();
  private readonly instance = newId();
  private timer: ReturnType<typeof setInterval> | null = null;
  private pass: Promise<void> | null = null;
  private again = false;
  private started = false;

  private readonly claimMs: number;

  constructor(
    private readonly database: Database,
    options: { claimMs?: number } = {},
  ) {
    this.claimMs = options.claimMs ?? DEFAULT_CLAIM_MS;
  }

  register<Payload>(
    kind: string,
    deliver: DeliveryHandler<Payload>,
    options: { retryDelaysMs?: number[]; forget?: ForgetHandler } = {},
  ): void {
    if (this.handlers.has(kind)) throw new Error(`An outbox handler for ${kind} is already registered.`);
    this.handlers.set(kind, {
      deliver: deliver as DeliveryHandler<never>,
      retryDelaysMs: options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS,
      forget: options.forget,
    });
  }

  /**
   * In an account's deletion: removes the messages about the person that are delivered or given up,
   * and returns them for `forget` once the write commits. Pending ones stay until delivered or given
   * up (a safety alert must still reach the adults); those the account owns go with it by cascade.
   */
  async removeSettledAbout(tx: WriteTx, userId: string): Promise<OutboxMessageRow[]> {
    return tx
      .delete(outboxMessages)
      .where(
        and(
          or(eq(outboxMessages.aboutUserId, userId), eq(outboxMessages.userId, userId)),
          ne(outboxMessages.status, "pending"),
        ),
      )
      .returning();
  }

  /** Lets each kind remove what its delivered messages left outside the database. */
  forget(messages: OutboxMessageRow[]): void {
    for (const message of messages) {
      try {
        this.handlers.get(message.kind)?.forget?.(message);
      } catch (error) {
        logger.error("An outbox message's copy could not be removed", { kind: message.kind, id: message.id, error });
      }
    }
  }

  /** Stores a message in the caller's write; it is delivered once that write has committed. */
  async enqueue<Payload>(tx: WriteTx, entry: OutboxEntry<Payload>): Promise<void> {
    await tx
      .insert(outboxMessages)
      .values({
        id: newId(),
        kind: entry.kind,
        payload: entry.payload,
        idempotencyKey: entry.idempotencyKey ?? newId(),
        nextAttemptAt: entry.notBefore ?? Date.now(),
        userId: entry.userId ?? null,
        aboutUserId: entry.about ?? entry.userId ?? null,
        districtId: entry.districtId ?? null,
      })
      .onConflictDoNothing();
    // Deliver as soon as the caller's transaction has committed (the worker cannot see it before).
    void this.database.afterQueuedWrites().then(() => this.kick());
  }

  /** Polls for due messages, and delivers at once what this process enqueues. */
  start(): void {
    this.started = true;
    if (!this.timer) this.timer = setInterval(() => this.kick(), POLL_MS);
    this.kick();
  }

  async stop(): Promise<void> {
    this.started = false;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.idle();
  }

  /** Resolves when no delivery pass of this process is running. */
  async idle(): Promise<void> {
    while (this.pass) await this.pass;
  }

  /** Delivers until nothing is due now (tests, and an admin's "retry now"). */
  async settle(): Promise<void> {
    await this.database.afterQueuedWrites();
    await this.idle();
    while ((await this.deliverDue()) > 0) {}
  }

  /** Starts a delivery pass soon, or another one right after the pass that is running. */
  kick(): void {
    // An outbox that is not started (a command-line tool, a stopped server) delivers only through deliverDue.
    if (!this.started) return;
    if (this.pass) {
      this.again = true;
      return;
    }
    this.pass = this.deliverDue()
      .then(() => undefined)
      .catch((error: unknown) => logger.error("An outbox delivery pass failed", { error }))
      .finally(() => {
        this.pass = null;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }

  /** Claims the messages that are due and delivers them; returns how many were attempted. */
  async deliverDue(now = Date.now()): Promise<number> {
    if (this.handlers.size === 0) return 0;
    const due = await this.database.read
      .select({ id: outboxMessages.id })
      .from(outboxMessages)
      .where(this.dueCondition(now))
      .orderBy(asc(outboxMessages.nextAttemptAt))
      .limit(BATCH);
    if (due.length === 0) return 0;
    const claimed = await this.database.write((tx) =>
      tx
        .update(outboxMessages)
        .set({ claimedBy: this.instance, claimedUntil: now + this.claimMs })
        .where(
          and(
            inArray(
              outboxMessages.id,
              due.map((row) => row.id),
            ),
            this.dueCondition(now),
          ),
        )
        .returning(),
    );
    await Promise.all(claimed.map((message) => this.deliver(message)));
    return claimed.length;
  }

  /** Pending, due, unclaimed, and of a kind this instance can deliver (another version may run beside it). */
  private dueCondition(now: number) {
    return and(
      inArray(outboxMessages.kind, [...this.handlers.keys()]),
      eq(outboxMessages.status, "pending"),
      lte(outboxMessages.nextAttemptAt, now),
      or(isNull(outboxMessages.claimedUntil), lt(outboxMessages.claimedUntil, now)),
    );
  }

  private async deliver(message: OutboxMessageRow): Promise<void> {
    const handler = this.handlers.get(message.kind)!;
    const attempts = message.attempts + 1;
    let failure: { error: string; permanent: boolean } | null = null;
    try {
      await handler.deliver(message.payload as never, message);
    } catch (error) {
      failure = {
        error: error instanceof Error ? error.message : String(error),
        permanent: error instanceof PermanentDeliveryError,
      };
    }
    const delays = handler.retryDelaysMs;
    const givesUp = failure !== null && (failure.permanent || attempts > delays.length);
    if (failure) {
      logger.warn("An outbox message was not delivered", {
        kind: message.kind,
        id: message.id,
        attempts,
        error: failure.error,
        final: givesUp,
      });
    }
    const now = Date.now();
    const claimed = and(eq(outboxMessages.id, message.id), eq(outboxMessages.claimedBy, this.instance));
    const outcome = await this.database.write(async (tx) => {
      // Settled and about someone whose account is gone: nothing of them outlives the delivery.
      if (failure === null || givesUp) {
        const [removed] = await tx
          .delete(outboxMessages)
          .where(
            and(
              claimed,
              isNotNull(outboxMessages.aboutUserId),
              notExists(tx.select({ id: users.id }).from(users).where(eq(users.id, outboxMessages.aboutUserId))),
            ),
          )
          .returning({ id: outboxMessages.id });
        if (removed) return "removed";
      }
      const updated = await tx
        .update(outboxMessages)
        .set(
          failure === null
            ? { status: "delivered", attempts, deliveredAt: now, claimedBy: null, claimedUntil: null, lastError: null }
            : {
                status: givesUp ? "failed" : "pending",
                attempts,
                lastError: failure.error.slice(0, 500),
                nextAttemptAt: givesUp ? now : now + (delays[attempts - 1] ?? 0),
                claimedBy: null,
                claimedUntil: null,
              },
        )
        .where(claimed)
        .returning({ id: outboxMessages.id });
      if (updated.length > 0) return "kept";
      // Deleted with its account while it was being delivered, or claimed again by another instance.
      const [still] = await tx
        .select({ id: outboxMessages.id })
        .from(outboxMessages)
        .where(eq(outboxMessages.id, message.id));
      return still ? "kept" : "removed";
    });
    if (outcome === "removed") this.forget([message]);
  }
}
