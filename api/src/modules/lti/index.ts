import { WIDGETS } from "@bloom/domain";
import { ltiTool, PAGE_SCRIPTS } from "@bloom/lti-provider";
import { Elysia, t } from "elysia";
import type { AppContext } from "../../context";
import { CURATED_SUBJECTS } from "../../curriculum";
import type { UserRow } from "../../db/schema";
import { trustInlineScript } from "../../http/inline-scripts";
import { rateLimitEveryRequest } from "../../http/rate-limit";
import { requestFacts } from "../../http/request-context";
import { logger } from "../../logger";
import { authentication, requireDistrictAdmin } from "../auth/public";
import { requireEmailForContacts } from "../safety/public";
import { addFrameOrigin, listFrameOrigins, removeFrameOrigin, setProductFamily } from "./frame-origins";
import { servedForLtiStep } from "./framing";
import { completeLaunch } from "./launch";
import {
  AddDeploymentBody,
  AddFrameOriginBody,
  Course,
  CourseParams,
  CreatedRegistration,
  CreateRegistrationBody,
  FrameOriginList,
  ProductFamilyBody,
  Registration,
  RegistrationLink,
  RegistrationLinkBody,
  RegistrationList,
  RegistrationParams,
  RemoveFrameOriginQuery,
  Roster,
  UpdateRegistrationBody,
} from "./model";
import {
  addDeployment,
  createRegistration,
  createRegistrationLink,
  listCourses,
  listRegistrations,
  readCourseRoster,
  requireDistrict,
  resolveRegistrationInvite,
  toolEndpoints,
  updateRegistration,
} from "./service";

/**
 * The LTI 1.3 tool itself, at /lti (ARCHITECTURE §7): what an LMS talks to. The protocol lives in
 * `@bloom/lti-provider`; this wires it to our users, courses and catalogue.
 */
export function ltiToolModule(ctx: AppContext) {
  for (const script of PAGE_SCRIPTS) trustInlineScript(script);
  // A launch is counted per platform once its token is verified (admitLaunch), so a forged launch
  // cannot spend a real platform's allowance; every other request of the tool is counted per address.
  const isLaunch = (request: Request) => request.method === "POST" && new URL(request.url).pathname === "/lti/launch";
  const tool = ltiTool({
    store: ctx.lti.store,
    keys: ctx.lti.keys,
    secret: ctx.lti.secret,
    toolUrl: () => ctx.config.publicUrl,
    toolName: "Bloom",
    activities: WIDGETS,
    logger,
    hooks: {
      completeLaunch: (launch) => completeLaunch(ctx, launch),
      listSubjects: async () =>
        CURATED_SUBJECTS.map((subject) => ({ name: subject.name, topics: subject.topics.map((topic) => topic.name) })),
      resolveRegistrationInvite: (invite, language) => resolveRegistrationInvite(ctx, invite, language),
      admitLaunch: async (issuer) => {
        const decision = await ctx.rateLimiter.hit("ltiPlatformLaunches", `platform:${issuer}`);
        return decision.allowed ? null : decision.retryAfterSeconds;
      },
    },
  });
  return (
    new Elysia({ name: "lti-tool-limits" })
      .onBeforeHandle(rateLimitEveryRequest(ctx.rateLimiter, "ltiRequests", isLaunch))
      // Whose frame the step's page is shown in: security-headers.ts names that platform alone.
      .onBeforeHandle(async ({ request, query, body }) => {
        const params = { ...stringsOf(query), ...stringsOf(body) };
        requestFacts(request).servedFor = await servedForLtiStep(ctx, request, params);
      })
      .use(tool)
  );
}

/** A query's or a form's text fields (the LTI tool's messages are forms). */
function stringsOf(value: unknown): Record<string, string> {
  if (typeof value !== "object" || value === null) return {};
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );
}

/**
 * The product's side of LTI under /api/lti: a district admin registers platforms (by a dynamic
 * registration link or by hand) and lists deployments; a teacher sees their courses and rosters.
 */
