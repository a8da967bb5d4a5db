import { afterAll, expect, test } from "bun:test";
import { rmSync } from "node:fs";
import { join } from "node:path";
import { createClient } from "@libsql/client";
import { callApi, openSession, sendChat, signUpDemoStudent } from "../../test/demo-student";
import { freePort, type ServerProcess, startServerProcess } from "../../test/server-process";
import { startTestSmtpServer, type TestSmtpServer } from "../../test/smtp-server";
import { sharedSafetyMessages } from "../safety/corpus/shared";

/**
 * The outbox survives a crash (issue 15, item 6): a safety alert to a guardian is committed with
 * the chat turn while the mail relay is down, the API is killed with SIGKILL before the email
 * could go, and after the relay and the API are back the email arrives exactly once, carrying the
 * outbox's idempotency key as its Message-ID.
 */

const servers: ServerProcess[] = [];
const relays: TestSmtpServer[] = [];
afterAll(async () => {
  for (const server of servers) if (server.process.exitCode === null) await server.stop("SIGKILL");
  for (const relay of relays) await relay.close();
  for (const server of servers) rmSync(server.dataDir, { recursive: true, force: true });
});

/** A demo student with a confirmed guardian writes a crisis message: the alert to the guardian is queued. */
async function crisisWithGuardian(server: ServerProcess): Promise<{ guardian: string; words: string }> {
  const token = await signUpDemoStudent(server.url);
  const guardian = `guardian.${crypto.randomUUID().slice(0, 8)}@example.test`;
  const me = await callApi(server.url, "/api/auth/me", token);
  expect(me.status).toBe(200);
  await giveConfirmedGuardian(server.dataDir, ((await me.json()) as { id: string }).id, guardian);
  const sessionId = await openSession(server.url, token);
  const crisis = sharedSafetyMessages().find((message) => message.category === "suicide")!;
  const chat = await sendChat(server.url, token, sessionId, crisis.text);
  expect(chat.status).toBe(200);
  expect(chat.reply).toContain("parent or guardian");
  return { guardian, words: crisis.text };
}

/**
 * A guardian who has confirmed the address, written as naming them and answering the emailed link
 * would leave it (those steps are tested in safety/guardian-access.test.ts), without the link's own
 * email, so the only email to the guardian here is the alert.
 */
async function giveConfirmedGuardian(dataDir: string, studentId: string, guardian: string): Promise<void> {
  const client = createClient({ url: `file:${join(dataDir, "app.db")}` });
  try {
    const now = Date.now();
    await client.batch([
      { sql: "UPDATE users SET guardian_email = ? WHERE id = ?", args: [guardian, studentId] },
      {
        sql: "INSERT INTO guardian_links (id, student_id, email, expires_at, verified_at) VALUES (?, ?, ?, ?, ?)",
        args: [crypto.randomUUID(), studentId, guardian, now, now],
      },
    ]);
  } finally {
    client.close();
  }
}

interface OutboxRow {
  status: string;
  attempts: number;
  key: string;
}

/** The guardian's email in the outbox, read from the file by a process of its own (this test's). */
async function guardianEmail(dataDir: string, guardian: string): Promise<OutboxRow | null> {
  const client = createClient({ url: `file:${join(dataDir, "app.db")}` });
  try {
    const { rows } = await client.execute({
      sql: "SELECT status, attempts, idempotency_key AS key FROM outbox_messages WHERE kind = 'email' AND json_extract(payload, '$.to') = ?",
      args: [guardian],
    });
    if (rows.length > 1) throw new Error(`The guardian's alert was queued ${rows.length} times.`);
    const row = rows[0];
    return row ? { status: String(row.status), attempts: Number(row.attempts), key: String(row.key) } : null;
  } finally {
    client.close();
  }
}

/** Reads the row until `done` holds; the test's own time limit ends a wait that never would. */
async function waitForRow(dataDir: string, guardian: string, done: (row: OutboxRow) => boolean): Promise<OutboxRow> {
  for (;;) {
    const row = await guardianEmail(dataDir, guardian);
    if (row && done(row)) return row;
    await Bun.sleep(50);
  }
}

test("a safety email queued while the mail relay is down is sent once after a kill -9 and a restart", async () => {
  const relayPort = freePort();
  const env = { SMTP_URL: `smtp://127.0.0.1:${relayPort}`, RATE_LIMIT_DEMO_ACCOUNTS: "off" };
  const first = await startServerProcess(env);
  servers.push(first);

  const { guardian, words } = await crisisWithGuardian(first);

  // The relay refused the first try: the email is committed and waiting, not sent.
  const waiting = await waitForRow(first.dataDir, guardian, (row) => row.attempts >= 1);
  expect(waiting.status).toBe("pending");
  expect(await first.stop("SIGKILL")).not.toBe(0);

  const smtp = await startTestSmtpServer(relayPort);
  relays.push(smtp);
  const second = await startServerProcess(env, { dataDir: first.dataDir });
  servers.push(second);
  const delivered = await waitForRow(first.dataDir, guardian, (row) => row.status === "delivered");
  expect(delivered.key).toBe(waiting.key);
  expect(delivered.attempts).toBe(waiting.attempts + 1);

  const emails = smtp.received.filter((email) => email.to.includes(guardian));
  expect(emails.map((email) => email.messageId)).toEqual([`<${waiting.key}@bloom>`]);
  expect(emails[0]!.text).not.toContain(words);
  expect(await second.stop()).toBe(0);
});

test("an email the relay took just before a kill -9 is sent again after the claim runs out, with the same Message-ID", async () => {
  const smtp = await startTestSmtpServer();
  relays.push(smtp);
  // A short claim, so the test need not wait the production default of two minutes for it to run out.
  const env = { SMTP_URL: smtp.url, OUTBOX_CLAIM_SECONDS: "5", RATE_LIMIT_DEMO_ACCOUNTS: "off" };
  const first = await startServerProcess(env);
  servers.push(first);

  smtp.holdAnswers(true);
  const { guardian } = await crisisWithGuardian(first);
  const [taken] = (await smtp.waitFor(1)).filter((email) => email.to.includes(guardian));
  // The relay has the email; the API is still waiting for its answer when it dies.
  const inFlight = await guardianEmail(first.dataDir, guardian);
  expect(inFlight).toMatchObject({ status: "pending", attempts: 0 });
  expect(await first.stop("SIGKILL")).not.toBe(0);
  smtp.holdAnswers(false);

  const second = await startServerProcess(env, { dataDir: first.dataDir });
  servers.push(second);
  const delivered = await waitForRow(first.dataDir, guardian, (row) => row.status === "delivered");
  expect(delivered).toMatchObject({ key: inFlight!.key, attempts: 1 });

  // Two copies reached the relay, one message: the same Message-ID lets the relay and the inbox drop the repeat.
  const copies = smtp.received.filter((email) => email.to.includes(guardian));
  expect(copies).toHaveLength(2);
  expect(new Set(copies.map((email) => email.messageId))).toEqual(new Set([`<${inFlight!.key}@bloom>`]));
  expect(taken!.messageId).toBe(`<${inFlight!.key}@bloom>`);
  expect(await second.stop()).toBe(0);
});
