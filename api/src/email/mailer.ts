import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import nodemailer, { type Transporter } from "nodemailer";
import type { Config } from "../config";
import { logger } from "../logger";

/** An email the product sends: to one adult, in plain text with an HTML twin. */
export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /** `smtp` sends for real; `file` (development, no SMTP_URL) writes each email to a file and logs where. */
  readonly mode: "smtp" | "file";
  /** Sends one email; `messageId` is stable across retries, so a mail server sees a repeat as the same message. */
  send(message: EmailMessage, messageId: string): Promise<void>;
  /** Removes Bloom's own copy of a sent email, if it keeps one (the file mailer does; SMTP keeps none). */
  forget(messageId: string): void;
}

/** The configured mailer: SMTP with `SMTP_URL`, otherwise files under `dataDir/mail`. */
export function createMailer(config: Config): Mailer {
  if (config.email.smtpUrl) return new SmtpMailer(config.email.smtpUrl, config.email.from);
  return new FileMailer(join(config.dataDir, "mail"), config.email.from);
}

class SmtpMailer implements Mailer {
  readonly mode = "smtp" as const;
  private readonly transport: Transporter;

  constructor(
    url: string,
    private readonly from: string,
  ) {
    // Every attempt ends well within the outbox's claim (2 minutes), so no other instance starts the same email meanwhile.
    this.transport = nodemailer.createTransport({
      url,
      connectionTimeout: 20_000,
      greetingTimeout: 20_000,
      socketTimeout: 60_000,
    });
  }

  async send(message: EmailMessage, messageId: string): Promise<void> {
    await this.transport.sendMail({
      from: this.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      messageId: `<${messageId}@bloom>`,
    });
  }

  forget(): void {
    // What was sent is in the recipient's mailbox; Bloom keeps no copy of it.
  }
}

/**
 * Development without SMTP: the email is written as an .eml file a developer can open, and the
 * log says where. The log carries neither the body nor the links in it (they may hold tokens).
 */
class FileMailer implements Mailer {
  readonly mode = "file" as const;

  constructor(
    private readonly folder: string,
    private readonly from: string,
  ) {}

  async send(message: EmailMessage, messageId: string): Promise<void> {
    mkdirSync(this.folder, { recursive: true });
    const file = this.fileOf(messageId);
    const eml = [
      `From: ${this.from}`,
      `To: ${message.to}`,
      `Subject: ${message.subject}`,
      `Message-ID: <${messageId}@bloom>`,
      "Content-Type: text/plain; charset=utf-8",
      "",
      message.text,
    ].join("\r\n");
    writeFileSync(file, eml);
    logger.info("Email written to a file (no SMTP_URL is set)", {
      to: maskAddress(message.to),
      subject: message.subject,
      file,
    });
  }

  /** The file is Bloom's copy, in its data folder: it goes when the person the email is about is deleted. */
  forget(messageId: string): void {
    rmSync(this.fileOf(messageId), { force: true });
  }

  private fileOf(messageId: string): string {
    // A key may hold an address, so nothing in it may climb out of the folder.
    return join(this.folder, `${messageId.replace(/[^\w.@:+-]/g, "_").replace(/^\.+/, "_")}.eml`);
  }
}

/** "parent@example.com" → "p***@example.com": enough to tell emails apart in a log. */
export function maskAddress(address: string): string {
  const at = address.lastIndexOf("@");
  return at > 0 ? `${address[0]}***${address.slice(at)}` : "***";
}
