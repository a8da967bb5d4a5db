import { errors as joseErrors, jwtVerify } from "jose";
import { ACCESS_TOKEN_SECONDS, CLIENT_ASSERTION_TYPE, LTI_SCOPE, MEDIA_TYPE } from "./constants";
import { type AccessToken, type PlatformState, randomId } from "./state";
import type { AgsScore, Course, LineItem, TokenRequestRecord } from "./types";

type OAuthError = "invalid_request" | "invalid_client" | "invalid_grant" | "invalid_scope" | "unsupported_grant_type";

function oauthError(status: number, error: OAuthError, description: string): Response {
  return Response.json({ error, error_description: description }, { status, headers: { "cache-control": "no-store" } });
}

/**
 * POST /token: OAuth 2 client credentials with a JWT client assertion (LTI Security Framework
 * §4.1). Failures of the signer's identity (signature, key, iss, sub) are `invalid_client`; a
 * sound signer with a stale, misaddressed or replayed assertion is `invalid_grant`.
 */
export async function handleToken(state: PlatformState, request: Request): Promise<Response> {
  const record: TokenRequestRecord = {
    receivedAt: Date.now(),
    status: 0,
    clientId: null,
    scopes: [],
    error: null,
    errorDescription: null,
    accessToken: null,
  };
  state.tokenRequests.push(record);
  const fail = (status: number, error: OAuthError, description: string): Response => {
    Object.assign(record, { status, error, errorDescription: description });
    return oauthError(status, error, description);
  };

  if (!(request.headers.get("content-type") ?? "").startsWith("application/x-www-form-urlencoded")) {
    return fail(400, "invalid_request", "The token request must be application/x-www-form-urlencoded.");
  }
  const form = new URLSearchParams(await request.text());
  record.scopes = (form.get("scope") ?? "").split(/\s+/).filter(Boolean);
  if (form.get("grant_type") !== "client_credentials")
    return fail(400, "unsupported_grant_type", "grant_type must be client_credentials.");
  if (form.get("client_assertion_type") !== CLIENT_ASSERTION_TYPE)
    return fail(400, "invalid_request", `client_assertion_type must be ${CLIENT_ASSERTION_TYPE}.`);
  const assertion = form.get("client_assertion");
  if (!assertion) return fail(400, "invalid_request", "client_assertion is missing.");

  const verified = await verifyAssertion(state, assertion);
  if ("error" in verified) return fail(verified.status, verified.error, verified.description);
  record.clientId = verified.clientId;

  if (record.scopes.length === 0) return fail(400, "invalid_scope", "No scope was requested.");
  const refused = record.scopes.filter((scope) => !state.allowedScopes.includes(scope));
  if (refused.length > 0) return fail(400, "invalid_scope", `Scopes not available to this tool: ${refused.join(" ")}.`);

  const token: AccessToken = {
    token: randomId(),
    clientId: verified.clientId,
    scopes: record.scopes,
    expiresAt: Date.now() + ACCESS_TOKEN_SECONDS * 1000,
  };
  state.accessTokens.set(token.token, token);
  record.status = 200;
  record.accessToken = token.token;
  return Response.json(
    {
      access_token: token.token,
      token_type: "Bearer",
      expires_in: ACCESS_TOKEN_SECONDS,
      scope: record.scopes.join(" "),
    },
    { headers: { "cache-control": "no-store" } },
  );
}

type AssertionResult = { clientId: string } | { status: number; error: OAuthError; description: string };

