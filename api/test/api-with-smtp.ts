import { afterAll } from "bun:test";
import { queueEmail } from "../src/email/outbox";
import { startTestApi, type TestApi } from "./harness";
import { startTestSmtpServer, type TestSmtpServer } from "./smtp-server";

/**
 * The API sending its email to a real SMTP server on 127.0.0.1, as most email tests need it; both
 * are closed after the calling file's tests. `env` adds to (or overrides) the API's settings.
 */
export async function startApiWithSmtp(
  env: Record<string, string> = {},
): Promise<{ api: TestApi; smtp: TestSmtpServer }> {
  const smtp = await startTestSmtpServer();
  const api = await startTestApi({ SMTP_URL: smtp.url, ...env });
  afterAll(async () => {
    await api.close();
    await smtp.close();
  });
  return { api, smtp };
}

/**
 * A safety email to `to` that the mail relay refused until the outbox gave up on it: a delivery
 * that failed for good, as the deliveries panel lists it.
 */
export async function failDeliveryForGood(
  api: TestApi,
  smtp: TestSmtpServer,
  email: { to: string; districtId: string },
): Promise<void> {
  smtp.refuseNext(1_000);
  await api.ctx.database.write((tx) =>
    queueEmail(
      api.ctx.outbox,
      tx,
      { to: email.to, subject: "A safety alert", text: "Student 1 needs help", html: "" },
      { key: `safety-alert:alert-1:${email.to}`, districtId: email.districtId },
    ),
  );
  await api.ctx.outbox.settle();
  // Past the backoff six more times: the relay refused it for good.
  for (let i = 0; i < 6; i++) await api.ctx.outbox.deliverDue(Date.now() + 24 * 3_600_000);
}
