/**
 * The HTML pages the tool shows inside the LMS frame. Plain, accessible, no external assets.
 * Every value placed into a page goes through `html` (text) or `json` (script data).
 */
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

function page(title: string, body: string, status = 200): Response {
  return new Response(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${html(title)}</title><style>${STYLE}</style></head><body>${body}</body></html>`,
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
export function noticePage(title: string, message: string): Response {
  return page(title, `<main><h1>${html(title)}</h1><p>${html(message)}</p></main>`);
}

/** Why a launch needs a window of its own, in one sentence a student understands. */
export const NEW_WINDOW_REASON =
  "Your browser keeps Bloom from signing you in inside this page. In a window of its own, it lets Bloom sign you in.";

/** The way forward where a launch cannot be bound in the frame: the same login, in a new top-level window. */
function newWindowLink(relaunch: string): string {
  return `<p><a class="button" id="new-window" href="${html(relaunch)}" target="_blank" rel="noopener">Open Bloom in a new window</a></p>`;
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
  title = "This activity could not open",
): Response {
  return page(
    title,
    `<main><h1>${html(title)}</h1><p>${html(forTeacher)}</p>
${relaunch ? newWindowLink(relaunch) : ""}<p>If this keeps happening, please send the details below to your school's IT team.</p>
<pre>Problem: ${html(forIt)}
Reference: ${html(reference)}
Time: ${new Date().toISOString()}</pre></main>`,
    status,
  );
}

/**
 * An address under /lti that a browser visited by itself (a bookmark, a reload of an old launch,
 * a typed address): a page that says what to do, never an API error.
 */
export function strayVisitPage(status: 400 | 404): Response {
  return page(
    "Open this activity from your course",
    `<main><h1>Open this activity from your course</h1><p>This page only opens when your course starts a Bloom activity. Please go back to your course and open the activity again.</p></main>`,
    status,
  );
}

/** The client-side postMessage bridge to the platform's storage (LTI Client Side postMessages). */
const STORAGE_SCRIPT = `
function platformFrame(target) {
  if (target === "_parent") return window.parent;
  try { return window.parent.frames[target] || window.parent; } catch (e) { return window.parent; }
}
function storageCall(target, origin, message) {
  return new Promise(function (resolve, reject) {
    var id = Math.random().toString(36).slice(2) + Date.now().toString(36);
    message.message_id = id;
    var timer = setTimeout(function () { window.removeEventListener("message", listen); reject(new Error("The platform did not answer.")); }, 5000);
    function listen(event) {
      if (event.origin !== origin || !event.data || event.data.message_id !== id) return;
      clearTimeout(timer); window.removeEventListener("message", listen);
      if (event.data.error) reject(new Error(event.data.error.message || "The platform refused.")); else resolve(event.data);
    }
    window.addEventListener("message", listen);
    platformFrame(target).postMessage(message, origin);
  });
}`;

/** Data a page's script reads: a JSON block, which browsers never run, so the scripts themselves stay fixed. */
function dataBlock(value: unknown): string {
  return `<script type="application/json" id="page-data">${json(value)}</script>`;
}

/** Reads the page's data block (the same first line of every page script). */
const READ_DATA = `var data = JSON.parse(document.getElementById("page-data").textContent);`;

/**
 * Runs `start()` at once, or, with a storage check, only once the platform's storage holds this
 * launch's state; otherwise the page says the launch could not be confirmed.
 */
const GUARDED_START = `${STORAGE_SCRIPT}
function refuse(message) {
  var status = document.getElementById("status");
  status.hidden = false;
  status.innerHTML = "<h1>This activity could not open</h1><p></p>";
  status.querySelector("p").textContent = message;
  var relaunch = data.relaunch;
  if (typeof relaunch !== "string" || relaunch.indexOf(window.location.origin + "/lti/login?") !== 0) return;
  var reason = document.createElement("p");
  reason.textContent = data.newWindowReason;
  var link = document.createElement("a");
  link.className = "button"; link.id = "new-window"; link.href = relaunch; link.target = "_blank"; link.rel = "noopener";
  link.textContent = "Open Bloom in a new window";
  var holder = document.createElement("p");
  holder.appendChild(link);
  status.appendChild(reason);
  status.appendChild(holder);
}
var check = data.storageCheck;
if (!check) start();
else storageCall(check.target, check.origin, { subject: "lti.get_data", key: check.key })
  .then(function (answer) {
    if (answer.value === check.state) start();
    else refuse("This launch did not match the sign-in it started with. Please open the activity again from your course.");
  })
  .catch(function () {
    refuse("Your course's platform did not confirm this launch." + (data.relaunch ? "" : " Please open the activity again from your course."));
  });`;

/** Login with platform storage: keep the state there, then go on to the platform's authorization endpoint. */
const STORE_STATE_SCRIPT = `${READ_DATA}${STORAGE_SCRIPT}
storageCall(data.target, data.origin, { subject: "lti.put_data", key: data.key, value: data.state })
  .catch(function () {}) // Without storage, the cookie may still carry the state.
  .then(function () { window.location.replace(data.redirect); });`;

/** Where a launched widget is kept for its tab, so that a reload can start it again (ADR 0045). */
const KEPT_LAUNCH = `var KEPT = "bloom-lti-launch";`;

/**
 * Puts a widget on the page: the token is handed to the element in memory, never to an address.
 * In a window of its own, the launch is kept for this tab and the address becomes /lti/resume, so
 * a reload is a GET that starts the widget again rather than a re-post of the spent id_token.
 */
const MOUNT = `${KEPT_LAUNCH}
function mount(launch) {
  var element = document.createElement("bloom-" + launch.widget);
  element.setAttribute("api-base", window.location.origin);
  var token = launch.token;
  element.getToken = function () { return token; };
  if (launch.initial.subjectId) element.setAttribute("subject-id", launch.initial.subjectId);
  if (launch.initial.subject) element.setAttribute("subject", launch.initial.subject);
  if (launch.initial.topic) element.setAttribute("topic", launch.initial.topic);
  document.getElementById("root").replaceChildren(element);
  if (window.top !== window) return;
  try {
    sessionStorage.setItem(KEPT, JSON.stringify({ widget: launch.widget, token: token, initial: launch.initial }));
    history.replaceState(null, "", "/lti/resume");
  } catch (e) {} // Without session storage a reload explains itself instead.
}`;

/** The launched widget: its data is dropped from the page once the widget holds it. */
const WIDGET_SCRIPT = `${READ_DATA}${MOUNT}
function start() {
  var launch = { widget: data.widget, token: data.token, initial: data.initial };
  data.token = null;
  document.getElementById("page-data").textContent = "";
  mount(launch);
}
${GUARDED_START}`;

/**
 * A reload of a launched widget in its own window (GET /lti/resume): the launch kept for this tab
 * starts again while its token is valid; otherwise the page says to open the activity again.
 */
const RESUME_SCRIPT = `${READ_DATA}${MOUNT}
function keptLaunch() {
  try {
    var launch = JSON.parse(sessionStorage.getItem(KEPT) || "null");
    if (!launch || typeof launch.token !== "string" || data.widgets.indexOf(launch.widget) < 0) return null;
    var part = launch.token.split(".")[1].replace(/-/g, "+").replace(/_/g, "/");
    var claims = JSON.parse(atob(part + "===".slice((part.length + 3) % 4)));
    if (typeof claims.exp !== "number" || claims.exp * 1000 <= Date.now() + 60000) return null;
    return launch;
  } catch (e) { return null; }
}
var launch = keptLaunch();
if (!launch) {
  try { sessionStorage.removeItem(KEPT); } catch (e) {}
  document.getElementById("opening").hidden = true;
  document.getElementById("gone").hidden = false;
  document.title = "Open this activity again from your course";
} else {
  var script = document.createElement("script");
  script.src = "/embed/" + launch.widget + "/embed.js";
  script.onload = function () { mount(launch); };
  script.onerror = function () {
    document.getElementById("opening").hidden = true;
    document.getElementById("gone").hidden = false;
  };
  document.head.appendChild(script);
}`;

const PICKER_SCRIPT = `${READ_DATA}
function start() { document.getElementById("picker").hidden = false; }
${GUARDED_START}`;

const RETURN_SCRIPT = `document.getElementById("return").submit();`;

const REGISTRATION_DONE_SCRIPT = `(window.opener || window.parent).postMessage({ subject: "org.imsglobal.lti.close" }, "*");`;

/** The close message once the administrator has read the page's warning and pressed Done. */
const REGISTRATION_CONFIRM_SCRIPT = `document.getElementById("registration-done").addEventListener("click", function () {
  (window.opener || window.parent).postMessage({ subject: "org.imsglobal.lti.close" }, "*");
});`;

/**
 * Every script the tool's pages run, as fixed texts: the host allows exactly these (by hash) in its
 * Content-Security-Policy, and nothing a request carries can change them.
 */
export const PAGE_SCRIPTS: readonly string[] = [
  STORE_STATE_SCRIPT,
  WIDGET_SCRIPT,
  RESUME_SCRIPT,
  PICKER_SCRIPT,
  RETURN_SCRIPT,
  REGISTRATION_DONE_SCRIPT,
  REGISTRATION_CONFIRM_SCRIPT,
];

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
}): Response {
  return page(
    "Opening Bloom…",
    `<main><p>Opening Bloom…</p></main>${dataBlock(input)}<script>${STORE_STATE_SCRIPT}</script>`,
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
}): Response {
  const data = {
    widget: input.widget,
    token: input.token,
    initial: input.initial,
    storageCheck: input.storageCheck,
    relaunch: input.relaunch ?? null,
    newWindowReason: NEW_WINDOW_REASON,
  };
  return page(
    "Bloom",
    `<div class="widget-root" id="root"><main id="status"><p>Opening Bloom…</p></main></div>
<script src="/embed/${input.widget}/embed.js"></script>
${dataBlock(data)}<script>${WIDGET_SCRIPT}</script>`,
  );
}

/**
 * The address a launched widget's window shows after its first paint (GET /lti/resume): a reload
 * starts the widget kept for the tab, or explains, with a title, that the activity must be opened
 * again from the course. `widgets` are the names a kept launch may start.
 */
export function resumePage(widgets: readonly string[]): Response {
  return page(
    "Bloom",
    `<div class="widget-root" id="root"><main id="status"><p id="opening">Opening Bloom…</p>
<div id="gone" hidden><h1>Open this activity again from your course</h1><p>Bloom could not pick up where this window left off. Please go back to your course and open the activity again.</p></div></main></div>
${dataBlock({ widgets })}<script>${RESUME_SCRIPT}</script>`,
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
}): Response {
  const choice = input.choice ?? { widget: input.activities[0]?.name ?? "", subject: "", topic: "", graded: false };
  const subjects = input.subjects.map((subject) => `<option value="${html(subject.name)}"></option>`).join("");
  const topics = [...new Set(input.subjects.flatMap((subject) => subject.topics))]
    .map((topic) => `<option value="${html(topic)}"></option>`)
    .join("");
  const widgets = input.activities
    .map(
      ({ name, label }) =>
        `<label><input type="radio" name="widget" value="${html(name)}"${choice.widget === name ? " checked" : ""}> ${html(label)}</label>`,
    )
    .join("\n");
  return page(
    "Add Bloom to your course",
    `<main><div id="status" hidden></div><form id="picker" method="post" action="/lti/deep-link"${input.storageCheck ? " hidden" : ""}>
<h1>Add Bloom to your course</h1>
${input.error ? `<p role="alert" class="error">${html(input.error)}</p>` : ""}
<input type="hidden" name="launch" value="${html(input.session)}">
<fieldset><legend>What should students open?</legend>
${widgets}</fieldset>
<label for="subject">Subject (optional)</label>
<input type="text" id="subject" name="subject" list="subjects" maxlength="100" value="${html(choice.subject)}">
<datalist id="subjects">${subjects}</datalist>
<label for="topic">Topic (optional)</label>
<input type="text" id="topic" name="topic" list="topics" maxlength="200" value="${html(choice.topic)}">
<datalist id="topics">${topics}</datalist>
${
  input.gradable
    ? `<label><input type="checkbox" name="graded" value="yes"${choice.graded ? " checked" : ""}> Send each student's mastery of the topic to the gradebook (needs a subject and a topic)</label>`
    : ""
}
<p><button type="submit">Add to course</button></p>
</form></main>
${dataBlock({ storageCheck: input.storageCheck, relaunch: input.relaunch ?? null, newWindowReason: NEW_WINDOW_REASON })}<script>${PICKER_SCRIPT}</script>`,
  );
}

/** Sends the signed deep-linking response back to the platform (an auto-submitting form). */
export function deepLinkReturnPage(returnUrl: string, jwt: string): Response {
  return page(
    "Returning to your course…",
    `<main><p>Returning to your course…</p>
<form id="return" method="post" action="${html(returnUrl)}"><input type="hidden" name="JWT" value="${html(jwt)}"><noscript><button type="submit">Continue</button></noscript></form></main>
<script>${RETURN_SCRIPT}</script>`,
  );
}

/**
 * The end of dynamic registration: tells the platform's window the tool is done (the spec's close
 * message). With a warning, the page waits for the administrator to read it and press Done.
 */
export function registrationDonePage(platformName: string, warning?: string): Response {
  if (!warning) {
    return page(
      "Bloom is registered",
      `<main><h1>Bloom is registered</h1><p>Bloom is now registered with ${html(platformName)}. You can close this window.</p></main>
<script>${REGISTRATION_DONE_SCRIPT}</script>`,
    );
  }
  return page(
    "Bloom is registered",
    `<main><h1>Bloom is registered</h1><p>Bloom is now registered with ${html(platformName)}.</p>
<div class="warning" role="alert"><h2>Before students use Bloom</h2><p>${html(warning)}</p></div>
<p><button type="button" id="registration-done">Done</button></p></main>
<script>${REGISTRATION_CONFIRM_SCRIPT}</script>`,
  );
}
