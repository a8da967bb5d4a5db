import { timingSafeEqual } from "node:crypto";
import { nowInSeconds } from "@bloom/domain";
import { eq } from "drizzle-orm";
import { Elysia, t } from "elysia";
import type { Config } from "../../config";
import type { Database } from "../../db/database";
import { type UserRow, users } from "../../db/schema";
import { AppError } from "../../errors";
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
        throw new AppError("CONFLICT", "You have no subscription to manage yet. Choose a plan on the pricing page.");
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
  ): Promise<{ session: LocalSession; user: UserRow } | Response> {
    const session = sessions.read(id, kind);
    if (session === "invalid" || session === "expired") return renderSessionGone(kind, session, site);
    const [user] = await database.read.select().from(users).where(eq(users.id, session.userId));
    return user ? { session, user } : renderSessionGone(kind, "invalid", site);
  }

  return new Elysia({ name: "billing-local" })
    .get(
      "/local-checkout/:id",
      async ({ params }) => {
        const opened = await openSession(params.id, "checkout");
        return opened instanceof Response ? opened : html(renderCheckoutPage(params.id, opened.user, opened.session));
      },
      Page,
    )
    .post(
      "/local-checkout/:id/complete",
      async ({ params }) => {
        const opened = await openSession(params.id, "checkout");
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
      async ({ params }) => {
        const opened = await openSession(params.id, "portal");
        return opened instanceof Response ? opened : html(renderPortalPage(params.id, opened.user, site));
      },
      Page,
    )
    .post(
      "/local-portal/:id/cancel-subscription",
      async ({ params }) => {
        const opened = await openSession(params.id, "portal");
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

function renderCheckoutPage(id: string, user: UserRow, session: LocalSession): string {
  const action = `/api/billing/local-checkout/${encodeURIComponent(id)}`;
  return renderPage(
    "Local checkout",
    `<p class="tag">Developer tool · local billing mode</p>
    <h1>Local checkout</h1>
    <p>This server has no Stripe keys, so billing runs in <strong>local mode</strong>, which exists only outside production.
    No card is asked for and no money moves. <em>Complete payment</em> applies the events Stripe would send
    (<code>checkout.session.completed</code>, then <code>customer.subscription.created</code>) through Bloom's webhook handling.</p>
    <dl>
      <dt>Plan</dt><dd>Student, billed monthly</dd>
      <dt>Account</dt><dd>${escapeHtml(describeUser(user))}</dd>
      <dt>This page expires</dt><dd>${formatTime(session.expiresAt)}</dd>
    </dl>
    <form method="post" class="actions">
      <button type="submit" formaction="${action}/complete">Complete payment</button>
      <button type="submit" formaction="${action}/cancel" class="secondary">Cancel</button>
    </form>`,
  );
}

function renderPortalPage(id: string, user: UserRow, site: string): string {
  const action = `/api/billing/local-portal/${encodeURIComponent(id)}/cancel-subscription`;
  const cancelable = user.subscriptionStatus !== "canceled" && user.stripeSubscriptionId !== null;
  return renderPage(
    "Local billing portal",
    `<p class="tag">Developer tool · local billing mode</p>
    <h1>Local billing portal</h1>
    <p>This stands in for Stripe's customer portal while the server has no Stripe keys. Cancelling applies the
    <code>customer.subscription.deleted</code> event Stripe would send; access ends at once.</p>
    <dl>
      <dt>Account</dt><dd>${escapeHtml(describeUser(user))}</dd>
      <dt>Plan</dt><dd>Student, billed monthly</dd>
      <dt>Status</dt><dd>${escapeHtml(user.subscriptionStatus)}</dd>
      ${user.currentPeriodEnd ? `<dt>Current period ends</dt><dd>${formatTime(user.currentPeriodEnd)}</dd>` : ""}
    </dl>
    <div class="actions">
      ${cancelable ? `<form method="post"><button type="submit" formaction="${action}" class="danger">Cancel subscription</button></form>` : `<p role="status">Your subscription is canceled.</p>`}
      <a class="button secondary" href="${site}/dashboard">Return to Bloom</a>
    </div>`,
  );
}

function renderSessionGone(kind: LocalSession["kind"], reason: "invalid" | "expired", site: string): Response {
  const what = kind === "checkout" ? "checkout" : "billing portal session";
  const why =
    reason === "expired"
      ? "has expired"
      : "is not valid on this server (it may have been restarted since it was opened)";
  return html(
    renderPage(
      "Session ended",
      `<p class="tag">Developer tool · local billing mode</p>
      <h1>This ${what} ${reason === "expired" ? "has expired" : "is no longer valid"}</h1>
      <p>This local ${what} ${why}. Start again from the pricing page.</p>
      <p><a class="button" href="${site}/pricing">Back to pricing</a></p>`,
    ),
    reason === "expired" ? 410 : 404,
  );
}

function renderPage(title: string, content: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Bloom</title>
<style>
  :root { color-scheme: light dark; --bg: #f6f7fb; --card: #fff; --text: #1c2233; --muted: #4a5268; --accent: #3b4fd8; --danger: #b42318; --border: #d6d9e4; }
  @media (prefers-color-scheme: dark) { :root { --bg: #12141c; --card: #1c1f2b; --text: #eef0f7; --muted: #b4bad0; --accent: #8d9bff; --danger: #ff8a80; --border: #353a4d; } }
  * { box-sizing: border-box; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: var(--bg); color: var(--text); font: 16px/1.5 system-ui, sans-serif; padding: 1.5rem; }
  main { background: var(--card); border: 1px solid var(--border); border-radius: 12px; padding: 2rem; max-width: 36rem; width: 100%; }
  h1 { margin: 0.25rem 0 1rem; font-size: 1.6rem; }
  .tag { display: inline-block; margin: 0; padding: 0.15rem 0.6rem; border-radius: 999px; border: 1px solid var(--border); color: var(--muted); font-size: 0.85rem; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.4rem 1rem; margin: 1.5rem 0; }
  dt { color: var(--muted); }
  dd { margin: 0; }
  .actions { display: flex; flex-wrap: wrap; gap: 0.75rem; align-items: center; }
  .actions form { margin: 0; display: contents; }
  button, .button { font: inherit; font-weight: 600; padding: 0.6rem 1.2rem; border-radius: 8px; border: 2px solid var(--accent); background: var(--accent); color: var(--card); cursor: pointer; text-decoration: none; }
  .secondary { background: transparent; color: var(--accent); }
  .danger { background: var(--danger); border-color: var(--danger); }
  button:focus-visible, .button:focus-visible { outline: 3px solid var(--text); outline-offset: 2px; }
</style>
</head>
<body>
<main>
${content}
</main>
</body>
</html>`;
}

function describeUser(user: UserRow): string {
  return user.email ? `${user.name} (${user.email})` : user.name;
}

function formatTime(seconds: number): string {
  return new Date(seconds * 1000).toUTCString();
}

function escapeHtml(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}
