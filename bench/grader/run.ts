import { gradeAnswer, loadLanguageModel } from "../../api/src/ai/offline/grader";
import { CURATED_SUBJECTS } from "../../api/src/curriculum";

/**
 * The offline grader's speed: loading the English model once, then grading every hand-labelled
 * answer (api/src/ai/offline/grader/labelled-answers.jsonl) several rounds over, one at a time.
 *
 *   bun run bench:grader [--rounds N]
 */

const rounds = Number(process.argv[process.argv.indexOf("--rounds") + 1]) || 5;

const started = performance.now();
loadLanguageModel();
const loadMs = performance.now() - started;

const rows: { subject: string; concept: string; question: number; answer: string }[] = (
  await Bun.file(new URL("../../api/src/ai/offline/grader/labelled-answers.jsonl", import.meta.url)).text()
)
  .trim()
  .split("\n")
  .map((line) => JSON.parse(line));

const cases = rows.map((row) => {
  const question = CURATED_SUBJECTS.find((subject) => subject.name === row.subject)!
    .topics.flatMap((topic) => topic.sections)
    .flatMap((section) => section.concepts)
    .find((concept) => concept.label === row.concept)!.questions[row.question]!;
  return {
    question: question.prompt,
    expectedAnswer: question.answer,
    userAnswer: row.answer,
    rubric: question.rubric,
  };
});

const times: number[] = [];
for (let round = 0; round < rounds; round++) {
  for (const input of cases) {
    const before = performance.now();
    gradeAnswer(input);
    times.push(performance.now() - before);
  }
}
times.sort((a, b) => a - b);
const at = (share: number) => times[Math.min(times.length - 1, Math.floor(share * times.length))]!.toFixed(2);
console.log(`model load: ${loadMs.toFixed(0)} ms`);
console.log(
  `${times.length} grades (${cases.length} answers × ${rounds} rounds): median ${at(0.5)} ms, p99 ${at(0.99)} ms, max ${at(1)} ms`,
);
