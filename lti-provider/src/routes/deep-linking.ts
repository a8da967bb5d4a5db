import { CLAIM, LTI_VERSION, mapLtiRoles, SCOPE } from "../claims";
import { languageOfTag, type PageLanguage, type PageText, text } from "../i18n";
import { LaunchRejection } from "../launch";
import { type DeepLinkChoice, deepLinkPickerPage, deepLinkReturnPage, type StorageCheck } from "../pages";
import type { ValidatedLaunch } from "../types";
import { type Params, randomToken, type ToolContext, withClearedCookie } from "./context";

/**
 * Deep linking, in two steps: a teacher's deep linking launch opens the picker, and the picker's
 * answer is signed and posted back to the platform as the placed activity.
 */

/** A verified deep linking request from a teacher: the picker, with a signed session for its answer. */
export async function startDeepLinking(
  tool: ToolContext,
  validated: ValidatedLaunch,
  launch: {
    state: string;
    fields: Record<string, unknown>;
    storageCheck: StorageCheck | null;
    relaunch: string | null;
    language: PageLanguage;
  },
): Promise<Response> {
  const { hooks, logger, pickerSessions, refuse, options } = tool;
  const { state, fields, storageCheck, relaunch, language } = launch;
  if (mapLtiRoles(validated.roles) === "student") {
    return refuse(
      new LaunchRejection(
        "invalid_launch",
        "refused.teachersOnly",
        "A deep linking request came from a user with no instructor or administrator role.",
      ),
      fields,
      403,
      null,
      language,
    );
  }
  await hooks.completeLaunch(validated);
  const session = await pickerSessions.create({
    registrationId: validated.registration.id,
    deploymentId: validated.deployment.deploymentId,
    returnUrl: validated.deepLinking!.returnUrl,
    data: validated.deepLinking!.data,
    gradable: validated.ags?.scopes.includes(SCOPE.lineItem) ?? false,
  });
  logger.info("LTI deep linking started", fields);
  return withClearedCookie(
    deepLinkPickerPage({
      session,
      activities: options.activities,
      subjects: await hooks.listSubjects(),
      gradable: validated.ags?.scopes.includes(SCOPE.lineItem) ?? false,
      storageCheck,
      relaunch,
      language,
    }),
    tool,
    state,
  );
}

/** The picker's answer: the activity the teacher chose, signed and posted back to the platform. */
export async function deepLink(tool: ToolContext, params: Params, browserLanguage: PageLanguage): Promise<Response> {
  const { store, hooks, logger, keys, pickerSessions, refuse, options } = tool;
  // The picker carries the launch's language in its form; the browser's is the fallback.
  const language = languageOfTag(params.lang) ?? browserLanguage;
  const session = params.launch ? await pickerSessions.read(params.launch) : null;
  if (!session) {
    return refuse(
      new LaunchRejection(
        "expired",
        "refused.pickerExpired",
        "The picker session is missing, altered or more than an hour old.",
      ),
      {},
      400,
      null,
      language,
    );
  }
  const registration = await store.findRegistrationById(session.registrationId);
  if (!registration) {
    return refuse(
      new LaunchRejection("unknown_platform", "refused.platformGone", `No registration ${session.registrationId}.`),
      {},
      400,
      null,
      language,
    );
  }
  const choice: DeepLinkChoice = {
    widget: params.widget ?? "",
    subject: (params.subject ?? "").trim().slice(0, 100),
    topic: (params.topic ?? "").trim().slice(0, 200),
    graded: params.graded === "yes",
  };
  const activity = options.activities.find((candidate) => candidate.name === choice.widget);
  const problem: PageText | null = !activity
    ? "picker.chooseWhat"
    : choice.graded && !session.gradable
      ? "picker.noGrades"
      : choice.graded && (!choice.subject || !choice.topic)
        ? "picker.gradedNeeds"
        : choice.topic && !choice.subject
          ? "picker.topicNeedsSubject"
          : null;
  if (problem || !activity) {
    return deepLinkPickerPage({
      session: params.launch!,
      activities: options.activities,
      subjects: await hooks.listSubjects(),
      gradable: session.gradable,
      storageCheck: null,
      error: text(language, problem ?? "picker.chooseWhat"),
      choice,
      language,
    });
  }

  const title = activity.placedTitle(choice);
  const custom: Record<string, string> = { widget: choice.widget };
  if (choice.subject) custom.subject = choice.subject;
  if (choice.topic) custom.topic = choice.topic;
  const item: Record<string, unknown> = {
    type: "ltiResourceLink",
    title,
    url: `${options.toolUrl()}/lti/launch`,
    custom,
    iframe: { height: 800 },
  };
  if (choice.graded)
    item.lineItem = {
      scoreMaximum: 100,
      label: `${title}: mastery`,
      resourceId: `${choice.subject}/${choice.topic}`,
      tag: "bloom-mastery",
    };

  const claims: Record<string, unknown> = {
    iss: registration.clientId,
    aud: registration.issuer,
    nonce: randomToken(),
    [CLAIM.deploymentId]: session.deploymentId,
    [CLAIM.messageType]: "LtiDeepLinkingResponse",
    [CLAIM.version]: LTI_VERSION,
    [CLAIM.contentItems]: [item],
  };
  if (session.data !== null) claims[CLAIM.deepLinkingData] = session.data;
  logger.info("LTI deep link returned", {
    issuer: registration.issuer,
    deploymentId: session.deploymentId,
    widget: choice.widget,
    graded: choice.graded,
  });
  return deepLinkReturnPage(session.returnUrl, await keys.sign(claims), language);
}
