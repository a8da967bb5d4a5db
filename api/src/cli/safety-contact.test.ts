import { afterAll, describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type CliRun, runCli } from "../../test/cli-process";

/** Setting a district up from the CLI asks for its safety contact, and warns while it has none. */

const dataDir = mkdtempSync(join(tmpdir(), "bloom-safety-cli-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function run(script: string, ...args: string[]): Promise<CliRun> {
  return runCli(script, args, { DATA_DIR: dataDir, PUBLIC_URL: "https://bloom.example" });
}

const WARNING = "Warning: This district has no safety contact yet.";

async function addDistrict(name: string, ...extra: string[]) {
  const created = await run("licence.ts", "add-organisation", "--kind", "district", "--name", name, ...extra);
  expect(created.code).toBe(0);
  return { ...created, districtId: created.out.match(/with id (\S+)\./)![1]! };
}

describe("a district's safety contact on the command line", () => {
  test("a district made without one is warned about, until an invite names one", async () => {
    const district = await addDistrict("Riverside USD");
    expect(district.err).toContain(WARNING);
    expect(district.err).toContain(`add-safety-contact --district ${district.districtId}`);

    const bare = await run("lti.ts", "invite", "--district", district.districtId);
    expect(bare.code).toBe(0);
    expect(bare.err).toContain(WARNING);

    const named = await run(
      "lti.ts",
      "invite",
      "--district",
      district.districtId,
      "--safety-contact",
      "Dana Lee <dana@riverside.test>",
    );
    expect(named.code).toBe(0);
    expect(named.out).toMatch(/^https:\/\/bloom\.example\/lti\/register\?invite=\S+/);
    expect(named.err).not.toContain("Warning");

    const registered = await run(
      "lti.ts",
      "register",
      "--district",
      district.districtId,
      "--name",
      "Schoology",
      "--issuer",
      "https://schoology.riverside.test",
      "--client-id",
      "1234",
      "--auth-login-url",
      "https://lti.example/authorize",
      "--auth-token-url",
      "https://lti.example/token",
      "--jwks-url",
      "https://lti.example/jwks",
    );
    expect(registered.code).toBe(0);
    expect(registered.err).not.toContain("Warning");
  });

  test("a district made with one, or given one afterwards, is not warned about", async () => {
    const district = await addDistrict("Lakeside USD", "--safety-contact", "Sam Ortiz <sam@lakeside.test>");
    expect(district.out).toContain("Safety contact: Sam Ortiz <sam@lakeside.test>.");
    expect(district.err).not.toContain("Warning");

    const later = await addDistrict("Hillside USD");
    const added = await run(
      "licence.ts",
      "add-safety-contact",
      "--district",
      later.districtId,
      "--safety-contact",
      "safeguarding@hillside.test",
    );
    expect(added.code).toBe(0);
    expect(added.out).toContain("Safety contact added: safeguarding@hillside.test.");
    expect((await run("lti.ts", "invite", "--district", later.districtId)).err).not.toContain("Warning");
  });

  test("refuses a contact without an address, and one for a district that does not exist", async () => {
    const bad = await run(
      "licence.ts",
      "add-organisation",
      "--kind",
      "district",
      "--name",
      "X",
      "--safety-contact",
      "Dana",
    );
    expect(bad.code).toBe(1);
    expect(bad.err).toContain('--safety-contact "Name <email>" needs a name and an email address');
    const missing = await run("lti.ts", "invite", "--district", "nope", "--safety-contact", "Dana <dana@x.test>");
    expect(missing.code).toBe(1);
    expect(missing.err).toContain("That district was not found.");
  });
});
