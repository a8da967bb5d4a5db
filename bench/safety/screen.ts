import { readFileSync } from "node:fs";
import { join } from "node:path";
import { detectLanguage } from "../../api/src/safety/language";
import { screenOffline } from "../../api/src/safety/offline";
import { maskPersonalData } from "../../api/src/safety/pii";

/**
 * How long the offline safety screen takes: on every labelled student message of the corpus, and
 * on a tutor reply screened again at every streamed word (what the chat does while a reply
 * streams). Prints medians and p99 in microseconds; asserts nothing.
 */

const corpusDir = join(import.meta.dir, "../../api/src/safety/corpus");
const messages = [
  "student-messages.jsonl",
  "second-set.jsonl",
  "third-set.jsonl",
  "fourth-set.jsonl",
  "everyday-set.jsonl",
].flatMap((file) =>
  readFileSync(join(corpusDir, file), "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => (JSON.parse(line) as { text: string }).text),
);

/** The Spanish set (lexicon-es.ts), and messages in languages the screen cannot read. */
const spanish = readFileSync(join(corpusDir, "spanish-set.jsonl"), "utf8")
  .split("\n")
  .filter(Boolean)
  .map((line) => (JSON.parse(line) as { text: string }).text);
const unreadable = [
  "je ne comprends pas cette question, tu peux m'aider",
  "eu nao sei a resposta dessa pergunta",
  "ich verstehe die aufgabe nicht, kannst du mir helfen",
  "tôi không hiểu câu hỏi này, bạn giúp tôi được không",
  "لا أفهم هذا السؤال، هل يمكنك مساعدتي",
  "我不明白这个问题，你能帮我吗",
];

const REPLY = `Good thinking! Let's look at why the soldiers died at the Somme. In 1916 the British army attacked
German trenches after a week of shelling that was meant to destroy the barbed wire. It did not: the wire held,
the machine guns survived in deep dugouts, and on the first day alone nearly 20,000 British soldiers were killed.
Historians still argue about whether the generals could have known. Chemotherapy works in a similar "attrition"
way on cancer cells: it kills dividing cells faster than healthy ones. What do you think made the plan fail?
Try to name one reason, then we can check it together.`;

function time(work: () => void, rounds: number): number[] {
  const samples: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    const start = Bun.nanoseconds();
    work();
    samples.push((Bun.nanoseconds() - start) / 1000);
  }
  return samples.sort((a, b) => a - b);
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))]!;
const report = (label: string, sorted: number[]) =>
  console.log(
    `${label.padEnd(52)} median ${quantile(sorted, 0.5).toFixed(1).padStart(8)} µs   p99 ${quantile(sorted, 0.99).toFixed(1).padStart(8)} µs`,
  );

// Warm up the compiled patterns and the JIT.
for (const text of messages) screenOffline(text, "student");

let index = 0;
report(
  `student message (${messages.length} corpus messages, 5 rounds)`,
  time(() => screenOffline(messages[index++ % messages.length]!, "student"), messages.length * 5),
);
index = 0;
report(
  `Spanish student message (${spanish.length} messages, 20 rounds)`,
  time(() => screenOffline(spanish[index++ % spanish.length]!, "student"), spanish.length * 20),
);
const everyMessage = [...messages, ...spanish, ...unreadable];
index = 0;
report(
  `language detection alone (${everyMessage.length} messages, 10 rounds)`,
  time(() => detectLanguage(everyMessage[index++ % everyMessage.length]!), everyMessage.length * 10),
);
index = 0;
report(
  "screen + language detection, English, Spanish and other",
  time(() => {
    const text = everyMessage[index++ % everyMessage.length]!;
    detectLanguage(text);
    screenOffline(text, "student");
  }, everyMessage.length * 5),
);
index = 0;
report(
  "masking personal data of one message",
  time(() => maskPersonalData(messages[index++ % messages.length]!), 3000),
);

const words = REPLY.split(/(?<=\s)/);
const prefixes = words.map((_, count) => words.slice(0, count + 1).join(""));
index = 0;
report(
  `one streamed chunk (reply prefix, up to ${REPLY.length} chars)`,
  time(() => screenOffline(prefixes[index++ % prefixes.length]!, "reply"), prefixes.length * 20),
);
const wholeReply = time(() => {
  for (const prefix of prefixes) screenOffline(prefix, "reply");
}, 20);
report(`a whole reply screened at each of its ${prefixes.length} words`, wholeReply);
