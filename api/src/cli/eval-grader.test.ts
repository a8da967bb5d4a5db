import { afterAll, describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { readJsonLines, runCli, writeLinesFile } from "../../test/cli-process";
import { startTestApi } from "../../test/harness";

/** `bun run eval:grader`: the evaluate route's grade for each line, run as an operator runs it. */

const folder = mkdtempSync(join(tmpdir(), "bloom-eval-grader-"));
const api = await startTestApi();
afterAll(async () => {
  await api.close();
  rmSync(folder, { recursive: true, force: true });
});

const PHOTOSYNTHESIS = {
  question: "What is photosynthesis?",
  reference: "The process by which plants use sunlight, water and carbon dioxide to make glucose and oxygen.",
};
const PROKARYOTES = {
  question: "Which two groups of living things are made of prokaryotic cells?",
  reference: "Bacteria and archaea are made of prokaryotic cells.",
};

interface GraderLine {
  id: string | number;
  question: string;
  reference: string;
  answer: string;
  subject?: string;
}

const GOOD_LINES: GraderLine[] = [
  { id: "same", ...PHOTOSYNTHESIS, answer: PHOTOSYNTHESIS.reference },
  { id: "wrong", ...PHOTOSYNTHESIS, answer: "A kind of rock found near volcanoes." },
  { id: "part", ...PHOTOSYNTHESIS, answer: "plants make food from sunlight" },
  { id: 7, ...PROKARYOTES, answer: "bacteria and archaea", subject: "Cell Biology" },
  { id: "card", question: "Front: 2x = 6\nBack: x = 3", reference: "x = 3", answer: "x equals 3" },
];

const inputFile = (name: string, lines: string[]) => writeLinesFile(folder, name, lines);

function run(file: string) {
  return runCli("eval-grader.ts", [], { DATA_DIR: folder, LOG_LEVEL: "debug" }, file);
}

/** The route's grade for a student's own card with that question and reference answer. */
async function routeGrade(line: GraderLine) {
  const { token } = await api.createUser({ subscriptionStatus: "active" });
  const card = await api.call("/api/practice/flashcards", {
    method: "POST",
    token,
    json: { subject: line.subject ?? "Science", topic: "Evaluation", question: line.question, answer: line.reference },
  });
  expect(card.status).toBe(201);
  const evaluated = await api.call("/api/practice/flashcards/evaluate", {
    method: "POST",
    token,
    json: { userAnswer: line.answer, card: { id: card.body.id } },
  });
  expect(evaluated.status).toBe(200);
  return evaluated.body.mastery as number;
}

describe("eval:grader", () => {
  test("writes the route's score and pass for each line, in order, and nothing else", async () => {
    const result = await run(
      inputFile(
        "good.jsonl",
        GOOD_LINES.map((line) => JSON.stringify(line)),
      ),
    );
    expect(result.err).toBe("");
    expect(result.code).toBe(0);
    const written = readJsonLines(result.out);
    expect(written.map((line) => line.id)).toEqual(GOOD_LINES.map((line) => line.id));
    for (const line of written) expect(Object.keys(line)).toEqual(["id", "score", "pass"]);
    expect(written[0]).toMatchObject({ id: "same", pass: true });
    expect(written[0].score).toBeGreaterThanOrEqual(0.7);
    expect(written[1]).toMatchObject({ id: "wrong", pass: false });
    expect(written[1].score).toBeLessThan(0.7);
    for (const [index, line] of GOOD_LINES.entries()) {
      const mastery = await routeGrade(line);
      expect({ id: line.id, score: written[index].score, pass: written[index].pass }).toEqual({
        id: line.id,
        score: mastery,
        pass: mastery >= 0.7,
      });
    }
  });

  test("a bad line is named on standard error and skipped; the others are answered and the exit code is 1", async () => {
    const file = inputFile("mixed.jsonl", [
      JSON.stringify(GOOD_LINES[0]),
      '{"id": "cut", "question": "What',
      "",
      JSON.stringify({ id: "blank", ...PHOTOSYNTHESIS, answer: "   " }),
      JSON.stringify({ id: "number", ...PHOTOSYNTHESIS, answer: 42 }),
      JSON.stringify({ id: "no-card", question: " ", reference: "x", answer: "x" }),
      JSON.stringify(GOOD_LINES[1]),
    ]);
    const result = await run(file);
    expect(result.code).toBe(1);
    expect(readJsonLines(result.out).map((line) => line.id)).toEqual(["same", "wrong"]);
    expect(result.err).toContain("Line 2: not valid JSON");
    expect(result.err).toContain('Line 4 (id "blank"): Please write an answer before submitting.');
    expect(result.err).toContain('Line 5 (id "number"): "answer" must be a string.');
    expect(result.err).toContain('Line 6 (id "no-card"): "question" and "reference" must not be empty');
    expect(result.err).toContain("4 of 6 lines could not be answered");
  });
});
