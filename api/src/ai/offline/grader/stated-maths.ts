import { constantValue, type Equation, type Expr, parseExpression } from "./maths";

/**
 * The maths an answer states, found among its words: numbers, points, sets, expressions and
 * chains of equalities ("x = 15 - 9 = 6"). Each statement keeps where it starts in the text, so
 * a negation ("x is not 7") can be checked, and which variable a chain is about ("x = …").
 */
export interface StatedMaths {
  kind: "value" | "point" | "expression" | "equation";
  start: number;
  value?: number;
  /** The number was written as a percentage ("50%"). */
  percent?: boolean;
  point?: [number, number];
  expression?: Expr;
  equation?: Equation;
  /** The chain's left-most member when it names what is being found: "x", "a", "f(4)". */
  target?: string;
  /** The last member of its chain: what the chain works out to. */
  final: boolean;
}

interface Piece {
  text: string;
  start: number;
}

const NUMBER = /^-?(?:\d+(?:\.\d+)?|\.\d+)%?$/;
const OPERATOR = /^[-+*/^=]$/;
const BRACKET = /^[(){}[\]]$/;
/** A piece of algebra written without spaces: "4x", "-2x", "x^2", "2y+6"; single letters only, so no word. */
const ALGEBRA_TERM = /^[-+*/^.\d]*(?:[a-z](?![a-z])[-+*/^.\d]*)+$/;

/** Reads the maths of a text whose signs are already spaced out ("x = 2 ( y + 3 )"). */
export function readStatedMaths(text: string): StatedMaths[] {
  const pieces = [...text.matchAll(/\S+/g)].map((match) => ({ text: match[0], start: match.index! }));
  const statements: StatedMaths[] = [];
  for (const span of mathSpans(pieces)) statements.push(...readSpan(span));
  return statements;
}

/** Runs of pieces that look like maths: numbers, signs, brackets, and letters used as variables. */
function mathSpans(pieces: Piece[]): Piece[][] {
  const spans: Piece[][] = [];
  let current: Piece[] = [];
  let depth = 0;
  const flush = () => {
    if (current.length > 0) spans.push(current);
    current = [];
    depth = 0;
  };
  for (const [index, piece] of pieces.entries()) {
    const comma = piece.text.length > 1 && piece.text.endsWith(",");
    const text = piece.text.replace(/,$/, "").replace(/[.;:!?]+$/, "") || piece.text;
    const endsSentence = (text !== piece.text && !comma && !/^-?\d*\.\d+$/.test(piece.text)) || (comma && depth === 0);
    const mathy =
      NUMBER.test(text) ||
      OPERATOR.test(text) ||
      BRACKET.test(text) ||
      (text === "," && depth > 0) ||
      isVariable(text, pieces[index - 1]?.text, pieces[index + 1]?.text) ||
      (ALGEBRA_TERM.test(text) && /\d/.test(text));
    if (!mathy) {
      flush();
      continue;
    }
    // Two numbers side by side ("2 4 and 6") are two statements, not a product.
    if (NUMBER.test(text) && current.length > 0 && NUMBER.test(current.at(-1)!.text) && depth === 0) flush();
    if (text === "(" || text === "{" || text === "[") depth++;
    if (text === ")" || text === "}" || text === "]") depth = Math.max(0, depth - 1);
    current.push({ text, start: piece.start });
    if (comma && depth > 0) current.push({ text: ",", start: piece.start + text.length });
    if (endsSentence) flush();
  }
  flush();
  return spans;
}

/** A single letter is a variable next to a sign or a number; "a" and "i" only next to a sign. */
function isVariable(text: string, before?: string, after?: string): boolean {
  if (!/^[a-z]$/.test(text)) return false;
  const sign = (piece?: string) => piece !== undefined && (OPERATOR.test(piece) || piece === "(" || piece === ")");
  if (text === "a" || text === "i") return sign(before) || sign(after);
  return sign(before) || sign(after) || (after !== undefined && NUMBER.test(after));
}

function readSpan(span: Piece[]): StatedMaths[] {
  const statements: StatedMaths[] = [];
  const text = span.map((piece) => piece.text).join(" ");
  const startAt = (offset: number) => {
    // Map an offset in the joined text back to the answer text.
    let position = 0;
    for (const piece of span) {
      if (offset < position + piece.text.length + 1) return piece.start;
      position += piece.text.length + 1;
    }
    return span.at(-1)!.start;
  };

  // Points "(4 , 0)" and sets "{ 2 , 4 , 6 }" first; what is left is read as chains.
  let rest = text;
  for (const match of text.matchAll(/\(\s*(-?[\d.]+)\s*,\s*(-?[\d.]+)\s*\)/g)) {
    statements.push({
      kind: "point",
      start: startAt(match.index!),
      point: [Number(match[1]), Number(match[2])],
      final: true,
    });
    rest = rest.replace(match[0], " ; ");
  }
  for (const match of text.matchAll(/\{([^}]*)\}/g)) {
    for (const element of match[1]!.split(",")) {
      const value = constantOf(element);
      if (value !== null) statements.push({ kind: "value", start: startAt(match.index!), value, final: true });
    }
    rest = rest.replace(match[0], " ; ");
  }

  let offset = 0;
  for (const part of rest.split(/[;,]/)) {
    const partStart = rest.indexOf(part, offset);
    offset = partStart + part.length;
    statements.push(...readChain(part, (at) => startAt(partStart + at)));
  }
  return statements;
}

function readChain(text: string, startAt: (offset: number) => number): StatedMaths[] {
  const statements: StatedMaths[] = [];
  const members: { expression: Expr; text: string; start: number }[] = [];
  let offset = 0;
  for (const raw of text.split("=")) {
    const at = text.indexOf(raw, offset);
    offset = at + raw.length;
    const trimmed = raw.trim().replace(/%$/, "");
    if (!trimmed) continue;
    const expression = parseExpression(trimmed);
    if (expression) members.push({ expression, text: raw.trim(), start: startAt(at + raw.indexOf(raw.trim())) });
  }
  if (members.length === 0) return statements;
  const first = members[0]!;
  const target =
    members.length > 1 && (first.expression.kind === "variable" || first.expression.kind === "call")
      ? first.text.replace(/\s+/g, "")
      : undefined;
  for (const [index, member] of members.entries()) {
    const value = constantValue(member.expression);
    const final = index === members.length - 1;
    if (value !== null) {
      statements.push({
        kind: "value",
        start: member.start,
        value,
        percent: /%$/.test(member.text),
        target,
        final,
      });
    } else statements.push({ kind: "expression", start: member.start, expression: member.expression, target, final });
  }
  if (members.length >= 2) {
    statements.push({
      kind: "equation",
      start: first.start,
      equation: { left: first.expression, right: members.at(-1)!.expression },
      target,
      final: true,
    });
  }
  return statements;
}

function constantOf(text: string): number | null {
  const expression = parseExpression(text.trim());
  return expression ? constantValue(expression) : null;
}
