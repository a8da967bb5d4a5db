import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import {
  createRemoteJWKSet,
  decodeJwt,
  decodeProtectedHeader,
  exportJWK,
  generateKeyPair,
  type JWTPayload,
  jwtVerify,
  SignJWT,
} from "jose";
import {
  type CourseLayout,
  LTI_CLAIM,
  LTI_SCOPE,
  MEDIA_TYPE,
  people,
  startTestPlatform,
  type TestPlatform,
  ToolPageError,
} from "./platform";

/**
 * The test LMS on its own, against a minimal stand-in tool: just enough of a tool (login
 * redirect with a cookie, id_token check, a published key) to drive every platform endpoint.
 */

interface FakeTool {
  url: string;
  /** Signs as the tool, with its published key. */
  sign(payload: JWTPayload): Promise<string>;
  /** Signs with a key the tool does not publish. */
  signAsStranger(payload: JWTPayload): Promise<string>;
  launches: { claims: JWTPayload; cookie: string | null; state: string }[];
  stop(): Promise<void>;
}

async function startFakeTool(platform: TestPlatform): Promise<FakeTool> {
  const key = await generateKeyPair("RS256");
  const stranger = await generateKeyPair("RS256");
  const jwk = { ...(await exportJWK(key.publicKey)), kid: "tool-key-1", alg: "RS256", use: "sig" };
  const platformKeys = createRemoteJWKSet(new URL(platform.jwksUrl), { cooldownDuration: 0 });
  const nonces = new Map<string, string>();
  const launches: FakeTool["launches"] = [];

  const login = async (request: Request): Promise<Response> => {
    const params =
      request.method === "POST" ? new URLSearchParams(await request.text()) : new URL(request.url).searchParams;
    if (params.get("iss") !== platform.issuer)
      return new Response("<h1>Unknown platform</h1>", { status: 400, headers: { "content-type": "text/html" } });
    const state = crypto.randomUUID();
    const nonce = crypto.randomUUID();
    nonces.set(state, nonce);
    const authorization = new URL(platform.authUrl);
    const query = {
      scope: "openid",
      response_type: "id_token",
      response_mode: "form_post",
      prompt: "none",
      client_id: params.get("client_id") ?? "",
      redirect_uri: `${server.url.origin}/lti/launch`,
      login_hint: params.get("login_hint") ?? "",
      lti_message_hint: params.get("lti_message_hint") ?? "",
      state,
      nonce,
    };
    for (const [name, value] of Object.entries(query)) authorization.searchParams.set(name, value);
    return new Response(null, {
      status: 302,
      headers: {
        location: authorization.href,
        "set-cookie": `lti_state=${state}; Path=/lti/launch; HttpOnly; Secure; SameSite=None; Partitioned`,
      },
    });
  };

  const server = Bun.serve({
    port: 0,
    hostname: "127.0.0.1",
    routes: {
      "/lti/.well-known/jwks.json": () => Response.json({ keys: [jwk] }),
      "/lti/login": { GET: login, POST: login },
      "/lti/launch": {
        POST: async (request) => {
          const form = new URLSearchParams(await request.text());
          const state = form.get("state") ?? "";
          try {
            const { payload } = await jwtVerify(form.get("id_token") ?? "", platformKeys, {
              issuer: platform.issuer,
              audience: platform.clientId,
            });
            if (payload.nonce !== nonces.get(state)) throw new Error("nonce mismatch");
            launches.push({ claims: payload, cookie: request.headers.get("cookie"), state });
            return new Response("<h1>Launched</h1>", { headers: { "content-type": "text/html" } });
          } catch (error) {
            return new Response(`<h1>Refused</h1><p>${(error as Error).name}: ${(error as Error).message}</p>`, {
              status: 400,
              headers: { "content-type": "text/html" },
            });
          }
        },
      },
    },
  });
  const sign = (privateKey: CryptoKey, kid: string) => (payload: JWTPayload) =>
    new SignJWT(payload)
      .setProtectedHeader({ alg: "RS256", kid })
      .setIssuedAt()
      .setExpirationTime("5m")
      .sign(privateKey);
  return {
    url: server.url.origin,
    sign: sign(key.privateKey, jwk.kid),
    signAsStranger: sign(stranger.privateKey, "stranger"),
    launches,
    stop: () => server.stop(true),
  };
}

