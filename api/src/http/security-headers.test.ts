import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startTestApi, type TestApi } from "../../test/harness";
import { organisations } from "../db/schema";
import { newId } from "../ids";

/**
 * The security headers on the four kinds of answer a reviewer checks: the app's page, a built asset,
 * an API route and the LTI launch. The front end is a small build of our own shell page in a
 * temporary folder, so this runs without `bun run build`.
 */
let api: TestApi;
let plain: TestApi;
let dist: string;
let adminToken: string;
let districtId: string;
const PLATFORM = "https://canvas.riverside.example";
const PORTAL = "https://portal.riverside.example";
const OTHER_PLATFORM = "https://canvas.lakeside.example";
const OTHER_PORTAL = "https://portal.lakeside.example";
let otherDistrictId: string;
let otherAdminToken: string;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), "bloom-dist-"));
  mkdirSync(join(dist, "shell"));
  const template = readFileSync(join(import.meta.dir, "../../../shell/index.html"), "utf8");
  writeFileSync(
    join(dist, "shell", "index.html"),
    template.replace("</head>", `<script defer src="/main.0123abcd.js"></script></head>`),
  );
  writeFileSync(join(dist, "shell", "main.0123abcd.js"), "document.title = 'Bloom';");
  api = await startTestApi({ WEB_DIST_DIR: dist, PUBLIC_URL: "https://bloom.example" });
  plain = await startTestApi({ WEB_DIST_DIR: dist });
  districtId = newId();
  await api.ctx.database.write((tx) =>
    tx.insert(organisations).values({ id: districtId, kind: "district", name: "Riverside Unified" }),
  );
  adminToken = (await api.createUser({ role: "admin", districtId })).token;
  otherDistrictId = newId();
  await api.ctx.database.write((tx) =>
    tx.insert(organisations).values({ id: otherDistrictId, kind: "district", name: "Lakeside Unified" }),
  );
  otherAdminToken = (await api.createUser({ role: "admin", districtId: otherDistrictId })).token;
});
afterAll(async () => {
  await api.close();
  await plain.close();
  rmSync(dist, { recursive: true, force: true });
});

function directives(policy: string | null): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of (policy ?? "").split(";")) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name, values);
  }
  return map;
}

