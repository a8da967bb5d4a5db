import { readFileSync } from "node:fs";
import { join } from "node:path";
import { screenWithClassifier } from "../../api/src/safety/classifier/layer";
import { classifierHeads, classify } from "../../api/src/safety/classifier/model";
import { SHARED_SAMPLE_PATH } from "../../api/src/safety/corpus/shared";
import { screenOffline } from "../../api/src/safety/offline";

/**
 * The safety classifier measured beside the lexicon (ADR 0038): critical recall on suicide and
 * self-harm, critical false alarms on ordinary text, texts raised for review (the concern tier),
 * and AUPRC, for the lexicon alone and for the lexicon with the classifier, on
 *  - the product's own sets (shared/safety/messages.jsonl and api/src/safety/corpus), never trained on;
 *  - OpenAI's moderation-api-release samples, if given (measurement only, never trained on);
 *  - the held-out test split that train.py writes (--heldout).
 * Then the time per message and the memory the model adds. Asserts nothing.
 *
 *   bun bench/safety/classifier.ts [--openai samples-1680.jsonl] [--heldout heldout.jsonl]
 */

interface Item {
  text: string;
  /** "suicide" (suicide or self-harm), "harassment" (harassment or bullying), "other" (any other unsafe category) or "none". */
  label: "suicide" | "harassment" | "other" | "none";
}

const argument = (name: string) => {
  const at = process.argv.indexOf(name);
  return at === -1 ? undefined : process.argv[at + 1];
};
const lines = (path: string) =>
  readFileSync(path, "utf8")
    .split("\n")
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line));

function productLabel(category: string, severity: string): Item["label"] {
  if (severity === "none") return "none";
  if (category === "suicide" || category === "self_harm") return "suicide";
  if (category === "harassment" || category === "bullying") return "harassment";
  return "other";
}

// Memory first, before anything else has loaded the model.
Bun.gc(true);
const before = process.memoryUsage();
const heads = classifierHeads();
Bun.gc(true);
const after = process.memoryUsage();
console.log(
  `model: ${heads.length} heads; memory added on load: heap ${((after.heapUsed - before.heapUsed) / 1e6).toFixed(1)} MB, rss ${((after.rss - before.rss) / 1e6).toFixed(1)} MB`,
);

const corpusDir = join(import.meta.dir, "../../api/src/safety/corpus");
const sets: [string, Item[]][] = [];
sets.push([
  "shared/safety/messages.jsonl",
  lines(SHARED_SAMPLE_PATH).map((m) => ({ text: m.text, label: productLabel(m.category, m.severity) })),
]);
const corpus = ["student-messages", "second-set", "third-set", "fourth-set", "everyday-set"].flatMap((name) =>
  lines(join(corpusDir, `${name}.jsonl`)).map((m) => ({
    text: m.text as string,
    label: productLabel(m.category, m.severity),
  })),
);
sets.push(["api/src/safety/corpus (5 English sets)", corpus]);
const firstSets = ["second-set", "third-set", "fourth-set", "everyday-set"].flatMap((name) =>
  lines(join(corpusDir, `${name}.jsonl`)).map((m) => ({
    text: m.text as string,
    label: productLabel(m.category, m.severity),
  })),
);
sets.push(["corpus sets written after the first rules (2nd–4th, everyday)", firstSets]);

const openai = argument("--openai");
if (openai) {
  sets.push([
    "OpenAI moderation-api-release (1,680)",
    lines(openai).map((m) => {
      const flagged = (key: string) => m[key] === 1;
      const label: Item["label"] = flagged("SH")
        ? "suicide"
        : flagged("H") || flagged("HR") || flagged("H2")
          ? "harassment"
          : ["S", "S3", "V", "V2"].some(flagged)
            ? "other"
            : "none";
      return { text: m.prompt as string, label };
    }),
  ]);
}
const heldout = argument("--heldout");
if (heldout) {
  const items = lines(heldout).map((m) => ({
    text: m.text as string,
    label: (m.category ?? "none") as Item["label"],
    source: m.source as string,
  }));
  sets.push(["held-out test split of the training sources", items]);
  sets.push(["held-out: reddit sources only", items.filter((m) => /reddit|suicide_watch/.test(m.source))]);
}

/** Average precision: the mean of the precision at each positive, ranked by score (ties broken by order). */
function auprc(scores: number[], positives: boolean[]): number {
  const order = scores.map((_, i) => i).sort((a, b) => scores[b]! - scores[a]!);
  let found = 0;
  let sum = 0;
  order.forEach((index, rank) => {
    if (positives[index]) {
      found += 1;
      sum += found / (rank + 1);
    }
  });
  return found ? sum / found : Number.NaN;
}

