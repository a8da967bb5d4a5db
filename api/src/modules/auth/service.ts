import { isKnownTimeZone, nowInSeconds, type Role, trialEndFrom } from "@bloom/domain";
import type { AppContext } from "../../context";
import type { Database } from "../../db/database";
import type { UserRow } from "../../db/schema";
import { AppError } from "../../errors";
import { writeDemoStudentData } from "../../seed/demo-student";
import { readOrganisationByDomain } from "../licences/public";
import { setGuardianAddress } from "./guardians";
import { type Language, userLanguage } from "./locale";
import type { UserProfile } from "./model";
import type { SignInProvider, VerifiedIdentity } from "./oidc";
import {
  findUserByIdentity,
  insertRevokedToken,
  insertUserWithIdentity,
  readCaller,
  updateUserProfile,
  upsertIdentityUser,
} from "./store";
import type { TokenClaims } from "./tokens";

export { findUserByIdentity, insertUserWithIdentity };

/** The identity the seeded demo student signs in with. */
export const DEMO_STUDENT_IDENTITY = { issuer: "urn:bloom:demo", subject: "demo-student" } as const;

/** The signed-in caller, as the authentication macro resolves it. */
export type AuthenticatedUser = {
  user: UserRow;
  token: TokenClaims;
};

/** The public profile of a user (spec §3 User). */
export function toProfile(user: UserRow): UserProfile {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    role: user.role,
    createdAt: new Date(user.createdAt).toISOString(),
    updatedAt: new Date(user.updatedAt).toISOString(),
    districtId: user.districtId,
    schoolId: user.schoolId,
    stripeCustomerId: user.stripeCustomerId,
    stripeSubscriptionId: user.stripeSubscriptionId,
    subscriptionStatus: user.subscriptionStatus,
    trialEnd: user.trialEnd,
    currentPeriodEnd: user.currentPeriodEnd,
    timeZone: user.timeZone,
    locale: user.locale,
    launchLocale: user.ltiLocale,
    language: userLanguage(user),
    isDemo: user.isDemo,
    guardianEmail: user.guardianEmail,
    birthYear: user.birthYear,
    consentStatus: user.consentStatus,
  };
}

/**
 * Resolves the caller from an `Authorization: Bearer` header: the token must be well signed,
 * unexpired and not revoked, and its user must still exist. Anything else is a 401.
 */
export async function authenticateBearer(ctx: AppContext, header: string | undefined): Promise<AuthenticatedUser> {
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  if (!match) throw new AppError("UNAUTHENTICATED", "errors.signInToContinue");
  const claims = await ctx.tokens.verify(match[1]!);
  const row = await readCaller(ctx.database, claims);
  if (!row || row.revoked) {
    throw new AppError("UNAUTHENTICATED", "errors.signInNoLongerValid");
  }
  return { user: row.user, token: claims };
}

/** Signs the user in: a new API token. */
export async function issueToken(ctx: AppContext, userId: string): Promise<string> {
  return (await ctx.tokens.issue(userId)).token;
}

/** Finishes an OpenID Connect sign-in: exchanges the code, finds or creates the user, issues a token. */
export async function completeOidcSignIn(
  ctx: AppContext,
  provider: SignInProvider,
  input: { code: string; redirectUri?: string; state?: string },
): Promise<{ token: string }> {
  const identity = await ctx.oidc.exchangeCode(provider, input);
  const user = await upsertUserFromIdentity(ctx.database, identity, provider);
  return { token: await issueToken(ctx, user.id) };
}

/** Signs out: the token stops working before its expiry. */
export async function revokeToken(database: Database, claims: TokenClaims): Promise<void> {
  await insertRevokedToken(database, claims);
}

/**
 * Finds or creates the user behind a verified OpenID Connect identity. A returning user keeps
 * their role and organisation; their name and email follow the provider. A new user joins the
 * organisation whose sign-in domain matches their verified email, with the role the provider suggests.
 */
