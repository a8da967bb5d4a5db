import { ROLES, SUBSCRIPTION_STATUSES } from "@bloom/domain";
import { t } from "elysia";

/** The signed-in user's profile: every field of spec §3 User. Times: ISO strings; trial and period ends: Unix seconds. */
export const UserProfile = t.Object({
  id: t.String(),
  email: t.Nullable(t.String()),
  name: t.String(),
  role: t.UnionEnum(ROLES),
  createdAt: t.String(),
  updatedAt: t.String(),
  districtId: t.Nullable(t.String()),
  schoolId: t.Nullable(t.String()),
  stripeCustomerId: t.Nullable(t.String()),
  stripeSubscriptionId: t.Nullable(t.String()),
  subscriptionStatus: t.UnionEnum(SUBSCRIPTION_STATUSES),
  trialEnd: t.Nullable(t.Integer()),
  currentPeriodEnd: t.Nullable(t.Integer()),
  timeZone: t.Nullable(t.String()),
  /** The language the person chose; null means automatic. */
  locale: t.Nullable(t.UnionEnum(["en", "es"])),
  /** The locale their last LTI launch sent (`launch_presentation.locale`), e.g. "es-419". */
  launchLocale: t.Nullable(t.String()),
  /** The language to use: their choice, else the launch's when supported; null lets the browser's languages decide. */
  language: t.Nullable(t.UnionEnum(["en", "es"])),
  isDemo: t.Boolean(),
  /** A parent or guardian told of safety alerts, for a student outside any school. */
  guardianEmail: t.Nullable(t.String()),
  birthYear: t.Nullable(t.Integer()),
  /**
   * `needs_birth_year` and `awaiting_parent`: the account waits (only its own account pages work)
   * until the year of birth is given and, under 13, a parent consents.
   */
  consentStatus: t.UnionEnum(["not_required", "needs_birth_year", "awaiting_parent", "granted"]),
});
export type UserProfile = typeof UserProfile.static;

export const TokenResponse = t.Object({ token: t.String() });

const code = t.String({ minLength: 1, maxLength: 4096, error: "No authorization code received." });
const state = t.Optional(t.String({ minLength: 1, maxLength: 4096, error: "The sign-in state is not valid." }));

export const GoogleCallbackBody = t.Object({
  code,
  redirect_uri: t.String({
    format: "uri",
    maxLength: 2048,
    error: "redirect_uri must be the address the provider sent you back to.",
  }),
  state,
});

export const SchoolCallbackBody = t.Object({ code, state });

export const AuthorizeQuery = t.Object({
  redirect_uri: t.Optional(
    t.String({ format: "uri", maxLength: 2048, error: "redirect_uri must be an absolute address." }),
  ),
});

export const AuthorizeResponse = t.Object({ url: t.String(), state: t.String() });

export const DemoBody = t.Optional(
  t.Object({ fresh: t.Optional(t.Boolean({ error: "fresh must be true or false." })) }),
);

export const DemoResponse = t.Object({ token: t.String(), user: UserProfile });

export const SignInOptions = t.Object({
  demo: t.Boolean(),
  /** How many days a demo account lives before it is deleted with everything in it. */
  demoAccountDays: t.Integer({ minimum: 1 }),
  google: t.Nullable(t.Object({ displayName: t.String() })),
  school: t.Nullable(t.Object({ displayName: t.String(), provider: t.String() })),
});

export const ProfileUpdateBody = t.Object({
  name: t.Optional(t.String({ minLength: 1, maxLength: 100, error: "Your name must be 1 to 100 characters long." })),
  timeZone: t.Optional(
    t.String({ minLength: 1, maxLength: 64, error: "timeZone must be an IANA time zone such as America/Chicago." }),
  ),
  /** "en" or "es"; null goes back to automatic (the launch's language, then the browser's). */
  locale: t.Optional(
    t.Union([t.Literal("en"), t.Literal("es"), t.Null()], {
      error: 'locale must be "en" (English), "es" (Spanish) or null (automatic).',
    }),
  ),
  /** An empty string or null removes it. */
  guardianEmail: t.Optional(
    t.Union([t.Literal(""), t.Null(), t.String({ format: "email", maxLength: 254 })], {
      error: "The parent or guardian's email must be an email address, like name@example.com.",
    }),
  ),
});

/** The student's own view of their guardian: the address, and how far confirming it has got. */
export const GuardianStatusView = t.Object({
  email: t.Nullable(t.String()),
  /**
   * `not_sent`: an address named before guardians confirmed, not yet emailed; `waiting`: the link is emailed, not answered; `address_confirmed`: the parent answered the
   * consent email but has not signed in to accept; `confirmed`: a signed-in account accepted it.
   */
  status: t.UnionEnum(["none", "not_sent", "waiting", "address_confirmed", "confirmed"]),
  canResend: t.Boolean(),
});

export const GuardianLinkSent = t.Object({ sentTo: t.String() });

export const GuardianLinkParams = t.Object({
  token: t.String({ minLength: 10, maxLength: 100, error: "That link is not complete." }),
});

export const GuardianLinkView = t.Object({
  studentName: t.String(),
  email: t.String(),
  status: t.UnionEnum(["waiting", "confirmed"]),
});
