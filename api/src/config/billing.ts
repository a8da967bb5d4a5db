import { type Static, Type as t } from "@sinclair/typebox";
import { type EnvReader, oneOfSchema } from "./env-reader";

const StripeProtocol = oneOfSchema(["https", "http"]);
const StripePort = t.Integer({ minimum: 1, maximum: 65_535 });

const StripeSchema = t.Object({
  secretKey: t.String(),
  webhookSecret: t.String({
    description: "Signs the webhook events Stripe sends to /api/billing/webhook (`whsec_…`).",
  }),
  prices: t.Object(
    { student: t.String() },
    { description: "Stripe price ids per self-service plan: the amounts live in Stripe, not in our code." },
  ),
  api: t.Object(
    { host: t.String(), port: StripePort, protocol: StripeProtocol },
    { description: "Where the SDK sends requests; tests and local fakes point it at 127.0.0.1." },
  ),
});
export type StripeConfig = Static<typeof StripeSchema>;

export const BillingSchema = t.Object(
  { mode: oneOfSchema(["stripe", "local"]), stripe: t.Union([StripeSchema, t.Null()]) },
  {
    description:
      "Payments: `stripe` when the Stripe keys are set; otherwise `local`, where checkout is a page of this server that a developer completes or cancels (refused in production).",
  },
);

/**
 * Stripe is configured by its secret key, webhook secret and the Student plan's price id, all
 * three or none. With none, billing runs in local mode, which production refuses: a server that
 * cannot take payments must not start and quietly give paid access away, or take none.
 */
export function readBilling(read: EnvReader, production: boolean): Static<typeof BillingSchema> {
  const secretKey = read.optionalString("STRIPE_SECRET_KEY");
  const webhookSecret = read.optionalString("STRIPE_WEBHOOK_SECRET");
  const studentPrice = read.optionalString("STRIPE_PRICE_STUDENT");
  const protocol = read.oneOf("STRIPE_API_PROTOCOL", StripeProtocol, "https");
  const api = {
    host: read.string("STRIPE_API_HOST", "api.stripe.com"),
    port: read.integer("STRIPE_API_PORT", StripePort, protocol === "https" ? 443 : 80),
    protocol,
  };
  read.require(!production || protocol === "https", "STRIPE_API_PROTOCOL must be https when NODE_ENV=production.");

  if (secretKey === undefined && webhookSecret === undefined && studentPrice === undefined) {
    read.require(
      !production,
      "Stripe must be configured when NODE_ENV=production: set STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET and STRIPE_PRICE_STUDENT (local billing is for development only).",
    );
    return { mode: "local", stripe: null };
  }
  read.require(secretKey !== undefined, "STRIPE_SECRET_KEY must be set when any other STRIPE_ setting is.");
  read.require(webhookSecret !== undefined, "STRIPE_WEBHOOK_SECRET must be set when STRIPE_SECRET_KEY is.");
  read.require(studentPrice !== undefined, "STRIPE_PRICE_STUDENT must be set when STRIPE_SECRET_KEY is.");
  read.require(
    secretKey === undefined || /^(sk|rk)_/.test(secretKey),
    "STRIPE_SECRET_KEY must be a secret key (sk_…) or a restricted key (rk_…), never a publishable key.",
  );
  read.require(
    webhookSecret === undefined || webhookSecret.startsWith("whsec_"),
    "STRIPE_WEBHOOK_SECRET must be a webhook signing secret (whsec_…).",
  );
  read.require(
    studentPrice === undefined || studentPrice.startsWith("price_"),
    "STRIPE_PRICE_STUDENT must be a Stripe price id (price_…).",
  );
  return {
    mode: "stripe",
    stripe: {
      secretKey: secretKey ?? "",
      webhookSecret: webhookSecret ?? "",
      prices: { student: studentPrice ?? "" },
      api,
    },
  };
}
