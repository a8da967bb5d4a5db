import { afterAll, describe, expect, test } from "bun:test";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { startTestSmtpServer } from "../../test/smtp-server";
import { createTempDatabase } from "../../test/temp-database";
import { loadConfig } from "../config";
import { outboxMessages } from "../db/schema";
import { logger } from "../logger";
import { Outbox } from "../outbox/outbox";
import { createMailer, maskAddress } from "./mailer";
import { queueEmail, registerEmailDelivery } from "./outbox";

const temp = await createTempDatabase();
const smtp = await startTestSmtpServer();
const dataDir = mkdtempSync(join(tmpdir(), "bloom-mail-"));
afterAll(async () => {
  temp.close();
  await smtp.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const email = {
  to: "guardian@example.test",
  subject: "A note from Bloom",
  text: "Hello from Bloom.",
  html: "<p>Hello from Bloom.</p>",
};

describe("email", () => {
  test("with SMTP_URL, a queued email reaches the SMTP server once, with a stable Message-ID", async () => {
    const outbox = new Outbox(temp.database);
    const mailer = createMailer(loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir, SMTP_URL: smtp.url }));
    expect(mailer.mode).toBe("smtp");
    registerEmailDelivery(outbox, mailer);
    await temp.database.write((tx) => queueEmail(outbox, tx, email, { key: "welcome-1" }));
    await outbox.settle();
    const [received] = await smtp.waitFor(1);
    expect(received).toMatchObject({ to: ["guardian@example.test"], subject: "A note from Bloom" });
    expect(received!.text.trim()).toBe("Hello from Bloom.");
    expect(received!.messageId).toBe("<welcome-1@bloom>");
  });

  test("a mail server that refuses for a while gets the email on a later try", async () => {
    const outbox = new Outbox(temp.database);
    registerEmailDelivery(
      outbox,
      createMailer(loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir, SMTP_URL: smtp.url })),
    );
    smtp.refuseNext(1);
    const before = smtp.received.length;
    await temp.database.write((tx) => queueEmail(outbox, tx, { ...email, subject: "Second" }, { key: "retry-1" }));
    await outbox.deliverDue();
    const [row] = await temp.database.read
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.idempotencyKey, "retry-1"));
    expect(row).toMatchObject({ status: "pending", attempts: 1 });
    expect(smtp.received.length).toBe(before);
    await outbox.deliverDue(Date.now() + 60_000);
    const received = await smtp.waitFor(before + 1);
    expect(received.at(-1)!.subject).toBe("Second");
  });

  test("without SMTP_URL the email is written to a file, and the log names the file, not the body", async () => {
    const mailer = createMailer(loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir }));
    expect(mailer.mode).toBe("file");
    const lines: string[] = [];
    const original = console.log;
    console.log = (...args: unknown[]) => void lines.push(args.join(" "));
    logger.configure({ level: "info", json: true });
    try {
      await mailer.send(email, "file-1");
    } finally {
      console.log = original;
      logger.configure({ level: "warn", json: false });
    }
    expect(lines.join("\n")).toContain("file-1.eml");
    const files = readdirSync(join(dataDir, "mail"));
    expect(files).toContain("file-1.eml");
    expect(readFileSync(join(dataDir, "mail", "file-1.eml"), "utf8")).toContain("Hello from Bloom.");
    expect(lines.join("\n")).not.toContain("Hello from Bloom.");
    expect(lines.join("\n")).not.toContain("guardian@example.test");
  });

  test("the file mailer forgets an email by removing its file; a key cannot reach outside the folder", async () => {
    const mailer = createMailer(loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir }));
    await mailer.send(email, "safety-alert:1:../../escape@example.test");
    const files = readdirSync(join(dataDir, "mail"));
    const written = files.find((file) => file.includes("escape"));
    expect(written).toBeDefined();
    expect(readdirSync(dataDir)).not.toContain("escape@example.test.eml");
    mailer.forget("safety-alert:1:../../escape@example.test");
    expect(readdirSync(join(dataDir, "mail"))).not.toContain(written!);
  });

  test("addresses in the log are masked", () => {
    expect(maskAddress("parent@example.com")).toBe("p***@example.com");
    expect(maskAddress("nonsense")).toBe("***");
  });
});
