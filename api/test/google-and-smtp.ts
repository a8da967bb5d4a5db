import { startTestApi } from "./harness";
import { startOpenIdProvider } from "./oidc-provider";
import { startTestSmtpServer } from "./smtp-server";

export const APP_URL = "http://app.test";
export const GOOGLE_REDIRECT = `${APP_URL}/auth/google/callback`;

/** The API with Google sign-in (a real OpenID provider) and email to a real SMTP server, as the data-rights tests use it. */
export async function startApiWithGoogleAndSmtp() {
  const smtp = await startTestSmtpServer();
  const google = await startOpenIdProvider({ redirectUris: [GOOGLE_REDIRECT] });
  const api = await startTestApi({
    SMTP_URL: smtp.url,
    PUBLIC_URL: APP_URL,
    GOOGLE_ISSUER: google.issuer,
    GOOGLE_CLIENT_ID: google.clientId,
    GOOGLE_CLIENT_SECRET: google.clientSecret,
  });
  return {
    api,
    smtp,
    google,
    async close() {
      await api.close();
      await google.close();
      await smtp.close();
    },
  };
}
