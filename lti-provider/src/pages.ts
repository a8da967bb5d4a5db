/**
 * The HTML pages the tool shows inside the LMS frame. Plain, accessible, no external assets.
 * Every value placed into a page goes through `html` (text) or `json` (script data).
 */

import { isPageText, type PageLanguage, type PageText, text } from "./i18n";
import {
  PICKER_SCRIPT,
  REGISTRATION_CONFIRM_SCRIPT,
  REGISTRATION_DONE_SCRIPT,
  RESUME_SCRIPT,
  RETURN_SCRIPT,
  STORE_STATE_SCRIPT,
  WIDGET_SCRIPT,
} from "./page-scripts";
import type { LtiActivity } from "./types";

const STYLE = `body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;margin:0;color:#1b1f2a;background:#fff;line-height:1.5}
main{max-width:40rem;margin:2rem auto;padding:0 1rem}h1{font-size:1.4rem}code,pre{background:#f6f7fb;border-radius:6px;padding:.15rem .35rem}
pre{padding:.75rem;white-space:pre-wrap;overflow-wrap:anywhere}button{font:inherit;font-weight:600;min-height:2.75rem;padding:.5rem 1rem;border-radius:10px;border:0;background:#2f4fd8;color:#fff;cursor:pointer}
label{display:block;margin:.75rem 0 .25rem;font-weight:600}select,input[type=text]{font:inherit;min-height:2.5rem;width:100%;box-sizing:border-box;padding:.4rem .5rem;border:1px solid #8a91a3;border-radius:8px}
fieldset{border:1px solid #d4d8e2;border-radius:10px;margin:1rem 0}.error{color:#b42318;font-weight:600}
.warning{border:2px solid #b54708;border-radius:10px;background:#fffaeb;padding:.25rem 1rem}.warning h2{font-size:1.1rem}.widget-root{min-height:100vh;box-sizing:border-box;max-width:80rem;margin:0 auto;padding:1.25rem 1rem 3rem}
@media (max-width:639.98px){.widget-root{padding:1rem .75rem 2rem}}
a.button{display:inline-block;font-weight:600;min-height:2.75rem;box-sizing:border-box;padding:.6rem 1rem;border-radius:10px;background:#2f4fd8;color:#fff;text-decoration:none}
a.button:focus-visible{outline:3px solid #1b1f2a;outline-offset:2px}`;

/** Escapes text for HTML. */
function html(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char]!,
  );
}

