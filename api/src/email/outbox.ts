import type { WriteTx } from "../db/database";
import type { Outbox } from "../outbox/outbox";
import type { EmailMessage, Mailer } from "./mailer";

export const EMAIL_KIND = "email";

/**
 * Delivers queued emails through the mailer; the outbox message id is the email's Message-ID. When
 * the outbox removes an email about a deleted person, the mailer removes its copy too.
 */
export function registerEmailDelivery(outbox: Outbox, mailer: Mailer): void {
  outbox.register<EmailMessage>(EMAIL_KIND, (email, message) => mailer.send(email, message.idempotencyKey), {
    forget: (message) => mailer.forget(message.idempotencyKey),
  });
}

/**
 * Queues an email in the caller's write, so it is sent exactly when the change it reports is
 * committed. `key` makes the same notice, queued twice, one email. `about` names the person the
 * email speaks of when no `userId` ties it to their account, so their deletion still removes it.
 */
export function queueEmail(
  outbox: Outbox,
  tx: WriteTx,
  email: EmailMessage,
  options: { key?: string; userId?: string | null; about?: string | null; districtId?: string | null } = {},
): Promise<void> {
  return outbox.enqueue(tx, {
    kind: EMAIL_KIND,
    payload: email,
    idempotencyKey: options.key,
    userId: options.userId,
    about: options.about,
    districtId: options.districtId,
  });
}