async function upsertUserFromIdentity(
  database: Database,
  identity: VerifiedIdentity,
  provider: SignInProvider,
): Promise<UserRow> {
  // An address the provider did not verify is only a claim: it places nobody in an organisation.
  const domain = identity.emailVerified ? identity.email?.split("@")[1]?.toLowerCase() : undefined;
  const organisation = domain ? await readOrganisationByDomain(database, domain) : undefined;

  return upsertIdentityUser(database, identity, (now) => ({
    email: identity.email,
    name: identity.name ?? identity.email?.split("@")[0] ?? "Student",
    role: provider === "school" ? roleFromHints(identity.roleHints) : "student",
    schoolId: organisation?.kind === "school" ? organisation.id : null,
    districtId: organisation?.kind === "school" ? organisation.districtId : (organisation?.id ?? null),
    // A general account made outside a school asks for the year of birth first (parental consent under 13).
    consentStatus: provider === "google" && !organisation ? "needs_birth_year" : "not_required",
    createdAt: now,
    updatedAt: now,
  }));
}

/** Maps the role words school providers send (Clever, ClassLink, generic OIDC) to our roles. */
function roleFromHints(hints: string[]): Role {
  const words = hints.join(" ");
  if (/\b(district_admin|school_admin|administrator|admin)\b/.test(words)) return "admin";
  if (/\b(teacher|instructor|staff|faculty)\b/.test(words)) return "teacher";
  return "student";
}

/**
 * A visitor's own copy of the demo student: a new account with the seeded student's name, school
 * and trial, and the same subjects and three weeks of history, written in one transaction. Nobody
 * signs in as the seeded student itself, so no visitor's change is seen by another; the copy is a
 * demo account, deleted with everything in it after DEMO_ACCOUNT_DAYS days (modules/privacy).
 */
export async function createDemoCopy(ctx: AppContext): Promise<UserRow> {
  assertDemoEnabled(ctx);
  const template = await findUserByIdentity(ctx.database.read, DEMO_STUDENT_IDENTITY);
  if (!template) throw new AppError("DEMO_UNAVAILABLE", "errors.demoUnavailable");
  const identity = { issuer: DEMO_STUDENT_IDENTITY.issuer, subject: `copy-${crypto.randomUUID()}` };
  return ctx.database.write(async (tx) => {
    const copy = await insertUserWithIdentity(tx, identity, {
      name: template.name,
      // An address belongs to one person: the copies share the template's name, never its email.
      email: null,
      role: "student",
      districtId: template.districtId,
      schoolId: template.schoolId,
      timeZone: template.timeZone,
      subscriptionStatus: "trialing",
      trialEnd: trialEndFrom(nowInSeconds()),
      isDemo: true,
    });
    await writeDemoStudentData(tx, copy.id);
    return copy;
  });
}

/** A new, empty demo account, to try the product from scratch (no subject, no trial yet). */
export async function createFreshDemoUser(ctx: AppContext): Promise<UserRow> {
  assertDemoEnabled(ctx);
  const identity = { issuer: DEMO_STUDENT_IDENTITY.issuer, subject: `guest-${crypto.randomUUID()}` };
  return ctx.database.write((tx) =>
    insertUserWithIdentity(tx, identity, { name: "Guest Student", role: "student", isDemo: true }),
  );
}

function assertDemoEnabled(ctx: AppContext): void {
  if (!ctx.config.auth.demoSignIn) {
    throw new AppError("DEMO_UNAVAILABLE", "errors.demoOff");
  }
}

/**
 * Updates what a user may change about themselves: their display name, time zone, language and, for a
 * student, the parent or guardian to tell (a new address is emailed a link to confirm: guardians.ts).
 */
export async function updateProfile(
  ctx: AppContext,
  user: UserRow,
  changes: { name?: string; timeZone?: string; locale?: Language | null; guardianEmail?: string | null },
): Promise<UserRow> {
  const name = changes.name?.trim();
  if (changes.name !== undefined && !name) throw new AppError("VALIDATION_FAILED", "errors.nameEmpty");
  if (changes.timeZone !== undefined && !isKnownTimeZone(changes.timeZone)) {
    throw new AppError("VALIDATION_FAILED", "errors.unknownTimeZone", { timeZone: changes.timeZone });
  }
  const updated = await ctx.database.write(async (tx) => {
    // A language chosen in the same change is the one the guardian's email is written in.
    const speaking = changes.locale !== undefined ? { ...user, locale: changes.locale } : user;
    if (changes.guardianEmail !== undefined) await setGuardianAddress(ctx, tx, speaking, changes.guardianEmail);
    return updateUserProfile(tx, user.id, { name, timeZone: changes.timeZone, locale: changes.locale });
  });
  if (!updated) throw new AppError("NOT_FOUND", "errors.notFound.user");
  return updated;
}
