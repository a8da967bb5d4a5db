import { type PageLanguage, text } from "../i18n";
import { rejectionPage } from "../pages";
import { RegistrationFailure, registerWithPlatform } from "../registration";
import type { Params, ToolContext } from "./context";

/** Dynamic registration: a district's invite link opened in the platform's registration screen. */
export async function register(tool: ToolContext, params: Params, language: PageLanguage): Promise<Response> {
  const { store, hooks, logger, options } = tool;
  const reference = crypto.randomUUID().slice(0, 8);
  try {
    const invite = params.invite ? await hooks.resolveRegistrationInvite(params.invite, language) : null;
    if (!invite) throw new RegistrationFailure("registration.badLink", "Missing or invalid invite.");
    const result = await registerWithPlatform({
      store,
      toolUrl: options.toolUrl(),
      toolName: options.toolName,
      openidConfigurationUrl: params.openid_configuration,
      registrationToken: params.registration_token,
      districtId: invite.districtId,
      warning: invite.warning,
      fetch: options.fetch ?? fetch,
      language,
    });
    logger.info("LTI platform registered", {
      issuer: result.registration.issuer,
      clientId: result.registration.clientId,
      districtId: invite.districtId,
    });
    return result.page;
  } catch (error) {
    if (!(error instanceof RegistrationFailure)) throw error;
    logger.warn("LTI registration refused", { reference, detail: error.forIt });
    const title = text(language, "registration.failed");
    return rejectionPage(text(language, error.forAdmin), error.forIt, reference, 400, null, title, language);
  }
}
