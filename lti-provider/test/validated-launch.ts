import type { ValidatedLaunch } from "../src/types";

/**
 * A launch as the tool holds it once the platform's id token is verified: a learner's resource link
 * launch from a Canvas-like platform with nothing optional set. `overrides` change any part.
 */
export function validatedLaunch(overrides: Partial<ValidatedLaunch> = {}): ValidatedLaunch {
  return {
    registration: {
      id: "registration-1",
      name: "Canvas",
      issuer: "https://canvas.instructure.com",
      clientId: "client",
      authLoginUrl: "https://sso.canvaslms.com/api/lti/authorize_redirect",
      authTokenUrl: "https://sso.canvaslms.com/login/oauth2/token",
      jwksUrl: "https://sso.canvaslms.com/api/lti/security/jwks",
      districtId: "district-1",
      deploymentPolicy: "open",
    },
    deployment: { id: "deployment-row-1", deploymentId: "deployment-1", districtId: null, schoolId: null },
    messageType: "LtiResourceLinkRequest",
    claims: {},
    subject: "user-1",
    name: null,
    email: null,
    roles: [],
    context: null,
    resourceLink: null,
    custom: {},
    ags: null,
    nrps: null,
    deepLinking: null,
    returnUrl: null,
    productFamily: null,
    ...overrides,
  };
}