/** Verifies a client assertion against the tool's published keys; its jti is then spent. */
async function verifyAssertion(state: PlatformState, assertion: string): Promise<AssertionResult> {
  const invalidClient = (description: string): AssertionResult => ({
    status: 401,
    error: "invalid_client",
    description,
  });
  const invalidGrant = (description: string): AssertionResult => ({ status: 400, error: "invalid_grant", description });
  if (!state.tool) return invalidClient("No tool is registered with this platform.");
  try {
    const { payload } = await jwtVerify(assertion, state.toolKeySet(), {
      issuer: state.clientId,
      subject: state.clientId,
      audience: state.tokenUrl,
      algorithms: ["RS256"],
      requiredClaims: ["iat", "exp", "jti"],
    });
    const jti = String(payload.jti);
    if (state.usedAssertionIds.has(jti)) return invalidGrant(`The assertion's jti ${jti} was used before.`);
    state.usedAssertionIds.add(jti);
    return { clientId: state.clientId };
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) return invalidGrant("The client assertion has expired.");
    if (error instanceof joseErrors.JWTClaimValidationFailed) {
      if (error.claim === "iss" || error.claim === "sub")
        return invalidClient(`The assertion's ${error.claim} is not the client id ${state.clientId}.`);
      return invalidGrant(`The assertion's ${error.claim} claim failed: ${error.message}.`);
    }
    if (error instanceof joseErrors.JWKSNoMatchingKey)
      return invalidClient("The assertion was signed with a key the tool does not publish.");
    if (error instanceof joseErrors.JWSSignatureVerificationFailed)
      return invalidClient("The assertion's signature does not verify.");
    return invalidClient(
      `The assertion could not be verified: ${error instanceof Error ? error.message : String(error)}.`,
    );
  }
}

/**
 * Checks a service call's bearer token: 401 when there is none (or it is unknown or expired),
 * 403 when it lacks every one of the accepted scopes.
 */
function authorize(state: PlatformState, request: Request, accepted: string[]): AccessToken | Response {
  const token = state.accessToken(request);
  if (!token) {
    return Response.json(
      { error: "invalid_token" },
      { status: 401, headers: { "www-authenticate": 'Bearer error="invalid_token"' } },
    );
  }
  if (!accepted.some((scope) => token.scopes.includes(scope))) {
    return Response.json(
      { error: "insufficient_scope", error_description: `Needs one of: ${accepted.join(" ")}.` },
      {
        status: 403,
        headers: { "www-authenticate": `Bearer error="insufficient_scope", scope="${accepted.join(" ")}"` },
      },
    );
  }
  return token;
}

function notFound(what: string): Response {
  return Response.json({ error: "not_found", error_description: `${what} does not exist.` }, { status: 404 });
}

/** The line item a service URL names, within its course. */
function findLineItem(state: PlatformState, courseId: string, number: string): LineItem | null {
  const item = state.lineItems.get(`${state.coursesUrl(courseId)}/lineitems/${number}`);
  return item && item.courseId === courseId ? item : null;
}

/** A line item as AGS serialises it. */
function lineItemJson(item: LineItem): Record<string, unknown> {
  const json: Record<string, unknown> = { id: item.id, label: item.label, scoreMaximum: item.scoreMaximum };
  if (item.resourceId !== undefined) json.resourceId = item.resourceId;
  if (item.tag !== undefined) json.tag = item.tag;
  if (item.resourceLinkId !== undefined) json.resourceLinkId = item.resourceLinkId;
  return json;
}

/** GET /courses/:ctx/lineitems, filtered by resource_link_id, resource_id and tag as AGS allows. */
export function handleLineItems(state: PlatformState, request: Request, courseId: string): Response {
  const token = authorize(state, request, [LTI_SCOPE.lineItem, LTI_SCOPE.lineItemReadonly]);
  if (token instanceof Response) return token;
  if (!state.courses.has(courseId)) return notFound(`Course ${courseId}`);
  const query = new URL(request.url).searchParams;
  const items = [...state.lineItems.values()].filter(
    (item) =>
      item.courseId === courseId &&
      (!query.has("resource_link_id") || item.resourceLinkId === query.get("resource_link_id")) &&
      (!query.has("resource_id") || item.resourceId === query.get("resource_id")) &&
      (!query.has("tag") || item.tag === query.get("tag")),
  );
  return new Response(JSON.stringify(items.map(lineItemJson)), {
    headers: { "content-type": MEDIA_TYPE.lineItemContainer },
  });
}

/** GET /courses/:ctx/lineitems/:n */
export function handleLineItem(state: PlatformState, request: Request, courseId: string, number: string): Response {
  const token = authorize(state, request, [LTI_SCOPE.lineItem, LTI_SCOPE.lineItemReadonly]);
  if (token instanceof Response) return token;
  const item = findLineItem(state, courseId, number);
  if (!item) return notFound(`Line item ${number} of course ${courseId}`);
  return new Response(JSON.stringify(lineItemJson(item)), { headers: { "content-type": MEDIA_TYPE.lineItem } });
}

