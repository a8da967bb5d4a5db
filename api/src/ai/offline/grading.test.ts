import { describe, expect, test } from "bun:test";
import { containsTerm, keyTermCoverage, missingTerms, significantWords, tokenize } from "./grading";

describe("key-term grading", () => {
  test("tokenizes words and signed decimals", () => {
    expect(tokenize("So x = -3.5, right? It's the cell's nucleus.")).toEqual([
      "so",
      "x",
      "-3.5",
      "right",
      "it's",
      "the",
      "cell's",
      "nucleus",
    ]);
  });

  test("numbers match as numbers, not as digits inside other numbers", () => {
    expect(containsTerm("x = 4", "4")).toBe(true);
    expect(containsTerm("x = 14", "4")).toBe(false);
    expect(containsTerm("x = 4.0", "4")).toBe(true);
  });

  test("words match whole, with simple plurals, ignoring case", () => {
    expect(containsTerm("The MITOCHONDRIA make ATP", "mitochondria")).toBe(true);
    expect(containsTerm("ribosomes build proteins", "ribosome")).toBe(true);
    expect(containsTerm("a cell wall", "cell membrane")).toBe(false);
    expect(containsTerm("the cell membrane controls", "cell membrane")).toBe(true);
    expect(containsTerm("catalyst", "cat")).toBe(false);
    expect(containsTerm("It was James Watt's condenser", "watt")).toBe(true);
  });

  test("coverage is the share of key terms found", () => {
    expect(keyTermCoverage("subtract 5 then divide by 3", ["subtract", "divide"])).toBe(1);
    expect(keyTermCoverage("subtract 5", ["subtract", "divide"])).toBe(0.5);
    expect(keyTermCoverage("no idea", ["subtract", "divide"])).toBe(0);
    expect(missingTerms("subtract 5", ["subtract", "divide"])).toEqual(["divide"]);
  });

  test("significant words skip short and common words", () => {
    expect(significantWords("The process by which plants make their food from sunlight", 3)).toEqual([
      "sunlight",
      "process",
      "plants",
    ]);
  });
});
