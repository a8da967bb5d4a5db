import { openDatabase } from "../src/db/database";
import { JobScheduler } from "../src/jobs/scheduler";

/**
 * One instance's job scheduler in a process of its own, so a test can make two processes on one
 * database file tick at the same moment. Arguments: the file, the job's period and lease in ms,
 * and `finish` or `hang` (a run that never ends, as in an instance that dies holding the lease).
 * Reads `tick <now>` lines; writes `started <now>` when it runs the job and `ticked <now>` after.
 * `run-now` asks for the job as an admin's "run now" does, and writes `ran-now true` or `ran-now false`.
 */
const [file, everyMs, leaseMs, mode] = process.argv.slice(2);
const database = await openDatabase(`file:${file}`);
const scheduler = new JobScheduler(database);
let now = 0;
scheduler.register({
  name: "shared",
  everyMs: Number(everyMs),
  leaseMs: Number(leaseMs),
  run: async () => {
    say(`started ${now}`);
    if (mode === "hang") await new Promise(() => {});
  },
});

function say(line: string): void {
  process.stdout.write(`${line}\n`);
}

say("ready");
const decoder = new TextDecoder();
let buffered = "";
const input = Bun.stdin.stream().getReader();
for (;;) {
  const { done, value } = await input.read();
  if (done) break;
  buffered += decoder.decode(value, { stream: true });
  for (let newline = buffered.indexOf("\n"); newline >= 0; newline = buffered.indexOf("\n")) {
    const [command, at] = buffered.slice(0, newline).split(" ");
    buffered = buffered.slice(newline + 1);
    if (command === "run-now") void scheduler.runNow("shared").then((ran) => say(`ran-now ${ran}`));
    if (command !== "tick") continue;
    now = Number(at);
    // Not awaited, so a hanging run does not stop this process from reading.
    const tickedAt = now;
    void scheduler.tick(tickedAt).then(() => say(`ticked ${tickedAt}`));
  }
}
