import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { RATE_LIMIT_DEFAULTS, type RateLimitPolicy, type RateLimitRule } from "../api/src/config";
import { type Database, openDatabase } from "../api/src/db/database";
import { RateLimiter } from "../api/src/http/rate-limit";
import { option } from "./support";

/**
 * The time a rate-limited request spends on its count, on a database file: `hit` one call after
 * another, and 30 callers at once (a class sending together). With `--compare <file>`, another
 * version of rate-limit.ts (copied into api/src/http/ so its imports resolve) is timed beside the
 * current one, round for round; when it has `flush` (counts written behind the request), also
 * `hit` followed by `flush`, which an answer that is not a stream waited for.
 *
 *   bun bench/rate-limit.ts [--rounds 10] [--calls 200] [--compare api/src/http/old-rate-limit.ts]
 */

interface Limiter {
  hit(policy: RateLimitPolicy, key: string): Promise<unknown>;
  flush?(): Promise<void>;
}
type LimiterClass = new (database: Database, rules: Record<RateLimitPolicy, RateLimitRule | null>) => Limiter;

const rounds = option("rounds", 10);
const calls = option("calls", 200);
const compareIndex = process.argv.indexOf("--compare");
const compared: LimiterClass | null =
  compareIndex > 0 ? (await import(join(process.cwd(), process.argv[compareIndex + 1]!))).RateLimiter : null;

const folder = mkdtempSync(join(tmpdir(), "bloom-rate-limit-bench-"));
const database = await openDatabase(`file:${join(folder, "app.db")}`);
const rules = Object.fromEntries(
  Object.keys(RATE_LIMIT_DEFAULTS).map((policy) => [policy, { limit: 1e9, windowSeconds: 3600 }]),
) as Record<RateLimitPolicy, RateLimitRule>;

const variants: { name: string; limiter: Limiter; flush: boolean }[] = [
  { name: "now: hit", limiter: new RateLimiter(database, rules), flush: false },
];
if (compared) {
  variants.push({ name: "compared: hit", limiter: new compared(database, rules), flush: false });
  variants.push({ name: "compared: hit, then flush", limiter: new compared(database, rules), flush: true });
}
const timings = new Map(variants.map((variant) => [variant.name, { alone: [] as number[], class: [] as number[] }]));

async function timed(variant: (typeof variants)[number], key: string): Promise<number> {
  const started = performance.now();
  await variant.limiter.hit("tutorTurns", key);
  if (variant.flush) await variant.limiter.flush?.();
  return performance.now() - started;
}

for (let round = 0; round < rounds; round++) {
  for (const variant of variants) {
    const times = timings.get(variant.name)!;
    for (let call = 0; call < calls; call++) times.alone.push(await timed(variant, `user:${round}-${call % 20}`));
    for (let burst = 0; burst < 5; burst++)
      times.class.push(
        ...(await Promise.all(Array.from({ length: 30 }, (_, student) => timed(variant, `user:student-${student}`)))),
      );
    await variant.limiter.flush?.();
  }
}

const quantile = (values: number[], q: number) =>
  [...values].sort((a, b) => a - b)[Math.floor(q * (values.length - 1))]!;
const ms = (value: number) => value.toFixed(3).padStart(8);
console.log(`${rounds} rounds of ${calls} calls one after another and 5 bursts of 30 at once, per call, ms`);
console.log(`${"".padEnd(28)}  alone: median      p99   class: median      p99`);
for (const [name, times] of timings)
  console.log(
    `${name.padEnd(28)}  ${ms(quantile(times.alone, 0.5))} ${ms(quantile(times.alone, 0.99))}         ${ms(quantile(times.class, 0.5))} ${ms(quantile(times.class, 0.99))}`,
  );
database.close();
rmSync(folder, { recursive: true, force: true });
