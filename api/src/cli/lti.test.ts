import { afterAll, describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type CliRun, runCli } from "../../test/cli-process";

/** The LTI CLI our staff use, run as a process on its own database. */

const dataDir = mkdtempSync(join(tmpdir(), "bloom-lti-cli-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function run(script: string, ...args: string[]): Promise<CliRun> {
  return runCli(script, args, { DATA_DIR: dataDir, PUBLIC_URL: "https://bloom.example" });
}

describe("bun api/src/cli/lti.ts", () => {
  test("registers a platform by hand for a district, lists a deployment, and shows what to paste into the LMS", async () => {
    const district = await run("licence.ts", "add-organisation", "--kind", "district", "--name", "Riverside USD");
    const districtId = district.out.match(/with id (\S+)\./)![1]!;

    const registered = await run(
      "lti.ts",
      "register",
      "--district",
      districtId,
      "--name",
      "Schoology",
      "--issuer",
      "https://schoology.schoology.com",
      "--client-id",
      "1234",
      "--auth-login-url",
      "https://lti.example/authorize",
      "--auth-token-url",
      "https://lti.example/token",
      "--jwks-url",
      "https://lti.example/jwks",
      "--listed-only",
    );
    expect(registered.code).toBe(0);
    const registrationId = registered.out.match(/as (\S+)\./)![1]!;
    expect(registered.out).toContain("Login (OIDC initiation) URL: https://bloom.example/lti/login");

    expect(
      (
        await run(
          "lti.ts",
          "add-deployment",
          "--district",
          districtId,
          "--registration",
          registrationId,
          "--deployment",
          "42:abc",
        )
      ).code,
    ).toBe(0);
    const list = await run("lti.ts", "list", "--district", districtId);
    expect(list.out).toContain(`${registrationId}  Schoology  https://schoology.schoology.com  client 1234  (listed)`);
    expect(list.out).toContain("deployment 42:abc  listed");

    const invite = await run("lti.ts", "invite", "--district", districtId);
    expect(invite.out).toMatch(/^https:\/\/bloom\.example\/lti\/register\?invite=\S+/);
  });

  test("rotates the signing key", async () => {
    const rotated = await run("lti.ts", "rotate-keys");
    expect(rotated.code).toBe(0);
    expect(rotated.out).toMatch(/New signing key \S+\. Servers pick it up within a minute\./);
  });

  test("refuses bad input in words, with the usage", async () => {
    const { code, err } = await run("lti.ts", "register", "--district", "d", "--name", "X", "--issuer", "ftp://nope");
    expect(code).toBe(1);
    expect(err).toContain("--issuer must be an http or https address.");
    expect(err).toContain("Usage: bun api/src/cli/lti.ts");
  });
});
