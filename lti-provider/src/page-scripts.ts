/**
 * The scripts of the tool's pages, as fixed texts: each page carries its values in a JSON data block
 * and runs one of these, so the host can allow exactly these by hash in its Content-Security-Policy
 * and nothing a request carries can change them.
 */

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

/** Reads the page's data block (the same first line of every page script). */
const READ_DATA = `var data = JSON.parse(document.getElementById("page-data").textContent);`;

/**
 * The words a script shows come in the data block's `texts`, in the page's language.
 * Runs `start()` at once, or, with a storage check, only once the platform's storage holds this
 * launch's state; otherwise the page says the launch could not be confirmed.
 */
const GUARDED_START = `${STORAGE_SCRIPT}
function refuse(message) {
  var status = document.getElementById("status");
  status.hidden = false;
  status.innerHTML = "<h1></h1><p></p>";
  status.querySelector("h1").textContent = data.texts.couldNotOpen;
  status.querySelector("p").textContent = message;
  var relaunch = data.relaunch;
  if (typeof relaunch !== "string" || relaunch.indexOf(window.location.origin + "/lti/login?") !== 0) return;
  var reason = document.createElement("p");
  reason.textContent = data.texts.newWindowReason;
  var link = document.createElement("a");
  link.className = "button"; link.id = "new-window"; link.href = relaunch; link.target = "_blank"; link.rel = "noopener";
  link.textContent = data.texts.newWindow;
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
    else refuse(data.texts["refused.mismatchAgain"]);
  })
  .catch(function () {
    refuse(data.texts["refused.notConfirmed"] + (data.relaunch ? "" : " " + data.texts["refused.openAgain"]));
  });`;

/** Login with platform storage: keep the state there, then go on to the platform's authorization endpoint. */
export const STORE_STATE_SCRIPT = `${READ_DATA}${STORAGE_SCRIPT}
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
  // The widget speaks the page's language (the person's own, else the launch's).
  if (launch.lang) element.setAttribute("lang", launch.lang);
  var token = launch.token;
  element.getToken = function () { return token; };
  if (launch.initial.subjectId) element.setAttribute("subject-id", launch.initial.subjectId);
  if (launch.initial.subject) element.setAttribute("subject", launch.initial.subject);
  if (launch.initial.topic) element.setAttribute("topic", launch.initial.topic);
  document.getElementById("root").replaceChildren(element);
  if (window.top !== window) return;
  try {
    sessionStorage.setItem(KEPT, JSON.stringify({ widget: launch.widget, token: token, initial: launch.initial, lang: launch.lang }));
    history.replaceState(null, "", "/lti/resume");
  } catch (e) {} // Without session storage a reload explains itself instead.
}`;

/** The launched widget: its data is dropped from the page once the widget holds it. */
export const WIDGET_SCRIPT = `${READ_DATA}${MOUNT}
function start() {
  var launch = { widget: data.widget, token: data.token, initial: data.initial, lang: data.lang };
  data.token = null;
  document.getElementById("page-data").textContent = "";
  mount(launch);
}
${GUARDED_START}`;

/**
 * A reload of a launched widget in its own window (GET /lti/resume): the launch kept for this tab
 * starts again while its token is valid; otherwise the page says to open the activity again.
 */
export const RESUME_SCRIPT = `${READ_DATA}${MOUNT}
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
  document.title = document.querySelector("#gone h1").textContent;
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

export const PICKER_SCRIPT = `${READ_DATA}
function start() { document.getElementById("picker").hidden = false; }
${GUARDED_START}`;

export const RETURN_SCRIPT = `document.getElementById("return").submit();`;

export const REGISTRATION_DONE_SCRIPT = `(window.opener || window.parent).postMessage({ subject: "org.imsglobal.lti.close" }, "*");`;

/** The close message once the administrator has read the page's warning and pressed Done. */
export const REGISTRATION_CONFIRM_SCRIPT = `document.getElementById("registration-done").addEventListener("click", function () {
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