let platform: TestPlatform;
let tool: FakeTool;
const COURSE = "course-1";
const ada = people.student({ sub: "s-ada", name: "Ada Lovelace" });
const grace = people.student({ sub: "s-grace", name: "Grace Hopper" });
const alan = people.student({ sub: "s-alan", name: "Alan Turing" });
const rivera = people.teacher({ sub: "t-rivera", name: "Ms. Rivera" });

beforeAll(async () => {
  platform = await startTestPlatform();
  tool = await startFakeTool(platform);
  platform.setTool({ toolUrl: tool.url });
  platform.addCourse({ id: COURSE, title: "Biology 101", label: "BIO101", members: [ada, grace, alan, rivera] });
  platform.addResourceLink({
    id: "link-graded",
    courseId: COURSE,
    title: "Cells",
    custom: { widget: "tutor" },
    lineItem: { label: "Cells: mastery", scoreMaximum: 100, tag: "mastery" },
  });
});

afterAll(async () => {
  await tool?.stop();
  await platform?.stop();
});

/** An access token from the platform for the given scopes, asserted as the fake tool. */
async function accessToken(scopes: string[]): Promise<string> {
  const response = await requestToken(
    await tool.sign({
      iss: platform.clientId,
      sub: platform.clientId,
      aud: platform.tokenUrl,
      jti: crypto.randomUUID(),
    }),
    scopes,
  );
  expect(response.status).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

function requestToken(assertion: string, scopes: string[]): Promise<Response> {
  return fetch(platform.tokenUrl, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      grant_type: "client_credentials",
      client_assertion_type: "urn:ietf:params:oauth:client-assertion-type:jwt-bearer",
      client_assertion: assertion,
      scope: scopes.join(" "),
    }),
  });
}

describe("configuration and keys", () => {
  test("the openid configuration describes the platform, and needs the registration token once one exists", async () => {
    const open = await fetch(`${platform.url}/.well-known/openid-configuration`);
    expect(open.status).toBe(200);
    const configuration = (await open.json()) as Record<string, unknown>;
    expect(configuration).toMatchObject({
      issuer: platform.issuer,
      authorization_endpoint: platform.authUrl,
      token_endpoint: platform.tokenUrl,
      jwks_uri: platform.jwksUrl,
      registration_endpoint: `${platform.url}/register`,
      token_endpoint_auth_methods_supported: ["private_key_jwt"],
      id_token_signing_alg_values_supported: ["RS256"],
      response_types_supported: ["id_token"],
      "https://purl.imsglobal.org/spec/lti-platform-configuration": {
        product_family_code: "bloom-test-lms",
        messages_supported: [
          { type: "LtiResourceLinkRequest" },
          { type: "LtiDeepLinkingRequest", placements: ["assignment_selection", "link_selection"] },
        ],
      },
    });
    expect(configuration.scopes_supported).toEqual(
      expect.arrayContaining([
        "openid",
        LTI_SCOPE.lineItem,
        LTI_SCOPE.score,
        LTI_SCOPE.resultReadonly,
        LTI_SCOPE.membership,
      ]),
    );

    const other = await startTestPlatform();
    try {
      const token = other.createRegistrationToken();
      expect((await fetch(other.openidConfigurationUrl)).status).toBe(401);
      expect((await fetch(other.openidConfigurationUrl, { headers: { authorization: "Bearer wrong" } })).status).toBe(
        401,
      );
      expect(
        (await fetch(other.openidConfigurationUrl, { headers: { authorization: `Bearer ${token}` } })).status,
      ).toBe(200);
    } finally {
      await other.stop();
    }
  });

  test("/jwks publishes the signing key; a rotation signs with a new key and keeps the old one published", async () => {
    const before = (await (await fetch(platform.jwksUrl)).json()) as { keys: { kid: string; d?: string }[] };
    expect(before.keys.map((key) => key.kid)).toEqual([platform.activeKid]);
    expect(before.keys[0]!.d).toBeUndefined();
    const kid = await platform.rotateKeys();
    const after = (await (await fetch(platform.jwksUrl)).json()) as { keys: { kid: string }[] };
    expect(after.keys.map((key) => key.kid)).toEqual([before.keys[0]!.kid, kid]);
    const launched = await platform.launch({ person: ada, courseId: COURSE });
    expect(launched.status).toBe(200);
    expect(decodeProtectedHeader(launched.idToken).kid).toBe(kid);
  });
});