/** GET /courses/:ctx/lineitems/:n/results: each user's latest score (optionally `?user_id=`). */
export function handleResults(state: PlatformState, request: Request, courseId: string, number: string): Response {
  const token = authorize(state, request, [LTI_SCOPE.resultReadonly]);
  if (token instanceof Response) return token;
  const item = findLineItem(state, courseId, number);
  if (!item) return notFound(`Line item ${number} of course ${courseId}`);
  const userFilter = new URL(request.url).searchParams.get("user_id");
  const latest = new Map<string, AgsScore>();
  for (const record of state.scores) if (record.lineItemUrl === item.id) latest.set(record.userId, record);
  const results = [...latest.values()]
    .filter((score) => !userFilter || score.userId === userFilter)
    .map((score) => ({
      id: `${item.id}/results/${encodeURIComponent(score.userId)}`,
      scoreOf: item.id,
      userId: score.userId,
      resultScore: score.scoreGiven,
      resultMaximum: score.scoreMaximum,
      ...(score.comment !== undefined ? { comment: score.comment } : {}),
    }));
  return new Response(JSON.stringify(results), { headers: { "content-type": MEDIA_TYPE.resultContainer } });
}

const ACTIVITY_PROGRESS = ["Initialized", "Started", "InProgress", "Submitted", "Completed"];
const GRADING_PROGRESS = ["FullyGraded", "Pending", "PendingManual", "Failed", "NotReady"];

/**
 * POST /courses/:ctx/lineitems/:n/scores (AGS score publish). Failures armed by
 * `failNextScores` come first, as an overloaded gateway would answer before the application.
 */
export async function handleScore(
  state: PlatformState,
  request: Request,
  courseId: string,
  number: string,
): Promise<Response> {
  const body = await request.text();
  const lineItemUrl = `${state.coursesUrl(courseId)}/lineitems/${number}`;
  const respond = (response: Response): Response => {
    state.scoreRequests.push({ lineItemUrl, status: response.status, body, receivedAt: Date.now() });
    return response;
  };

  if (state.failScores.remaining > 0) {
    state.failScores.remaining -= 1;
    return respond(
      Response.json(
        { error: "unavailable", error_description: "The gradebook is busy (failNextScores)." },
        { status: state.failScores.status },
      ),
    );
  }
  const token = authorize(state, request, [LTI_SCOPE.score]);
  if (token instanceof Response) return respond(token);
  const item = findLineItem(state, courseId, number);
  if (!item) return respond(notFound(`Line item ${number} of course ${courseId}`));
  if (!(request.headers.get("content-type") ?? "").startsWith(MEDIA_TYPE.score)) {
    return respond(
      Response.json(
        { error: "unsupported_media_type", error_description: `Content-Type must be ${MEDIA_TYPE.score}.` },
        { status: 415 },
      ),
    );
  }

  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return respond(
      Response.json({ error: "invalid_request", error_description: "The body is not JSON." }, { status: 400 }),
    );
  }
  const problem = scoreProblem(parsed, state.course(courseId));
  if (problem)
    return respond(
      Response.json({ error: "invalid_request", error_description: problem.message }, { status: problem.status }),
    );
  const score = parsed as AgsScore;

  // As Canvas does: a score older than the one already kept is refused, so retries cannot reorder grades.
  const previous = state.scores.findLast((record) => record.lineItemUrl === item.id && record.userId === score.userId);
  if (previous && Date.parse(score.timestamp) < Date.parse(previous.timestamp)) {
    return respond(
      Response.json(
        {
          error: "invalid_request",
          error_description: "The score's timestamp is older than the score already recorded.",
        },
        { status: 400 },
      ),
    );
  }
  state.scores.push({ ...score, lineItemUrl: item.id, courseId, receivedAt: Date.now() });
  return respond(Response.json({ resultUrl: `${item.id}/results/${encodeURIComponent(score.userId)}` }));
}

