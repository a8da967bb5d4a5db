import { createSafetyScreen, type SafetyCategory, type ScreenVerdict } from "../safety";
import { answerJsonLines, BadLine, loadEvaluationConfig, stringField } from "./json-lines";

/**
 * `bun run eval:safety < texts.jsonl`: screens each `{"id", "text"}` line as the chat screens a
 * student's message with SAFETY_ENGINE=offline (the screen built from the configuration, as the
 * server builds it; the text trimmed, as the chat trims it) and writes
 * `{"id", "severity", "category", "score"}` for it. No network, nothing stored.
 */

type Severity = "none" | "concern" | "standard" | "critical";

/** What one screened text is written as. */
interface ScreenOutcome {
  severity: Severity;
  category: SafetyCategory | null;
  score: number;
}

/** The parts of a verdict the output reads; `concern` is named so a tier the screen gains is written as it comes. */
type ReadVerdict = Pick<ScreenVerdict, "category" | "findings"> & {
  severity: ScreenVerdict["severity"] | "concern";
  scores?: Record<string, number>;
};

/**
 * The verdict as a line of output. `severity` and `category` pass through unchanged. `score` is the
 * screen's confidence, 0–1: for a flagged text, the score of the finding that decided it; for a text
 * with no finding, the highest score the screen computed for any category (0 when it exposes none),
 * so every text can be ranked (precision–recall curves, AUPRC), not only the flagged ones.
 */
export function screenOutcome(verdict: ReadVerdict): ScreenOutcome {
  const deciding =
    verdict.severity === "none"
      ? undefined
      : (verdict.findings.find(
          (finding) => finding.severity === verdict.severity && finding.category === verdict.category,
        ) ?? verdict.findings[0]);
  const score = deciding ? deciding.score : Math.max(0, ...Object.values(verdict.scores ?? {}));
  return {
    severity: verdict.severity,
    category: verdict.severity === "none" ? null : verdict.category,
    score: Math.min(1, Math.max(0, score)),
  };
}

async function main(): Promise<void> {
  const config = loadEvaluationConfig("eval:safety", { SAFETY_ENGINE: "offline" });
  const screen = createSafetyScreen(config.safety);
  await answerJsonLines(async (line) => {
    const text = stringField(line, "text").trim();
    if (!text) throw new BadLine('"text" is empty; the chat refuses an empty message, so there is nothing to screen.');
    return screenOutcome(await screen.screenStudentMessage(text).verdict);
  });
}

if (import.meta.main) await main();
