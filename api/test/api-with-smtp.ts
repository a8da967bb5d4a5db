import { afterAll } from "bun:test";
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