/** What is wrong with a score body, or null. */
function scoreProblem(body: unknown, course: Course): { status: number; message: string } | null {
  const bad = (message: string) => ({ status: 400, message });
  if (typeof body !== "object" || body === null || Array.isArray(body)) return bad("The score must be a JSON object.");
  const score = body as Record<string, unknown>;
  if (typeof score.userId !== "string" || score.userId === "") return bad("userId is missing.");
  if (typeof score.scoreGiven !== "number" || !Number.isFinite(score.scoreGiven) || score.scoreGiven < 0)
    return bad("scoreGiven must be a number of at least 0.");
  if (typeof score.scoreMaximum !== "number" || !Number.isFinite(score.scoreMaximum) || score.scoreMaximum <= 0)
    return bad("scoreMaximum must be a number above 0.");
  if (typeof score.activityProgress !== "string" || !ACTIVITY_PROGRESS.includes(score.activityProgress))
    return bad(`activityProgress must be one of ${ACTIVITY_PROGRESS.join(", ")}.`);
  if (typeof score.gradingProgress !== "string" || !GRADING_PROGRESS.includes(score.gradingProgress))
    return bad(`gradingProgress must be one of ${GRADING_PROGRESS.join(", ")}.`);
  if (
    typeof score.timestamp !== "string" ||
    !/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/.test(score.timestamp)
  ) {
    return bad("timestamp must be an ISO 8601 date-time with a time zone.");
  }
  if (score.comment !== undefined && typeof score.comment !== "string") return bad("comment must be text.");
  if (!course.members.some((member) => member.sub === score.userId))
    return { status: 422, message: `User ${score.userId} is not in course ${course.id}.` };
  return null;
}

/**
 * GET /courses/:ctx/memberships (NRPS 2.0), paged by `?page=N` (1-based) and `limit`, filtered
 * by `role`. Link headers name the current, next (while more remain), first and last pages, as
 * Canvas sends them.
 */
export function handleMemberships(state: PlatformState, request: Request, courseId: string): Response {
  const url = new URL(request.url);
  const page = Math.max(1, Number.parseInt(url.searchParams.get("page") ?? "1", 10) || 1);
  const record = { courseId, url: request.url, page, status: 0, receivedAt: Date.now() };
  state.rosterRequests.push(record);
  const respond = (response: Response): Response => {
    record.status = response.status;
    return response;
  };

  if (state.failRosters.remaining > 0) {
    state.failRosters.remaining -= 1;
    return respond(
      Response.json(
        { error: "unavailable", error_description: "The roster service is down (failNextRosters)." },
        { status: state.failRosters.status },
      ),
    );
  }
  const token = authorize(state, request, [LTI_SCOPE.membership]);
  if (token instanceof Response) return respond(token);
  const course = state.courses.get(courseId);
  if (!course) return respond(notFound(`Course ${courseId}`));
  const accept = request.headers.get("accept") ?? "";
  if (!accept.includes(MEDIA_TYPE.membershipContainer)) {
    return respond(
      Response.json(
        { error: "not_acceptable", error_description: `Accept must name ${MEDIA_TYPE.membershipContainer}.` },
        { status: 406 },
      ),
    );
  }

  const role = url.searchParams.get("role");
  const members = course.members.filter(
    (member) => !role || member.roles.some((memberRole) => memberRole === role || memberRole.endsWith(`#${role}`)),
  );
  const limit = Number.parseInt(url.searchParams.get("limit") ?? "", 10);
  const pageSize = limit > 0 ? limit : state.rosterPageSize;
  const lastPage = Math.max(1, Math.ceil(members.length / pageSize));
  const slice = members.slice((page - 1) * pageSize, page * pageSize);

  const pageUrl = (n: number): string => {
    const target = new URL(`${state.coursesUrl(courseId)}/memberships`);
    for (const [name, value] of url.searchParams) if (name !== "page") target.searchParams.set(name, value);
    target.searchParams.set("page", String(n));
    return target.href;
  };
  const links = [`<${pageUrl(page)}>; rel="current"`];
  if (page < lastPage) links.push(`<${pageUrl(page + 1)}>; rel="next"`);
  links.push(`<${pageUrl(1)}>; rel="first"`, `<${pageUrl(lastPage)}>; rel="last"`);

  const body = {
    id: request.url,
    context: { id: course.id, label: course.label, title: course.title },
    members: slice.map((member) => ({
      user_id: member.sub,
      name: member.name,
      ...(member.givenName ? { given_name: member.givenName } : {}),
      ...(member.familyName ? { family_name: member.familyName } : {}),
      ...(member.email ? { email: member.email } : {}),
      roles: member.roles,
      status: member.status ?? "Active",
    })),
  };
  return respond(
    new Response(JSON.stringify(body), {
      headers: { "content-type": MEDIA_TYPE.membershipContainer, link: links.join(", ") },
    }),
  );
}
