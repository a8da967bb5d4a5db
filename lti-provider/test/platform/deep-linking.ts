import { type JWTPayload, errors as joseErrors, jwtVerify } from "jose";
import { LTI_CLAIM, LTI_VERSION } from "./constants";
import { escapeHtml, htmlPage, readParams } from "./html";
import type { PlatformState } from "./state";
import type { ContentItem, DeepLinkResponseRecord, ResourceLink } from "./types";

/** The header naming the record a deep linking return made, so the driver finds its own. */
export const RECORD_HEADER = "x-test-lms-deep-link-record";

/**
 * POST /deep-link-return (Deep Linking 2.0 §4.2): verifies the tool's signed response and, as
 * Canvas does, turns each resource link item into a link in the course (with its line item).
 */
export async function handleDeepLinkReturn(state: PlatformState, request: Request): Promise<Response> {
  const record: DeepLinkResponseRecord = {
    id: state.nextRecordId(),
    ok: false,
    error: null,
    claims: null,
    contentItems: [],
    resourceLinks: [],
    resourceLinkId: null,
    receivedAt: Date.now(),
  };
  state.deepLinkResponses.push(record);
  const headers = { [RECORD_HEADER]: String(record.id) };
  const refuse = (reason: string): Response => {
    record.error = reason;
    return htmlPage(
      "Not added",
      `<h1>The activity was not added</h1><p id="reason">${escapeHtml(reason)}</p>`,
      400,
      headers,
    );
  };

  const jwt = (await readParams(request)).JWT;
  if (!jwt) return refuse("The response has no JWT field.");
  let claims: JWTPayload;
  try {
    ({ payload: claims } = await jwtVerify(jwt, state.toolKeySet(), {
      issuer: state.clientId,
      audience: state.url,
      algorithms: ["RS256"],
      requiredClaims: ["iat", "exp", "nonce"],
    }));
  } catch (error) {
    return refuse(verificationProblem(error));
  }
  record.claims = claims;

  const problem = claimsProblem(state, claims);
  if (problem) return refuse(problem);
  state.usedDeepLinkNonces.add(String(claims.nonce));
  const deepLinkRequest = state.deepLinkRequests.get(String(claims[LTI_CLAIM.deepLinkingData]))!;

  const items = claims[LTI_CLAIM.contentItems] ?? [];
  if (!Array.isArray(items)) return refuse("content_items must be a list.");
  const itemProblem = contentItemsProblem(items);
  if (itemProblem) return refuse(itemProblem);
  record.contentItems = items as ContentItem[];
  record.resourceLinks = record.contentItems.map((item) => createLink(state, deepLinkRequest.courseId, item));
  record.resourceLinkId = record.resourceLinks[0]?.id ?? null;
  record.ok = true;

  const message =
    typeof claims[LTI_CLAIM.deepLinkingMessage] === "string"
      ? `<p>${escapeHtml(String(claims[LTI_CLAIM.deepLinkingMessage]))}</p>`
      : "";
  const list = record.resourceLinks.map((link) => `<li>${escapeHtml(link.title)}</li>`).join("");
  return htmlPage("Added", `<h1>Added</h1>${message}<ul>${list}</ul>`, 200, headers);
}

function verificationProblem(error: unknown): string {
  if (error instanceof joseErrors.JWTExpired) return "The response has expired.";
  if (error instanceof joseErrors.JWTClaimValidationFailed)
    return `The response's ${error.claim} claim failed: ${error.message}.`;
  if (error instanceof joseErrors.JWKSNoMatchingKey)
    return "The response was signed with a key the tool does not publish.";
  if (error instanceof joseErrors.JWSSignatureVerificationFailed)
    return "The response's signature does not verify against the tool's keys.";
  return `The response could not be verified: ${error instanceof Error ? error.message : String(error)}.`;
}

/** The LTI checks on a verified response, or null. */
function claimsProblem(state: PlatformState, claims: JWTPayload): string | null {
  if (claims[LTI_CLAIM.messageType] !== "LtiDeepLinkingResponse")
    return `message_type is ${String(claims[LTI_CLAIM.messageType])}, not LtiDeepLinkingResponse.`;
  if (claims[LTI_CLAIM.version] !== LTI_VERSION)
    return `version is ${String(claims[LTI_CLAIM.version])}, not ${LTI_VERSION}.`;
  if (typeof claims.nonce !== "string" || claims.nonce === "") return "nonce is missing.";
  if (state.usedDeepLinkNonces.has(claims.nonce)) return `nonce ${claims.nonce} was used before.`;
  const data = claims[LTI_CLAIM.deepLinkingData];
  const request = typeof data === "string" ? state.deepLinkRequests.get(data) : undefined;
  if (!request) return `data ${JSON.stringify(data)} does not echo a deep linking request of this platform.`;
  if (claims[LTI_CLAIM.deploymentId] !== request.deploymentId) {
    return `deployment_id ${String(claims[LTI_CLAIM.deploymentId])} is not the request's (${request.deploymentId}).`;
  }
  return null;
}

/** The request allowed one ltiResourceLink; what is wrong with the items, or null. */
function contentItemsProblem(items: unknown[]): string | null {
  if (items.length > 1) return "The request did not accept multiple items.";
  for (const raw of items) {
    if (typeof raw !== "object" || raw === null) return "A content item is not an object.";
    const item = raw as Record<string, unknown>;
    if (item.type !== "ltiResourceLink") return `Content item type ${String(item.type)} was not accepted.`;
    if (item.url !== undefined && typeof item.url !== "string") return "A content item's url is not text.";
    if (item.title !== undefined && typeof item.title !== "string") return "A content item's title is not text.";
    if (item.custom !== undefined) {
      if (typeof item.custom !== "object" || item.custom === null) return "A content item's custom is not an object.";
      if (!Object.values(item.custom).every((value) => typeof value === "string"))
        return "Custom parameter values must be strings.";
    }
    if (item.lineItem !== undefined) {
      const lineItem = item.lineItem as Record<string, unknown> | null;
      if (typeof lineItem !== "object" || lineItem === null) return "A content item's lineItem is not an object.";
      if (typeof lineItem.scoreMaximum !== "number" || lineItem.scoreMaximum <= 0)
        return "lineItem.scoreMaximum must be a number above 0.";
      for (const field of ["label", "resourceId", "tag"]) {
        if (lineItem[field] !== undefined && typeof lineItem[field] !== "string")
          return `lineItem.${field} must be text.`;
      }
    }
  }
  return null;
}

/** The link a resource link item becomes in the course, with a gradebook column when it asks for one. */
function createLink(state: PlatformState, courseId: string, item: ContentItem): ResourceLink {
  const title = item.title ?? "Untitled activity";
  return state.addResourceLink({
    id: state.nextCreatedLinkId(courseId),
    courseId,
    title,
    custom: item.custom ?? {},
    ...(item.url ? { targetLinkUri: item.url } : {}),
    ...(item.lineItem
      ? {
          lineItem: {
            label: item.lineItem.label ?? title,
            scoreMaximum: item.lineItem.scoreMaximum,
            ...(item.lineItem.resourceId !== undefined ? { resourceId: item.lineItem.resourceId } : {}),
            ...(item.lineItem.tag !== undefined ? { tag: item.lineItem.tag } : {}),
          },
        }
      : {}),
  });
}
