import { describe, expect, test } from "bun:test";
import { createLocalJWKSet, jwtVerify } from "jose";
import { MemoryLtiStore } from "../test/memory-store";
import { ToolKeys } from "./keys";

describe("the tool's keys", () => {
  test("the first start makes one signing key, and a second start keeps it", async () => {
    const store = new MemoryLtiStore();
    await new ToolKeys(store).ensureKey();
    await new ToolKeys(store).ensureKey();
    expect(store.keys.map((key) => key.status)).toEqual(["active"]);
    const { keys } = await new ToolKeys(store).jwks();
    expect(keys).toHaveLength(1);
    expect(keys[0]).not.toHaveProperty("d");
    expect(keys[0]).toMatchObject({ kty: "RSA", alg: "RS256", use: "sig", kid: store.keys[0]!.kid });
  });

  test("after a rotation the new key signs, and a token signed just before still verifies against the published set", async () => {
    const store = new MemoryLtiStore();
    const keys = new ToolKeys(store);
    await keys.ensureKey();
    const before = await keys.sign({ iss: "bloom" });
    const rotated = await keys.rotate();
    const after = await keys.sign({ iss: "bloom" });

    const published = createLocalJWKSet(await keys.jwks());
    expect((await jwtVerify(before, published)).protectedHeader.kid).not.toBe(rotated.kid);
    expect((await jwtVerify(after, published)).protectedHeader.kid).toBe(rotated.kid);
    expect(store.keys.filter((key) => key.status === "active").map((key) => key.kid)).toEqual([rotated.kid]);
  });
});
