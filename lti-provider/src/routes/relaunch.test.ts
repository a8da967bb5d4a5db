import { describe, expect, test } from "bun:test";
import type { LoginState } from "../state";
import { stateCookie } from "./context";
import { relaunchUrl } from "./login";

const state: LoginState = {
  nonce: "n-secret",
  registrationId: "reg-1",
  targetLinkUri: "https://bloom.example/lti/launch",
  storageTarget: null,
  platformOrigin: "https://lms.example",
  relaunch: {
    iss: "https://lms.example",
    login_hint: "user 1",
    lti_message_hint: "hint&more",
    client_id: "bloom",
    lti_deployment_id: "dep-1",
  },
};

describe("the new-window login", () => {
  test("sends the platform's own login initiation again, and nothing of the state", () => {
    const url = new URL(relaunchUrl("https://bloom.example", state)!);
    expect(url.origin + url.pathname).toBe("https://bloom.example/lti/login");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      ...state.relaunch,
      target_link_uri: "https://bloom.example/lti/launch",
    });
    expect(url.href).not.toContain("n-secret");
    expect(url.searchParams.has("lti_storage_target")).toBe(false);
  });

  test("a state made before the login's parameters were kept offers no new window", () => {
    expect(relaunchUrl("https://bloom.example", { ...state, relaunch: undefined })).toBeNull();
  });
});

describe("the state cookie", () => {
  test("over HTTPS it reaches the LMS's frame; over plain HTTP it is one every browser keeps", () => {
    expect(stateCookie("https://bloom.example", "s", "1", 600)).toMatch(
      /^lti_state_[0-9a-f]{24}=1; Path=\/lti\/launch; Max-Age=600; HttpOnly; Secure; SameSite=None; Partitioned$/,
    );
    expect(stateCookie("http://localhost:3000", "s", "", 0)).toMatch(
      /^lti_state_[0-9a-f]{24}=; Path=\/lti\/launch; Max-Age=0; HttpOnly$/,
    );
  });
});
