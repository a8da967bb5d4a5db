import { type Static, Type as t } from "@sinclair/typebox";
import { type EnvReader, oneOfSchema } from "./env-reader";

const SCHOOL_SSO_PROVIDERS = ["clever", "classlink", "oidc"] as const;
const SchoolSsoProvider = oneOfSchema(SCHOOL_SSO_PROVIDERS);
type SchoolSsoProvider = Static<typeof SchoolSsoProvider>;

const SCHOOL_SSO_DEFAULTS: Record<SchoolSsoProvider, { displayName: string; issuer?: string }> = {
  clever: { displayName: "Clever", issuer: "https://clever.com" },
  classlink: { displayName: "ClassLink", issuer: "https://launchpad.classlink.com" },
  oidc: { displayName: "your school" },
};

const OidcClientSchema = t.Object({
  displayName: t.String({ description: 'Shown to users in messages, e.g. "Google" or "Clever".' }),
  issuer: t.String(),
  clientId: t.String(),
  clientSecret: t.String(),
  redirectUri: t.String({
    description: "Where the provider sends the browser back; must be registered with the provider.",
  }),
  allowInsecureIssuer: t.Boolean({
    description:
      "Plain-http issuers are accepted only for loopback addresses outside production (tests, local providers).",
  }),
});
export type OidcClientConfig = Static<typeof OidcClientSchema>;

const TokenTtlSeconds = t.Integer({ minimum: 60, maximum: 90 * 24 * 3600 });
const DemoAccountDays = t.Integer({
  minimum: 1,
  maximum: 365,
  description: "How long a visitor's demo account is kept before it may be deleted (its `demoExpiresAt`).",
});

export const AuthSchema = t.Object({
  tokenSecret: t.Union([t.String({ minLength: 32 }), t.Undefined()], {
    description: 'Signing secret for API tokens; undefined means "generate once and keep it under dataDir".',
  }),
  tokenTtlSeconds: TokenTtlSeconds,
  demoSignIn: t.Boolean(),
  demoAccountDays: DemoAccountDays,
  google: t.Union([OidcClientSchema, t.Null()]),
  school: t.Union([t.Composite([OidcClientSchema, t.Object({ provider: SchoolSsoProvider })]), t.Null()]),
});

/** Token signing, demo sign-in, and sign-in with Google and a school's OpenID Connect provider. */
export function readAuth(
  read: EnvReader,
  { publicUrl, production }: { publicUrl: string; production: boolean },
): Static<typeof AuthSchema> {
  const tokenSecret = read.optionalString("AUTH_TOKEN_SECRET");
  read.require(
    tokenSecret === undefined || tokenSecret.length >= 32,
    "AUTH_TOKEN_SECRET must be at least 32 characters long.",
  );
  read.require(!production || tokenSecret !== undefined, "AUTH_TOKEN_SECRET must be set when NODE_ENV=production.");

  const google = readOidcClient(read, "GOOGLE", {
    displayName: "Google",
    issuer: "https://accounts.google.com",
    redirectUri: `${publicUrl}/auth/google/callback`,
    production,
  });

  const schoolProvider = read.oneOf("SCHOOL_SSO_PROVIDER", SchoolSsoProvider, "clever");
  const schoolDefaults = SCHOOL_SSO_DEFAULTS[schoolProvider];
  const school = readOidcClient(read, "SCHOOL_SSO", {
    displayName: schoolDefaults.displayName,
    issuer: schoolDefaults.issuer,
    redirectUri: `${publicUrl}/auth/callback`,
    production,
  });

  return {
    tokenSecret,
    tokenTtlSeconds: read.integer("AUTH_TOKEN_TTL_SECONDS", TokenTtlSeconds, 7 * 24 * 3600),
    demoSignIn: read.boolean("DEMO_SIGN_IN", !production),
    demoAccountDays: read.integer("DEMO_ACCOUNT_DAYS", DemoAccountDays, 7),
    google,
    school: school ? { ...school, provider: schoolProvider } : null,
  };
}

/**
 * An OpenID Connect client is configured when its client id is set (`<PREFIX>_CLIENT_ID`,
 * `<PREFIX>_CLIENT_SECRET`, `<PREFIX>_ISSUER`, `<PREFIX>_REDIRECT_URI`); otherwise that sign-in is off.
 */
function readOidcClient(
  read: EnvReader,
  prefix: string,
  defaults: { displayName: string; issuer: string | undefined; redirectUri: string; production: boolean },
): OidcClientConfig | null {
  const clientId = read.optionalString(`${prefix}_CLIENT_ID`);
  if (clientId === undefined) return null;
  const clientSecret = read.optionalString(`${prefix}_CLIENT_SECRET`);
  read.require(clientSecret !== undefined, `${prefix}_CLIENT_SECRET must be set when ${prefix}_CLIENT_ID is.`);
  const issuer = read.url(`${prefix}_ISSUER`, defaults.issuer, ["https:", "http:"]);
  read.require(issuer !== undefined, `${prefix}_ISSUER must be set when ${prefix}_CLIENT_ID is.`);
  const allowInsecureIssuer = !defaults.production && issuer !== undefined && isLoopbackUrl(issuer);
  read.require(
    issuer === undefined || issuer.startsWith("https:") || allowInsecureIssuer,
    `${prefix}_ISSUER must use https (plain http is accepted only for a local provider outside production).`,
  );
  const redirectUri = read.url(`${prefix}_REDIRECT_URI`, defaults.redirectUri, ["http:", "https:"])!;
  return {
    displayName: read.string(`${prefix}_DISPLAY_NAME`, defaults.displayName),
    issuer: issuer ?? "",
    clientId,
    clientSecret: clientSecret ?? "",
    redirectUri,
    allowInsecureIssuer,
  };
}

function isLoopbackUrl(value: string): boolean {
  try {
    const { hostname } = new URL(value);
    return hostname === "localhost" || hostname === "127.0.0.1" || hostname === "[::1]";
  } catch {
    return false;
  }
}
