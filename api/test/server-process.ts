import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const MAIN = join(import.meta.dir, "../src/main.ts");
export const TEST_TOKEN_SECRET = "process-test-secret-that-is-long-enough-for-hs256";

/** The API as `bun run start` runs it: its own process, on a port of its own, with its output kept. */
export interface ServerProcess {
  url: string;
  port: number;
  dataDir: string;
  process: ReturnType<typeof Bun.spawn>;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  /** Stops it (SIGTERM by default; SIGKILL to crash it) and waits for it to exit. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

export function freePort(): number {
  const probe = Bun.serve({ port: 0, hostname: "127.0.0.1", fetch: () => new Response() });
  const port = probe.port!;
  probe.stop(true);
  return port;
}

/** Starts main.ts with the test defaults and `env` on top, and waits until /api/health answers. */
export async function startServerProcess(
  env: Record<string, string> = {},
  options: { dataDir?: string; port?: number } = {},
): Promise<ServerProcess> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), "bloom-process-"));
  const port = options.port ?? freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = Bun.spawn([process.execPath, MAIN], {
    env: {
      ...process.env,
      NODE_ENV: "development",
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      AUTH_TOKEN_SECRET: TEST_TOKEN_SECRET,
      LOG_LEVEL: "warn",
      OFFLINE_TUTOR_PACE_MS: "0",
      ...env,
    },
    stdout: "pipe",
    stderr: "pipe",
  });
  let output = "";
  const collect = async (stream: ReadableStream<Uint8Array>) => {
    const decoder = new TextDecoder();
    const reader = stream.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      output += decoder.decode(value, { stream: true });
    }
  };
  const collected = Promise.all([collect(child.stdout), collect(child.stderr)]);

  for (let attempt = 0; ; attempt++) {
    if ((await fetch(`${url}/api/health`).catch(() => null))?.ok) break;
    if (child.exitCode !== null || attempt > 600) {
      child.kill("SIGKILL");
      await collected;
      throw new Error(`The API did not start:\n${output}`);
    }
    await Bun.sleep(50);
  }
  return {
    url,
    port,
    dataDir,
    process: child,
    output: () => output,
    async stop(signal = "SIGTERM") {
      child.kill(signal);
      const code = await child.exited;
      await collected;
      return code;
    },
  };
}
