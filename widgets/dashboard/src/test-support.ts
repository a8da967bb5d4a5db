import { afterAll } from "bun:test";
import type { UserProfile } from "@bloom/api/models";
import { createApiClient, memoryTokenStore, type WidgetHost } from "@bloom/client";
import { startTestApi, type TestApi } from "../../../api/test/harness";

/**
 * Helpers for the dashboard's DOM tests: a real API client, and a gateway in front of the test
 * API that fails chosen routes, so the load rules are tested against real responses rather
 * than a mock of the client.
 */

/** A gateway's answer for a failing route: the server's `{ error }` sentence, or a bare 500. */
export type Failure = { status: number; error?: string };

export interface Gateway {
  url: string;
  /** Routes whose path ends with the key fail with its value. */
  failing: Map<string, Failure>;
  /** Every request's method and path ("GET /api/auth/me"), to check what the widget asked for. */
  requests: string[];
  close(): void;
}

/** Starts an HTTP gateway that forwards to `api` (recording each request), except for the routes in `failing`. */
export function startGateway(api: TestApi): Gateway {
  const failing = new Map<string, Failure>();
  const requests: string[] = [];
  const server = Bun.serve({
    port: 0,
    hostname: "127.0.0.1",
    async fetch(request) {
      const url = new URL(request.url);
      requests.push(`${request.method} ${url.pathname}`);
      const failure = [...failing].find(([suffix]) => url.pathname.endsWith(suffix))?.[1];
      if (failure) {
        return failure.error === undefined
          ? new Response("Internal Server Error", { status: failure.status })
          : Response.json({ error: failure.error, code: "TEST_FAILURE" }, { status: failure.status });
      }
      const body = request.method === "GET" || request.method === "HEAD" ? undefined : await request.arrayBuffer();
      // Passed on as the API sent it: a compressed answer stays compressed, matching its headers.
      return fetch(`${api.url}${url.pathname}${url.search}`, {
        method: request.method,
        headers: request.headers,
        body,
        decompress: false,
      });
    },
  });
  return { url: `http://127.0.0.1:${server.port}`, failing, requests, close: () => void server.stop(true) };
}

/** The test API and a gateway in front of it, both closed after the calling file's tests. */
export async function startApiWithGateway(
  env: Record<string, string> = {},
): Promise<{ api: TestApi; gateway: Gateway }> {
  const api = await startTestApi(env);
  const gateway = startGateway(api);
  afterAll(async () => {
    gateway.close();
    await api.close();
  });
  return { api, gateway };
}

/** The profile the API would send for a user row from `createUser`. */
export function profileOf(row: Awaited<ReturnType<TestApi["createUser"]>>["user"]): UserProfile {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    createdAt: new Date().toISOString(),
    updatedAt: new Date().toISOString(),
    districtId: row.districtId,
    schoolId: row.schoolId,
    stripeCustomerId: row.stripeCustomerId,
    stripeSubscriptionId: row.stripeSubscriptionId,
    subscriptionStatus: row.subscriptionStatus,
    trialEnd: row.trialEnd,
    currentPeriodEnd: row.currentPeriodEnd,
    timeZone: row.timeZone,
    locale: row.locale,
    launchLocale: row.ltiLocale,
    // Test users are never made by a launch, so their own choice is the whole answer.
    language: row.locale,
    isDemo: row.isDemo,
    guardianEmail: row.guardianEmail,
    birthYear: row.birthYear,
    consentStatus: row.consentStatus,
  };
}

/** A host like the shell's, recording where the widget navigates and what it asks of it. */
export function testHost(baseUrl: string, token: string, user: UserProfile | null, extra: Partial<WidgetHost> = {}) {
  const navigations: string[] = [];
  const client = createApiClient({
    baseUrl,
    tokens: memoryTokenStore(token),
    onUnauthorized: () => navigations.push("401"),
  });
  const host: WidgetHost = { client, user, navigate: (path) => navigations.push(path), ...extra };
  return { host, navigations };
}