const pct = (n: number, d: number) => (d ? `${n}/${d} (${((100 * n) / d).toFixed(1)}%)` : "—");
const fmt = (x: number) => (Number.isNaN(x) ? "—" : x.toFixed(3));

for (const [name, items] of sets) {
  const lexicon = items.map((item) => screenOffline(item.text, "student"));
  const layer = items.map((item) => screenWithClassifier(item.text));
  const suicidal = items.map((item) => item.label === "suicide");
  const ordinary = items.map((item) => item.label === "none");
  const lexCritical = lexicon.map((r) => r.findings.some((f) => f.severity === "critical"));
  const bothCritical = lexCritical.map((c, i) => c || layer[i]!.findings.some((f) => f.severity === "critical"));
  const bothReview = bothCritical.map((c, i) => c || layer[i]!.findings.some((x) => x.category === "suicide"));
  const count = (flags: boolean[], mask: boolean[]) => flags.filter((f, i) => f && mask[i]).length;
  const nSuicide = suicidal.filter(Boolean).length;
  const nOrdinary = ordinary.filter(Boolean).length;
  const lexFlagged = lexicon.map((r) => r.findings.length > 0);
  const bothFlagged = lexFlagged.map((f, i) => f || layer[i]!.findings.length > 0);
  const lexScore = (r: (typeof lexicon)[number], keys?: string[]) =>
    Math.max(
      0,
      ...Object.entries(r.scores)
        .filter(([k]) => !keys || keys.some((key) => k === `offline:${key}`))
        .map(([, v]) => v),
    );
  const unsafe = items.map((item) => item.label !== "none");
  const overallLex = lexicon.map((r) => lexScore(r));
  const overallBoth = overallLex.map((s, i) => Math.max(s, ...Object.values(layer[i]!.scores)));
  const suicideLex = lexicon.map((r) => lexScore(r, ["suicide", "self_harm"]));
  const suicideBoth = suicideLex.map((s, i) => Math.max(s, layer[i]!.scores["classifier:suicide"] ?? 0));
  const harassment = items.map((item) => item.label === "harassment");
  const harassLex = lexicon.map((r) => lexScore(r, ["harassment", "bullying"]));
  const harassBoth = harassLex.map((s, i) => Math.max(s, layer[i]!.scores["classifier:harassment"] ?? 0));
  console.log(
    `\n${name}: ${items.length} texts (${nSuicide} suicide/self-harm, ${harassment.filter(Boolean).length} harassment/bullying, ${nOrdinary} ordinary)`,
  );
  console.log(
    `  critical recall, suicide/self-harm   lexicon ${pct(count(lexCritical, suicidal), nSuicide)}   + classifier ${pct(count(bothCritical, suicidal), nSuicide)}   + concern ${pct(count(bothReview, suicidal), nSuicide)}`,
  );
  console.log(
    `  critical false alarms, ordinary      lexicon ${pct(count(lexCritical, ordinary), nOrdinary)}   + classifier ${pct(count(bothCritical, ordinary), nOrdinary)}`,
  );
  console.log(
    `  any flag or concern, ordinary        lexicon ${pct(count(lexFlagged, ordinary), nOrdinary)}   + classifier ${pct(count(bothFlagged, ordinary), nOrdinary)}`,
  );
  console.log(
    `  AUPRC suicide/self-harm              lexicon ${fmt(auprc(suicideLex, suicidal))}   + classifier ${fmt(auprc(suicideBoth, suicidal))}`,
  );
  console.log(
    `  AUPRC harassment/bullying            lexicon ${fmt(auprc(harassLex, harassment))}   + classifier ${fmt(auprc(harassBoth, harassment))}`,
  );
  console.log(
    `  AUPRC any unsafe category            lexicon ${fmt(auprc(overallLex, unsafe))}   + classifier ${fmt(auprc(overallBoth, unsafe))}`,
  );
}

// Time.
const texts = corpus.map((item) => item.text);
const time = (work: (text: string) => void) => {
  for (const text of texts) work(text);
  const samples: number[] = [];
  for (let round = 0; round < 5; round += 1) {
    for (const text of texts) {
      const start = Bun.nanoseconds();
      work(text);
      samples.push((Bun.nanoseconds() - start) / 1000);
    }
  }
  samples.sort((a, b) => a - b);
  return `median ${samples[Math.floor(samples.length / 2)]!.toFixed(1)} µs   p99 ${samples[Math.floor(samples.length * 0.99)]!.toFixed(1)} µs`;
};
console.log(`classifier alone, per student message (${texts.length} corpus messages × 5): ${time((t) => classify(t))}`);
console.log(`lexicon alone, per student message:                  ${time((t) => screenOffline(t, "student"))}`);
console.log(
  `lexicon + classifier, per student message:           ${time((t) => {
    screenOffline(t, "student");
    screenWithClassifier(t);
  })}`,
);