export function ltiModule(ctx: AppContext) {
  // The district's safety contacts are its district admin's to name, and are told by email.
  const namedContact = (user: UserRow, contact: { name: string; email: string } | undefined) => {
    if (!contact) return undefined;
    requireDistrictAdmin(user, "name the district's safety contacts");
    requireEmailForContacts(ctx.config);
    return { contact, by: user.id };
  };
  return (
    new Elysia({ prefix: "/lti", name: "lti", tags: ["LTI administration"] })
      .use(authentication(ctx))
      .get(
        "/registrations",
        async ({ user }) => ({
          tool: toolEndpoints(ctx),
          registrations: await listRegistrations(ctx.database, requireDistrict(user)),
        }),
        {
          roles: ["admin"],
          response: RegistrationList,
        },
      )
      .post(
        "/registrations",
        async ({ user, body: { safetyContact, ...input }, set }) => {
          const districtId = requireDistrict(user);
          const registration = await createRegistration(
            ctx.database,
            districtId,
            input,
            namedContact(user, safetyContact),
          );
          ctx.embedOrigins.invalidate();
          set.status = 201;
          return registration;
        },
        { roles: ["admin"], body: CreateRegistrationBody, response: { 201: CreatedRegistration } },
      )
      .patch(
        "/registrations/:id",
        ({ user, params, body }) =>
          updateRegistration(ctx.database, requireDistrict(user), params.id, body.deploymentPolicy),
        {
          roles: ["admin"],
          params: RegistrationParams,
          body: UpdateRegistrationBody,
          response: Registration,
        },
      )
      .post(
        "/registrations/:id/deployments",
        ({ user, params, body }) => addDeployment(ctx.database, requireDistrict(user), params.id, body),
        {
          roles: ["admin"],
          params: RegistrationParams,
          body: AddDeploymentBody,
          response: Registration,
        },
      )
      // Where the platform's pages are, beyond its issuer and login hosts (ADR 0044).
      .get(
        "/registrations/:id/frame-origins",
        ({ user, params }) => listFrameOrigins(ctx.database, requireDistrict(user), params.id),
        { roles: ["admin"], params: RegistrationParams, response: FrameOriginList },
      )
      .post(
        "/registrations/:id/frame-origins",
        async ({ user, params, body, set }) => {
          const list = await addFrameOrigin(ctx.database, requireDistrict(user), params.id, body.origin, user.id);
          ctx.embedOrigins.invalidate();
          set.status = 201;
          return list;
        },
        { roles: ["admin"], params: RegistrationParams, body: AddFrameOriginBody, response: { 201: FrameOriginList } },
      )
      .delete(
        "/registrations/:id/frame-origins",
        async ({ user, params, query }) => {
          const list = await removeFrameOrigin(ctx.database, requireDistrict(user), params.id, query.origin);
          ctx.embedOrigins.invalidate();
          return list;
        },
        { roles: ["admin"], params: RegistrationParams, query: RemoveFrameOriginQuery, response: FrameOriginList },
      )
      .put(
        "/registrations/:id/product-family",
        async ({ user, params, body }) => {
          const list = await setProductFamily(ctx.database, requireDistrict(user), params.id, body.productFamily);
          ctx.embedOrigins.invalidate();
          return list;
        },
        { roles: ["admin"], params: RegistrationParams, body: ProductFamilyBody, response: FrameOriginList },
      )
      .post(
        "/registration-links",
        ({ user, body }) => createRegistrationLink(ctx, requireDistrict(user), namedContact(user, body?.safetyContact)),
        { roles: ["admin"], body: RegistrationLinkBody, response: RegistrationLink },
      )
      .get("/courses", ({ user }) => listCourses(ctx.database, user.id), {
        roles: ["teacher", "admin"],
        response: t.Array(Course),
      })
      .get("/courses/:id/roster", ({ user, params }) => readCourseRoster(ctx, user.id, params.id), {
        roles: ["teacher", "admin"],
        params: CourseParams,
        response: Roster,
      })
  );
}