describe("the launch driver", () => {
  test("runs login, /auth and the form post with the tool's cookie, and the id_token carries the LTI claims", async () => {
    const launched = await platform.launch({
      person: ada,
      courseId: COURSE,
      resourceLinkId: "link-graded",
      custom: { topic: "Mitosis" },
    });
    expect(launched.stage).toBe("launch");
    expect(launched.status).toBe(200);
    expect(launched.login.status).toBe(302);
    expect(launched.action).toBe(`${tool.url}/lti/launch`);
    const received = tool.launches.at(-1)!;
    expect(received.cookie).toBe(`lti_state=${received.state}`);
    expect(platform.lastAuthRequest).toMatchObject({
      client_id: platform.clientId,
      login_hint: ada.sub,
      redirect_uri: `${tool.url}/lti/launch`,
    });

    const claims = received.claims;
    expect(claims).toMatchObject({
      iss: platform.issuer,
      aud: platform.clientId,
      azp: platform.clientId,
      sub: ada.sub,
      name: "Ada Lovelace",
      email: ada.email,
    });
    expect(claims[LTI_CLAIM.messageType]).toBe("LtiResourceLinkRequest");
    expect(claims[LTI_CLAIM.version]).toBe("1.3.0");
    expect(claims[LTI_CLAIM.deploymentId]).toBe(platform.deploymentId);
    expect(claims[LTI_CLAIM.targetLinkUri]).toBe(`${tool.url}/lti/launch`);
    expect(claims[LTI_CLAIM.resourceLink]).toEqual({ id: "link-graded", title: "Cells" });
    expect(claims[LTI_CLAIM.roles]).toEqual(ada.roles);
    expect(claims[LTI_CLAIM.context]).toMatchObject({ id: COURSE, label: "BIO101", title: "Biology 101" });
    expect(claims[LTI_CLAIM.custom]).toEqual({ widget: "tutor", topic: "Mitosis" });
    expect(claims[LTI_CLAIM.ags]).toEqual({
      scope: [LTI_SCOPE.lineItem, LTI_SCOPE.score, LTI_SCOPE.resultReadonly],
      lineitems: `${platform.url}/courses/${COURSE}/lineitems`,
      lineitem: platform.resourceLink("link-graded")!.lineItemUrl,
    });
    expect(claims[LTI_CLAIM.nrps]).toEqual({
      context_memberships_url: `${platform.url}/courses/${COURSE}/memberships`,
      service_versions: ["2.0"],
    });
    expect(claims[LTI_CLAIM.deepLinkingSettings]).toBeUndefined();
  });

  test("a launch without a resource link opens the course's navigation link; GET login works too", async () => {
    const launched = await platform.launch({ person: rivera, method: "GET" });
    expect(launched.status).toBe(200);
    const claims = tool.launches.at(-1)!.claims;
    expect(claims[LTI_CLAIM.resourceLink]).toEqual({ id: `${COURSE}-navigation`, title: "Biology 101" });
    expect(claims[LTI_CLAIM.custom]).toEqual({});
    expect((claims[LTI_CLAIM.ags] as { lineitem?: string }).lineitem).toBeUndefined();
  });

  test("deliberate faults reach the tool: forged signatures, expiry, audience, nonce, state, cookies", async () => {
    const refusedWith = async (options: Parameters<TestPlatform["launch"]>[0], error: string) => {
      const launched = await platform.launch(options);
      expect(launched.status).toBe(400);
      expect(launched.html).toContain(error);
      return launched;
    };
    await refusedWith({ person: ada, signWith: "wrong-key" }, "JWSSignatureVerificationFailed");
    const unknown = await refusedWith({ person: ada, signWith: "unknown-kid" }, "JWKSNoMatchingKey");
    const published = ((await (await fetch(platform.jwksUrl)).json()) as { keys: { kid: string }[] }).keys.map(
      (key) => key.kid,
    );
    expect(published).not.toContain(decodeProtectedHeader(unknown.idToken).kid!);
    await refusedWith({ person: ada, expired: true }, "JWTExpired");
    await refusedWith({ person: ada, audience: "someone-else" }, "JWTClaimValidationFailed");
    await refusedWith({ person: ada, nonce: "not-the-tools" }, "nonce mismatch");
    await refusedWith({ person: ada, stateOverride: "forged" }, "nonce mismatch");

    const dropped = await platform.launch({ person: ada, dropCookies: true });
    expect(dropped.cookies).toEqual([]);
    expect(tool.launches.at(-1)!.cookie).toBeNull();

    const listed = await platform.launch({
      person: ada,
      audience: [platform.clientId, "other"],
      azp: null,
      deploymentId: "elsewhere",
      messageType: "LtiSubmissionReviewRequest",
    });
    const claims = decodeJwt(listed.idToken);
    expect(claims.aud).toEqual([platform.clientId, "other"]);
    expect(claims.azp).toBeUndefined();
    expect(claims[LTI_CLAIM.deploymentId]).toBe("elsewhere");
    expect(claims[LTI_CLAIM.messageType]).toBe("LtiSubmissionReviewRequest");
    expect(platform.lastAuthRequest?.lti_message_hint).toBeDefined();
  });

  test("replay posts the same id_token, state and cookies again", async () => {
    const first = await platform.launch({ person: grace });
    const again = await platform.replay(first);
    expect(again.idToken).toBe(first.idToken);
    const [a, b] = tool.launches.slice(-2);
    expect(b!.state).toBe(a!.state);
    expect(b!.cookie).toBe(a!.cookie);
  });

  test("stops where the launch was refused: at the tool's login, or at the platform's /auth", async () => {
    const atLogin = await platform.launch({ person: ada, loginParams: { iss: "https://unknown.example" } });
    expect(atLogin).toMatchObject({ stage: "login", status: 400, idToken: "" });
    expect(atLogin.html).toContain("Unknown platform");
    const stopped = await platform.launch({ person: ada, loginParams: { client_id: "unknown" } });
    expect(stopped.stage).toBe("auth");
    expect(stopped.status).toBe(400);
    expect(stopped.html).toContain("client_id unknown is not the tool's");
  });
});

