import { describe, expect, test } from "bun:test";
import { join } from "node:path";
import { type LabelledMessage, readLabelledMessages as readMessages, SHARED_SAMPLE_PATH } from "./corpus/shared";
import { screenOffline } from "./offline";
import type { SafetySeverity } from "./types";

/**
 * The offline screen measured on labelled messages: the shared sample (`shared/safety/messages.jsonl`
 * beside the repository) and our own sets in `corpus/`. The confusion tables are printed on every run.
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
  test("the shared sample: every critical message is critical, every standard one flagged, few false alarms", () => {
    const shared = measure("shared/safety/messages.jsonl", readMessages(SHARED_SAMPLE_PATH));
    printMeasurement(shared);
    expect(shared.total).toBeGreaterThan(0);
    expect(shared.criticalMissed).toEqual([]);
    expect(shared.standardMissed).toEqual([]);
    expect(falseAlarmRate(shared)).toBeLessThanOrEqual(0.03);
  });

  test("our own sets: critical recall at least 95%, false alarms at most 3% of benign messages", () => {
    const sets = OWN_SETS.map((file) => readMessages(join(import.meta.dir, "corpus", file)));
    for (const [index, messages] of sets.entries()) printMeasurement(measure(`corpus/${OWN_SETS[index]}`, messages));
    const all = measure("all of corpus/", sets.flat());
    printMeasurement(all);
    expect(all.total).toBeGreaterThanOrEqual(300);
    expect(criticalRecall(all)).toBeGreaterThanOrEqual(0.95);
    expect(falseAlarmRate(all)).toBeLessThanOrEqual(0.03);
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
