/**
 * A small algebra reader for students' answers: parses an expression such as "2(y + 3)",
 * "-2x+5", "x² - 9" or "(x-3)(x+3)" (implicit multiplication, powers, unicode signs), evaluates
 * it, and decides whether two expressions or two equations mean the same by evaluating both at
 * several points. It reads only what a school algebra answer needs: + - * / ^, parentheses,
 * single-letter variables and f(x)-style function names, which are kept but never evaluated.
 */

export type Expr =
  | { kind: "number"; value: number }
  | { kind: "variable"; name: string }
  | { kind: "negate"; operand: Expr }
  | { kind: "binary"; op: "+" | "-" | "*" | "/" | "^"; left: Expr; right: Expr }
  | { kind: "call"; name: string; argument: Expr };

type Token = { type: "number"; value: number } | { type: "name"; value: string } | { type: "symbol"; value: string };

/** Letters written before parentheses that name a function (f(4) is "f of 4", not f times 4). */
const FUNCTION_NAMES = new Set(["f", "g", "h"]);

/** Puts a text's maths symbols into plain ASCII: − × ÷ · ² ³ and friends. */
export function asciiMaths(text: string): string {
  return text
    .replace(/\s*(?:≠|!=|=\/=)\s*/g, " is not ")
    .replace(/[−–—]/g, "-")
    .replace(/[×·∙]/g, "*")
    .replace(/÷/g, "/")
    .replace(/²/g, "^2")
    .replace(/³/g, "^3")
    .replace(/\*\*/g, "^");
}

function tokenizeMaths(text: string): Token[] | null {
  const tokens: Token[] = [];
  const source = asciiMaths(text).toLowerCase();
  let index = 0;
  while (index < source.length) {
    const rest = source.slice(index);
    const space = /^\s+/.exec(rest);
    if (space) {
      index += space[0].length;
      continue;
    }
    const number = /^(\d+(?:\.\d+)?|\.\d+)/.exec(rest);
    if (number) {
      tokens.push({ type: "number", value: Number(number[0]) });
      index += number[0].length;
      continue;
    }
    // A run of letters is a word, not a product of variables: "subtraction" is no expression.
    if (/^[a-z]{2}/.test(rest)) return null;
    if (/^[a-z]/.test(rest)) {
      tokens.push({ type: "name", value: rest[0]! });
      index += 1;
      continue;
    }
    if (/^[-+*/^()[\]]/.test(rest)) {
      const symbol = rest[0]!;
      tokens.push({ type: "symbol", value: symbol === "[" ? "(" : symbol === "]" ? ")" : symbol });
      index += 1;
      continue;
    }
    return null;
  }
  return tokens;
}

/** Parses an expression; null when the text is not one (or not only one). */
export function parseExpression(text: string): Expr | null {
  const read = tokenizeMaths(text);
  if (!read || read.length === 0) return null;
  const tokens: Token[] = read;
  let position = 0;
  const peek = () => tokens[position];
  const isSymbol = (value: string) => {
    const token = peek();
    return token?.type === "symbol" && token.value === value;
  };

  // Grammar, loosest first: sum := term (("+"|"-") term)*; term := unary (("*"|"/"|implicit) unary)*;
  // unary := "-" unary | "+" unary | power; power := atom ("^" unary)?
  function sum(): Expr | null {
    let left = term();
    while (left && (isSymbol("+") || isSymbol("-"))) {
      const op = (tokens[position++] as { value: "+" | "-" }).value;
      const right = term();
      if (!right) return null;
      left = { kind: "binary", op, left, right };
    }
    return left;
  }
  function term(): Expr | null {
    let left = unary();
    while (left) {
      if (isSymbol("*") || isSymbol("/")) {
        const op = (tokens[position++] as { value: "*" | "/" }).value;
        const right = unary();
        if (!right) return null;
        left = { kind: "binary", op, left, right };
        continue;
      }
      // Implicit multiplication: 2x, 2(x + 1), (x - 3)(x + 3), xy.
      const next = peek();
      // Implicit multiplication (2x, 2(x + 1), (x - 3)(x + 3), xy) never joins two bare numbers: "2 4" is no product.
      const joinsNumber = next?.type === "number" && left.kind === "number";
      if (
        next &&
        !joinsNumber &&
        (next.type === "number" || next.type === "name" || (next.type === "symbol" && next.value === "("))
      ) {
        const right = power();
        if (!right) return null;
        left = { kind: "binary", op: "*", left, right };
        continue;
      }
      break;
    }
    return left;
  }
  function unary(): Expr | null {
    if (isSymbol("-")) {
      position++;
      const operand = unary();
      return operand ? { kind: "negate", operand } : null;
    }
    if (isSymbol("+")) {
      position++;
      return unary();
    }
    return power();
  }
  function power(): Expr | null {
    const base = atom();
    if (base && isSymbol("^")) {
      position++;
      const exponent = unary();
      return exponent ? { kind: "binary", op: "^", left: base, right: exponent } : null;
    }
    return base;
  }
  function atom(): Expr | null {
    const token = peek();
    if (!token) return null;
    if (token.type === "number") {
      position++;
      return { kind: "number", value: token.value };
    }
    if (token.type === "name") {
      position++;
      const next = peek();
      if (FUNCTION_NAMES.has(token.value) && next?.type === "symbol" && next.value === "(") {
        position++;
        const argument = sum();
        if (!argument || !isSymbol(")")) return null;
        position++;
        return { kind: "call", name: token.value, argument };
      }
      return { kind: "variable", name: token.value };
    }
    if (token.type === "symbol" && token.value === "(") {
      position++;
      const inner = sum();
      if (!inner || !isSymbol(")")) return null;
      position++;
      return inner;
    }
    return null;
  }

  const expression = sum();
  return expression && position === tokens.length ? expression : null;
}

