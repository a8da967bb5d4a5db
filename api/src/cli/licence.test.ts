import { afterAll, describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type CliRun, runCli } from "../../test/cli-process";

/** The licence CLI our staff use, run as a process on its own database. */

const dataDir = mkdtempSync(join(tmpdir(), "bloom-cli-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function run(...args: string[]): Promise<CliRun> {
  return runCli("licence.ts", args, { DATA_DIR: dataDir });
}

describe("bun api/src/cli/licence.ts", () => {
  test("adds an organisation, gives it a licence, and lists its seat use", async () => {
    const organisation = await run(
      "add-organisation",
      "--kind",
      "district",
      "--name",
      "Riverside USD",
      "--domain",
      "riverside.example",
    );
    expect(organisation.code).toBe(0);
    const organisationId = organisation.out.match(/with id (\S+)\./)?.[1];
    expect(organisationId).toBeDefined();

    const licence = await run("create", "--organisation", organisationId!, "--plan", "school", "--ends", "2099-06-30");
    expect(licence.code).toBe(0);
    expect(licence.out).toMatch(/Created school licence \S+: 50 seats until 2099-06-30T23:59:59.000Z\./);

    const list = await run("list");
    expect(list.out).toContain(`Riverside USD (${organisationId})  school  0/50 seats used  until 2099-06-30`);
  });

  test("refuses bad input in words, with the usage", async () => {
    const { code, err } = await run("create", "--organisation", "x", "--plan", "family", "--ends", "2099-01-01");
    expect(code).toBe(1);
    expect(err).toContain("--plan must be school or corporate.");
    expect(err).toContain("Usage: bun api/src/cli/licence.ts");
    expect((await run("create", "--organisation", "x", "--plan", "school", "--ends", "soon")).err).toContain(
      "--ends must be a date such as 2027-06-30.",
    );
  });
});
