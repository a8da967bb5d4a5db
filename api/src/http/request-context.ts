import { BlockList, isIP } from "node:net";
import { Elysia } from "elysia";

/** What the edge learns about a request before any route runs. */
export interface RequestFacts {
  /** Echoed in `X-Request-Id` and written on every log line about the request. */
  id: string;
  /** `performance.now()` when the request arrived. */
  startedAt: number;
  /** The client's address: the socket's, or the one a trusted proxy forwarded. */
  clientAddress: string;
  /** The signed-in caller, once authentication has resolved them. */
  userId?: string;
  /** The error code the answer carried, when it was an error. */
  errorCode?: string;
  /** Whose page this is, when a route knows (an LTI step): the origins its headers may name (ADR 0033). */
  servedFor?: ServedFor;
}

/** The district a page is served for, and the LMS of its launch: only their origins may frame it. */
export interface ServedFor {
  /** The district whose portals may frame the page, and whose LMSs unless a registration is named. */
  districtId: string | null;
  /**
   * The LMS registration of this launch: every origin it frames from (issuer, login, learned, added
   * and its family's hosts, ADR 0044) in place of the district's, read when the answer's headers are.
   */
  registrationId?: string;
}

const facts = new WeakMap<Request, RequestFacts>();

/** An id the caller (or the proxy in front of us) chose is kept when it is short and plain. */
const ACCEPTABLE_REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** The facts recorded for `request`; a request that bypassed the edge (a unit test's) gets fresh ones. */
export function requestFacts(request: Request): RequestFacts {
  let known = facts.get(request);
  if (!known) {
    known = { id: crypto.randomUUID(), startedAt: performance.now(), clientAddress: "unknown" };
    facts.set(request, known);
  }
  return known;
}

/**
 * Gives every request an id (echoed in `X-Request-Id`), its arrival time and its client's address.
 * `X-Forwarded-For` is believed only from the proxies listed in TRUSTED_PROXIES: the client is the
 * right-most address in the chain that is not one of them, so a client cannot choose its own address
 * (and with it its rate-limit bucket) by sending the header itself.
 */
export function requestContext(trustedProxies: readonly string[]) {
  const trusted = new BlockList();
  for (const entry of trustedProxies) {
    const [address, bits] = entry.split("/") as [string, string | undefined];
    const family = isIP(address) === 6 ? "ipv6" : "ipv4";
    if (bits === undefined) trusted.addAddress(address, family);
    else trusted.addSubnet(address, Number(bits), family);
  }
  const isTrusted = (address: string) => {
    const plain = address.startsWith("::ffff:") && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
    const family = isIP(plain);
    return family !== 0 && trusted.check(plain, family === 6 ? "ipv6" : "ipv4");
  };

  return new Elysia({ name: "request-context" })
    .onRequest(({ request, server, set }) => {
      const incoming = request.headers.get("x-request-id");
      const id = incoming && ACCEPTABLE_REQUEST_ID.test(incoming) ? incoming : crypto.randomUUID();
      const socketAddress = server?.requestIP(request)?.address ?? "unknown";
      facts.set(request, {
        id,
        startedAt: performance.now(),
        clientAddress: clientAddressOf(socketAddress, request.headers.get("x-forwarded-for"), isTrusted),
      });
      set.headers["x-request-id"] = id;
    })
    .as("global");
}

/** Walks `X-Forwarded-For` from the right while the hop that added the entry is a trusted proxy. */
function clientAddressOf(
  socketAddress: string,
  forwardedFor: string | null,
  isTrusted: (address: string) => boolean,
): string {
  let client = socketAddress;
  if (!forwardedFor || !isTrusted(client)) return client;
  const chain = forwardedFor
    .split(",")
    .map((hop) => hop.trim())
    .filter(Boolean);
  while (chain.length > 0 && isTrusted(client)) {
    const hop = chain.pop()!;
    if (isIP(hop) === 0) break;
    client = hop;
  }
  return client;
}
