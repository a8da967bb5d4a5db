import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** Where Debian's nginx package puts the binary, and where else it may be. */
const NGINX_CANDIDATES = ["/usr/sbin/nginx", "/usr/bin/nginx", "/usr/local/sbin/nginx"];

/** The nginx binary (NGINX_PATH when it is set, and only it), or null when it is not installed. */
export function findNginx(): string | null {
  const chosen = process.env.NGINX_PATH;
  if (chosen) return existsSync(chosen) ? chosen : null;
  for (const candidate of NGINX_CANDIDATES) if (existsSync(candidate)) return candidate;
  return Bun.which("nginx");
}

/** The response header that names the instance which answered (a test's view; production leaves it out). */
export const UPSTREAM_HEADER = "x-bloom-upstream";

/**
 * nginx in front of Bloom's instances: round-robin, the client's address in `X-Forwarded-For`, one
 * request id from the edge to the instance's log, and the chat stream passed on as it is written.
 * docs/operations.md shows this configuration for production.
 */
export function nginxConfig(options: {
  prefix: string;
  port: number;
  upstreams: string[];
  /** Adds `X-Bloom-Upstream: <address>` to every answer, so a test sees which instance served it. */
  revealUpstream?: boolean;
  /** The workers' user when nginx starts as root (a CI machine); otherwise nginx keeps the caller's. */
  user?: string;
}): string {
  const { prefix } = options;
  return `${options.user ? `user ${options.user};\n` : ""}worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 1024; }

http {
  client_body_temp_path ${prefix}/client_body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;

  # The caller's request id when it sent a plain one, else nginx's own: one id in both logs.
  map $http_x_request_id $bloom_request_id {
    default $http_x_request_id;
    "" $request_id;
  }
  log_format bloom '$remote_addr "$request" $status $bloom_request_id upstream=$upstream_addr';
  access_log ${prefix}/access.log bloom;

  # max_fails=0: an instance that failed is tried again at once, so a restarted one takes its turn without a wait.
  upstream bloom {
${options.upstreams.map((upstream) => `    server ${upstream} max_fails=0;`).join("\n")}
    keepalive 16;
  }

  server {
    listen 127.0.0.1:${options.port};
    # Bloom refuses bodies over REQUEST_BODY_LIMIT_BYTES (1 MB) itself, with its own error.
    client_max_body_size 2m;

    location / {
      proxy_pass http://bloom;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Request-Id $bloom_request_id;
      # The tutor's replies stream as server-sent events: pass each chunk on at once.
      proxy_buffering off;
      proxy_read_timeout 300s;${options.revealUpstream ? `\n      add_header X-Bloom-Upstream $upstream_addr always;` : ""}
    }
  }
}
`;
}

export interface NginxProcess {
  url: string;
  /** Lines nginx wrote to its access log so far. */
  accessLog(): string[];
  stop(): Promise<void>;
}

/** Starts nginx as this user, with its configuration, pid, logs and temp files in a folder of its own. */
export async function startNginx(
  binary: string,
  options: { port: number; upstreams: string[]; revealUpstream?: boolean },
): Promise<NginxProcess> {
  const prefix = mkdtempSync(join(tmpdir(), "bloom-nginx-"));
  for (const folder of ["client_body", "proxy", "fastcgi", "uwsgi", "scgi", "logs"]) mkdirSync(join(prefix, folder));
  const conf = join(prefix, "nginx.conf");
  // As root nginx would hand its workers to "nobody", who cannot write to this private folder.
  writeFileSync(conf, nginxConfig({ prefix, ...options, user: process.getuid?.() === 0 ? "root" : undefined }));
  const child = Bun.spawn([binary, "-p", prefix, "-c", conf, "-e", join(prefix, "error.log"), "-g", "daemon off;"], {
    stdout: "pipe",
    stderr: "pipe",
  });
  const url = `http://127.0.0.1:${options.port}`;
  for (let attempt = 0; ; attempt++) {
    if ((await fetch(`${url}/api/health`).catch(() => null))?.ok) break;
    if (child.exitCode !== null || attempt > 200) {
      child.kill("SIGKILL");
      const errors = existsSync(join(prefix, "error.log")) ? readFileSync(join(prefix, "error.log"), "utf8") : "";
      throw new Error(`nginx did not start:\n${await new Response(child.stderr).text()}${errors}`);
    }
    await Bun.sleep(50);
  }
  return {
    url,
    accessLog: () => readFileSync(join(prefix, "access.log"), "utf8").split("\n").filter(Boolean),
    async stop() {
      // SIGQUIT is nginx's graceful stop: it finishes the requests it is serving.
      child.kill("SIGQUIT");
      await child.exited;
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}
