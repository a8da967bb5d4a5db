import { describe, expect, setSystemTime, test } from "bun:test";
import { TokenService } from "./tokens";

/** Verified tokens are remembered by their text; expiry and tampering are still refused. */
describe("TokenService.verify", () => {
  const secret = "a-test-secret-that-is-long-enough-0123456789";

  test("a token verified once verifies again with the same claims", async () => {
    const tokens = new TokenService(secret, 3600);
    const { token, claims } = await tokens.issue("user-1");
    expect(await tokens.verify(token)).toEqual(claims);
    expect(await tokens.verify(token)).toEqual(claims);
  });

  test("a tampered copy of a remembered token is refused", async () => {
    const tokens = new TokenService(secret, 3600);
    const { token } = await tokens.issue("user-1");
    await tokens.verify(token);
    const tampered = `${token.slice(0, -2)}${token.endsWith("AA") ? "BB" : "AA"}`;
    await expect(tokens.verify(tampered)).rejects.toMatchObject({ code: "UNAUTHENTICATED" });
  });

  test("a remembered token is refused once it has expired, and says so", async () => {
    const tokens = new TokenService(secret, 60);
    const { token } = await tokens.issue("user-1");
    await tokens.verify(token);
    // The clock moves past the expiry instead of the test waiting for it.
    setSystemTime(new Date(Date.now() + 61_000));
    try {
      await expect(tokens.verify(token)).rejects.toMatchObject({
        code: "UNAUTHENTICATED",
        message: "Your sign-in has expired. Please sign in again.",
      });
    } finally {
      setSystemTime();
    }
  });

  test("a token signed with another secret is refused", async () => {
    const { token } = await new TokenService(`${secret}-other`, 3600).issue("user-1");
    await expect(new TokenService(secret, 3600).verify(token)).rejects.toMatchObject({ code: "UNAUTHENTICATED" });
  });
});
