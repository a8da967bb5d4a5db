import type { Database } from "../../db/database";
import { districtEmbedOrigins, ltiRegistrations } from "../../db/schema";

/** How long one process trusts its copy of the lists; a change made on another instance shows within it. */
const REFRESH_MS = 10_000;

interface Snapshot {
  portals: ReadonlySet<string>;
  platforms: ReadonlySet<string>;
  loadedAt: number;
}

/**
 * Who may embed the product: the portal origins districts allow (plus CORS_ORIGINS) and the origins of
 * the registered LTI platforms (their issuer and login addresses). Read from the database and kept for
 * a few seconds, so every instance agrees without a shared cache; a change on this instance is seen at once.
 */
export class EmbedOrigins {
  private snapshot: Snapshot | null = null;
  private loading: Promise<Snapshot> | null = null;

  constructor(
    private readonly database: Database,
    private readonly configured: readonly string[],
  ) {}

  /** Portal origins: their pages may call the API and frame the product. */
  async portalOrigins(): Promise<ReadonlySet<string>> {
    return (await this.current()).portals;
  }

  /** LTI platform origins: they frame launches and receive deep-linking answers. */
  async platformOrigins(): Promise<ReadonlySet<string>> {
    return (await this.current()).platforms;
  }

  /** Forgets the copy after a change to portals or registrations. */
  invalidate(): void {
    this.snapshot = null;
  }

  private async current(): Promise<Snapshot> {
    if (this.snapshot && Date.now() - this.snapshot.loadedAt < REFRESH_MS) return this.snapshot;
    this.loading ??= this.load().finally(() => {
      this.loading = null;
    });
    return this.loading;
  }

  private async load(): Promise<Snapshot> {
    const [portalRows, registrationRows] = await Promise.all([
      this.database.read.select({ origin: districtEmbedOrigins.origin }).from(districtEmbedOrigins),
      this.database.read
        .select({ issuer: ltiRegistrations.issuer, authLoginUrl: ltiRegistrations.authLoginUrl })
        .from(ltiRegistrations),
    ]);
    const platforms = new Set<string>();
    for (const row of registrationRows) {
      for (const url of [row.issuer, row.authLoginUrl]) {
        const origin = originOf(url);
        if (origin) platforms.add(origin);
      }
    }
    this.snapshot = {
      portals: new Set([...this.configured, ...portalRows.map((row) => row.origin)]),
      platforms,
      loadedAt: Date.now(),
    };
    return this.snapshot;
  }
}

function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === "https:" || parsed.protocol === "http:" ? parsed.origin : null;
  } catch {
    return null;
  }
}

declare module "../../context" {
  interface AppContext {
    /** Who may embed the product: districts' portals and the registered LTI platforms. */
    embedOrigins: EmbedOrigins;
  }
}
