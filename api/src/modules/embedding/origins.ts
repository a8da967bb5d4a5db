import { webOrigin } from "@bloom/lti-provider";
import { decodeJwt } from "jose";
import type { Database } from "../../db/database";
import type { ServedFor } from "../../http/request-context";
import { familyFramers, familyOf } from "./families";
import { readAllFramers, readUserDistrict } from "./store";

/** How long one process trusts its copy of the lists; a change made on another instance shows within it. */
const REFRESH_MS = 10_000;

interface Snapshot {
  /** CORS_ORIGINS: portals the operator allows for every district. */
  configured: ReadonlySet<string>;
  portalsByDistrict: ReadonlyMap<string, ReadonlySet<string>>;
  /** What all of each district's LMSs frame from and take forms at. */
  platformsByDistrict: ReadonlyMap<string, PlatformSources>;
  /** What each LMS registration frames from and takes forms at. */
  registrations: ReadonlyMap<string, PlatformSources>;
  /** Every district's portals together: only ever asked whether it holds one origin (a preflight's). */
  anyDistrictPortal: ReadonlySet<string>;
  loadedAt: number;
}

/** Where an LMS's pages are (family patterns included), and where our forms may post to it (never a pattern). */
interface PlatformSources {
  framers: Set<string>;
  formTargets: Set<string>;
}

/** Who may frame a page, and where its forms may post. */
interface Framers {
  frameAncestors: string[];
  formTargets: string[];
}

/**
 * Who may embed the product, district by district (ADR 0033): the portal origins each district
 * allows (plus CORS_ORIGINS, for every district) and the origins of each district's registered LTI
 * platforms (their issuer and login addresses, the hosts their launches named or an admin added,
 * and their product family's hosts, ADR 0044). A page or an answer names only the origins of the
 * district it is served for, never another district's. Read from the database and kept for a few
 * seconds, so every instance agrees without a shared cache; a change on this instance is seen at once.
 */
export class EmbedOrigins {
  private snapshot: Snapshot | null = null;
  private loading: Promise<Snapshot> | null = null;

  constructor(
    private readonly database: Database,
    private readonly configured: readonly string[],
  ) {}

  /**
   * Who may frame a page served for `servedFor`: CORS_ORIGINS, the district's portals, and its LMSs
   * (or only the launch's LMS, on an LTI page). A page served for no one known: CORS_ORIGINS only.
   */
  async framers(servedFor: ServedFor | undefined): Promise<Framers> {
    const current = await this.current();
    const districtId = servedFor?.districtId ?? null;
    const portals = districtId ? (current.portalsByDistrict.get(districtId) ?? []) : [];
    const platforms =
      servedFor?.registrationId !== undefined
        ? current.registrations.get(servedFor.registrationId)
        : districtId
          ? current.platformsByDistrict.get(districtId)
          : undefined;
    return {
      frameAncestors: [...(platforms?.framers ?? []), ...current.configured, ...portals],
      formTargets: [...(platforms?.formTargets ?? [])],
    };
  }

  /**
   * Whether a preflight from `origin` may go on. A preflight carries no token, so it is answered for the
   * district that lists the origin (and names that origin alone); what the page may then read is decided
   * on the call itself, by `allowsCall`.
   */
  async allowsPreflight(origin: string): Promise<boolean> {
    const current = await this.current();
    return current.configured.has(origin) || current.anyDistrictPortal.has(origin);
  }

  /**
   * Whether a page on `origin` may read the answer to a call with this `Authorization`: an origin in
   * CORS_ORIGINS, or a portal of the district of the token's user. With no token, no district's portal.
   */
  async allowsCall(origin: string, authorization: string | null): Promise<boolean> {
    const current = await this.current();
    if (current.configured.has(origin)) return true;
    const districtId = await this.districtOfBearer(authorization);
    return districtId !== null && (current.portalsByDistrict.get(districtId)?.has(origin) ?? false);
  }

  /** Forgets the copy after a change to portals, registrations or the origins a platform frames from. */
  invalidate(): void {
    this.snapshot = null;
  }

  /**
   * The district of the user a bearer token names. The signature is not checked here: the route checks
   * it, and a token that fails is answered 401 with nothing in it, so a forged name unlocks nothing.
   */
  private async districtOfBearer(authorization: string | null): Promise<string | null> {
    const token = /^Bearer\s+(\S+)$/i.exec(authorization ?? "")?.[1];
    if (!token) return null;
    let userId: unknown;
    try {
      userId = decodeJwt(token).sub;
    } catch {
      return null;
    }
    if (typeof userId !== "string") return null;
    return readUserDistrict(this.database, userId);
  }

  private async current(): Promise<Snapshot> {
    if (this.snapshot && Date.now() - this.snapshot.loadedAt < REFRESH_MS) return this.snapshot;
    this.loading ??= this.load().finally(() => {
      this.loading = null;
    });
    return this.loading;
  }

  private async load(): Promise<Snapshot> {
    const { portalRows, registrationRows, frameOriginRows } = await readAllFramers(this.database);
    const portalsByDistrict = new Map<string, Set<string>>();
    for (const row of portalRows) addTo(portalsByDistrict, row.districtId, row.origin);
    const learned = new Map<string, Set<string>>();
    for (const row of frameOriginRows) addTo(learned, row.registrationId, row.origin);
    const registrations = new Map<string, PlatformSources>();
    const platformsByDistrict = new Map<string, PlatformSources>();
    for (const row of registrationRows) {
      const formTargets = new Set([...platformOrigins(row), ...(learned.get(row.id) ?? [])]);
      const sources = { framers: new Set([...formTargets, ...familyFramers(familyOf(row))]), formTargets };
      registrations.set(row.id, sources);
      if (row.districtId === null) continue;
      const district = platformsByDistrict.get(row.districtId) ?? { framers: new Set(), formTargets: new Set() };
      for (const origin of sources.framers) district.framers.add(origin);
      for (const origin of sources.formTargets) district.formTargets.add(origin);
      platformsByDistrict.set(row.districtId, district);
    }
    this.snapshot = {
      configured: new Set(this.configured),
      portalsByDistrict,
      platformsByDistrict,
      registrations,
      anyDistrictPortal: new Set(portalRows.map((row) => row.origin)),
      loadedAt: Date.now(),
    };
    return this.snapshot;
  }
}

function addTo(map: Map<string, Set<string>>, key: string, value: string): void {
  const set = map.get(key);
  if (set) set.add(value);
  else map.set(key, new Set([value]));
}

/** The origins an LMS frames launches from: those of its issuer and of its login address. */
function platformOrigins(registration: { issuer: string; authLoginUrl: string }): string[] {
  return [
    ...new Set([registration.issuer, registration.authLoginUrl].map(webOrigin).filter((o): o is string => o !== null)),
  ];
}
