import { describe, expect, test } from "bun:test";
import { validatedLaunch } from "../test/validated-launch";
import { framingFacts, webOrigin } from "./framing";

/** What a verified launch teaches about where the platform's pages are (ADR 0044). */

const launch = validatedLaunch;

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
