import { t } from "elysia";

/**
 * What the LTI tool's routes take and answer, for the API's description. Every field is optional
 * and unknown fields pass: a missing or odd field is refused by the route with a page a teacher can
 * read inside the LMS frame, never with a JSON validation error.
 */
const fields = <K extends string>(descriptions: Record<K, string>) =>
  t.Object(
    Object.fromEntries(
      Object.entries<string>(descriptions).map(([name, description]) => [name, t.Optional(t.String({ description }))]),
    ),
    { additionalProperties: true },
  );

const LoginFields = fields({
  iss: "The platform's issuer.",
  login_hint: "The platform's opaque hint for the user, sent back in the authentication request.",
  target_link_uri: "Where the launch should land; must be on this tool.",
  lti_message_hint: "The platform's opaque hint for the message, sent back unchanged.",
  client_id: "The tool's client id on the platform, when it has several.",
  lti_deployment_id: "The deployment the launch comes from.",
  lti_storage_target: "The frame that may keep the state when cookies are blocked (LTI client-side storage).",
});

export const LoginQuery = LoginFields;
export const LoginBody = t.Optional(LoginFields);

export const LaunchBody = t.Optional(
  fields({
    id_token: "The platform's signed launch message (a JWT).",
    state: "The state this tool issued at login.",
    error: "The platform's refusal of the authentication request, instead of a token.",
    error_description: "The platform's words for the refusal.",
  }),
);

export const DeepLinkBody = t.Optional(
  fields({
    launch: "The picker session the deep-linking launch opened.",
    widget: "The widget chosen: tutor, flashcards or dashboard.",
    subject: "The subject chosen, if any.",
    topic: "The topic chosen, if any.",
    graded: "Whether the activity sends grades back (`true` or absent).",
    lang: "The language the picker was shown in (the launch's), for the page that answers it.",
  }),
);

export const RegisterQuery = fields({
  openid_configuration: "The platform's OpenID configuration URL (LTI Dynamic Registration).",
  registration_token: "The platform's one-time registration token.",
  invite: "The district's invitation to register, from a registration link.",
});

/** The pages the tool answers with: the next step of the flow, or a refusal a teacher can pass on. */
export const PageResponse = {
  200: t.String({ description: "An HTML page: the next step (an auto-submitting form or the product)." }),
  302: t.Void({ description: "A redirect to the next step of the flow." }),
  400: t.String({ description: "An HTML page saying what was refused, with a reference for the logs." }),
};

/** What an address under /lti answers a browser that visits it by itself: a page that says to go back to the course. */
export const StrayVisitResponse = {
  400: t.String({ description: "An HTML page: this address is opened by a course's launch, not visited directly." }),
  404: t.String({ description: "An HTML page: there is no such address; open the activity from the course." }),
};

export const KeySetResponse = t.Object(
  { keys: t.Array(t.Record(t.String(), t.Unknown())) },
  { description: "The tool's public keys (a JSON Web Key Set)." },
);
