import { describe, expect, test } from "bun:test";
import { gradeAnswer } from ".";
import { formulaRubric } from "./formulas";
import { mathsFromWords, numberFromWords } from "./number-words";

describe("numbers, years and maths said in words", () => {
  test("years said in pairs are years", () => {
    expect(numberFromWords("nineteen forty-five")).toBe(1945);
    expect(numberFromWords("nineteen oh five")).toBe(1905);
    expect(numberFromWords("twenty twenty")).toBe(2020);
    expect(numberFromWords("eighteen hundred")).toBe(1800);
    expect(numberFromWords("two thousand and five")).toBe(2005);
    expect(numberFromWords("forty-five")).toBe(45);
  });

  test("fractions said in words become fractions, and an ordinal before a word does not", () => {
    expect(mathsFromWords("three quarters")).toBe("3/4");
    expect(mathsFromWords("two thirds of the class")).toBe("2/3 of the class");
    expect(mathsFromWords("a half")).toBe("1/2");
    expect(mathsFromWords("a third option")).toBe("a third option");
  });

  test("operators said after a variable or a power are operators", () => {
    expect(mathsFromWords("x squared minus 9")).toBe("x^2 - 9");
    expect(mathsFromWords("x cubed plus two")).toBe("x^3 + 2");
    expect(mathsFromWords("x to the power of 3 times y")).toBe("x^3 * y");
    expect(mathsFromWords("minus 9")).toBe("-9");
  });

  test("a card's answer said in words earns what the symbols earn", () => {
    const grade = (question: string, expectedAnswer: string, userAnswer: string) =>
      gradeAnswer({ question, expectedAnswer, userAnswer }).score;
    expect(grade("When did the Second World War end?", "1945", "nineteen forty-five")).toBe(1);
    expect(grade("When did the Second World War end?", "1945", "nineteen forty-six")).toBe(0);
    expect(grade("Factor x^2 - 9.", "(x - 3)(x + 3)", "x squared minus 9")).toBe(1);
    expect(grade("Write 3/4 as a decimal.", "0.75", "three quarters")).toBe(1);
    expect(grade("Write 3/4 as a decimal.", "0.75", "two thirds")).toBe(0);
  });
});

describe("chemical formulas", () => {
  const grade = (expectedAnswer: string, userAnswer: string) =>
    gradeAnswer({ question: "What is its chemical formula?", expectedAnswer, userAnswer }).score;

  test("a formula is said as itself or as its atoms counted in words", () => {
    expect(grade("H2O", "H2O")).toBe(1);
    expect(grade("H2O", "H₂O")).toBe(1);
    expect(grade("H2O", "two hydrogen atoms and one oxygen atom")).toBe(1);
    expect(grade("CO2", "one carbon atom and two oxygen atoms")).toBe(1);
  });

  test("the wrong count of an atom misses it", () => {
    expect(grade("H2O", "three hydrogen atoms and one oxygen atom")).toBe(0.5);
    expect(grade("CO2", "CO")).toBe(0);
  });

  test("words and unknown symbols are not formulas", () => {
    expect(formulaRubric("Paris")).toBeNull();
    expect(formulaRubric("He")).toBeNull();
    expect(formulaRubric("Xy2")).toBeNull();
  });
});
