import { deepLinkSessions, loginStates } from "@bloom/lti-provider";
import type { AppContext } from "../../context";
import type { ServedFor } from "../../http/request-context";
import { resolveRegistrationInvite } from "./service";

type Params = Record<string, string | undefined>;

/**
 * Whose LMS frame a step of the LTI tool is shown in, read from what the step carries (ADR 0033): the
 * login's issuer and client id, the launch's state and the picker's session (both signed by us), the
 * registration's invite. Its page may then be framed by that platform alone, never by every district's.
 * A step that names no platform of ours gets no platform: its page is a refusal anyway.
 */
export async function servedForLtiStep(
  ctx: AppContext,
  request: Request,
  params: Params,
): Promise<ServedFor | undefined> {
  const { pathname } = new URL(request.url);
  if (pathname === "/lti/login") {
    if (!params.iss) return undefined;
    const registration = await ctx.lti.store.findRegistration(params.iss, params.client_id);
    return registration && registration !== "ambiguous" ? launchedFrom(registration.id) : undefined;
  }
  if (pathname === "/lti/launch") {
    const state = params.state ? await loginStates(ctx.lti.secret).read(params.state) : null;
    return state ? launchedFrom(state.registrationId) : undefined;
  }
  if (pathname === "/lti/deep-link") {
    // The answer is a form posted to the platform's return address, whose host the launch taught (ADR 0044).
    const session = params.launch ? await deepLinkSessions(ctx.lti.secret).read(params.launch) : null;
    return session ? launchedFrom(session.registrationId) : undefined;
  }
  if (pathname === "/lti/register") {
    // The district's platforms, read when the page is answered: the one registering is among them by then.
    const invite = params.invite ? await resolveRegistrationInvite(ctx, params.invite) : null;
    return invite ? { districtId: invite.districtId } : undefined;
  }
  return undefined;
}

/**
 * An LMS frame is its own platform's, never a portal's: no district is named, so no portal may frame
 * it. The platform's origins are read when the headers are, so a host a launch teaches is on its page.
 */
function launchedFrom(registrationId: string): ServedFor {
  return { districtId: null, registrationId };
}
