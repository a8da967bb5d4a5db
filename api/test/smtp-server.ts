import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

/** An email as the local SMTP server received it. */
export interface ReceivedEmail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  messageId: string;
}

/**
 * A real SMTP server on 127.0.0.1 for tests (`smtp-server`): the product sends to it through
 * `SMTP_URL` exactly as it would to a school's mail relay, and tests read back what arrived.
 */
export interface TestSmtpServer {
  /** `smtp://127.0.0.1:<port>`, for SMTP_URL. */
  url: string;
  received: ReceivedEmail[];
  /** Refuses the next `count` messages with a temporary failure (451), as a busy relay does. */
  refuseNext(count: number): void;
  /**
   * While on, takes each message and never answers it: the relay has the email, the sender never
   * hears so (as when the sender dies at that moment). Turning it off answers the held ones.
   */
  holdAnswers(hold: boolean): void;
  /** Resolves once `count` emails in total have arrived. */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedEmail[]>;
  close(): Promise<void>;
}

/** Listens on `port` when given (a mail relay that comes back where it was), else on a free one. */
export async function startTestSmtpServer(port = 0): Promise<TestSmtpServer> {
  const received: ReceivedEmail[] = [];
  let refusals = 0;
  let holding = false;
  const held: (() => void)[] = [];
  const waiters: { count: number; resolve: () => void }[] = [];

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      if (refusals > 0) {
        refusals -= 1;
        stream.resume();
        stream.on("end", () => {
          const error = Object.assign(new Error("Try again later"), { responseCode: 451 });
          callback(error);
        });
        return;
      }
      simpleParser(stream)
        .then((mail) => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            subject: mail.subject ?? "",
            text: mail.text ?? "",
            html: typeof mail.html === "string" ? mail.html : "",
            messageId: mail.messageId ?? "",
          });
          for (const waiter of waiters.filter((w) => w.count <= received.length)) {
            waiters.splice(waiters.indexOf(waiter), 1);
            waiter.resolve();
          }
          if (holding) held.push(() => callback());
          else callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const address = server.server.address();
  const listening = typeof address === "object" && address ? address.port : 0;

  return {
    url: `smtp://127.0.0.1:${listening}`,
    received,
    refuseNext(count) {
      refusals = count;
    },
    holdAnswers(hold) {
      holding = hold;
      if (!hold) for (const answer of held.splice(0)) answer();
    },
    async waitFor(count, timeoutMs = 10_000) {
      if (received.length < count) {
        await new Promise<void>((resolve, reject) => {
          const timer = setTimeout(
            () => reject(new Error(`Only ${received.length} of ${count} emails arrived.`)),
            timeoutMs,
          );
          waiters.push({
            count,
            resolve: () => {
              clearTimeout(timer);
              resolve();
            },
          });
        });
      }
      return received;
    },
    close: () => {
      for (const answer of held.splice(0)) answer();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
