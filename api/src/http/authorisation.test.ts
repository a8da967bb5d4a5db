import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { type AppRoute, startTestApi, type TestApi } from "../../test/harness";
import { bodySchemaOf, concretePath, databaseFingerprint, type JsonSchema } from "../../test/routes";
import { createTestDistrict, openTutoringSession, sendChat, type TestDistrict } from "../../test/school";
import {
  licenceSeats,
  licences,
  ltiContextMembers,
  ltiRegistrations,
  organisations,
  outboxMessages,
  safetyAlerts,
} from "../db/schema";
import { newId } from "../ids";
import { TokenService } from "../modules/auth/public";
import { sharedSafetyMessages } from "../safety/corpus/shared";

/**
 * The authorisation matrix: every route of the app's own route list that takes an id, called with the
 * victim's real ids by everyone who must not reach them. The rule it holds the API to:
 *
 * - without a valid token (none, expired, signed with another key, `alg: none`): 401;
 * - signed in as someone else: 404, as for an id that does not exist, so an answer never tells
 *   whether the object exists; 403 only where the caller's role may not use the route at all, which
 *   the same caller then gets for a made-up id too (the answer does not depend on the object);
 * - a link whose id is itself the credential (a parent's consent link, the local checkout page) is
 *   called with a forged id only, and answers 404 (a page saying the link is not valid), or a
 *   redirect to the pricing page where the link's action needs no session (cancelling a checkout),
 *   or 401 without a valid token where the link is accepted by the account signed in (a guardian's);
 * - nothing is written by any of it (a digest of every table before and after).
 *
 * Ids come from the victim's real objects, made through the API first; the owners reach them (no
 * 401/403/404) so a 404 here means "not yours", never "wrong id". The teachers tried are of another
 * school of the same district and of another district: a teacher of the student's own school may
 * read the student's analytics by the product's rule (analytics/access.ts). A route added tomorrow with an id is
 * covered the day it is added; one whose parameter this test does not know fails with a message
 * saying what to add.
 */

let api: TestApi;
let maple: TestDistrict;
let birch: TestDistrict;
const ids: Record<string, string> = {};

/** Whose object each kind of id names, found from the path segment before `:id` or the parameter's own name. */
const RESOURCES: Record<string, string> = {
  students: "student",
  student: "student",
  userId: "student",
  licences: "licence",
  subjects: "subject",
  subjectId: "subject",
  session: "session",
  sessionId: "session",
  flashcards: "flashcard",
  alerts: "alert",
  classes: "course",
  courses: "course",
  registrations: "registration",
  districts: "district",
  deliveries: "delivery",
};

/** Ids that are themselves the credential: whoever holds the link may use it, so only a forged one is tried. */
const CAPABILITIES: Record<string, string> = {
  token: "a parent's consent link or a guardian's confirmation link, sent by email",
  "local-checkout": "the local checkout page's signed session link (Stripe's hosted page in production)",
  "local-portal": "the local billing portal's signed session link (Stripe's hosted page in production)",
};

/** What each parameter of a route names: a resource, a capability, or unknown (the test then fails). */
function paramKinds(route: Pick<AppRoute, "path">): { name: string; key: string }[] {
  const segments = route.path.split("/");
  return segments.flatMap((segment, index) => {
    if (!segment.startsWith(":")) return [];
    const name = segment.slice(1);
    return [{ name, key: name === "id" ? (segments[index - 1] ?? "") : name }];
  });
}

/** Links accepted by the account signed in (a guardian's): without a valid token the answer is 401 before the link is looked at. */
const SIGNED_IN_CAPABILITIES = new Set(["POST /api/auth/guardian/:token"]);

const idRoutes = () => api.routes.filter((route) => route.path.includes("/:"));
const isCapabilityRoute = (route: AppRoute) => paramKinds(route).some(({ key }) => key in CAPABILITIES);