describe("/auth", () => {
  const authorize = (params: Record<string, string>) => fetch(`${platform.authUrl}?${new URLSearchParams(params)}`);
  const good = () => ({
    scope: "openid",
    response_type: "id_token",
    response_mode: "form_post",
    prompt: "none",
    client_id: platform.clientId,
    redirect_uri: `${tool.url}/lti/launch`,
    login_hint: ada.sub,
    lti_message_hint: "",
    state: "s",
    nonce: "n",
  });

  test("refuses a redirect_uri that is not the tool's, and a hint that names no launch", async () => {
    const badRedirect = await authorize({ ...good(), redirect_uri: "https://evil.example/lti/launch" });
    expect(badRedirect.status).toBe(400);
    expect(await badRedirect.text()).toContain("redirect_uri https://evil.example/lti/launch is not one of the tool's");
    const unknownHint = await authorize({ ...good(), lti_message_hint: "made-up" });
    expect(unknownHint.status).toBe(400);
    expect(await unknownHint.text()).toContain("lti_message_hint made-up names no launch");
    expect(platform.lastAuthRequest?.lti_message_hint).toBe("made-up");
    for (const [name, value] of [
      ["response_mode", "query"],
      ["prompt", "login"],
      ["scope", "profile"],
      ["response_type", "code"],
    ] as const) {
      expect((await authorize({ ...good(), [name]: value })).status).toBe(400);
    }
  });

  test("answers a form that posts itself, with every value escaped", async () => {
    const launched = await platform.launch({ person: ada });
    const hint = platform.lastAuthRequest!.lti_message_hint!;
    const page = await fetch(platform.authUrl, {
      method: "POST",
      body: new URLSearchParams({ ...good(), lti_message_hint: hint, state: `"><script>x</script>` }),
    });
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain(`<form id="lti-launch" method="post" action="${tool.url}/lti/launch"`);
    expect(html).toContain("&quot;&gt;&lt;script&gt;x&lt;/script&gt;");
    expect(html).not.toContain("<script>x</script>");
    expect(html).toContain('<noscript><button type="submit">');
    expect(launched.status).toBe(200);
  });
});

