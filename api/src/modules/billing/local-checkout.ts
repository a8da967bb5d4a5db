import { timingSafeEqual } from "node:crypto";
import { nowInSeconds } from "@bloom/domain";
import { eq } from "drizzle-orm";
import { Elysia, t } from "elysia";
import type { Config } from "../../config";
import type { Database } from "../../db/database";
import { type UserRow, users } from "../../db/schema";
import { AppError } from "../../errors";
import { type Language, languageOfAcceptHeader } from "../../i18n";
import { renderCheckoutPage, renderPortalPage, renderSessionGone } from "./local-pages";
import type { BillingGateway } from "./service";
import { applyBillingEvent, type BillingEvent } from "./webhooks";

/**
 * Local billing mode (no Stripe keys, never in production): checkout and the customer portal are
 * pages of this server that a developer completes or cancels. Completing builds the events Stripe
 * would send and applies them with the webhook code, so pricing → success → access works end to
 * end in the embedded default. There is no unsigned webhook: the events are applied in process.
 *
 * A local session is a signed id (user, expiry) rather than a stored row: the server keeps no
 * state for it, and a replayed "Complete" applies nothing twice because its event ids are derived
 * from the session. The key is made per process, so a restart ends open local sessions.
 */

/** How long a local checkout or portal page stays usable. */
export const LOCAL_SESSION_SECONDS = 30 * 60;

interface LocalSession {
  kind: "checkout" | "portal";
  sessionId: string;
  userId: string;
  /** Unix seconds. */
  expiresAt: number;
}

/** Signs and reads local session ids. */
export class LocalSessions {
  private readonly key = crypto.getRandomValues(new Uint8Array(32));

  /** A new session id for the user, valid for LOCAL_SESSION_SECONDS. */
  create(kind: LocalSession["kind"], userId: string, now = nowInSeconds()): string {
    const session: LocalSession = {
      kind,
      sessionId: crypto.randomUUID(),
      userId,
      expiresAt: now + LOCAL_SESSION_SECONDS,
    };
    const body = Buffer.from(JSON.stringify(session)).toString("base64url");
    return `${body}.${this.sign(body)}`;
  }

  /** The session behind an id: "invalid" when it was not made here (or was altered), "expired" once past its end. */
  read(id: string, kind: LocalSession["kind"], now = nowInSeconds()): LocalSession | "invalid" | "expired" {
    const [body, signature, extra] = id.split(".");
    if (!body || !signature || extra !== undefined) return "invalid";
    const expected = Buffer.from(this.sign(body));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return "invalid";
    const session = JSON.parse(Buffer.from(body, "base64url").toString("utf8")) as LocalSession;
    if (session.kind !== kind) return "invalid";
    return session.expiresAt <= now ? "expired" : session;
  }

  private sign(body: string): string {
    return new Bun.CryptoHasher("sha256", this.key).update(body).digest("base64url");
  }
}

/** Checkout and portal as local pages of this server. */
export function createLocalGateway(config: Config, sessions: LocalSessions): BillingGateway {
  const base = `${config.web.apiBaseUrl}/api/billing`;
  return {
    async startCheckout(user) {
      return `${base}/local-checkout/${sessions.create("checkout", user.id)}`;
    },
    async openPortal(user) {
      if (!user.stripeSubscriptionId) {
        throw new AppError("CONFLICT", "errors.billing.noSubscription");
      }
      return `${base}/local-portal/${sessions.create("portal", user.id)}`;
    },
  };
}

/** The Stripe-shaped events a completed checkout produces: the session, then the subscription it created. */
function buildLocalCheckoutEvents(sessionId: string, userId: string, now: number): BillingEvent[] {
  const subscriptionId = `sub_local_${sessionId}`;
  return [
    {
      id: `evt_local_${sessionId}_checkout`,
      type: "checkout.session.completed",
      created: now,
      data: {
        object: {
          id: `cs_local_${sessionId}`,
          object: "checkout.session",
          mode: "subscription",
          status: "complete",
          payment_status: "paid",
          client_reference_id: userId,
          customer: null,
          subscription: subscriptionId,
          metadata: { userId, plan: "student" },
        },
      },
    },
    {
      id: `evt_local_${sessionId}_subscription`,
      type: "customer.subscription.created",
      created: now,
      data: {
        object: {
          id: subscriptionId,
          object: "subscription",
          status: "active",
          customer: null,
          metadata: { userId, plan: "student" },
          items: { object: "list", data: [{ object: "subscription_item", current_period_end: oneMonthAfter(now) }] },
        },
      },
    },
  ];
}

