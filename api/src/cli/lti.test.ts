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

/** A district made by the licence CLI, and a platform registered for it by hand; `flags` are added to `register`. */
async function registerPlatform(
  districtName: string,
  platform: { name: string; issuer: string; clientId: string; login: string; token: string; jwks: string },
  ...flags: string[]
): Promise<{ districtId: string; registrationId: string; registered: CliRun }> {
  const district = await run("licence.ts", "add-organisation", "--kind", "district", "--name", districtName);
  const districtId = district.out.match(/with id (\S+)\./)![1]!;
  const registered = await run(
    "lti.ts",
    "register",
    "--district",
    districtId,
    "--name",
    platform.name,
    "--issuer",
    platform.issuer,
    "--client-id",
    platform.clientId,
    "--auth-login-url",
    platform.login,
    "--auth-token-url",
    platform.token,
    "--jwks-url",
    platform.jwks,
    ...flags,
  );
  return { districtId, registrationId: registered.out.match(/as (\S+)\./)?.[1] ?? "", registered };
}

describe("bun api/src/cli/lti.ts", () => {
  test("registers a platform by hand for a district, lists a deployment, and shows what to paste into the LMS", async () => {
    const { districtId, registrationId, registered } = await registerPlatform(
      "Riverside USD",
      {
        name: "Schoology",
        issuer: "https://schoology.schoology.com",
        clientId: "1234",
        login: "https://lti.example/authorize",
        token: "https://lti.example/token",
        jwks: "https://lti.example/jwks",
      },
      "--listed-only",
    );
    expect(registered.code).toBe(0);
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

  test("lists, adds and removes the hosts a platform frames Bloom from; a known issuer implies its family (ADR 0044)", async () => {
    const { districtId, registrationId, registered } = await registerPlatform("Hillside USD", {
      name: "Canvas",
      issuer: "https://canvas.instructure.com",
      clientId: "10000000000042",
      login: "https://sso.canvaslms.com/api/lti/authorize_redirect",
      token: "https://sso.canvaslms.com/login/oauth2/token",
      jwks: "https://sso.canvaslms.com/api/lti/security/jwks",
    });
    expect(registered.code).toBe(0);
    const hosts = (...args: string[]) =>
      run("lti.ts", ...args, "--district", districtId, "--registration", registrationId);

    const listed = await hosts("frame-origins");
    expect(listed.out).toContain("Product family: canvas  https://*.instructure.com");
    expect(listed.out).toContain("No other hosts yet.");
    const added = await hosts("add-frame-origin", "--origin", "https://canvas.hillside.example");
    expect(added.code).toBe(0);
    expect(added.out).toMatch(/ {4}https:\/\/canvas\.hillside\.example {2}admin {2}since \S+/);
    const wildcard = await hosts("add-frame-origin", "--origin", "https://*.hillside.example");
    expect(wildcard.code).toBe(1);
    expect(wildcard.err).toContain("a wildcard (*) is not accepted");
    const removed = await hosts("remove-frame-origin", "--origin", "https://canvas.hillside.example");
    expect(removed.out).toContain("No other hosts yet.");
    const renamed = await hosts("set-family", "--family", "schoology");
    expect(renamed.out).toContain("Product family: schoology  https://*.schoology.com");
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
