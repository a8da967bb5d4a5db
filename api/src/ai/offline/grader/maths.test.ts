import { describe, expect, test } from "bun:test";
import {
  constantValue,
  equivalentEquations,
  equivalentExpressions,
  evaluate,
  parseEquation,
  parseExpression,
} from "./maths";
import { mathsFromWords, numberFromWords } from "./number-words";
import { readStatedMaths } from "./stated-maths";

const expression = (text: string) => {
  const parsed = parseExpression(text);
  if (!parsed) throw new Error(`not an expression: ${text}`);
  return parsed;
};
const equation = (text: string) => {
  const parsed = parseEquation(text);
  if (!parsed) throw new Error(`not an equation: ${text}`);
  return parsed;
};

describe("reading expressions", () => {
  test("precedence, implicit multiplication, powers and unicode signs", () => {
    expect(constantValue(expression("3(4) - 2"))).toBe(10);
    expect(constantValue(expression("2 + 3 * 4"))).toBe(14);
    expect(constantValue(expression("(-3)^2 - 5"))).toBe(4);
    expect(constantValue(expression("-3^2 - 5"))).toBe(-14);
    expect(constantValue(expression("27 / (-3)"))).toBe(-9);
    expect(constantValue(expression("−8 ÷ 4"))).toBe(-2);
    expect(constantValue(expression("2 × 3²"))).toBe(18);
    expect(evaluate(expression("2x + 6"), { x: 1.5 })).toBe(9);
    expect(evaluate(expression("(x-3)(x+3)"), { x: 4 })).toBe(7);
  });

  test("words, two bare numbers, division by zero and function names are not numbers", () => {
    expect(parseExpression("subtraction")).toBeNull();
    expect(parseExpression("2 4")).toBeNull();
    expect(parseExpression("(x + 1")).toBeNull();
    expect(constantValue(expression("5 / 0"))).toBeNull();
    expect(constantValue(expression("f(4)"))).toBeNull();
  });
});

describe("equivalence", () => {
  test("expressions equal for every value are equivalent; others are not", () => {
    expect(equivalentExpressions(expression("2(y + 3)"), expression("2y + 6"))).toBe(true);
    expect(equivalentExpressions(expression("x^2 - 9"), expression("(x-3)(x+3)"))).toBe(true);
    expect(equivalentExpressions(expression("(x+3)(x-3)"), expression("x² - 9"))).toBe(true);
    expect(equivalentExpressions(expression("2(y + 3)"), expression("2y + 3"))).toBe(false);
    expect(equivalentExpressions(expression("x^2 + 9"), expression("(x-3)(x+3)"))).toBe(false);
  });

  test("equations with the same solutions are equivalent, in any arrangement", () => {
    expect(equivalentEquations(equation("y = -2x + 5"), equation("y = 5 - 2x"))).toBe(true);
    expect(equivalentEquations(equation("y = -2x + 5"), equation("2x + y = 5"))).toBe(true);
    expect(equivalentEquations(equation("x = y^2"), equation("y^2 = x"))).toBe(true);
    expect(equivalentEquations(equation("y = -2x + 5"), equation("y = 5x - 2"))).toBe(false);
    expect(equivalentEquations(equation("x = y^2"), equation("y = x^2"))).toBe(false);
  });
});

describe("numbers in words", () => {
  test("number words become digits", () => {
    expect(numberFromWords("thirty-one")).toBe(31);
    expect(numberFromWords("one hundred and five")).toBe(105);
    expect(mathsFromWords("x equals seven")).toBe("x = 7");
    expect(mathsFromWords("negative nine")).toBe("-9");
    expect(mathsFromWords("minus 9")).toBe("-9");
    expect(mathsFromWords("4 times 7 is 28")).toBe("4 * 7 is 28");
  });

  test('"one" is a number only on its own, not as a pronoun', () => {
    expect(mathsFromWords("the input one")).toBe("the input 1");
    expect(mathsFromWords("the last one, x = y^2")).toBe("the last one, x = y^2");
    expect(mathsFromWords("no one knows")).toBe("no one knows");
  });
});

describe("the maths an answer states", () => {
  test("chains of equalities keep their target, their steps and their result", () => {
    const stated = readStatedMaths("x = 15 - 9 = 6");
    expect(stated.filter((statement) => statement.kind === "value").map((statement) => statement.value)).toEqual([
      6, 6,
    ]);
    expect(stated.every((statement) => statement.target === "x")).toBe(true);
    expect(stated.find((statement) => statement.kind === "value" && statement.final)?.value).toBe(6);
  });

  test("points and sets are read whole, so their numbers are not loose values", () => {
    const point = readStatedMaths("the x - intercept is ( 4 , 0 )");
    expect(point.map((statement) => statement.kind)).toEqual(["point"]);
    expect(point[0]!.point).toEqual([4, 0]);
    const set = readStatedMaths("{ 2 , 4 , 6 }");
    expect(set.map((statement) => statement.value)).toEqual([2, 4, 6]);
  });

  test("articles and words are not variables", () => {
    expect(readStatedMaths("a group of cells")).toEqual([]);
    expect(readStatedMaths("a = 7").find((statement) => statement.kind === "value")?.target).toBe("a");
  });
});
