import { afterAll, beforeEach, describe, expect, test } from "bun:test";
import { exportJWK, generateKeyPair, type JWTPayload, SignJWT } from "jose";
import { MemoryLtiStore } from "../test/memory-store";
import { CLAIM, LTI_VERSION } from "./claims";
import { type LaunchRejection, validateLaunch } from "./launch";
import type { LoginState } from "./state";
import type { LtiRegistration } from "./types";

/**
 * The id_token's checks and the claims read from it, without a platform or a tool server: tokens
 * signed here, the platform's key set served by a local server as a platform would serve it.
 */

const { privateKey, publicKey } = await generateKeyPair("RS256");
const { privateKey: strangerKey } = await generateKeyPair("RS256");
const jwks = { keys: [{ ...(await exportJWK(publicKey)), kid: "platform-1", alg: "RS256", use: "sig" }] };
const keyServer = Bun.serve({ port: 0, hostname: "127.0.0.1", fetch: () => Response.json(jwks) });
afterAll(() => keyServer.stop(true));

const ISSUER = "https://lms.example";
const CLIENT_ID = "bloom-client";
let store: MemoryLtiStore;
let registration: LtiRegistration;

beforeEach(async () => {
  store = new MemoryLtiStore();
  registration = await store.createRegistration({
    name: "Canvas",
    issuer: ISSUER,
    clientId: CLIENT_ID,
    authLoginUrl: `${ISSUER}/auth`,
    authTokenUrl: `${ISSUER}/token`,
    // A fresh address per registration, so each test's key set is fetched anew.
    jwksUrl: `http://127.0.0.1:${keyServer.port}/jwks/${crypto.randomUUID()}`,
    districtId: "district-1",
    deploymentPolicy: "open",
  });
});

/** A login state for `nonce` of the registration. */
const stateFor = (nonce: string): LoginState => ({
  nonce,
  registrationId: registration.id,
  targetLinkUri: "https://bloom.example/lti/launch",
  storageTarget: null,
  platformOrigin: ISSUER,
});

/** A resource-link launch's claims; `claims` overrides any of them (undefined removes it). */
function launchClaims(claims: Record<string, unknown> = {}): JWTPayload {
  const all: Record<string, unknown> = {
    iss: ISSUER,
    aud: CLIENT_ID,
    sub: "user-42",
    nonce: crypto.randomUUID(),
    given_name: "Ada",
    family_name: "Lovelace",
    email: "ada@school.example",
    [CLAIM.version]: LTI_VERSION,
    [CLAIM.messageType]: "LtiResourceLinkRequest",
    [CLAIM.deploymentId]: "deployment-1",
    [CLAIM.roles]: ["http://purl.imsglobal.org/vocab/lis/v2/membership#Learner"],
    [CLAIM.context]: { id: "course-1", label: "BIO-101" },
    [CLAIM.resourceLink]: { id: "link-1" },
    [CLAIM.custom]: { widget: "tutor", grade: 7 },
    [CLAIM.ags]: { lineitem: `${ISSUER}/lineitems/1`, scope: ["score"] },
    [CLAIM.nrps]: { context_memberships_url: `${ISSUER}/memberships` },
    ...claims,
  };
  return Object.fromEntries(Object.entries(all).filter(([, value]) => value !== undefined)) as JWTPayload;
}

/** Signs the claims as the platform would (or with another key, or already expired). */
function sign(claims: JWTPayload, options: { key?: CryptoKey; kid?: string; expiresIn?: string | number } = {}) {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: "RS256", kid: options.kid ?? "platform-1" })
    .setIssuedAt()
    .setExpirationTime(options.expiresIn ?? "5m")
    .sign(options.key ?? privateKey);
}

/** Validates the signed claims against a login state with the token's own nonce. */
async function validate(claims: JWTPayload, options: Parameters<typeof sign>[1] = {}) {
  return validateLaunch(store, await sign(claims, options), stateFor(String(claims.nonce)));
}

async function rejectionOf(call: Promise<unknown>): Promise<LaunchRejection["reason"]> {
  const error = await call.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof Error) || error.name !== "LaunchRejection") throw new Error(`expected a rejection: ${error}`);
  return (error as LaunchRejection).reason;
}