function expectCommonHeaders(headers: Headers) {
  expect(headers.get("x-content-type-options")).toBe("nosniff");
  expect(headers.get("referrer-policy")).toMatch(/^(strict-origin-when-cross-origin|no-referrer)$/);
  expect(headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
  expect(headers.get("x-request-id")).toMatch(/^[A-Za-z0-9._-]{8,64}$/);
  expect(headers.get("content-security-policy")).not.toBeNull();
}

function expectDocumentPolicy(headers: Headers) {
  const policy = directives(headers.get("content-security-policy"));
  const scripts = policy.get("script-src") ?? [];
  expect(scripts).toContain("'self'");
  expect(scripts).not.toContain("'unsafe-inline'");
  expect(scripts).not.toContain("'unsafe-eval'");
  expect(scripts.some((source) => source.startsWith("*") || source === "https:" || source === "data:")).toBe(false);
  expect(policy.get("object-src")).toEqual(["'none'"]);
  expect(policy.get("frame-ancestors")?.[0]).toBe("'self'");
  return policy;
}

describe("security headers", () => {
  test("the app's page: a strict policy whose only inline scripts are ours, by hash", async () => {
    const response = await fetch(`${api.url}/`);
    const html = await response.text();
    expect(response.status).toBe(200);
    expectCommonHeaders(response.headers);
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    const policy = expectDocumentPolicy(response.headers);
    // Each inline script of the page (the theme before first paint, the configuration) is allowed by its hash.
    const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
    expect(inline.length).toBe(2);
    for (const script of inline) {
      const hash = `'sha256-${createHash("sha256").update(script).digest("base64")}'`;
      expect(policy.get("script-src")).toContain(hash);
    }
    expect(policy.get("frame-ancestors")).toEqual(["'self'"]);
  });

  test("a built asset: nosniff, and a policy that lets it load nothing and be framed by no one", async () => {
    const response = await fetch(`${api.url}/main.0123abcd.js`);
    expect(response.status).toBe(200);
    expectCommonHeaders(response.headers);
    expect(response.headers.get("content-security-policy")).toBe(
      "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
    );
  });

  test("an API route, and an API error, carry the same headers", async () => {
    for (const path of ["/api/health", "/api/subjects", "/api/nothing-here"]) {
      const response = await fetch(`${api.url}${path}`);
      expectCommonHeaders(response.headers);
      expect(directives(response.headers.get("content-security-policy")).get("frame-ancestors")).toEqual(["'none'"]);
    }
  });

  test("the LTI launch: framed only by ourselves and the launch's own platform, never a portal or another district's", async () => {
    const register = async (token: string, issuer: string) => {
      const registered = await api.call("/api/lti/registrations", {
        method: "POST",
        token,
        json: {
          name: "Canvas",
          issuer,
          clientId: "10000000000001",
          authLoginUrl: `${issuer}/api/lti/authorize_redirect`,
          authTokenUrl: `${issuer}/login/oauth2/token`,
          jwksUrl: `${issuer}/api/lti/security/jwks`,
        },
      });
      expect(registered.status).toBe(201);
    };
    const addPortal = async (token: string, district: string, origin: string) =>
      expect(
        (await api.call(`/api/districts/${district}/embed-origins`, { method: "POST", token, json: { origin } }))
          .status,
      ).toBe(201);
    await register(adminToken, PLATFORM);
    await addPortal(adminToken, districtId, PORTAL);
    await register(otherAdminToken, OTHER_PLATFORM);
    await addPortal(otherAdminToken, otherDistrictId, OTHER_PORTAL);

    // The login step, as Canvas starts it: its page (with platform storage) is framed by Canvas alone.
    const login = new URL(`${api.url}/lti/login`);
    for (const [name, value] of Object.entries({
      iss: PLATFORM,
      client_id: "10000000000001",
      login_hint: "teacher-1",
      target_link_uri: "https://bloom.example/lti/launch",
      lti_storage_target: "post_message_forwarding",
    }))
      login.searchParams.set(name, value);
    const loginPage = await fetch(login);
    expect(loginPage.headers.get("content-type")).toStartWith("text/html");
    expect(expectDocumentPolicy(loginPage.headers).get("frame-ancestors")).toEqual(["'self'", PLATFORM]);
    login.searchParams.delete("lti_storage_target");
    const redirect = await fetch(login, { redirect: "manual" });
    const state = new URL(redirect.headers.get("location")!).searchParams.get("state")!;

    // The launch that comes back with its state: even refused, its page is the platform's to frame.
    const launch = await fetch(`${api.url}/lti/launch`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: `id_token=not-a-token&state=${encodeURIComponent(state)}`,
    });
    expect(launch.headers.get("content-type")).toStartWith("text/html");
    expectCommonHeaders(launch.headers);
    const policy = expectDocumentPolicy(launch.headers);
    expect(policy.get("frame-ancestors")).toEqual(["'self'", PLATFORM]);
    expect(policy.get("form-action")).toEqual(["'self'", PLATFORM]);

    // A launch that names no platform of ours, and the app's page with no district: ourselves only.
    const forged = await fetch(`${api.url}/lti/launch`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "id_token=not-a-token&state=not-a-state",
    });
    expect(expectDocumentPolicy(forged.headers).get("frame-ancestors")).toEqual(["'self'"]);
    expect(expectDocumentPolicy(forged.headers).get("form-action")).toEqual(["'self'"]);
    const page = (path: string) => fetch(`${api.url}${path}`).then((answer) => expectDocumentPolicy(answer.headers));
    expect((await page("/")).get("frame-ancestors")).toEqual(["'self'"]);
  });

  test("a page served for a district (`?district=`) is framed by its portals and platforms, never another district's", async () => {
    const policy = async (district: string) =>
      expectDocumentPolicy((await fetch(`${api.url}/dashboard?district=${district}`)).headers);
    expect((await policy(districtId)).get("frame-ancestors")).toEqual(["'self'", PLATFORM, PORTAL]);
    expect((await policy(otherDistrictId)).get("frame-ancestors")).toEqual(["'self'", OTHER_PLATFORM, OTHER_PORTAL]);
    expect((await policy("no-such-district")).get("frame-ancestors")).toEqual(["'self'"]);
  });

  test("a platform's other hosts (learned, added, its family's) frame its own district's pages, never another's", async () => {
    // Registered by the LTI test above: Riverside's Canvas and Lakeside's.
    const registrationOf = async (token: string) =>
      (await api.call("/api/lti/registrations", { token })).body.registrations[0] as { id: string };
    const riverside = await registrationOf(adminToken);
    const lakeside = await registrationOf(otherAdminToken);
    const ADDED = "https://canvas.riverside-schools.example";
    const LEARNED = "https://lakeside.instructure.example";
    const path = (id: string) => `/api/lti/registrations/${id}`;
    expect(
      (
        await api.call(`${path(riverside.id)}/frame-origins`, {
          method: "POST",
          token: adminToken,
          json: { origin: ADDED },
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await api.call(`${path(riverside.id)}/product-family`, {
          method: "PUT",
          token: adminToken,
          json: { productFamily: "canvas" },
        })
      ).status,
    ).toBe(200);
    // What a verified launch of Lakeside's platform would have taught.
    const lakesidePlatform = (await api.ctx.lti.store.findRegistrationById(lakeside.id))!;
    await api.ctx.lti.store.learnFromPlatform(lakesidePlatform, {
      origins: [{ origin: LEARNED, source: "launch" }],
      productFamily: null,
    });

    const loginPolicy = async (issuer: string) => {
      const login = new URL(`${api.url}/lti/login`);
      for (const [name, value] of Object.entries({
        iss: issuer,
        client_id: "10000000000001",
        login_hint: "student-1",
        target_link_uri: "https://bloom.example/lti/launch",
        lti_storage_target: "_parent",
      }))
        login.searchParams.set(name, value);
      return expectDocumentPolicy((await fetch(login)).headers);
    };
    const riversideLogin = await loginPolicy(PLATFORM);
    expect(riversideLogin.get("frame-ancestors")).toEqual(["'self'", PLATFORM, ADDED, "https://*.instructure.com"]);
    // A family's pattern may frame; forms post only to the platform's own hosts.
    expect(riversideLogin.get("form-action")).toEqual(["'self'", PLATFORM, ADDED]);
    expect((await loginPolicy(OTHER_PLATFORM)).get("frame-ancestors")).toEqual(["'self'", OTHER_PLATFORM, LEARNED]);

    const districtPolicy = async (district: string) =>
      expectDocumentPolicy((await fetch(`${api.url}/dashboard?district=${district}`)).headers).get("frame-ancestors");
    expect(await districtPolicy(districtId)).toEqual(["'self'", PLATFORM, ADDED, "https://*.instructure.com", PORTAL]);
    expect(await districtPolicy(otherDistrictId)).toEqual(["'self'", OTHER_PLATFORM, LEARNED, OTHER_PORTAL]);
  });

  test("HSTS only when the product is served over HTTPS", async () => {
    const response = await fetch(`${plain.url}/api/health`);
    expect(response.headers.get("strict-transport-security")).toBeNull();
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  });

  test("a request id the proxy sent is kept; a strange one is replaced", async () => {
    const kept = await fetch(`${api.url}/api/health`, { headers: { "x-request-id": "proxy-req-0001" } });
    expect(kept.headers.get("x-request-id")).toBe("proxy-req-0001");
    const replaced = await fetch(`${api.url}/api/health`, { headers: { "x-request-id": "<script>" } });
    expect(replaced.headers.get("x-request-id")).not.toBe("<script>");
  });
});
