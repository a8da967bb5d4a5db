import { CLAIM, LTI_VERSION, mapLtiRoles, SCOPE } from "../claims";
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
  },
): Promise<Response> {
  const { hooks, logger, pickerSessions, refuse, options } = tool;
  const { state, fields, storageCheck, relaunch } = launch;
  if (mapLtiRoles(validated.roles) === "student") {
    return refuse(
      new LaunchRejection(
        "invalid_launch",
        "Only teachers can add Bloom activities to a course.",
        "A deep linking request came from a user with no instructor or administrator role.",
      ),
      fields,
      403,
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
    }),
    tool,
    state,
  );
}

/** The picker's answer: the activity the teacher chose, signed and posted back to the platform. */
export async function deepLink(tool: ToolContext, params: Params): Promise<Response> {
  const { store, hooks, logger, keys, pickerSessions, refuse, options } = tool;
  const session = params.launch ? await pickerSessions.read(params.launch) : null;
  if (!session) {
    return refuse(
      new LaunchRejection(
        "expired",
        "This page has expired. Please start adding the activity again from your course.",
        "The picker session is missing, altered or more than an hour old.",
      ),
    );
  }
  const registration = await store.findRegistrationById(session.registrationId);
  if (!registration) {
    return refuse(
      new LaunchRejection(
        "unknown_platform",
        "Your school's platform is no longer registered with Bloom.",
        `No registration ${session.registrationId}.`,
      ),
    );
  }
  const choice: DeepLinkChoice = {
    widget: params.widget ?? "",
    subject: (params.subject ?? "").trim().slice(0, 100),
    topic: (params.topic ?? "").trim().slice(0, 200),
    graded: params.graded === "yes",
  };
  const activity = options.activities.find((candidate) => candidate.name === choice.widget);
  const problem = !activity
    ? "Please choose what students should open."
    : choice.graded && !session.gradable
      ? "Your course does not accept grades from Bloom for this activity."
      : choice.graded && (!choice.subject || !choice.topic)
        ? "To send mastery to the gradebook, choose a subject and a topic."
        : choice.topic && !choice.subject
          ? "Please choose the subject the topic belongs to."
          : null;
  if (problem || !activity) {
    return deepLinkPickerPage({
      session: params.launch!,
      activities: options.activities,
      subjects: await hooks.listSubjects(),
      gradable: session.gradable,
      storageCheck: null,
      error: problem ?? "Please choose what students should open.",
      choice,
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
  return deepLinkReturnPage(session.returnUrl, await keys.sign(claims));
}