describe("the token endpoint", () => {
  test("accepts the tool's signed assertion once, for supported scopes", async () => {
    const assertion = await tool.sign({
      iss: platform.clientId,
      sub: platform.clientId,
      aud: [platform.tokenUrl],
      jti: "jti-once",
    });
    const granted = await requestToken(assertion, [LTI_SCOPE.score, LTI_SCOPE.membership]);
    expect(granted.status).toBe(200);
    expect(await granted.json()).toMatchObject({
      token_type: "Bearer",
      expires_in: 3600,
      scope: `${LTI_SCOPE.score} ${LTI_SCOPE.membership}`,
    });
    expect(platform.tokenRequests.at(-1)).toMatchObject({
      status: 200,
      clientId: platform.clientId,
      scopes: [LTI_SCOPE.score, LTI_SCOPE.membership],
    });

    const replayed = await requestToken(assertion, [LTI_SCOPE.score]);
    expect(replayed.status).toBe(400);
    expect(await replayed.json()).toMatchObject({ error: "invalid_grant" });
  });

  test("refuses an assertion signed by a key the tool does not publish, or naming another client, audience or scope", async () => {
    const claims = { iss: platform.clientId, sub: platform.clientId, aud: platform.tokenUrl };
    const stranger = await requestToken(await tool.signAsStranger({ ...claims, jti: crypto.randomUUID() }), [
      LTI_SCOPE.score,
    ]);
    expect(stranger.status).toBe(401);
    expect(await stranger.json()).toMatchObject({ error: "invalid_client" });

    const otherClient = await requestToken(
      await tool.sign({ ...claims, iss: "someone", sub: "someone", jti: crypto.randomUUID() }),
      [LTI_SCOPE.score],
    );
    expect(otherClient.status).toBe(401);
    const otherAudience = await requestToken(
      await tool.sign({ ...claims, aud: platform.issuer, jti: crypto.randomUUID() }),
      [LTI_SCOPE.score],
    );
    expect(await otherAudience.json()).toMatchObject({ error: "invalid_grant" });
    const noJti = await requestToken(await tool.sign(claims), [LTI_SCOPE.score]);
    expect(noJti.status).toBe(400);
    const badScope = await requestToken(await tool.sign({ ...claims, jti: crypto.randomUUID() }), [
      "https://example.com/scope/everything",
    ]);
    expect(badScope.status).toBe(400);
    expect(await badScope.json()).toMatchObject({ error: "invalid_scope" });
  });
});