describe("validateLaunch: what a valid launch says", () => {
  test("the person, course, link, custom values and services, read from the claims", async () => {
    const launch = await validate(launchClaims());
    expect(launch).toMatchObject({
      messageType: "LtiResourceLinkRequest",
      subject: "user-42",
      name: "Ada Lovelace",
      email: "ada@school.example",
      roles: ["http://purl.imsglobal.org/vocab/lis/v2/membership#Learner"],
      // A course without a title is known by its label; a link without one has an empty title.
      context: { id: "course-1", title: "BIO-101" },
      resourceLink: { id: "link-1", title: "" },
      // Custom values arrive as text, whatever type the platform sent.
      custom: { widget: "tutor", grade: "7" },
      ags: { lineItemUrl: `${ISSUER}/lineitems/1`, lineItemsUrl: null, scopes: ["score"] },
      nrps: { membershipsUrl: `${ISSUER}/memberships` },
      deepLinking: null,
      returnUrl: null,
      productFamily: null,
    });
    // A first launch under an open registration records its deployment.
    expect(launch.deployment).toMatchObject({ deploymentId: "deployment-1", districtId: "district-1" });
    expect(store.deployments).toHaveLength(1);
  });

  test("what the platform leaves out is null or empty, not guessed", async () => {
    const launch = await validate(
      launchClaims({
        given_name: undefined,
        family_name: undefined,
        email: undefined,
        [CLAIM.roles]: undefined,
        [CLAIM.context]: undefined,
        [CLAIM.resourceLink]: undefined,
        [CLAIM.custom]: undefined,
        [CLAIM.ags]: undefined,
        [CLAIM.nrps]: { context_memberships_url: "" },
      }),
    );
    expect(launch).toMatchObject({
      name: null,
      email: null,
      roles: [],
      context: null,
      resourceLink: null,
      custom: {},
      ags: null,
      nrps: null,
    });
  });

  test("the course page it came from and the product it names (ADR 0044)", async () => {
    const launch = await validate(
      launchClaims({
        [CLAIM.launchPresentation]: {
          document_target: "iframe",
          return_url: "https://riverside.lms.example/courses/1",
        },
        [CLAIM.toolPlatform]: { guid: "g", product_family_code: "canvas" },
      }),
    );
    expect(launch).toMatchObject({ returnUrl: "https://riverside.lms.example/courses/1", productFamily: "canvas" });
    const odd = await validate(
      launchClaims({ [CLAIM.launchPresentation]: { return_url: 42 }, [CLAIM.toolPlatform]: "canvas" }),
    );
    expect(odd).toMatchObject({ returnUrl: null, productFamily: null });
  });

  test("an audience list is accepted when it names us and azp is us", async () => {
    const launch = await validate(launchClaims({ aud: [CLIENT_ID, "other-tool"], azp: CLIENT_ID }));
    expect(launch.subject).toBe("user-42");
  });

  test("a deep-linking request carries where to return and what it accepts", async () => {
    const launch = await validate(
      launchClaims({
        [CLAIM.messageType]: "LtiDeepLinkingRequest",
        [CLAIM.deepLinkingSettings]: { deep_link_return_url: `${ISSUER}/return`, accept_types: ["ltiResourceLink"] },
      }),
    );
    expect(launch.deepLinking).toEqual({ returnUrl: `${ISSUER}/return`, data: null, acceptTypes: ["ltiResourceLink"] });
  });
});

describe("validateLaunch: what is refused, and why", () => {
  test("a token not signed by the platform's keys, or by a key it does not publish", async () => {
    expect(await rejectionOf(validate(launchClaims(), { key: strangerKey }))).toBe("bad_signature");
    expect(await rejectionOf(validate(launchClaims(), { key: strangerKey, kid: "unknown-kid" }))).toBe("unknown_key");
    expect(await rejectionOf(validateLaunch(store, "not a token", stateFor("n")))).toBe("invalid_launch");
  });

  test("another issuer, another audience, or a list without us as azp", async () => {
    expect(await rejectionOf(validate(launchClaims({ iss: "https://elsewhere.example" })))).toBe("unknown_platform");
    expect(await rejectionOf(validate(launchClaims({ aud: "other-tool" })))).toBe("wrong_audience");
    expect(await rejectionOf(validate(launchClaims({ aud: [CLIENT_ID, "other-tool"] })))).toBe("wrong_audience");
  });

  test("an expired token, a nonce that is not the login's, and a second use of the same nonce", async () => {
    expect(await rejectionOf(validate(launchClaims(), { expiresIn: Math.floor(Date.now() / 1000) - 120 }))).toBe(
      "expired",
    );
    const claims = launchClaims();
    expect(await rejectionOf(validateLaunch(store, await sign(claims), stateFor("another-nonce")))).toBe(
      "state_mismatch",
    );
    await validate(claims);
    expect(await rejectionOf(validate(claims))).toBe("replayed");
  });

  test("another LTI version, an unknown message type, or no deployment", async () => {
    expect(await rejectionOf(validate(launchClaims({ [CLAIM.version]: "1.1" })))).toBe("invalid_launch");
    expect(await rejectionOf(validate(launchClaims({ [CLAIM.messageType]: "LtiSubmissionReviewRequest" })))).toBe(
      "wrong_message_type",
    );
    expect(await rejectionOf(validate(launchClaims({ [CLAIM.deploymentId]: "" })))).toBe("invalid_launch");
  });

  test("under a registration that accepts listed deployments only, an unlisted one is not activated", async () => {
    registration.deploymentPolicy = "listed";
    expect(await rejectionOf(validate(launchClaims()))).toBe("not_activated");
    expect(store.deployments).toEqual([]);
  });

  test("a deep-linking request with nowhere to return to", async () => {
    const claims = launchClaims({ [CLAIM.messageType]: "LtiDeepLinkingRequest" });
    expect(await rejectionOf(validate(claims))).toBe("invalid_launch");
  });

  test("a login state for no registration", async () => {
    const token = await sign(launchClaims());
    expect(await rejectionOf(validateLaunch(store, token, { ...stateFor("n"), registrationId: "gone" }))).toBe(
      "unknown_platform",
    );
  });
});