/** The victim's real ids for the route's parameters. */
function victimIdsFor(route: AppRoute): Record<string, string> {
  const filled: Record<string, string> = {};
  for (const { name, key } of paramKinds(route)) {
    const resource = RESOURCES[key];
    if (!resource) {
      throw new Error(
        `${route.method} ${route.path}: this test does not know what :${name} (after "${key}") names. Add "${key}" to RESOURCES (with the victim's object made in beforeAll) or to CAPABILITIES.`,
      );
    }
    filled[name] = ids[resource]!;
  }
  return filled;
}

/** A body the route's schema accepts, so the answer is about access, not about the input. */
function validValue(schema: JsonSchema & Record<string, unknown>): unknown {
  if ("const" in schema) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  if (schema.anyOf)
    return validValue(schema.anyOf.find((option) => option.type !== "null") as JsonSchema & Record<string, unknown>);
  switch (schema.type) {
    case "object": {
      const required = new Set((schema.required as string[] | undefined) ?? []);
      return Object.fromEntries(
        Object.entries(schema.properties ?? {})
          .filter(([name]) => required.has(name))
          .map(([name, property]) => [name, validValue(property as JsonSchema & Record<string, unknown>)]),
      );
    }
    case "string":
      if (schema.format === "email") return "someone@example.test";
      if (schema.format === "uri") return "https://example.test";
      return "x".repeat(Math.max(1, Number(schema.minLength ?? 1)));
    case "number":
    case "integer":
      return Number(schema.minimum ?? 1);
    case "boolean":
      return false;
    case "array":
      return Array.from({ length: Number(schema.minItems ?? 0) }, () =>
        validValue(schema.items as JsonSchema & Record<string, unknown>),
      );
    default:
      return "x";
  }
}

/** Bodies the generator cannot guess (an origin, a list of seats); keyed by method and path pattern. */
const BODIES: Record<string, unknown> = {
  "POST /api/districts/:id/embed-origins": { origin: "https://portal.example.test" },
  "POST /api/lti/registrations/:id/frame-origins": { origin: "https://district.lms.example.test" },
  // The real confirmation, so a hole would delete the victim (and the digest would show it).
  "DELETE /api/admin/students/:id": { confirm: "DELETE" },
};

function bodyFor(route: AppRoute): unknown {
  const key = `${route.method} ${route.path}`;
  if (key in BODIES) return BODIES[key];
  const schema = bodySchemaOf(route);
  return schema ? validValue(schema as JsonSchema & Record<string, unknown>) : undefined;
}

/** Queries the route requires (DELETE of an embed origin names the origin). */
const QUERIES: Record<string, string> = {
  "DELETE /api/districts/:id/embed-origins": "?origin=https%3A%2F%2Fportal.example.test",
  "DELETE /api/lti/registrations/:id/frame-origins": "?origin=https%3A%2F%2Fdistrict.lms.example.test",
};

async function callAs(route: AppRoute, path: string, token: string | undefined) {
  const body = bodyFor(route);
  return api.call(`${path}${QUERIES[`${route.method} ${route.path}`] ?? ""}`, {
    method: route.method,
    token,
    ...(body === undefined ? {} : { json: body }),
  });
}

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");

/** Tokens that must not sign anyone in, each claiming to be the victim. */
async function forgedTokens(victimId: string): Promise<Record<string, string>> {
  const now = Math.floor(Date.now() / 1000);
  const claims = { sub: victimId, jti: newId(), iss: "bloom-api", aud: "bloom-app", iat: now, exp: now + 3600 };
  const secret = api.ctx.config.auth.tokenSecret!;
  return {
    expired: (await new TokenService(secret, -60).issue(victimId)).token,
    "signed with another key": (
      await new TokenService("another-key-that-is-long-enough-for-hs256-x", 3600).issue(victimId)
    ).token,
    "alg: none": `${base64url({ alg: "none", typ: "JWT" })}.${base64url(claims)}.`,
    garbage: "not-a-token",
  };
}

const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);

let unauthenticated: Record<string, string | undefined>;
let strangers: Record<string, string>;

