import { describe, expect, test } from "bun:test";
import { framingFacts, webOrigin } from "./framing";
import type { ValidatedLaunch } from "./types";

/** What a verified launch teaches about where the platform's pages are (ADR 0044). */

function launch(overrides: Partial<ValidatedLaunch>): ValidatedLaunch {
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
    deployment: { id: "d", deploymentId: "deployment-1", districtId: null, schoolId: null },
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

describe("framing facts of a verified launch", () => {
  test("the return address's and the deep-linking return's origins, with the product family", () => {
    expect(
      framingFacts(
        launch({
          returnUrl: "https://riverside.instructure.com/courses/12/external_content/success/external_tool_redirect",
          deepLinking: {
            returnUrl: "https://riverside.instructure.com/courses/12/deep_linking_response",
            data: null,
            acceptTypes: [],
          },
          productFamily: "canvas",
        }),
      ),
    ).toEqual({
      origins: [{ origin: "https://riverside.instructure.com", source: "launch" }],
      productFamily: "canvas",
    });
    expect(
      framingFacts(
        launch({
          messageType: "LtiDeepLinkingRequest",
          deepLinking: { returnUrl: "https://app.schoology.com/lti/return", data: null, acceptTypes: [] },
        }),
      ).origins,
    ).toEqual([{ origin: "https://app.schoology.com", source: "deep_link" }]);
  });

  test("only plain http(s) origins: never a wildcard, a script address or a host that would break a policy", () => {
    for (const url of [
      "javascript:alert(1)",
      "data:text/html,hello",
      "https://*.instructure.com/x",
      "https://a;script-src.example/",
      "not a url",
      "",
    ]) {
      expect(webOrigin(url)).toBeNull();
      expect(framingFacts(launch({ returnUrl: url })).origins).toEqual([]);
    }
    expect(webOrigin("HTTPS://District.Schoology.com:8443/course/1?x=1")).toBe("https://district.schoology.com:8443");
  });
});
