/**
 * Turns the public grading data into JSON lines `{"id", "question", "reference", "answer", "label"}`
 * (what `bun run eval:grader` reads, plus the human label), one file per split:
 *
 *   bun api/src/ai/offline/grader/train/public-data.ts <semeval-dir> <mohler-dir> <out-dir>
 *
 * - SemEval-2013 Task 7 (Beetle, SciEntsBank), the 2-way files of `semeval-3way.zip` in
 *   github.com/myrosia/semeval-2013-task7 (CC BY-SA 3.0): label 1 for "correct", 0 otherwise. A
 *   card has one reference answer, so the question's first reference (Beetle: its first "BEST"
 *   one) is the card's.
 * - Mohler et al. 2011 (UNT short answer grading v2.0, `data/raw` and `data/scores/<q>/ave`):
 *   label the average human grade, 0–5. Questions commented out in `docs/files` are left out, as
 *   in the authors' own work.
 *
 * Only `train-*` files may be used for fitting; the test splits and Mohler are for figures only.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

export interface LabelledAnswer {
  id: string;
  question: string;
  reference: string;
  answer: string;
  /** SemEval: 1 correct, 0 not; Mohler: the average grade, 0–5. */
  label: number;
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };
const decode = (text: string) =>
  text
    .replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => ENTITIES[name]!)
    .replace(/\s+/g, " ")
    .trim();

/** One SemEval question file: its question, the card's reference and the labelled answers. */
export function readSemevalQuestion(xml: string): LabelledAnswer[] {
  const question = decode(/<questionText>([\s\S]*?)<\/questionText>/.exec(xml)?.[1] ?? "");
  const references = [...xml.matchAll(/<referenceAnswer\b([^>]*)>([\s\S]*?)<\/referenceAnswer>/g)];
  const best = references.find((match) => /category="BEST"/.test(match[1]!)) ?? references[0];
  const reference = decode(best?.[2] ?? "");
  return [...xml.matchAll(/<studentAnswer\b([^>]*)>([\s\S]*?)<\/studentAnswer>/g)].map((match) => ({
    id: /\bid="([^"]+)"/.exec(match[1]!)![1]!,
    question,
    reference,
    answer: decode(match[2]!),
    label: /accuracy="correct"/.test(match[1]!) ? 1 : 0,
  }));
}

function readSemevalFolder(folder: string): LabelledAnswer[] {
  return readdirSync(folder)
    .filter((name) => name.endsWith(".xml"))
    .sort()
    .flatMap((name) => readSemevalQuestion(readFileSync(join(folder, name), "utf8")));
}

const stripTags = (text: string) => decode(text.replace(/<[^>]+>/g, " "));

function readMohler(root: string): LabelledAnswer[] {
  const keyed = (file: string) => {
    const map = new Map<string, string>();
    for (const line of readFileSync(join(root, "raw", file), "latin1").split(/\r?\n/)) {
      const match = /^(\d+\.\d+)\s+(.*)$/.exec(line);
      if (match) map.set(match[1]!, stripTags(match[2]!));
    }
    return map;
  };
  const questions = keyed("questions");
  const references = keyed("answers");
  const ids = readFileSync(join(root, "docs", "files"), "utf8")
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("#"));
  return ids.flatMap((id) => {
    const answers = readFileSync(join(root, "raw", id), "latin1")
      .split(/\r?\n/)
      .filter(Boolean);
    const grades = readFileSync(join(root, "scores", id, "ave"), "utf8")
      .split(/\r?\n/)
      .filter(Boolean);
    return answers.map((line, index) => ({
      id: `${id}.${index}`,
      question: questions.get(id) ?? "",
      reference: references.get(id) ?? "",
      answer: stripTags(line.replace(/^\d+\.\d+\s+/, "")),
      label: Number(grades[index]),
    }));
  });
}

if (import.meta.main) {
  const [semeval, mohler, out] = process.argv.slice(2);
  if (!semeval || !mohler || !out) {
    console.error("usage: public-data.ts <semeval-dir> <mohler-dir> <out-dir>");
    process.exit(2);
  }
  mkdirSync(out, { recursive: true });
  const splits: Record<string, LabelledAnswer[]> = {
    "train-beetle": readSemevalFolder(join(semeval, "training/2way/beetle")),
    "train-scientsbank": readSemevalFolder(join(semeval, "training/2way/sciEntsBank")),
    "test-beetle-ua": readSemevalFolder(join(semeval, "test/2way/beetle/test-unseen-answers")),
    "test-beetle-uq": readSemevalFolder(join(semeval, "test/2way/beetle/test-unseen-questions")),
    "test-scientsbank-ua": readSemevalFolder(join(semeval, "test/2way/sciEntsBank/test-unseen-answers")),
    "test-scientsbank-uq": readSemevalFolder(join(semeval, "test/2way/sciEntsBank/test-unseen-questions")),
    "test-scientsbank-ud": readSemevalFolder(join(semeval, "test/2way/sciEntsBank/test-unseen-domains")),
    "test-mohler": readMohler(mohler),
  };
  for (const [name, rows] of Object.entries(splits)) {
    writeFileSync(join(out, `${name}.jsonl`), `${rows.map((row) => JSON.stringify(row)).join("\n")}\n`);
    console.error(`${name}: ${rows.length} answers`);
  }
}
