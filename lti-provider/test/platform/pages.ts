import { escapeHtml, hiddenInputs, htmlPage, scriptJson } from "./html";
import { loginInitiationParams } from "./login";
import type { PlatformState } from "./state";

/** The sibling frame Canvas names as `lti_storage_target`; it hands lti.* messages on to the course page. */
const FORWARDING_FRAME = "post_message_forwarding";

/**
 * How the course page places the tool: in a frame offering platform storage (`_parent`), in a frame
 * whose storage target is a forwarding frame beside it (as Canvas does), in a frame offering no
 * storage, or at the top level (the course page hands the whole window to the tool).
 */
export type CourseLayout = "storage" | "forwarding" | "no-storage" | "top";

/**
 * The forwarding frame: a tool's lti.* message goes to the course page wrapped with the tool's
 * origin, and the answer comes back to the tool's window at the tool's origin only. The frame is on
 * the platform's origin; the course page may be on a host of its own (`?parent=` names its origin).
 */
export function forwardingFramePage(): Response {
  return htmlPage(
    "Message forwarding",
    `<script>
var parentOrigin = new URLSearchParams(window.location.search).get("parent") || window.location.origin;
var waiting = new Map();
window.addEventListener("message", function (event) {
  var data = event.data;
  if (!data || typeof data !== "object") return;
  if (event.source === window.parent && event.origin === parentOrigin && data.forwardedAnswer) {
    var to = waiting.get(data.forwardedAnswer.message_id);
    if (!to) return;
    waiting.delete(data.forwardedAnswer.message_id);
    to.source.postMessage(data.forwardedAnswer, to.origin);
    return;
  }
  if (typeof data.subject !== "string" || data.subject.indexOf("lti.") !== 0 || !event.source || event.origin === "null") return;
  waiting.set(data.message_id, { source: event.source, origin: event.origin });
  window.parent.postMessage({ forwarded: data, origin: event.origin }, parentOrigin);
});
</script>`,
  );
}

/**
 * The platform side of LTI Client Side postMessages (platform storage): the course page window
 * is the `_parent` target. Values are kept per sender origin, answers go back to the sender's
 * window and origin only, and every handled message lands in `window.__storage` for the test.
 */
const STORAGE_SCRIPT = `
var FORWARDING_FRAME = ${JSON.stringify(FORWARDING_FRAME)};
window.__storage = [];
var storage = new Map();
function storageAnswer(data, origin) {
  var base = { message_id: data.message_id };
  switch (data.subject) {
    case "lti.capabilities":
      return Object.assign(base, { subject: "lti.capabilities.response", supported_messages: [
        { subject: "lti.capabilities" }, { subject: "lti.get_data" }, { subject: "lti.put_data" }] });
    case "lti.put_data":
      if (typeof data.key !== "string" || data.key === "") return Object.assign(base, { subject: "lti.put_data.response", error: { code: "bad_request", message: "key is required" } });
      if (data.value === undefined || data.value === null) storage.delete(origin + " " + data.key);
      else storage.set(origin + " " + data.key, data.value);
      return Object.assign(base, { subject: "lti.put_data.response", key: data.key, value: data.value });
    case "lti.get_data":
      if (typeof data.key !== "string" || data.key === "") return Object.assign(base, { subject: "lti.get_data.response", error: { code: "bad_request", message: "key is required" } });
      return Object.assign(base, { subject: "lti.get_data.response", key: data.key, value: storage.get(origin + " " + data.key) });
    default:
      return Object.assign(base, { subject: data.subject + ".response", error: { code: "unsupported_subject", message: "Unsupported subject " + data.subject } });
  }
}
window.addEventListener("message", function (event) {
  var data = event.data;
  // A tool's message handed on by the forwarding frame: kept under the tool's origin, answered through the frame.
  if (data && typeof data === "object" && data.forwarded && event.origin === PLATFORM_ORIGIN && event.source) {
    var forwarded = storageAnswer(data.forwarded, data.origin);
    window.__storage.push({ origin: data.origin, subject: data.forwarded.subject, key: data.forwarded.key, value: data.forwarded.value, answer: forwarded, via: FORWARDING_FRAME });
    event.source.postMessage({ forwardedAnswer: forwarded }, PLATFORM_ORIGIN);
    return;
  }
  if (!data || typeof data !== "object" || typeof data.subject !== "string" || data.subject.indexOf("lti.") !== 0) return;
  if (!event.source || event.origin === "null") return;
  var answer = storageAnswer(data, event.origin);
  window.__storage.push({ origin: event.origin, subject: data.subject, key: data.key, value: data.value, answer: answer });
  event.source.postMessage(answer, event.origin);
});`;