describe("names and roles", () => {
  test("pages the roster with Link headers, and records each request", async () => {
    const token = await accessToken([LTI_SCOPE.membership]);
    const before = platform.rosterRequests.length;
    const names: string[] = [];
    let next: string | null = `${platform.url}/courses/${COURSE}/memberships`;
    const links: string[] = [];
    while (next) {
      const response: Response = await fetch(next, {
        headers: { authorization: `Bearer ${token}`, accept: MEDIA_TYPE.membershipContainer },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe(MEDIA_TYPE.membershipContainer);
      const body = (await response.json()) as {
        context: { id: string };
        members: { name: string; status: string; roles: string[] }[];
      };
      expect(body.context.id).toBe(COURSE);
      names.push(...body.members.map((member) => member.name));
      const link = response.headers.get("link") ?? "";
      links.push(link);
      next = link.match(/<([^>]+)>;\s*rel="next"/)?.[1] ?? null;
    }
    expect(names).toEqual(["Ada Lovelace", "Grace Hopper", "Alan Turing", "Ms. Rivera"]);
    expect(links[0]).toContain(`<${platform.url}/courses/${COURSE}/memberships?page=2>; rel="next"`);
    expect(links[1]).not.toContain('rel="next"');
    expect(platform.rosterRequests.slice(before).map((request) => request.page)).toEqual([1, 2]);

    platform.setRosterPageSize(3);
    const first = await fetch(`${platform.url}/courses/${COURSE}/memberships`, {
      headers: { authorization: `Bearer ${token}`, accept: MEDIA_TYPE.membershipContainer },
    });
    expect(((await first.json()) as { members: unknown[] }).members).toHaveLength(3);
    platform.setRosterPageSize(2);
  });

  test("needs a token with the membership scope and the NRPS media type", async () => {
    const url = `${platform.url}/courses/${COURSE}/memberships`;
    expect((await fetch(url, { headers: { accept: MEDIA_TYPE.membershipContainer } })).status).toBe(401);
    const scoreOnly = await accessToken([LTI_SCOPE.score]);
    expect(
      (await fetch(url, { headers: { authorization: `Bearer ${scoreOnly}`, accept: MEDIA_TYPE.membershipContainer } }))
        .status,
    ).toBe(403);
    const token = await accessToken([LTI_SCOPE.membership]);
    expect(
      (await fetch(url, { headers: { authorization: `Bearer ${token}`, accept: "application/json" } })).status,
    ).toBe(406);
    platform.expireAccessTokens();
    expect(
      (await fetch(url, { headers: { authorization: `Bearer ${token}`, accept: MEDIA_TYPE.membershipContainer } }))
        .status,
    ).toBe(401);
  });
});

describe("assignment and grade services", () => {
  const lineItemUrl = () => platform.resourceLink("link-graded")!.lineItemUrl!;
  const score = (overrides: Record<string, unknown> = {}) => ({
    userId: ada.sub,
    scoreGiven: 80,
    scoreMaximum: 100,
    activityProgress: "InProgress",
    gradingProgress: "FullyGraded",
    timestamp: new Date().toISOString(),
    ...overrides,
  });
  const post = (token: string, body: unknown, contentType: string = MEDIA_TYPE.score) =>
    fetch(`${lineItemUrl()}/scores`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": contentType },
      body: JSON.stringify(body),
    });

  test("records scores, and failNextScores makes the next posts fail", async () => {
    const token = await accessToken([LTI_SCOPE.score]);
    const before = platform.scores.length;
    expect((await post(token, score())).status).toBe(200);
    expect(platform.scores.at(-1)).toMatchObject({
      lineItemUrl: lineItemUrl(),
      courseId: COURSE,
      userId: ada.sub,
      scoreGiven: 80,
    });

    platform.failNextScores(2);
    expect((await post(token, score({ scoreGiven: 90 }))).status).toBe(503);
    expect((await post(token, score({ scoreGiven: 90 }))).status).toBe(503);
    expect((await post(token, score({ scoreGiven: 90 }))).status).toBe(200);
    platform.failNextScores(1, 429);
    expect((await post(token, score())).status).toBe(429);
    expect(platform.scores.length - before).toBe(2);
    expect(platform.scoreRequests.slice(-5).map((request) => request.status)).toEqual([200, 503, 503, 200, 429]);
  });

  test("refuses wrong media types, bad bodies, strangers, older timestamps and the wrong scope", async () => {
    const token = await accessToken([LTI_SCOPE.score]);
    expect((await post(token, score(), "application/json")).status).toBe(415);
    expect((await post(token, score({ activityProgress: "Done" }))).status).toBe(400);
    expect((await post(token, score({ timestamp: "yesterday" }))).status).toBe(400);
    expect((await post(token, score({ userId: "not-enrolled" }))).status).toBe(422);
    expect((await post(token, score({ timestamp: "2001-01-01T00:00:00Z" }))).status).toBe(400);
    const readOnly = await accessToken([LTI_SCOPE.resultReadonly]);
    expect((await post(readOnly, score())).status).toBe(403);
  });

  test("serves line items and results", async () => {
    const token = await accessToken([LTI_SCOPE.lineItem, LTI_SCOPE.resultReadonly]);
    const container = await fetch(`${platform.url}/courses/${COURSE}/lineitems?resource_link_id=link-graded`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(container.headers.get("content-type")).toBe(MEDIA_TYPE.lineItemContainer);
    expect(await container.json()).toEqual([
      { id: lineItemUrl(), label: "Cells: mastery", scoreMaximum: 100, tag: "mastery", resourceLinkId: "link-graded" },
    ]);
    const item = await fetch(lineItemUrl(), { headers: { authorization: `Bearer ${token}` } });
    expect(item.headers.get("content-type")).toBe(MEDIA_TYPE.lineItem);
    const results = await fetch(`${lineItemUrl()}/results`, { headers: { authorization: `Bearer ${token}` } });
    expect(await results.json()).toEqual([
      expect.objectContaining({ userId: ada.sub, scoreOf: lineItemUrl(), resultScore: 90, resultMaximum: 100 }),
    ]);
  });
});

describe("deep linking", () => {
  /** A deep linking request launched by the teacher, and the claims the fake tool received. */
  async function deepLinkRequest() {
    const launched = await platform.launch({ person: rivera, messageType: "LtiDeepLinkingRequest" });
    expect(launched.status).toBe(200);
    return tool.launches.at(-1)!.claims;
  }

  function responseClaims(request: JWTPayload, items: unknown[]): JWTPayload {
    const settings = request[LTI_CLAIM.deepLinkingSettings] as { data: string };
    return {
      iss: platform.clientId,
      aud: platform.issuer,
      nonce: crypto.randomUUID(),
      [LTI_CLAIM.messageType]: "LtiDeepLinkingResponse",
      [LTI_CLAIM.version]: "1.3.0",
      [LTI_CLAIM.deploymentId]: request[LTI_CLAIM.deploymentId],
      [LTI_CLAIM.deepLinkingData]: settings.data,
      [LTI_CLAIM.contentItems]: items,
    };
  }

  const returnJwt = (jwt: string) =>
    fetch(`${platform.url}/deep-link-return`, { method: "POST", body: new URLSearchParams({ JWT: jwt }) });

  test("the request carries the settings, and a signed response creates the link and its line item", async () => {
    const request = await deepLinkRequest();
    expect(request[LTI_CLAIM.resourceLink]).toBeUndefined();
    // Compared on a copy: Bun's toMatchObject writes its matchers into the object it checks.
    const { data, ...settings } = request[LTI_CLAIM.deepLinkingSettings] as { data: unknown };
    expect(typeof data).toBe("string");
    expect(settings).toEqual({
      deep_link_return_url: `${platform.url}/deep-link-return`,
      accept_types: ["ltiResourceLink"],
      accept_presentation_document_targets: ["iframe", "window"],
      accept_multiple: false,
    });

    const item = {
      type: "ltiResourceLink",
      title: "Mitosis tutor",
      url: `${tool.url}/lti/launch`,
      custom: { widget: "tutor", topic: "Mitosis" },
      lineItem: { scoreMaximum: 100, label: "Mitosis: mastery", tag: "bloom-mastery" },
    };
    const answer = await returnJwt(await tool.sign(responseClaims(request, [item])));
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain("Added");
    const recorded = platform.deepLinkResponses.at(-1)!;
    expect(recorded).toMatchObject({ ok: true, error: null, contentItems: [item] });
    const link = platform.resourceLink(recorded.resourceLinkId!)!;
    expect(link).toMatchObject({
      courseId: COURSE,
      title: "Mitosis tutor",
      custom: { widget: "tutor", topic: "Mitosis" },
    });
    expect(platform.lineItems(COURSE).find((lineItem) => lineItem.id === link.lineItemUrl)).toMatchObject({
      label: "Mitosis: mastery",
      tag: "bloom-mastery",
      resourceLinkId: link.id,
    });

    await platform.launch({ person: ada, resourceLinkId: link.id });
    const claims = tool.launches.at(-1)!.claims;
    expect(claims[LTI_CLAIM.custom]).toEqual({ widget: "tutor", topic: "Mitosis" });
    expect((claims[LTI_CLAIM.ags] as { lineitem: string }).lineitem).toBe(link.lineItemUrl!);
  });

  test("refuses responses that are forged, misaddressed, replayed or do not echo the data", async () => {
    const request = await deepLinkRequest();
    const refused = async (jwt: string, reason: string) => {
      const answer = await returnJwt(jwt);
      expect(answer.status).toBe(400);
      expect(platform.deepLinkResponses.at(-1)).toMatchObject({ ok: false });
      expect(platform.deepLinkResponses.at(-1)!.error).toContain(reason);
    };
    const claims = responseClaims(request, []);
    await refused(await tool.signAsStranger(claims), "does not publish");
    await refused(await tool.sign({ ...claims, aud: "https://elsewhere.example" }), "aud");
    await refused(await tool.sign({ ...claims, [LTI_CLAIM.deepLinkingData]: "other" }), "does not echo");
    await refused(
      await tool.sign({ ...claims, [LTI_CLAIM.messageType]: "LtiResourceLinkRequest" }),
      "LtiDeepLinkingResponse",
    );
    await refused(await tool.sign({ ...claims, [LTI_CLAIM.deploymentId]: "other" }), "deployment_id");
    const twoItems = responseClaims(request, [{ type: "ltiResourceLink" }, { type: "ltiResourceLink" }]);
    await refused(await tool.sign(twoItems), "multiple");
    const once = await tool.sign(claims);
    expect((await returnJwt(once)).status).toBe(200);
    await refused(once, "used before");
  });

  test("completeDeepLink explains a page without a picker", async () => {
    const error = await platform
      .completeDeepLink("<h1>This activity could not open</h1>", { widget: "tutor" })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ToolPageError);
  });
});

describe("dynamic registration", () => {
  test("takes a single-use token and a valid registration, answers a client id and deployment, and adopts the tool", async () => {
    const other = await startTestPlatform({ clientId: "before-registration" });
    try {
      const url = new URL(other.registrationUrl(`${tool.url}/lti/register?invite=abc`));
      expect(url.searchParams.get("invite")).toBe("abc");
      expect(url.searchParams.get("openid_configuration")).toBe(other.openidConfigurationUrl);
      const token = url.searchParams.get("registration_token")!;
      const registration = {
        application_type: "web",
        response_types: ["id_token"],
        grant_types: ["implicit", "client_credentials"],
        initiate_login_uri: `${tool.url}/lti/login`,
        redirect_uris: [`${tool.url}/lti/launch`],
        jwks_uri: `${tool.url}/lti/.well-known/jwks.json`,
        token_endpoint_auth_method: "private_key_jwt",
        scope: `${LTI_SCOPE.score} ${LTI_SCOPE.membership}`,
        "https://purl.imsglobal.org/spec/lti-tool-configuration": {
          domain: new URL(tool.url).host,
          target_link_uri: `${tool.url}/lti/launch`,
          messages: [],
        },
      };
      const register = (body: unknown, bearer: string) =>
        fetch(`${other.url}/register`, {
          method: "POST",
          headers: { authorization: `Bearer ${bearer}`, "content-type": "application/json" },
          body: JSON.stringify(body),
        });

      const invalid = await register({ ...registration, grant_types: ["implicit"] }, other.createRegistrationToken());
      expect(invalid.status).toBe(400);
      const answer = await register(registration, token);
      expect(answer.status).toBe(200);
      const body = (await answer.json()) as Record<string, unknown>;
      expect(body.client_id).toEqual(expect.any(String));
      expect(body["https://purl.imsglobal.org/spec/lti-tool-configuration"]).toMatchObject({
        deployment_id: other.deploymentId,
      });
      expect((await register(registration, token)).status).toBe(401);

      expect(other.clientId).toBe(body.client_id as string);
      expect(other.registrations as unknown[]).toEqual([registration]);
      expect(other.registrationAttempts.map((attempt) => attempt.status)).toEqual([400, 200, 401]);
      expect(other.tool).toMatchObject({
        toolUrl: tool.url,
        jwksUrl: registration.jwks_uri,
        redirectUris: registration.redirect_uris,
      });

      // The registered scopes bound what the token endpoint grants.
      const assertion = (jti: string) =>
        tool.sign({ iss: other.clientId, sub: other.clientId, aud: other.tokenUrl, jti });
      const tokenFor = (assertionJwt: string, scope: string) =>
        fetch(other.tokenUrl, {
          method: "POST",
          body: new URLSearchParams({
            grant_type: "client_credentials",
            client_assertion_type: "urn:ietf:params:oauth:client-assertion-type:jwt-bearer",
            client_assertion: assertionJwt,
            scope,
          }),
        });
      expect((await tokenFor(await assertion("a"), LTI_SCOPE.score)).status).toBe(200);
      expect((await tokenFor(await assertion("b"), LTI_SCOPE.lineItem)).status).toBe(400);
    } finally {
      await other.stop();
    }
  });
});

describe("the course page", () => {
  test("frames the tool and starts a login that offers platform storage", async () => {
    const response = await fetch(
      platform.coursePageUrl({ courseId: COURSE, resourceLinkId: "link-graded", person: ada }),
    );
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<iframe name="lti-tool" title="Bloom activity"');
    expect(html).toContain(`<form id="lti-login" method="post" target="lti-tool" action="${tool.url}/lti/login">`);
    expect(html).toContain('<input type="hidden" name="lti_storage_target" value="_parent">');
    expect(html).toContain('"lti.put_data.response"');
    expect(html).toContain("window.__storage");
    expect(
      (await fetch(platform.coursePageUrl({ courseId: COURSE, resourceLinkId: "link-graded", person: "nobody" })))
        .status,
    ).toBe(404);
    const deepLinking = await fetch(platform.coursePageUrl({ courseId: COURSE, person: rivera }));
    expect(deepLinking.status).toBe(200);
  });

  test("places the tool as the layout says: a forwarding frame, a frame without storage, or the whole window", async () => {
    const page = (layout: CourseLayout) =>
      fetch(platform.coursePageUrl({ courseId: COURSE, resourceLinkId: "link-graded", person: ada, layout })).then(
        (response) => response.text(),
      );
    const forwarding = await page("forwarding");
    expect(forwarding).toContain('<input type="hidden" name="lti_storage_target" value="post_message_forwarding">');
    const frameSrc = forwarding.match(
      /<iframe name="post_message_forwarding" title="Message forwarding" src="([^"]+)"/,
    );
    expect(frameSrc).not.toBeNull();
    const frame = await (await fetch(new URL(frameSrc![1]!.replaceAll("&amp;", "&"), platform.url))).text();
    expect(frame).toContain("window.parent.postMessage({ forwarded: data, origin: event.origin }, parentOrigin);");
    const noStorage = await page("no-storage");
    expect(noStorage).toContain('<iframe name="lti-tool"');
    expect(noStorage).not.toContain("lti_storage_target");
    const top = await page("top");
    expect(top).not.toContain("<iframe");
    expect(top).toContain(`<form id="lti-login" method="post" action="${tool.url}/lti/login">`);
    expect(top).not.toContain("lti_storage_target");
  });
});