/** Serialises data for an inline script, safe against `</script>` and friends. */
export function json(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

function page(title: string, body: string, status = 200, language: PageLanguage = "en"): Response {
  return new Response(
    `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${html(title)}</title><style>${STYLE}</style></head><body>${body}</body></html>`,
    {
      status,
      headers: {
        "content-type": "text/html; charset=utf-8",
        "cache-control": "no-store",
        "referrer-policy": "no-referrer",
      },
    },
  );
}

/** A launch that worked but cannot show its activity (e.g. no licence seat): a calm page, not an error. */
export function noticePage(title: string, message: string, language: PageLanguage = "en"): Response {
  return page(title, `<main><h1>${html(title)}</h1><p>${html(message)}</p></main>`, 200, language);
}

/** The way forward where a launch cannot be bound in the frame: the same login, in a new top-level window. */
function newWindowLink(relaunch: string, language: PageLanguage): string {
  return `<p><a class="button" id="new-window" href="${html(relaunch)}" target="_blank" rel="noopener">${html(text(language, "newWindow"))}</a></p>`;
}

/** What a page's script may have to say on its own (the scripts are fixed, so their words come as data). */
function scriptTexts(language: PageLanguage) {
  const keys: PageText[] = [
    "couldNotOpen",
    "newWindow",
    "newWindowReason",
    "refused.mismatchAgain",
    "refused.notConfirmed",
    "refused.openAgain",
  ];
  return Object.fromEntries(keys.map((key) => [key, text(language, key)]));
}

/**
 * A refused launch: what failed in words a teacher can pass to IT, with a reference for the logs.
 * With `relaunch` (a login initiation address), the page leads with a button that opens the
 * activity in a new window, where the browser keeps Bloom's sign-in.
 */
export function rejectionPage(
  forTeacher: string,
  forIt: string,
  reference: string,
  status = 400,
  relaunch: string | null = null,
  /** The page's title and heading; registration names its own ("Bloom could not be registered"). */
  title?: string,
  /** The language of the page; `forTeacher` is already in it. `forIt` stays as the logs have it. */
  language: PageLanguage = "en",
): Response {
  const heading = title ?? text(language, "couldNotOpen");
  const details = text(language, "details", { problem: forIt, reference, time: new Date().toISOString() });
  return page(
    heading,
    `<main><h1>${html(heading)}</h1><p>${html(forTeacher)}</p>
${relaunch ? newWindowLink(relaunch, language) : ""}<p>${html(text(language, "itTeam"))}</p>
<pre>${html(details)}</pre></main>`,
    status,
    language,
  );
}

/**
 * An address under /lti that a browser visited by itself (a bookmark, a reload of an old launch,
 * a typed address): a page that says what to do, never an API error.
 */
export function strayVisitPage(status: 400 | 404, language: PageLanguage = "en"): Response {
  const title = text(language, "stray.title");
  return page(
    title,
    `<main><h1>${html(title)}</h1><p>${html(text(language, "stray.body"))}</p></main>`,
    status,
    language,
  );
}

/** Data a page's script reads: a JSON block, which browsers never run, so the scripts themselves stay fixed. */
function dataBlock(value: unknown): string {
  return `<script type="application/json" id="page-data">${json(value)}</script>`;
}

/**
 * Login with platform storage: keep the state in the platform's storage, then go on to the
 * platform's authorization endpoint (the cookie is set too, for platforms where it works).
 */
export function storeStateThenRedirectPage(input: {
  target: string;
  origin: string;
  key: string;
  state: string;
  redirect: string;
  language?: PageLanguage;
}): Response {
  const { language = "en", ...data } = input;
  const opening = text(language, "opening");
  return page(
    opening,
    `<main><p>${html(opening)}</p></main>${dataBlock(data)}<script>${STORE_STATE_SCRIPT}</script>`,
    200,
    language,
  );
}

/** How a page started without a state cookie proves it belongs to the login: the state kept in platform storage. */
export interface StorageCheck {
  target: string;
  origin: string;
  key: string;
  state: string;
}

/**
 * The launched widget inside the frame. The API token is handed to the widget in memory (a
 * property of the element), never placed in a URL.
 */
export function widgetPage(input: {
  widget: string;
  token: string;
  initial: Record<string, string>;
  storageCheck: StorageCheck | null;
  /** The login initiation to offer in a new window, should the storage check fail. */
  relaunch?: string | null;
  language?: PageLanguage;
}): Response {
  const language = input.language ?? "en";
  const data = {
    widget: input.widget,
    token: input.token,
    initial: input.initial,
    storageCheck: input.storageCheck,
    relaunch: input.relaunch ?? null,
    texts: scriptTexts(language),
    lang: language,
  };
  return page(
    "Bloom",
    `<div class="widget-root" id="root"><main id="status"><p>${html(text(language, "opening"))}</p></main></div>
<script src="/embed/${input.widget}/embed.js"></script>
${dataBlock(data)}<script>${WIDGET_SCRIPT}</script>`,
    200,
    language,
  );
}

/**
 * The address a launched widget's window shows after its first paint (GET /lti/resume): a reload
 * starts the widget kept for the tab, or explains, with a title, that the activity must be opened
 * again from the course. `widgets` are the names a kept launch may start.
 */
export function resumePage(widgets: readonly string[], language: PageLanguage = "en"): Response {
  const title = text(language, "resume.title");
  return page(
    "Bloom",
    `<div class="widget-root" id="root"><main id="status"><p id="opening">${html(text(language, "opening"))}</p>
<div id="gone" hidden><h1>${html(title)}</h1><p>${html(text(language, "resume.body"))}</p></div></main></div>
${dataBlock({ widgets })}<script>${RESUME_SCRIPT}</script>`,
    200,
    language,
  );
}

/** What the teacher chose on the picker, to show again with an error. */
export interface DeepLinkChoice {
  widget: string;
  subject: string;
  topic: string;
  graded: boolean;
}

/** The teacher's choice for a deep link: which widget, optionally a subject and topic, graded or not. */
export function deepLinkPickerPage(input: {
  session: string;
  activities: readonly LtiActivity[];
  subjects: { name: string; topics: string[] }[];
  gradable: boolean;
  storageCheck: StorageCheck | null;
  /** The login initiation to offer in a new window, should the storage check fail. */
  relaunch?: string | null;
  error?: string;
  choice?: DeepLinkChoice;
  language?: PageLanguage;
}): Response {
  const language = input.language ?? "en";
  const say = (key: PageText) => html(text(language, key));
  const choice = input.choice ?? { widget: input.activities[0]?.name ?? "", subject: "", topic: "", graded: false };
  const subjects = input.subjects.map((subject) => `<option value="${html(subject.name)}"></option>`).join("");
  const topics = [...new Set(input.subjects.flatMap((subject) => subject.topics))]
    .map((topic) => `<option value="${html(topic)}"></option>`)
    .join("");
  const widgets = input.activities
    .map(
      ({ name, label }) =>
        `<label><input type="radio" name="widget" value="${html(name)}"${choice.widget === name ? " checked" : ""}> ${html(activityLabel(language, name, label))}</label>`,
    )
    .join("\n");
  return page(
    text(language, "picker.title"),
    `<main><div id="status" hidden></div><form id="picker" method="post" action="/lti/deep-link"${input.storageCheck ? " hidden" : ""}>
<h1>${say("picker.title")}</h1>
${input.error ? `<p role="alert" class="error">${html(input.error)}</p>` : ""}
<input type="hidden" name="launch" value="${html(input.session)}">
<input type="hidden" name="lang" value="${language}">
<fieldset><legend>${say("picker.what")}</legend>
${widgets}</fieldset>
<label for="subject">${say("picker.subject")}</label>
<input type="text" id="subject" name="subject" list="subjects" maxlength="100" value="${html(choice.subject)}">
<datalist id="subjects">${subjects}</datalist>
<label for="topic">${say("picker.topic")}</label>
<input type="text" id="topic" name="topic" list="topics" maxlength="200" value="${html(choice.topic)}">
<datalist id="topics">${topics}</datalist>
${
  input.gradable
    ? `<label><input type="checkbox" name="graded" value="yes"${choice.graded ? " checked" : ""}> ${say("picker.graded")}</label>`
    : ""
}
<p><button type="submit">${say("picker.add")}</button></p>
</form></main>
${dataBlock({ storageCheck: input.storageCheck, relaunch: input.relaunch ?? null, texts: scriptTexts(language) })}<script>${PICKER_SCRIPT}</script>`,
    200,
    language,
  );
}

/** An activity's label on the picker: the catalogue's, for the product's own activities; else as the host named it. */
function activityLabel(language: PageLanguage, name: string, label: string): string {
  const key = `activity.${name}`;
  return isPageText(key) ? text(language, key) : label;
}

/** Sends the signed deep-linking response back to the platform (an auto-submitting form). */
export function deepLinkReturnPage(returnUrl: string, jwt: string, language: PageLanguage = "en"): Response {
  const returning = text(language, "picker.returning");
  return page(
    returning,
    `<main><p>${html(returning)}</p>
<form id="return" method="post" action="${html(returnUrl)}"><input type="hidden" name="JWT" value="${html(jwt)}"><noscript><button type="submit">${html(text(language, "picker.continue"))}</button></noscript></form></main>
<script>${RETURN_SCRIPT}</script>`,
    200,
    language,
  );
}

/**
 * The end of dynamic registration: tells the platform's window the tool is done (the spec's close
 * message). With a warning, the page waits for the administrator to read it and press Done.
 */
export function registrationDonePage(platformName: string, warning?: string, language: PageLanguage = "en"): Response {
  const title = text(language, "registration.done");
  const registered = html(text(language, "registration.doneWith", { platform: platformName }));
  if (!warning) {
    return page(
      title,
      `<main><h1>${html(title)}</h1><p>${registered} ${html(text(language, "registration.close"))}</p></main>
<script>${REGISTRATION_DONE_SCRIPT}</script>`,
      200,
      language,
    );
  }
  return page(
    title,
    `<main><h1>${html(title)}</h1><p>${registered}</p>
<div class="warning" role="alert"><h2>${html(text(language, "registration.before"))}</h2><p>${html(warning)}</p></div>
<p><button type="button" id="registration-done">${html(text(language, "registration.ok"))}</button></p></main>
<script>${REGISTRATION_CONFIRM_SCRIPT}</script>`,
    200,
    language,
  );
}
