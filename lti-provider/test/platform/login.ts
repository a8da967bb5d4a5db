import type { PendingLaunch, PlatformState } from "./state";

/**
 * The third-party login initiation parameters for a pending launch (LTI 1.3 §4.1). Overrides set
 * last; an `undefined` override removes the parameter.
 */
export function loginInitiationParams(
  state: PlatformState,
  pending: PendingLaunch,
  options: { storageTarget?: string; overrides?: Record<string, string | undefined> } = {},
): Record<string, string> {
  const link = pending.resourceLinkId ? state.resourceLinks.get(pending.resourceLinkId) : undefined;
  const params: Record<string, string | undefined> = {
    iss: state.url,
    login_hint: pending.person.sub,
    target_link_uri: link?.targetLinkUri ?? state.toolTargetLinkUri(),
    lti_message_hint: pending.hint,
    client_id: state.clientId,
    lti_deployment_id: pending.token.deploymentId ?? state.deploymentId,
    lti_storage_target: options.storageTarget,
    ...options.overrides,
  };
  return Object.fromEntries(
    Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}
