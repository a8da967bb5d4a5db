import { isPass } from "@bloom/domain";
import { OfflineProvider } from "../ai/offline/provider";
import { gradeCardAnswer } from "../modules/practice/public";
import { answerJsonLines, BadLine, loadEvaluationConfig, stringField } from "./json-lines";

/**
 * `bun run eval:grader < answers.jsonl`: grades each `{"id", "question", "reference", "answer"}`
 * line as `POST /api/practice/flashcards/evaluate` grades an answer to a student's own card with
 * that question and reference answer, without a model (the offline provider), and writes
 * `{"id", "score", "pass"}`: the route's grade (its `mastery`) and whether it reaches the pass mark.
 * An optional `"subject"` is the card's subject, where a curated question's rubric is looked up.
 */

async function main(): Promise<void> {
  loadEvaluationConfig("eval:grader", { AI_PROVIDER: "offline" });
  // What createAiProvider builds when no model is configured; the grade does not depend on its pace.
  const ai = new OfflineProvider();
  await answerJsonLines(async (line) => {
    const card = {
      id: String(line.id),
      // Trimmed and required, as a card is stored when it is created (createFlashcard).
      question: stringField(line, "question").trim(),
      answer: stringField(line, "reference").trim(),
      // Without a subject no curated rubric applies, as on a card in a subject the product does not teach.
      subject: line.subject === undefined ? "" : stringField(line, "subject").trim(),
    };
    if (!card.question || !card.answer) {
      throw new BadLine('"question" and "reference" must not be empty: a card needs both.');
    }
    const grade = await gradeCardAnswer(ai, card, stringField(line, "answer"));
    return { score: grade.mastery, pass: isPass(grade.mastery) };
  });
}

await main();
