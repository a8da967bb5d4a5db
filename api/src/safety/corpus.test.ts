import { describe, expect, test } from "bun:test";
import { join } from "node:path";
import { type LabelledMessage, readLabelledMessages as readMessages, SHARED_SAMPLE_PATH } from "./corpus/shared";
import { screenOffline } from "./offline";
import type { SafetySeverity } from "./types";

/**
 * The offline screen measured on labelled messages: the shared sample (`corpus/shared-sample.jsonl`,
 * a copy of `shared/safety/messages.jsonl`) and our own sets in `corpus/`. The confusion tables are
 * printed on every run.
 *
 * Our own sets were written beside the rules, and every miss on them was fixed, so they score 100%
 * and say nothing about unseen text: their test checks that every message is still judged as
 * labelled. The shared sample was written by others, and no rule was widened for a miss on it; it
 * is the nearest thing to unseen text in the repository, but small (47) and at hand when the rules
 * were written. On truly unseen text the screen does far worse: on OpenAI's moderation samples the
 * lexicon caught 19/51 self-harm texts as critical, 29/51 with the classifier, with 1.0% and 2.7%
 * critical false alarms (bench/README.md, "Safety classifier beside the lexicon"; ADR 0011's first
 * runs on each new set: 23/47, 16/27, 21/25). That data is outside the repository, so no test reads it.
 */

const SEVERITIES: SafetySeverity[] = ["critical", "standard", "none"];
const OWN_SETS = [
  "student-messages.jsonl",
  "second-set.jsonl",
  "third-set.jsonl",
  "fourth-set.jsonl",
  "everyday-set.jsonl",
];

interface Measurement {
  name: string;
  total: number;
  /** expected severity → predicted severity → count */
  confusion: Record<SafetySeverity, Record<SafetySeverity, number>>;
  /** category → [found at its severity or above, total, top category matched] */
  perCategory: Map<string, { found: number; total: number; exact: number }>;
  criticalMissed: string[];
  falseAlarms: string[];
  standardMissed: string[];
}

function measure(name: string, messages: LabelledMessage[]): Measurement {
  const confusion = Object.fromEntries(
    SEVERITIES.map((expected) => [expected, Object.fromEntries(SEVERITIES.map((predicted) => [predicted, 0]))]),
  ) as Measurement["confusion"];
  const perCategory: Measurement["perCategory"] = new Map();
  const result: Measurement = {
    name,
    total: messages.length,
    confusion,
    perCategory,
    criticalMissed: [],
    falseAlarms: [],
    standardMissed: [],
  };
  for (const message of messages) {
    const { findings } = screenOffline(message.text, "student");
    const critical = findings.filter((finding) => finding.severity === "critical");
    const predicted: SafetySeverity = critical.length > 0 ? "critical" : findings.length > 0 ? "standard" : "none";
    const top = [...(critical.length > 0 ? critical : findings)].sort((a, b) => b.score - a.score)[0];
    confusion[message.severity][predicted] += 1;
    if (message.severity === "critical" && predicted !== "critical") result.criticalMissed.push(message.text);
    if (message.severity === "standard" && predicted === "none") result.standardMissed.push(message.text);
    if (message.severity === "none" && predicted !== "none") result.falseAlarms.push(message.text);
    if (message.severity !== "none") {
      const row = perCategory.get(message.category) ?? { found: 0, total: 0, exact: 0 };
      row.total += 1;
      if (predicted === "critical" || (predicted === "standard" && message.severity === "standard")) row.found += 1;
      if (top?.category === message.category) row.exact += 1;
      perCategory.set(message.category, row);
    }
  }
  return result;
}

const criticalRecall = (m: Measurement) => m.confusion.critical.critical / total(m.confusion.critical);
const falseAlarmRate = (m: Measurement) =>
  (m.confusion.none.critical + m.confusion.none.standard) / total(m.confusion.none);
const total = (row: Record<SafetySeverity, number>) => row.critical + row.standard + row.none;
const percent = (value: number) => (Number.isNaN(value) ? "n/a" : `${(value * 100).toFixed(1)}%`);

function printMeasurement(m: Measurement): void {
  const lines = [
    `\n${m.name}: ${m.total} messages`,
    "expected \\ predicted   critical  standard      none",
    ...SEVERITIES.map(
      (expected) =>
        `${expected.padEnd(22)}${SEVERITIES.map((predicted) => String(m.confusion[expected][predicted]).padStart(10)).join("")}`,
    ),
    `critical recall ${percent(criticalRecall(m))}; false alarms on benign ${m.confusion.none.critical + m.confusion.none.standard}/${total(m.confusion.none)} (${percent(falseAlarmRate(m))})`,
    "category            flagged at its severity   top category right",
    ...[...m.perCategory.entries()].map(
      ([category, row]) =>
        `${category.padEnd(20)}${`${row.found}/${row.total}`.padStart(10)} ${percent(row.found / row.total).padStart(7)}${`${row.exact}/${row.total}`.padStart(16)}`,
    ),
  ];
  if (m.criticalMissed.length > 0) lines.push(`critical missed: ${m.criticalMissed.length}`);
  if (m.falseAlarms.length > 0) lines.push(`false alarms: ${m.falseAlarms.length}`);
  console.log(lines.join("\n"));
}

describe("offline screen on labelled messages", () => {
  // Measured 15/15 critical, 12/12 standard flagged, 0/20 false alarms (ADR 0011; bench/README.md); one
  // false alarm would be 5%, so the floor just under the measured figure is none.
  test("the shared sample, written by others: every critical message is critical, every standard one flagged, no false alarm", () => {
    const shared = measure("shared/safety/messages.jsonl", readMessages(SHARED_SAMPLE_PATH));
    printMeasurement(shared);
    expect(shared.total).toBeGreaterThan(0);
    expect(shared.criticalMissed).toEqual([]);
    expect(shared.standardMissed).toEqual([]);
    expect(shared.falseAlarms).toEqual([]);
  });

  test("our own sets, which the rules were fixed against: every message still judged as labelled", () => {
    const sets = OWN_SETS.map((file) => readMessages(join(import.meta.dir, "corpus", file)));
    for (const [index, messages] of sets.entries()) printMeasurement(measure(`corpus/${OWN_SETS[index]}`, messages));
    const all = measure("all of corpus/", sets.flat());
    printMeasurement(all);
    expect(all.total).toBeGreaterThanOrEqual(300);
    expect(all.criticalMissed).toEqual([]);
    expect(all.standardMissed).toEqual([]);
    expect(all.falseAlarms).toEqual([]);
  });

  test("our own sets keep their labels in the shared format", () => {
    const categories = new Map<string, SafetySeverity>([
      ...["suicide", "self_harm", "abuse", "violence_threat"].map((c) => [c, "critical"] as const),
      ...["sexual", "drugs", "harassment", "bullying", "pii", "injection"].map((c) => [c, "standard"] as const),
      ...["benign_dark", "off_topic", "hint_request", "answer_request", "unsure", "wellbeing"].map(
        (c) => [c, "none"] as const,
      ),
    ]);
    const texts = new Set<string>();
    for (const file of OWN_SETS) {
      for (const message of readMessages(join(import.meta.dir, "corpus", file))) {
        expect(categories.get(message.category)).toBe(message.severity);
        expect(["crisis", "redirect", "lesson"]).toContain(message.expect);
        expect(texts.has(message.text)).toBe(false);
        texts.add(message.text);
      }
    }
  });
});