beforeAll(async () => {
  api = await startTestApi();
  maple = await createTestDistrict(api, "Maple District");
  birch = await createTestDistrict(api, "Birch District", 1);
  const victim = maple.students[0]!;

  // The victim's objects, made as the product makes them.
  const session = await openTutoringSession(api, victim.token);
  ids.session = session.id;
  ids.subject = (await api.call("/api/subjects", { token: victim.token })).body[0].id;
  const card = await api.call("/api/practice/flashcards", {
    method: "POST",
    token: victim.token,
    json: {
      subject: "Cell Biology",
      topic: "Cell Structure and Organelles",
      question: "What is a cell?",
      answer: "Life's unit",
    },
  });
  expect(card.status).toBeLessThan(300);
  ids.flashcard = card.body.id;
  const crisis = sharedSafetyMessages().find((message) => message.category === "self_harm")!.text;
  await sendChat(api, victim.token, session.id, crisis);
  const [alert] = await api.ctx.database.read
    .select()
    .from(safetyAlerts)
    .where(eq(safetyAlerts.studentId, victim.user.id));
  expect(alert).toBeDefined();
  ids.alert = alert!.id;
  ids.student = victim.user.id;
  ids.course = maple.courseId;
  ids.district = maple.districtId;
  const [registration] = await api.ctx.database.read
    .select()
    .from(ltiRegistrations)
    .where(eq(ltiRegistrations.districtId, maple.districtId));
  ids.registration = registration!.id;
  ids.licence = newId();
  await api.ctx.database.write(async (tx) => {
    await tx.insert(licences).values({
      id: ids.licence!,
      organisationId: maple.districtId,
      plan: "school",
      seats: 30,
      endsAt: Math.floor(Date.now() / 1000) + 86_400 * 365,
    });
    await tx.insert(licenceSeats).values({ licenceId: ids.licence!, userId: victim.user.id, source: "admin" });
  });
  await api.ctx.outbox.settle();
  // A delivery of the victim's district that failed for good, which only its admins may retry.
  ids.delivery = newId();
  await api.ctx.database.write((tx) =>
    tx.insert(outboxMessages).values({
      id: ids.delivery!,
      kind: "email",
      payload: {},
      idempotencyKey: `authorisation-test:${ids.delivery}`,
      status: "failed",
      attempts: 7,
      nextAttemptAt: Date.now(),
      lastError: "The mail relay refused the message.",
      userId: victim.user.id,
      districtId: maple.districtId,
    }),
  );

  // A teacher of a course in another school of the victim's district.
  const otherSchoolId = newId();
  await api.ctx.database.write((tx) =>
    tx
      .insert(organisations)
      .values({ id: otherSchoolId, kind: "school", name: "Maple Middle", districtId: maple.districtId }),
  );
  const otherSchoolTeacher = await api.createUser({
    role: "teacher",
    name: "Mx Tran",
    districtId: maple.districtId,
    schoolId: otherSchoolId,
    subscriptionStatus: "active",
  });
  await api.ctx.database.write((tx) =>
    tx.insert(ltiContextMembers).values({
      contextRowId: maple.otherCourse.courseId,
      userId: otherSchoolTeacher.user.id,
      role: "teacher",
      ltiUserId: `t-${otherSchoolTeacher.user.id}`,
      lastLaunchAt: Date.now(),
    }),
  );

  unauthenticated = { "no token": undefined, ...(await forgedTokens(victim.user.id)) };
  strangers = {
    "a classmate": maple.students[1]!.token,
    "a student of another district": birch.students[0]!.token,
    "a teacher of another course": otherSchoolTeacher.token,
    "a teacher of another district": birch.teacher.token,
    "an admin of another district": birch.districtAdmin.token,
  };
}, 60_000);
afterAll(() => api.close());

