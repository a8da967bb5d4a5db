import { parseArgs } from "node:util";
import { ConfigError, loadConfig } from "../config";
import { openDatabase } from "../db/database";
import { AppError } from "../errors";
import {
  createLicence,
  createOrganisation,
  LICENCE_DEFAULT_SEATS,
  LICENCE_PLANS,
  type LicencePlan,
  listAllLicences,
} from "../modules/licences/public";
import { addSafetyContact, requireEmailForContacts, safetyContactWarning } from "../modules/safety/public";
import { parseSafetyContact, printSafetyWarning, SAFETY_CONTACT_USAGE } from "./safety-contact";

/**
 * School and Corporate licences are sold by contract (spec §6), so our staff create them here, on
 * the database the server uses (the same environment variables: DATABASE_URL, DATA_DIR, …).
 * An organisation's admin then sees seat use and assigns seats through /api/billing/licences.
 */
const USAGE = `Usage: bun api/src/cli/licence.ts <command> [options]

Commands:
  add-organisation --kind district|school --name <name> [--domain <email domain>] [--district <id>]
                   [${SAFETY_CONTACT_USAGE}]
      Creates a district (or a company) or a school. Users who sign in with an email at the
      domain belong to it and take its licence's free seats. A district's safety contact is
      emailed for every critical safety alert in it; without one you are warned.
  add-safety-contact --district <id> ${SAFETY_CONTACT_USAGE}
      Adds a safety contact to a district (its admin manages the list in Safety settings).
  create --organisation <id> --plan school|corporate --ends <YYYY-MM-DD> [--seats <n>]
      Creates a licence that covers until the end of that day (UTC). Seats default to the
      plan's: school ${LICENCE_DEFAULT_SEATS.school}, corporate ${LICENCE_DEFAULT_SEATS.corporate}.
  list
      Every licence with its seat use.`;

async function main(argv: string[]): Promise<void> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      kind: { type: "string" },
      name: { type: "string" },
      domain: { type: "string" },
      district: { type: "string" },
      organisation: { type: "string" },
      plan: { type: "string" },
      seats: { type: "string" },
      ends: { type: "string" },
      "safety-contact": { type: "string" },
      help: { type: "boolean", short: "h" },
    },
  });
  const command = positionals[0];
  if (values.help || !command) {
    console.log(USAGE);
    return;
  }
  const config = loadConfig();
  const database = await openDatabase(config.database.url, config.database.authToken);
  try {
    switch (command) {
      case "add-organisation": {
        if (values.kind !== "district" && values.kind !== "school") throw usage("--kind must be district or school.");
        if (!values.name) throw usage("--name is required.");
        if (values.kind === "school" && values["safety-contact"] !== undefined)
          throw usage("--safety-contact is for a district: its contacts are told of alerts in all its schools.");
        const contact = values["safety-contact"] === undefined ? null : parseSafetyContact(values["safety-contact"]);
        if (contact) requireEmailForContacts(config);
        const organisation = await createOrganisation(database, {
          kind: values.kind,
          name: values.name,
          ...(values.domain ? { signInDomain: values.domain } : {}),
          ...(values.district ? { districtId: values.district } : {}),
        });
        console.log(`Created ${organisation.kind} "${organisation.name}" with id ${organisation.id}.`);
        if (organisation.kind !== "district") return;
        if (contact) {
          await database.write((tx) => addSafetyContact(tx, organisation.id, contact, null));
          console.log(`Safety contact: ${contact.name ? `${contact.name} <${contact.email}>` : contact.email}.`);
        }
        printSafetyWarning(await safetyContactWarning(database, organisation.id), organisation.id);
        return;
      }
      case "add-safety-contact": {
        if (!values.district) throw usage("--district is required.");
        if (values["safety-contact"] === undefined) throw usage(`${SAFETY_CONTACT_USAGE} is required.`);
        const contact = parseSafetyContact(values["safety-contact"]);
        requireEmailForContacts(config);
        await database.write((tx) => addSafetyContact(tx, values.district!, contact, null));
        console.log(`Safety contact added: ${contact.name ? `${contact.name} <${contact.email}>` : contact.email}.`);
        return;
      }
      case "create": {
        if (!values.organisation) throw usage("--organisation is required.");
        if (!(LICENCE_PLANS as readonly string[]).includes(values.plan ?? ""))
          throw usage("--plan must be school or corporate.");
        const endsAt = endOfDayInSeconds(values.ends);
        const seats = values.seats === undefined ? undefined : Number(values.seats);
        const licence = await createLicence(database, {
          organisationId: values.organisation,
          plan: values.plan as LicencePlan,
          endsAt,
          ...(seats === undefined ? {} : { seats }),
        });
        console.log(
          `Created ${licence.plan} licence ${licence.id}: ${licence.seats} seats until ${new Date(licence.endsAt * 1000).toISOString()}.`,
        );
        return;
      }
      case "list": {
        const licences = await listAllLicences(database);
        if (licences.length === 0) console.log("No licences yet.");
        for (const licence of licences) {
          const state = licence.ended ? "ended" : `until ${new Date(licence.endsAt * 1000).toISOString().slice(0, 10)}`;
          console.log(
            `${licence.id}  ${licence.organisationName} (${licence.organisationId})  ${licence.plan}  ${licence.seatsUsed}/${licence.seats} seats used  ${state}`,
          );
        }
        return;
      }
      default:
        throw usage(`Unknown command "${command}".`);
    }
  } finally {
    database.close();
  }
}

/** The last second of a UTC calendar day given as YYYY-MM-DD, in Unix seconds. */
function endOfDayInSeconds(day: string | undefined): number {
  if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(Date.parse(`${day}T00:00:00Z`))) {
    throw usage("--ends must be a date such as 2027-06-30.");
  }
  return Math.floor(Date.parse(`${day}T23:59:59Z`) / 1000);
}

function usage(problem: string): AppError {
  return new AppError("VALIDATION_FAILED", "errors.custom", { sentence: `${problem}\n\n${USAGE}` });
}

main(process.argv.slice(2)).catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof AppError) {
    console.error(error.message);
  } else {
    console.error("The licence command failed:", error);
  }
  process.exit(1);
});
