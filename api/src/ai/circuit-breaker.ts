/**
 * A circuit breaker for the district's model: after `failures` failed calls within `windowMs`, it
 * opens and no call goes to the model for `coolDownMs`; then one call is let through as a probe
 * (half-open). The probe's success closes it; its failure opens it for another cool-down. So a dead
 * or very slow model costs students the offline path, not a timeout per turn.
 *
 * Each instance keeps its own breaker (docs/models.md): every instance learns of a dead model from
 * its own first few calls, which costs at most `failures` slow calls per instance.
 */
export type BreakerState = "closed" | "open" | "half_open";

export interface BreakerSettings {
  failures: number;
  windowMs: number;
  coolDownMs: number;
}

const DEFAULT_BREAKER: BreakerSettings = { failures: 5, windowMs: 30_000, coolDownMs: 60_000 };

export class CircuitBreaker {
  private recentFailures: number[] = [];
  private openedAt: number | null = null;
  /** When the current outage began: the first opening since the model last answered. */
  private firstOpenedAt: number | null = null;
  private probing = false;

  constructor(
    private readonly settings: BreakerSettings = DEFAULT_BREAKER,
    private readonly onOpen: (at: number) => void = () => undefined,
  ) {}

  state(now = Date.now()): BreakerState {
    if (this.openedAt === null) return "closed";
    return now - this.openedAt >= this.settings.coolDownMs ? "half_open" : "open";
  }

  /** When the breaker lets calls through again (for the health panel); null while closed. */
  reopensAt(): number | null {
    return this.openedAt === null ? null : this.openedAt + this.settings.coolDownMs;
  }

  /** Since when the model has not been answering (for the health panel); null while closed. */
  downSince(): number | null {
    return this.firstOpenedAt;
  }

  /** Whether a call may go to the model now; in half-open, only one probe at a time. */
  allow(now = Date.now()): boolean {
    const state = this.state(now);
    if (state === "closed") return true;
    if (state === "open" || this.probing) return false;
    this.probing = true;
    return true;
  }

  succeeded(): void {
    this.probing = false;
    this.openedAt = null;
    this.firstOpenedAt = null;
    this.recentFailures = [];
  }

  failed(now = Date.now()): void {
    if (this.probing || this.state(now) !== "closed") {
      this.probing = false;
      this.open(now);
      return;
    }
    this.recentFailures = this.recentFailures.filter((at) => now - at < this.settings.windowMs);
    this.recentFailures.push(now);
    if (this.recentFailures.length >= this.settings.failures) this.open(now);
  }

  private open(now: number): void {
    const wasClosed = this.openedAt === null;
    this.openedAt = now;
    this.recentFailures = [];
    if (wasClosed) {
      this.firstOpenedAt = now;
      this.onOpen(now);
    }
  }
}