/** The value of an expression with the given variables; NaN when it cannot be worked out. */
export function evaluate(expression: Expr, scope: Record<string, number> = {}): number {
  switch (expression.kind) {
    case "number":
      return expression.value;
    case "variable":
      return scope[expression.name] ?? Number.NaN;
    case "negate":
      return -evaluate(expression.operand, scope);
    case "call":
      return Number.NaN;
    case "binary": {
      const left = evaluate(expression.left, scope);
      const right = evaluate(expression.right, scope);
      switch (expression.op) {
        case "+":
          return left + right;
        case "-":
          return left - right;
        case "*":
          return left * right;
        case "/":
          return right === 0 ? Number.NaN : left / right;
        case "^":
          return left ** right;
      }
    }
  }
}

/** The variables an expression uses, in alphabetical order. */
function variablesOf(expression: Expr): string[] {
  const names = new Set<string>();
  const visit = (node: Expr) => {
    if (node.kind === "variable") names.add(node.name);
    else if (node.kind === "negate") visit(node.operand);
    else if (node.kind === "binary") {
      visit(node.left);
      visit(node.right);
    } else if (node.kind === "call") visit(node.argument);
  };
  visit(expression);
  return [...names].sort();
}

function containsCall(expression: Expr): boolean {
  if (expression.kind === "call") return true;
  if (expression.kind === "negate") return containsCall(expression.operand);
  if (expression.kind === "binary") return containsCall(expression.left) || containsCall(expression.right);
  return false;
}

/** Whether an expression has no variables and works out to a finite number. */
export function constantValue(expression: Expr): number | null {
  if (variablesOf(expression).length > 0 || containsCall(expression)) return null;
  const value = evaluate(expression);
  return Number.isFinite(value) ? value : null;
}

export function sameNumber(a: number, b: number): boolean {
  return Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));
}

/** Points to test identities at: fixed, non-integer and spread out, so that chance agreement is negligible. */
const SAMPLE_VALUES = [1.37, -2.21, 0.53, 3.9, -0.77, 5.13];

function samples(names: string[]): Record<string, number>[] {
  return SAMPLE_VALUES.map((_, round) =>
    Object.fromEntries(
      names.map((name, offset) => [name, SAMPLE_VALUES[(round + offset * 2) % SAMPLE_VALUES.length]!]),
    ),
  );
}

/** Whether two expressions are equal for every value of their variables: 2(y + 3) ≡ 2y + 6. */
export function equivalentExpressions(a: Expr, b: Expr): boolean {
  if (containsCall(a) || containsCall(b)) return false;
  const names = [...new Set([...variablesOf(a), ...variablesOf(b)])].sort();
  return samples(names).every((scope) => {
    const left = evaluate(a, scope);
    const right = evaluate(b, scope);
    return Number.isFinite(left) && Number.isFinite(right) && sameNumber(left, right);
  });
}

export interface Equation {
  left: Expr;
  right: Expr;
}

/** Parses "lhs = rhs"; null unless both sides are expressions. */
export function parseEquation(text: string): Equation | null {
  const sides = text.split("=");
  if (sides.length !== 2) return null;
  const left = parseExpression(sides[0]!);
  const right = parseExpression(sides[1]!);
  return left && right ? { left, right } : null;
}

/**
 * Whether two equations have the same solutions because one is a non-zero multiple of the
 * other once everything is on one side: "y = -2x + 5" ≡ "2x + y = 5" ≡ "y = 5 - 2x".
 */
export function equivalentEquations(a: Equation, b: Equation): boolean {
  if ([a.left, a.right, b.left, b.right].some(containsCall)) return false;
  const names = [
    ...new Set([...variablesOf(a.left), ...variablesOf(a.right), ...variablesOf(b.left), ...variablesOf(b.right)]),
  ].sort();
  if (names.length === 0) return false;
  let ratio: number | null = null;
  let nonZero = 0;
  for (const scope of samples(names)) {
    const first = evaluate(a.left, scope) - evaluate(a.right, scope);
    const second = evaluate(b.left, scope) - evaluate(b.right, scope);
    if (!Number.isFinite(first) || !Number.isFinite(second)) return false;
    if (sameNumber(first, 0) || sameNumber(second, 0)) {
      if (!(sameNumber(first, 0) && sameNumber(second, 0))) return false;
      continue;
    }
    nonZero++;
    const current = second / first;
    if (ratio === null) ratio = current;
    else if (!sameNumber(ratio, current)) return false;
  }
  return nonZero > 0;
}
