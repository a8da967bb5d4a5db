import { t } from "elysia";

const HttpUrl = (field: string) =>
  t.String({
    format: "uri",
    pattern: "^https?://",
    maxLength: 2048,
    error: `${field} must be an http or https address.`,
  });

export const DEPLOYMENT_POLICIES = ["open", "listed"] as const;

export const RegistrationParams = t.Object({
  id: t.String({ minLength: 1, maxLength: 64, error: "That registration was not found." }),
});
export const CourseParams = t.Object({
  id: t.String({ minLength: 1, maxLength: 64, error: "That course was not found." }),
});

/** The district's safety contact, named while registering a platform: emailed for every critical alert. */
const SafetyContact = t.Object({
  name: t.String({ maxLength: 100, error: "A safety contact's name can be up to 100 characters long." }),
  email: t.String({
    format: "email",
    maxLength: 254,
    error: "A safety contact needs an email address, like lead@district.org.",
  }),
});

/** Said in the answer while the district has no safety contact: critical alerts may then reach nobody. */
const SafetyWarning = t.Optional(t.String());

/** A platform registered by hand: the values its LTI 1.3 developer key or tool settings page shows. */
export const CreateRegistrationBody = t.Object({
  name: t.String({ minLength: 1, maxLength: 100, error: "Please give the platform a name of 1 to 100 characters." }),
  issuer: HttpUrl("issuer"),
  clientId: t.String({ minLength: 1, maxLength: 255, error: "clientId must be 1 to 255 characters." }),
  authLoginUrl: HttpUrl("authLoginUrl"),
  authTokenUrl: HttpUrl("authTokenUrl"),
  jwksUrl: HttpUrl("jwksUrl"),
  deploymentPolicy: t.Optional(t.UnionEnum(DEPLOYMENT_POLICIES, { error: "deploymentPolicy must be open or listed." })),
  safetyContact: t.Optional(SafetyContact),
});

/** Asks for a dynamic registration link; a district with no safety contact yet names one here. The body may be left out. */
export const RegistrationLinkBody = t.Optional(t.Object({ safetyContact: t.Optional(SafetyContact) }));

export const UpdateRegistrationBody = t.Object({
  deploymentPolicy: t.UnionEnum(DEPLOYMENT_POLICIES, { error: "deploymentPolicy must be open or listed." }),
});

export const AddDeploymentBody = t.Object({
  deploymentId: t.String({ minLength: 1, maxLength: 255, error: "deploymentId must be 1 to 255 characters." }),
  schoolId: t.Optional(
    t.String({ minLength: 1, maxLength: 64, error: "schoolId must name a school of your district." }),
  ),
});

const Deployment = t.Object({
  id: t.String(),
  deploymentId: t.String(),
  schoolId: t.Nullable(t.String()),
  source: t.UnionEnum(["listed", "launch"] as const),
});

/** Where a platform reaches the tool: what an administrator pastes into the LMS. */
const ToolEndpoints = t.Object({
  loginUrl: t.String(),
  launchUrl: t.String(),
  jwksUrl: t.String(),
  registrationUrl: t.String(),
});

export const Registration = t.Object({
  id: t.String(),
  name: t.String(),
  issuer: t.String(),
  clientId: t.String(),
  authLoginUrl: t.String(),
  authTokenUrl: t.String(),
  jwksUrl: t.String(),
  deploymentPolicy: t.UnionEnum(DEPLOYMENT_POLICIES),
  deployments: t.Array(Deployment),
});

export const RegistrationList = t.Object({ tool: ToolEndpoints, registrations: t.Array(Registration) });

export const CreatedRegistration = t.Composite([Registration, t.Object({ warning: SafetyWarning })]);

export const RegistrationLink = t.Object({
  url: t.String(),
  /** Unix seconds. */
  expiresAt: t.Integer(),
  warning: SafetyWarning,
});

export const Course = t.Object({
  id: t.String(),
  title: t.String(),
  platform: t.String(),
  rosterAvailable: t.Boolean(),
});

export const Roster = t.Object({
  course: Course,
  members: t.Array(
    t.Object({
      name: t.Nullable(t.String()),
      email: t.Nullable(t.String()),
      role: t.UnionEnum(["student", "teacher", "admin"] as const),
      status: t.String(),
      /** Our user id once they have opened Bloom from the course, for their analytics; else null. */
      userId: t.Nullable(t.String()),
    }),
  ),
});

/** A host a platform frames Bloom from (ADR 0044): scheme and host only. */
const FrameOrigin = t.String({
  minLength: 8,
  maxLength: 255,
  error: "origin must be a web origin such as https://district.instructure.com (scheme and host, no path).",
});

export const AddFrameOriginBody = t.Object({ origin: FrameOrigin });
export const RemoveFrameOriginQuery = t.Object({ origin: FrameOrigin });

export const ProductFamilyBody = t.Object({
  productFamily: t.Nullable(
    t.String({
      minLength: 1,
      maxLength: 64,
      pattern: "^[A-Za-z0-9_.-]+$",
      error: "productFamily must be the platform's product code, such as canvas or schoology, or null.",
    }),
  ),
});

export const FrameOriginList = t.Object({
  registrationId: t.String(),
  /** The LMS product, as the platform or an admin named it, or as its issuer implies. */
  productFamily: t.Nullable(t.String()),
  /** The hosts every school of that product is on, e.g. https://*.instructure.com. */
  familyOrigins: t.Array(t.String()),
  origins: t.Array(
    t.Object({
      origin: t.String(),
      source: t.UnionEnum(["launch", "deep_link", "registration", "admin"] as const),
      learnedAt: t.String({ description: "ISO time" }),
      seenAt: t.String({ description: "ISO time" }),
    }),
  ),
});
