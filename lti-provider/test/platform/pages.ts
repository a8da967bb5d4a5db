import { escapeHtml, hiddenInputs, htmlPage, scriptJson } from "./html";
import { loginInitiationParams } from "./login";
import type { PlatformState } from "./state";

/**
 * The platform side of LTI Client Side postMessages (platform storage): the course page window
 * is the `_parent` target. Values are kept per sender origin, answers go back to the sender's
 * window and origin only, and every handled message lands in `window.__storage` for the test.
 */
const STORAGE_SCRIPT = `
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
  if (!data || typeof data !== "object" || typeof data.subject !== "string" || data.subject.indexOf("lti.") !== 0) return;
  if (!event.source || event.origin === "null") return;
  var answer = storageAnswer(data, event.origin);
  window.__storage.push({ origin: event.origin, subject: data.subject, key: data.key, value: data.value, answer: answer });
  event.source.postMessage(answer, event.origin);
});`;

/**
 * A course page with the tool in an iframe, started by an auto-submitted login initiation that
 * offers platform storage (`lti_storage_target=_parent`).
 */
export function coursePage(
  state: PlatformState,
  input: { courseId: string; resourceLinkId: string | null; personSub: string | null; messageType: string },
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
  const params = loginInitiationParams(state, pending, { storageTarget: "_parent" });
  const heading = link ? link.title : "Add an activity";
  return htmlPage(
    `${course.title}: ${heading}`,
    `<header><p>${escapeHtml(course.title)} · ${escapeHtml(person.name)}</p><h1>${escapeHtml(heading)}</h1></header>
<iframe name="lti-tool" title="Bloom activity" allow="clipboard-write; fullscreen; microphone" style="width:100%;height:720px"></iframe>
<form id="lti-login" method="post" target="lti-tool" action="${escapeHtml(state.toolLoginUrl())}">${hiddenInputs(params)}</form>
<script>${STORAGE_SCRIPT}
document.getElementById("lti-login").submit();
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