describe("the authorisation matrix over every route that takes an id", () => {
  test("every id parameter of every route is known to this test", () => {
    const unknown: string[] = [];
    for (const route of idRoutes()) {
      for (const { name, key } of paramKinds(route)) {
        if (!(key in RESOURCES) && !(key in CAPABILITIES)) unknown.push(`${route.method} ${route.path} (:${name})`);
      }
    }
    expect(unknown).toEqual([]);
  });

  test("the ids are real: an owner of each object reaches it", async () => {
    const owners = [maple.students[0]!.token, maple.teacher.token, maple.districtAdmin.token];
    const reads = idRoutes().filter((route) => route.method === "GET" && !isCapabilityRoute(route));
    expect(reads.length).toBeGreaterThan(10);
    const unread: string[] = [];
    for (const route of reads) {
      const path = concretePath(route, victimIdsFor(route));
      const statuses = await Promise.all(owners.map(async (token) => (await callAs(route, path, token)).status));
      // A 409 (a course whose LMS offers no roster) is an answer about the object: the caller reached it.
      if (!statuses.some((status) => status === 200 || status === 409))
        unread.push(`${route.path}: ${statuses.join(", ")}`);
    }
    expect(unread).toEqual([]);
  });

  test("no one else reaches them, and nothing is written", async () => {
    const before = await databaseFingerprint(api.ctx.database);
    const wrong: string[] = [];
    let calls = 0;
    for (const route of idRoutes()) {
      const label = `${route.method} ${route.path}`;
      if (isCapabilityRoute(route)) {
        const forged = concretePath(route, Object.fromEntries(paramKinds(route).map(({ name }) => [name, newId()])));
        for (const [who, token] of Object.entries({
          ...unauthenticated,
          ...strangers,
          "the victim": maple.students[0]!.token,
        })) {
          const response = await fetch(`${api.url}${forged}`, {
            method: route.method,
            redirect: "manual",
            headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
            ...(WRITES.has(route.method) ? { body: JSON.stringify(bodyFor(route) ?? {}) } : {}),
          });
          await response.arrayBuffer();
          calls++;
          const toPricing =
            response.status === 303 && new URL(response.headers.get("location") ?? "", api.url).pathname === "/pricing";
          const signInFirst = SIGNED_IN_CAPABILITIES.has(label) && who in unauthenticated && response.status === 401;
          if (response.status !== 404 && !toPricing && !signInFirst)
            wrong.push(`${label} with a forged link as ${who}: ${response.status}`);
        }
        continue;
      }
      const path = concretePath(route, victimIdsFor(route));
      for (const [who, token] of Object.entries(unauthenticated)) {
        const answer = await callAs(route, path, token);
        calls++;
        if (answer.status !== 401 || answer.body?.code !== "UNAUTHENTICATED") {
          wrong.push(`${label} with ${who}: ${answer.status} ${answer.body?.code ?? ""}`);
        }
      }
      for (const [who, token] of Object.entries(strangers)) {
        const answer = await callAs(route, path, token);
        const madeUp = await callAs(
          route,
          concretePath(route, Object.fromEntries(paramKinds(route).map(({ name }) => [name, newId()]))),
          token,
        );
        calls += 2;
        const allowed = answer.status === 404 || (answer.status === 403 && answer.body?.code === "FORBIDDEN");
        if (!allowed) wrong.push(`${label} as ${who}: ${answer.status} ${answer.body?.code ?? ""}`);
        else if (answer.status !== madeUp.status || answer.body?.code !== madeUp.body?.code) {
          wrong.push(`${label} as ${who}: ${answer.status} for the victim's id but ${madeUp.status} for a made-up one`);
        }
        if (typeof answer.body !== "object" || typeof answer.body?.error !== "string") {
          wrong.push(`${label} as ${who}: the answer is not the error shape`);
        }
      }
    }
    await api.ctx.outbox.settle();
    expect(wrong).toEqual([]);
    expect(calls).toBeGreaterThan(300);
    expect(await databaseFingerprint(api.ctx.database)).toBe(before);
  }, 120_000);
});
