import { describe, expect, test } from "bun:test";
import { nestsDeeperThan, normaliseJson, normaliseText } from "./text-normalisation";

describe("normaliseText", () => {
  test("removes control characters but keeps tabs and line breaks", () => {
    expect(normaliseText("\u0000\u0000")).toBe("");
    expect(normaliseText("a\u0007b\u001b[31mc\u007f\u0085")).toBe("ab[31mc");
    expect(normaliseText("line one\nline two\r\n\tindented")).toBe("line one\nline two\r\n\tindented");
  });

  test("composes to NFC, and replaces lone surrogates", () => {
    expect(normaliseText("e\u0301")).toBe("\u00e9");
    expect(normaliseText("x\ud800y")).toBe("x\ufffdy");
    expect(normaliseText("Ω ✓ 数学 🌱")).toBe("Ω ✓ 数学 🌱");
  });
});

describe("normaliseJson", () => {
  test("normalises every string, in arrays and objects, keys too; leaves other values", () => {
    expect(
      normaliseJson({ name: "\u0000Ma\u0000ya", tags: ["e\u0301", 1, true, null], n: { "k\u0000": "v" } }),
    ).toEqual({
      name: "Maya",
      tags: ["\u00e9", 1, true, null],
      n: { k: "v" },
    });
  });

  test("a __proto__ key stays a plain key and changes no prototype", () => {
    const value = normaliseJson(JSON.parse('{"__proto__": {"polluted": true}}')) as Record<string, unknown>;
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.keys(value)).toEqual(["__proto__"]);
  });
});

describe("nestsDeeperThan", () => {
  test("counts arrays and objects, not brackets inside strings", () => {
    expect(nestsDeeperThan('{"a":[{"b":[1]}]}', 4)).toBe(false);
    expect(nestsDeeperThan('{"a":[{"b":[1]}]}', 3)).toBe(true);
    expect(nestsDeeperThan(`{"text":"${"[".repeat(1000)}"}`, 2)).toBe(false);
    expect(nestsDeeperThan(`{"text":"a\\"[[[[[[["}`, 1)).toBe(false);
    expect(nestsDeeperThan("[".repeat(100_000) + "]".repeat(100_000), 32)).toBe(true);
  });
});
