import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { rmSync } from "node:fs";
import { join } from "node:path";
import { people, startTestPlatform, type TestPlatform } from "@bloom/lti-provider/test/platform";
import { createClient } from "@libsql/client";
import { sharedSafetyMessages } from "../src/safety/corpus/shared";
import { runCli } from "./cli-process";
import { callApi, openSession, sendChat } from "./demo-student";
import { findNginx, type NginxProcess, startNginx, UPSTREAM_HEADER } from "./nginx";
import { freePort, type ServerProcess, startServerProcess } from "./server-process";
import { startTestSmtpServer, type TestSmtpServer } from "./smtp-server";

/**
 * Stateless instances on one database (issue 15, item 5): two API processes on one libSQL file
 * behind a real nginx, round-robin. Whatever one instance wrote or used up, the other sees: a
 * sign-in, a chat session, an LTI launch's state and nonce, and the outbox, whose messages each
 * reach the mail relay once though both instances deliver.
 */

const NGINX = findNginx();
if (!NGINX) {
  console.log(
    "Skipping the two-instance tests: nginx was not found (apt-get install nginx, or set NGINX_PATH to its binary).",
  );
}

describe.skipIf(!NGINX)("two instances behind nginx", () => {
  const relayPort = freePort();
  let instances: ServerProcess[] = [];
  let proxy: NginxProcess;
  let platform: TestPlatform;
  let smtp: TestSmtpServer | null = null;
  let instanceEnv: Record<string, string> = {};

  /** The instance that served a response through nginx, by its `X-Bloom-Upstream` header. */
  const servedBy = (headers: Headers): ServerProcess => {
    const upstream = headers.get(UPSTREAM_HEADER);
    const instance = instances.find((candidate) => upstream === `127.0.0.1:${candidate.port}`);
    if (!instance) throw new Error(`The answer names no instance (${UPSTREAM_HEADER}: ${upstream}).`);
    return instance;
  };
  const other = (instance: ServerProcess) => instances.find((candidate) => candidate !== instance)!;

  async function signUp(): Promise<{ token: string; signedInOn: ServerProcess }> {
    const demo = await callApi(proxy.url, "/api/auth/demo", null, { fresh: true });
    expect(demo.status).toBe(200);
    const { token } = (await demo.json()) as { token: string };
    expect((await callApi(proxy.url, "/api/billing/start-trial", token, {})).status).toBe(200);
    return { token, signedInOn: servedBy(demo.headers) };
  }

  async function operatorRuns(script: string, ...args: string[]): Promise<string> {
    const { out, err, code } = await runCli(script, args, {
      DATA_DIR: instances[0]!.dataDir,
      PUBLIC_URL: proxy.url,
      LOG_LEVEL: "info",
    });
    if (code !== 0) throw new Error(`${script} ${args[0]} failed: ${err}`);
    return out;
  }

  beforeAll(async () => {
    const proxyPort = freePort();
    instanceEnv = {
      PUBLIC_URL: `http://127.0.0.1:${proxyPort}`,
      TRUSTED_PROXIES: "127.0.0.1",
      SMTP_URL: `smtp://127.0.0.1:${relayPort}`,
      LOG_FORMAT: "json",
      LOG_LEVEL: "info",
      RATE_LIMIT_DEMO_ACCOUNTS: "off",
    };
    // One after the other: the first applies the migrations and the seed, the second finds them done.
    const first = await startServerProcess(instanceEnv);
    const second = await startServerProcess(instanceEnv, { dataDir: first.dataDir });
    instances = [first, second];
    proxy = await startNginx(NGINX!, {
      port: proxyPort,
      upstreams: instances.map((instance) => `127.0.0.1:${instance.port}`),
      revealUpstream: true,
    });
    platform = await startTestPlatform();
    platform.setTool({ toolUrl: proxy.url });
  });

  afterAll(async () => {
    await proxy?.stop();
    await platform?.stop();
    await smtp?.close();
    for (const instance of instances) await instance.stop();
    rmSync(instances[0]?.dataDir ?? "", { recursive: true, force: true });
  });

  test("nginx takes turns, and a student signed in on one instance chats on the other", async () => {
    const { token, signedInOn } = await signUp();
    const sessionId = await openSession(proxy.url, token);
    const turns = [];
    for (const message of ["What does the nucleus do?", "Is it where the DNA is kept?"]) {
      const turn = await sendChat(proxy.url, token, sessionId, message);
      expect(turn.status).toBe(200);
      expect(turn.reply.length).toBeGreaterThan(0);
      turns.push(servedBy(turn.headers));
    }
    // Round-robin: two turns in a row are served by the two instances, one of them not the sign-in's.
    expect(new Set(turns).size).toBe(2);
    expect(turns).toContain(other(signedInOn));

    for (const instance of instances) {
      const session = await callApi(instance.url, `/api/tutoring/session/${sessionId}`, token);
      expect(session.status).toBe(200);
      const { messages } = (await session.json()) as { messages: { role: string; content: string }[] };
      expect(messages.filter((message) => message.role === "USER").map((message) => message.content)).toEqual([
        "What does the nucleus do?",
        "Is it where the DNA is kept?",
      ]);
    }
  });

  test("the instance logs the client's address from X-Forwarded-For and nginx's request id", async () => {
    const requestId = `two-instances-${crypto.randomUUID().slice(0, 8)}`;
    const refused = await callApi(proxy.url, "/api/auth/me", null, undefined, {
      headers: { "x-forwarded-for": "203.0.113.7", "x-request-id": requestId },
    });
    expect(refused.status).toBe(401);
    expect(refused.headers.get("x-request-id")).toBe(requestId);
    const instance = servedBy(refused.headers);
    const logged = async () => {
      for (;;) {
        const line = instance
          .output()
          .split("\n")
          .filter((candidate) => candidate.startsWith("{"))
          .map((candidate) => JSON.parse(candidate) as Record<string, unknown>)
          .find((entry) => entry.requestId === requestId);
        if (line) return line;
        await Bun.sleep(20);
      }
    };
    expect(await logged()).toMatchObject({
      message: "Request refused",
      route: "/api/auth/me",
      status: 401,
      clientAddress: "203.0.113.7",
    });
    expect(proxy.accessLog().find((line) => line.includes(requestId))).toContain(`upstream=127.0.0.1:${instance.port}`);
  });

  test("an LTI launch's state and nonce, used on one instance, are refused on the other", async () => {
    const districtOut = await operatorRuns(
      "licence.ts",
      "add-organisation",
      "--kind",
      "district",
      "--name",
      "Two Rivers USD",
    );
    const districtId = districtOut.match(/with id (\S+)\./)![1]!;
    await operatorRuns(
      "lti.ts",
      "register",
      "--district",
      districtId,
      "--name",
      "Test LMS",
      "--issuer",
      platform.issuer,
      "--client-id",
      platform.clientId,
      "--auth-login-url",
      platform.authUrl,
      "--auth-token-url",
      platform.tokenUrl,
      "--jwks-url",
      platform.jwksUrl,
    );
    const learner = people.student({ sub: "two-instances-1", name: "Rosa Parks", email: "rosa@two-rivers.example" });
    platform.addCourse({ id: "course-two", title: "Biology", members: [learner] });

    const launch = await platform.launch({ person: learner, courseId: "course-two", custom: { widget: "flashcards" } });
    expect(launch.status).toBe(200);
    // The login that stored the state and the launch that used it went to different instances.
    expect(servedBy(launch.response.headers)).toBe(other(servedBy(launch.login.headers)));

    const elsewhere = other(servedBy(launch.response.headers));
    const replayed = await platform.replay({ ...launch, action: `${elsewhere.url}/lti/launch` });
    expect(replayed.status).toBe(400);
    expect(replayed.html).toContain("This launch link was already used.");
  });

  test("emails queued on both instances while the relay is down reach it once each when it is back", async () => {
    const crisis = sharedSafetyMessages().find((message) => message.category === "suicide")!;
    const guardians: string[] = [];
    for (let n = 0; n < 4; n++) {
      const { token } = await signUp();
      const guardian = `guardian.${n}.${crypto.randomUUID().slice(0, 8)}@example.test`;
      guardians.push(guardian);
      const profile = await callApi(proxy.url, "/api/auth/me", token, { guardianEmail: guardian }, { method: "PATCH" });
      expect(profile.status).toBe(200);
      // Half the alerts are written by each instance, so each has messages of its own to deliver.
      const instance = instances[n % 2]!;
      const chat = await sendChat(instance.url, token, await openSession(proxy.url, token), crisis.text);
      expect(chat.status).toBe(200);
    }

    const database = join(instances[0]!.dataDir, "app.db");
    const outbox = async () => {
      const client = createClient({ url: `file:${database}` });
      try {
        const { rows } = await client.execute(
          `SELECT json_extract(payload, '$.to') AS recipient, status, attempts, idempotency_key AS key
           FROM outbox_messages WHERE kind = 'email' AND json_extract(payload, '$.to') IN (${guardians.map(() => "?").join(", ")})`,
          guardians,
        );
        return rows.map((row) => ({
          recipient: String(row.recipient),
          status: String(row.status),
          attempts: Number(row.attempts),
          key: String(row.key),
        }));
      } finally {
        client.close();
      }
    };
    const waitFor = async (done: (rows: Awaited<ReturnType<typeof outbox>>) => boolean) => {
      for (;;) {
        const rows = await outbox();
        if (rows.length === guardians.length && done(rows)) return rows;
        await Bun.sleep(50);
      }
    };

    // Every email has failed at least once: both instances now poll for the same due messages.
    await waitFor((rows) => rows.every((row) => row.status === "pending" && row.attempts >= 1));
    smtp = await startTestSmtpServer(relayPort);
    const delivered = await waitFor((rows) => rows.every((row) => row.status === "delivered"));

    const emails = smtp.received.filter((email) => guardians.includes(email.to[0]!));
    expect(emails.map((email) => email.to[0]).sort()).toEqual([...guardians].sort());
    expect(emails.map((email) => email.messageId).sort()).toEqual(delivered.map((row) => `<${row.key}@bloom>`).sort());
  });
  test("an instance killed under load: nginx sends the rest to the other, nothing acknowledged is lost, the restarted one serves again", async () => {
    const { token } = await signUp();
    const acknowledged: string[] = [];
    let afterKill = 0;
    let killed = false;
    let writing = true;
    const writer = async (w: number) => {
      for (let i = 0; writing; i++) {
        const created = await callApi(proxy.url, "/api/practice/flashcards", token, {
          subject: "Crash safety",
          topic: "Failover",
          question: `Failover ${w}.${i}?`,
          answer: "yes",
        });
        // A request the dying instance had already taken gets 502 from nginx: not acknowledged, so not counted.
        if (created.status === 502) continue;
        expect(created.status).toBe(201);
        acknowledged.push(((await created.json()) as { id: string }).id);
        if (killed) afterKill += 1;
      }
    };
    const writers = [writer(0), writer(1), writer(2)];
    while (acknowledged.length < 30) await Bun.sleep(5);
    const [dying, survivor] = instances as [ServerProcess, ServerProcess];
    expect(await dying.stop("SIGKILL")).not.toBe(0);
    killed = true;
    while (afterKill < 30) await Bun.sleep(5);
    writing = false;
    await Promise.all(writers);

    const restarted = await startServerProcess(instanceEnv, { port: dying.port, dataDir: dying.dataDir });
    instances = [restarted, survivor];
    const servers = new Set<ServerProcess>();
    for (let n = 0; n < 2; n++) {
      const listed = await callApi(proxy.url, "/api/practice/flashcards?topic=Failover", token);
      expect(listed.status).toBe(200);
      servers.add(servedBy(listed.headers));
      const ids = new Set(((await listed.json()) as { id: string }[]).map((card) => card.id));
      expect(acknowledged.filter((id) => !ids.has(id))).toEqual([]);
    }
    expect(servers).toEqual(new Set([restarted, survivor]));
  });
});
