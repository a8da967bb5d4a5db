import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  chatThroughApi,
  firstChunkDirect,
  newSession,
  option,
  quantile,
  rssMb,
  startApiProcess,
  startModelProcess,
} from "../support";

/**
 * Two versions of the API side by side on the chat path: this checkout and another one
 * (`--against`, e.g. a `git worktree` of the previous commit, with its dependencies installed),
 * each its own process on its own database, against one fake model. Rounds alternate which version
 * goes first, so a busy machine's noise falls on both alike. Prints the time the API adds to the
 * first chunk at one stream, and the first chunk's p50/p99 and the API's peak memory (RSS) when 30 and
 * 200 students send at once.
 *
 *   bun bench/chat/compare.ts --against ../bloom-before [--rounds 60] [--reps 2] [--pace 20]
 */

const index = process.argv.indexOf("--against");
const against = index > 0 ? process.argv[index + 1] : undefined;
if (!against) throw new Error("Say which checkout to compare with: --against <path>");
const rounds = option("rounds", 60);
const reps = option("reps", 2);
const pace = option("pace", 20);

const model = await startModelProcess(pace);
const versions = [
  { name: "this checkout", api: await startApiProcess(model.env) },
  {
    name: against,
    api: await startApiProcess(model.env, mkdtempSync(join(tmpdir(), "bloom-compare-")), { checkout: against }),
  },
];

/** Each round in turn, the first version first in even rounds and last in odd ones. */
const inTurn = (round: number) => (round % 2 === 0 ? versions : [...versions].reverse());

const added = new Map(versions.map((version) => [version.name, [] as number[]]));
const single = new Map(
  await Promise.all(versions.map(async (version) => [version.name, await newSession(version.api.url)] as const)),
);
for (let round = 0; round < 10; round++)
  for (const version of versions) await chatThroughApi(single.get(version.name)!, `warm-up ${round}`);
for (let round = 0; round < rounds; round++) {
  for (const version of inTurn(round)) {
    const direct = await firstChunkDirect(model.sdk);
    const result = await chatThroughApi(single.get(version.name)!, `message ${round}`);
    added.get(version.name)!.push(result.first - direct);
  }
}

console.log(`\nChat, two versions side by side: ${rounds} rounds at one stream, ${reps} bursts of each size, ms\n`);
for (const version of versions) {
  console.log(
    `${version.name.padEnd(32)} added at one stream: p50 ${quantile(added.get(version.name)!, 0.5).toFixed(2)}`,
  );
}
for (const students of [30, 200]) {
  const sessions = new Map(
    await Promise.all(
      versions.map(
        async (version) =>
          [
            version.name,
            await Promise.all(Array.from({ length: students }, () => newSession(version.api.url))),
          ] as const,
      ),
    ),
  );
  for (let rep = 0; rep < reps; rep++) {
    for (const version of inTurn(rep)) {
      // The API's memory is sampled while the burst's streams are open.
      let peakRss = rssMb(version.api.child.pid);
      const sampling = setInterval(() => {
        peakRss = Math.max(peakRss, rssMb(version.api.child.pid));
      }, 50);
      const results = await Promise.all(
        sessions.get(version.name)!.map((session, student) => chatThroughApi(session, `burst ${rep} ${student}`)),
      );
      clearInterval(sampling);
      const firsts = results.filter((result) => result.ok).map((result) => result.first);
      console.log(
        `${version.name.padEnd(32)} ${String(students).padStart(3)} at once, burst ${rep + 1}: first chunk p50 ${quantile(firsts, 0.5).toFixed(0)}, p99 ${quantile(firsts, 0.99).toFixed(0)}, errors ${results.length - firsts.length}, peak RSS ${peakRss.toFixed(0)} MB`,
      );
    }
  }
}

for (const version of versions) await version.api.stop();
model.stop();
