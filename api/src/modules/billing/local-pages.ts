import { intlLocale } from "@bloom/domain";
import type { UserRow } from "../../db/schema";
import { type Language, t } from "../../i18n";

/**
 * The local billing mode's pages (see local-checkout.ts), in the language of the browser that opens
 * them. The catalogue's messages are the product's own text; every value from an account is escaped.
 */

/** A session id as it is: signed, and read before any page is drawn. */
export interface LocalPageSession {
  /** Unix seconds. */
  expiresAt: number;
}

export function renderCheckoutPage(language: Language, id: string, user: UserRow, session: LocalPageSession): string {
  const action = `/api/billing/local-checkout/${encodeURIComponent(id)}`;
  const title = t(language, "emails.local.checkout.title");
  return renderPage(
    language,
    title,
    `<p class="tag">${t(language, "emails.local.tag")}</p>
    <h1>${escapeHtml(title)}</h1>
    <p>${escapeHtml(t(language, "emails.local.checkout.intro", { first: "\u0001", second: "\u0002" }))
      .replace("\u0001", "<code>checkout.session.completed</code>")
      .replace("\u0002", "<code>customer.subscription.created</code>")}</p>
    <dl>
      <dt>${t(language, "emails.local.plan")}</dt><dd>${t(language, "emails.local.planStudent")}</dd>
      <dt>${t(language, "emails.local.account")}</dt><dd>${escapeHtml(describeUser(user))}</dd>
      <dt>${t(language, "emails.local.expires")}</dt><dd>${formatTime(language, session.expiresAt)}</dd>
    </dl>
    <form method="post" class="actions">
      <button type="submit" formaction="${action}/complete">${t(language, "emails.local.complete")}</button>
      <button type="submit" formaction="${action}/cancel" class="secondary">${t(language, "emails.local.cancel")}</button>
    </form>`,
  );
}

export function renderPortalPage(language: Language, id: string, user: UserRow, site: string): string {
  const action = `/api/billing/local-portal/${encodeURIComponent(id)}/cancel-subscription`;
  const cancelable = user.subscriptionStatus !== "canceled" && user.stripeSubscriptionId !== null;
  const title = t(language, "emails.local.portal.title");
  const intro = escapeHtml(t(language, "emails.local.portal.intro", { event: "\u0001" })).replace(
    "\u0001",
    "<code>customer.subscription.deleted</code>",
  );
  const periodEnd = user.currentPeriodEnd
    ? `<dt>${t(language, "emails.local.periodEnds")}</dt><dd>${formatTime(language, user.currentPeriodEnd)}</dd>`
    : "";
  const cancel = cancelable
    ? `<form method="post"><button type="submit" formaction="${action}" class="danger">${t(language, "emails.local.cancelSubscription")}</button></form>`
    : `<p role="status">${t(language, "emails.local.canceled")}</p>`;
  return renderPage(
    language,
    title,
    `<p class="tag">${t(language, "emails.local.tag")}</p>
    <h1>${escapeHtml(title)}</h1>
    <p>${intro}</p>
    <dl>
      <dt>${t(language, "emails.local.account")}</dt><dd>${escapeHtml(describeUser(user))}</dd>
      <dt>${t(language, "emails.local.plan")}</dt><dd>${t(language, "emails.local.planStudent")}</dd>
      <dt>${t(language, "emails.local.status")}</dt><dd>${escapeHtml(user.subscriptionStatus)}</dd>
      ${periodEnd}
    </dl>
    <div class="actions">
      ${cancel}
      <a class="button secondary" href="${site}/dashboard">${t(language, "emails.local.return")}</a>
    </div>`,
  );
}

/** The page of a session that expired or was never made here. */
export function renderSessionGone(
  language: Language,
  kind: "checkout" | "portal",
  reason: "invalid" | "expired",
  site: string,
): string {
  const heading = {
    checkout: { expired: "emails.local.gone.checkoutExpired", invalid: "emails.local.gone.checkoutInvalid" },
    portal: { expired: "emails.local.gone.portalExpired", invalid: "emails.local.gone.portalInvalid" },
  } as const;
  return renderPage(
    language,
    t(language, "emails.local.gone.title"),
    `<p class="tag">${t(language, "emails.local.tag")}</p>
      <h1>${t(language, heading[kind][reason])}</h1>
      <p>${t(language, reason === "expired" ? "emails.local.gone.expired" : "emails.local.gone.invalid")}</p>
      <p><a class="button" href="${site}/pricing">${t(language, "emails.local.gone.back")}</a></p>`,
  );
}

function renderPage(language: Language, title: string, content: string): string {
  return `<!doctype html>
<html lang="${language}">
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

/** A moment in the reader's language and in UTC, which the page says. */
function formatTime(language: Language, seconds: number): string {
  const when = new Intl.DateTimeFormat(intlLocale(language), {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "UTC",
  }).format(seconds * 1000);
  return `${escapeHtml(when)} (UTC)`;
}

function escapeHtml(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}
