import { parseArgs } from "node:util";
import { createContext } from "../app";
import { ConfigError, loadConfig } from "../config";
import { AppError } from "../errors";
import {
  addDeployment,
  addFrameOrigin,
  createRegistration,
  createRegistrationLink,
  listFrameOrigins,
  listRegistrations,
  removeFrameOrigin,
  setProductFamily,
  toolEndpoints,
} from "../modules/lti/public";
import { requireEmailForContacts } from "../modules/safety/public";
import { parseSafetyContact, printSafetyWarning, SAFETY_CONTACT_USAGE } from "./safety-contact";

/**
 * LTI administration for our staff, on the database the server uses (the same environment
 * variables). A district's own admin does the same through /api/lti (ADR 10).
 */
const USAGE = `Usage: bun api/src/cli/lti.ts <command> [options]

A district with no safety contact is warned about: name one with ${SAFETY_CONTACT_USAGE}, emailed
for every critical safety alert in the district.

Commands:
  rotate-keys
      Makes a new signing key; the previous ones stay published, so nothing in flight breaks.
  invite --district <id> [${SAFETY_CONTACT_USAGE}]
      Prints a dynamic registration link (valid 7 days) for the district's LMS administrator.
  register --district <id> --name <name> --issuer <url> --client-id <id>
           --auth-login-url <url> --auth-token-url <url> --jwks-url <url> [--listed-only]
           [${SAFETY_CONTACT_USAGE}]
      Registers a platform by hand. With --listed-only, only deployments added below may launch.
  add-deployment --district <id> --registration <id> --deployment <id> [--school <id>]
      Lists a deployment (an installation of Bloom in the LMS), optionally for one school.
  list --district <id>
      The district's platforms and deployments, and the addresses to paste into an LMS.
  frame-origins --district <id> --registration <id>
      The hosts the platform's course pages frame Bloom from: learned from its launches, added by
      hand, and those its product family implies (e.g. https://*.instructure.com for canvas).
  add-frame-origin --district <id> --registration <id> --origin <https://host>
      Lets a host of the platform frame Bloom, before any launch from it (one host, no wildcard).
  remove-frame-origin --district <id> --registration <id> --origin <https://host>
      Forgets a host; a learned one comes back when the platform's launches name it again.
  set-family --district <id> --registration <id> --family <code|none>
      Names the platform's product (canvas, schoology, desire2learn, BlackboardLearn…).`;