/** The event a cancellation in the local portal produces: the subscription deleted, at once. */
function buildLocalCancellationEvent(sessionId: string, user: UserRow, now: number): BillingEvent {
  return {
    id: `evt_local_${sessionId}_deleted`,
    type: "customer.subscription.deleted",
    created: now,
    data: {
      object: {
        id: user.stripeSubscriptionId,
        object: "subscription",
        status: "canceled",
        customer: user.stripeCustomerId,
        metadata: { userId: user.id },
        items: { object: "list", data: [{ object: "subscription_item", current_period_end: user.currentPeriodEnd }] },
      },
    },
  };
}

const SessionParams = t.Object({
  id: t.String({ minLength: 1, maxLength: 1024, error: "That local session was not found." }),
});

/** The local pages answer HTML for a developer's browser, and their buttons redirect (303) back to the site. */
const SessionGone = t.String({
  description: "The session has expired (410) or is unknown (404): a page that says so.",
});
const Page = {
  params: SessionParams,
  response: { 200: t.String({ description: "The page, as HTML." }), 404: SessionGone, 410: SessionGone },
};
const Button = {
  params: SessionParams,
  response: { 303: t.Void({ description: "Back to the site (Location)." }), 404: SessionGone, 410: SessionGone },
};

/** The pages and form actions of local mode, under /billing. */
export function localBillingRoutes(config: Config, database: Database, sessions: LocalSessions) {
  // Where the browser goes back to: this origin in the embedded default, PUBLIC_URL when the API is elsewhere.
  const site = config.web.apiBaseUrl ? config.publicUrl : "";

  async function openSession(
    id: string,
    kind: LocalSession["kind"],
    language: Language,
  ): Promise<{ session: LocalSession; user: UserRow } | Response> {
    const session = sessions.read(id, kind);
    const gone = (reason: "invalid" | "expired") =>
      html(renderSessionGone(language, kind, reason, site), reason === "expired" ? 410 : 404);
    if (session === "invalid" || session === "expired") return gone(session);
    const [user] = await database.read.select().from(users).where(eq(users.id, session.userId));
    return user ? { session, user } : gone("invalid");
  }

  return new Elysia({ name: "billing-local" })
    .get(
      "/local-checkout/:id",
      async ({ params, request }) => {
        const language = pageLanguage(request);
        const opened = await openSession(params.id, "checkout", language);
        return opened instanceof Response
          ? opened
          : html(renderCheckoutPage(language, params.id, opened.user, opened.session));
      },
      Page,
    )
    .post(
      "/local-checkout/:id/complete",
      async ({ params, request }) => {
        const opened = await openSession(params.id, "checkout", pageLanguage(request));
        if (opened instanceof Response) return opened;
        for (const event of buildLocalCheckoutEvents(opened.session.sessionId, opened.user.id, nowInSeconds())) {
          await applyBillingEvent(database, event);
        }
        return redirect(`${site}/subscription-success`);
      },
      Button,
    )
    .post("/local-checkout/:id/cancel", () => redirect(`${site}/pricing`), {
      params: SessionParams,
      response: { 303: Button.response[303] },
    })
    .get(
      "/local-portal/:id",
      async ({ params, request }) => {
        const language = pageLanguage(request);
        const opened = await openSession(params.id, "portal", language);
        return opened instanceof Response ? opened : html(renderPortalPage(language, params.id, opened.user, site));
      },
      Page,
    )
    .post(
      "/local-portal/:id/cancel-subscription",
      async ({ params, request }) => {
        const opened = await openSession(params.id, "portal", pageLanguage(request));
        if (opened instanceof Response) return opened;
        if (opened.user.stripeSubscriptionId) {
          await applyBillingEvent(
            database,
            buildLocalCancellationEvent(opened.session.sessionId, opened.user, nowInSeconds()),
          );
        }
        return redirect(`${config.web.apiBaseUrl}/api/billing/local-portal/${params.id}`);
      },
      Button,
    );
}

function oneMonthAfter(seconds: number): number {
  const date = new Date(seconds * 1000);
  date.setUTCMonth(date.getUTCMonth() + 1);
  return Math.floor(date.getTime() / 1000);
}

/** The browser's language, where the page speaks it; English otherwise. */
function pageLanguage(request: Request): Language {
  return languageOfAcceptHeader(request.headers.get("accept-language")) ?? "en";
}

function redirect(location: string): Response {
  // 303: the browser follows a form POST with a GET.
  return new Response(null, { status: 303, headers: { location } });
}

function html(body: string, status = 200): Response {
  return new Response(body, {
    status,
    headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" },
  });
}