/**
 * A course page with the tool in an iframe, started by an auto-submitted login initiation that
 * offers platform storage (`lti_storage_target=_parent`), or as `layout` says otherwise.
 */
export function coursePage(
  state: PlatformState,
  input: {
    courseId: string;
    resourceLinkId: string | null;
    personSub: string | null;
    messageType: string;
    layout?: CourseLayout;
    /** The origin the page is served from: the platform's, or its course host's (`PlatformOptions.courseHost`). */
    pageOrigin?: string;
  },
): Response {
  const course = state.courses.get(input.courseId);
  if (!course) return htmlPage("Not found", `<h1>No course ${escapeHtml(input.courseId)}</h1>`, 404);
  const person = input.personSub ? state.people.get(input.personSub) : undefined;
  if (!person) return htmlPage("Not found", `<h1>No person ${escapeHtml(input.personSub ?? "(none)")}</h1>`, 404);
  const link = input.resourceLinkId ? state.resourceLinks.get(input.resourceLinkId) : undefined;
  if (input.resourceLinkId && (!link || link.courseId !== course.id)) {
    return htmlPage(
      "Not found",
      `<h1>No activity ${escapeHtml(input.resourceLinkId)} in ${escapeHtml(course.title)}</h1>`,
      404,
    );
  }
  if (!state.tool) return htmlPage("No tool", "<h1>No tool is configured for this platform</h1>", 409);

  const pending = state.createPendingLaunch({
    person,
    courseId: course.id,
    resourceLinkId: link?.id ?? null,
    messageType: input.messageType,
    token: {},
  });
  const layout = input.layout ?? "storage";
  const storageTarget = layout === "storage" ? "_parent" : layout === "forwarding" ? FORWARDING_FRAME : undefined;
  const params = loginInitiationParams(state, pending, { storageTarget });
  const heading = link ? link.title : "Add an activity";
  const frames =
    layout === "top"
      ? ""
      : `<iframe name="lti-tool" title="Bloom activity" allow="clipboard-write; fullscreen; microphone" style="width:100%;height:720px"></iframe>
${layout === "forwarding" ? `<iframe name="${FORWARDING_FRAME}" title="Message forwarding" src="${escapeHtml(`${state.url}/post-message-forwarding?parent=${encodeURIComponent(input.pageOrigin ?? state.url)}`)}" style="display:none"></iframe>` : ""}`;
  // The forwarding frame must be listening before the tool's login page asks it to keep the state.
  const submit =
    layout === "forwarding"
      ? `document.querySelector("iframe[name=${FORWARDING_FRAME}]").addEventListener("load", function () { document.getElementById("lti-login").submit(); });`
      : `document.getElementById("lti-login").submit();`;
  return htmlPage(
    `${course.title}: ${heading}`,
    `<header><p>${escapeHtml(course.title)} · ${escapeHtml(person.name)}</p><h1>${escapeHtml(heading)}</h1></header>
${frames}
<form id="lti-login" method="post"${layout === "top" ? "" : ' target="lti-tool"'} action="${escapeHtml(state.toolLoginUrl())}">${hiddenInputs(params)}</form>
<script>var PLATFORM_ORIGIN = ${scriptJson(state.url)};${STORAGE_SCRIPT}
${submit}
</script>`,
  );
}

/**
 * An administrator's page that opens a dynamic registration in a frame and waits for the tool's
 * `org.imsglobal.lti.close` message (recorded in `window.__registrationMessages`).
 */
export function registrationPage(registrationUrl: string): Response {
  const toolOrigin = new URL(registrationUrl).origin;
  return htmlPage(
    "Register a tool",
    `<h1>Register a tool</h1><p id="registration-status" role="status">Registering…</p>
<iframe name="registration" title="Tool registration" src="${escapeHtml(registrationUrl)}" style="width:100%;height:480px"></iframe>
<script>
window.__registrationMessages = [];
var toolOrigin = ${scriptJson(toolOrigin)};
window.addEventListener("message", function (event) {
  if (event.origin !== toolOrigin || !event.data || event.data.subject !== "org.imsglobal.lti.close") return;
  window.__registrationMessages.push({ origin: event.origin, data: event.data });
  document.getElementById("registration-status").textContent = "The tool is registered.";
  document.querySelector("iframe[name=registration]").remove();
});
</script>`,
  );
}