async function main(argv: string[]): Promise<void> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      district: { type: "string" },
      name: { type: "string" },
      issuer: { type: "string" },
      "client-id": { type: "string" },
      "auth-login-url": { type: "string" },
      "auth-token-url": { type: "string" },
      "jwks-url": { type: "string" },
      "listed-only": { type: "boolean" },
      registration: { type: "string" },
      deployment: { type: "string" },
      school: { type: "string" },
      origin: { type: "string" },
      family: { type: "string" },
      "safety-contact": { type: "string" },
      help: { type: "boolean", short: "h" },
    },
  });
  const command = positionals[0];
  if (values.help || !command) {
    console.log(USAGE);
    return;
  }
  const ctx = await createContext(loadConfig());
  const district = () => values.district ?? fail("--district is required.");
  // Our staff act for the district here, so the contact is saved with no admin named as its author.
  const safety = () => {
    if (values["safety-contact"] === undefined) return undefined;
    requireEmailForContacts(ctx.config);
    return { contact: parseSafetyContact(values["safety-contact"]), by: null };
  };
  try {
    switch (command) {
      case "rotate-keys": {
        const key = await ctx.lti.keys.rotate();
        console.log(`New signing key ${key.kid}. Servers pick it up within a minute.`);
        return;
      }
      case "invite": {
        const link = await createRegistrationLink(ctx, district(), safety());
        console.log(`${link.url}\nValid until ${new Date(link.expiresAt * 1000).toISOString()}.`);
        printSafetyWarning(link.warning, district());
        return;
      }
      case "register": {
        const registration = await createRegistration(
          ctx.database,
          district(),
          {
            name: values.name ?? fail("--name is required."),
            issuer: url(values.issuer, "--issuer"),
            clientId: values["client-id"] ?? fail("--client-id is required."),
            authLoginUrl: url(values["auth-login-url"], "--auth-login-url"),
            authTokenUrl: url(values["auth-token-url"], "--auth-token-url"),
            jwksUrl: url(values["jwks-url"], "--jwks-url"),
            deploymentPolicy: values["listed-only"] ? "listed" : "open",
          },
          safety(),
        );
        console.log(`Registered ${registration.name} as ${registration.id}.`);
        printEndpoints(ctx);
        printSafetyWarning(registration.warning, district());
        return;
      }
      case "add-deployment": {
        await addDeployment(ctx.database, district(), values.registration ?? fail("--registration is required."), {
          deploymentId: values.deployment ?? fail("--deployment is required."),
          ...(values.school ? { schoolId: values.school } : {}),
        });
        console.log(`Deployment ${values.deployment} is listed.`);
        return;
      }
      case "list": {
        const registrations = await listRegistrations(ctx.database, district());
        if (registrations.length === 0) console.log("No platforms registered for this district yet.");
        for (const registration of registrations) {
          console.log(
            `${registration.id}  ${registration.name}  ${registration.issuer}  client ${registration.clientId}  (${registration.deploymentPolicy})`,
          );
          for (const deployment of registration.deployments)
            console.log(
              `    deployment ${deployment.deploymentId}  ${deployment.source}${deployment.schoolId ? `  school ${deployment.schoolId}` : ""}`,
            );
        }
        printEndpoints(ctx);
        return;
      }
      case "frame-origins":
      case "add-frame-origin":
      case "remove-frame-origin":
      case "set-family": {
        const registration = values.registration ?? fail("--registration is required.");
        const origin = () => values.origin ?? fail("--origin is required.");
        const family = () => values.family ?? fail("--family is required (or none).");
        const list =
          command === "add-frame-origin"
            ? // Our staff add it for the district: no admin of it is named as its author.
              await addFrameOrigin(ctx.database, district(), registration, origin(), null)
            : command === "remove-frame-origin"
              ? await removeFrameOrigin(ctx.database, district(), registration, origin())
              : command === "set-family"
                ? await setProductFamily(ctx.database, district(), registration, family() === "none" ? null : family())
                : await listFrameOrigins(ctx.database, district(), registration);
        console.log(`Product family: ${list.productFamily ?? "unknown"}  ${list.familyOrigins.join(" ")}`);
        if (list.origins.length === 0) console.log("No other hosts yet.");
        for (const entry of list.origins) console.log(`    ${entry.origin}  ${entry.source}  since ${entry.learnedAt}`);
        return;
      }
      default:
        fail(`Unknown command "${command}".`);
    }
  } finally {
    ctx.database.close();
  }
}

function printEndpoints(ctx: Parameters<typeof toolEndpoints>[0]): void {
  const endpoints = toolEndpoints(ctx);
  console.log(
    `\nLogin (OIDC initiation) URL: ${endpoints.loginUrl}\nRedirect / launch URL:       ${endpoints.launchUrl}\nPublic JWK set URL:          ${endpoints.jwksUrl}`,
  );
}

function url(value: string | undefined, flag: string): string {
  if (!value || !/^https?:\/\/\S+$/.test(value)) fail(`${flag} must be an http or https address.`);
  return value!;
}

function fail(problem: string): never {
  throw new AppError("VALIDATION_FAILED", "errors.custom", { sentence: `${problem}\n\n${USAGE}` });
}

main(process.argv.slice(2)).catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof AppError) {
    console.error(error.message);
  } else {
    console.error("The lti command failed:", error);
  }
  process.exit(1);
});
