import { describe, expect, test } from "bun:test";
import { join } from "node:path";
import { readLabelledMessages } from "./corpus/shared";
import { screenOffline } from "./offline";
import type { SafetyCategory, SafetySeverity } from "./types";

function verdictOf(text: string): { severity: SafetySeverity; category: SafetyCategory | null; score: number } {
  const { findings } = screenOffline(text, "student");
  const critical = findings.filter((finding) => finding.severity === "critical");
  const top = [...(critical.length > 0 ? critical : findings)].sort((a, b) => b.score - a.score)[0];
  return { severity: top?.severity ?? "none", category: top?.category ?? null, score: top?.score ?? 0 };
}

describe("the offline screen's Spanish layer", () => {
  test.each([
    ["quiero morirme", "suicide"],
    ["no aguanto más, me voy a quitar la vida", "suicide"],
    ["me hago cortes en las piernas", "self_harm"],
    ["mi mamá me quema con cigarros cuando se enoja", "abuse"],
    ["QUIERO MORIRME", "suicide"],
    ["kiero matarme la neta", "suicide"],
    ["voy a llevar la pistola de mi papá a la escuela", "violence_threat"],
  ])("%p is critical (%p)", (text, category) => {
    expect(verdictOf(text)).toMatchObject({ severity: "critical", category });
  });

  test.each([
    ["la Segunda Guerra Mundial mató a millones"],
    ["¿cómo mata la quimioterapia las células cancerosas?"],
    ["este examen me está matando"],
    ["Romeo se quita la vida en el último acto"],
    ["me muero de risa jajaja"],
    ["mi mamá me va a matar si saco otro 5"],
    ["me corté el dedo cocinando"],
    ["no sé"],
  ])("%p is an ordinary message", (text) => {
    expect(verdictOf(text).severity).toBe("none");
  });

  test("denying suicide keeps the finding at a lower score, as in English; denying harm to others drops it", () => {
    const denied = verdictOf("no quiero morirme");
    expect(denied).toMatchObject({ severity: "critical", category: "suicide" });
    expect(denied.score).toBeLessThan(verdictOf("quiero morirme").score);
    expect(verdictOf("nunca voy a matar a nadie").severity).toBe("none");
  });

  test("a threat for telling is abuse, not an idiom", () => {
    expect(verdictOf("si digo algo me va a matar")).toMatchObject({ severity: "critical", category: "abuse" });
  });

  test.each([
    ["mándame fotos desnuda", "sexual"],
    ["donde consigo mota", "drugs"],
    ["eres un idiota inútil", "harassment"],
    ["me hacen bullying todos los días", "bullying"],
  ])("%p is flagged (%p)", (text, category) => {
    expect(verdictOf(text)).toMatchObject({ severity: "standard", category });
  });
});

/**
 * Recall and false alarms on `corpus/spanish-set.jsonl` (173 messages written as students type,
 * without accents, with typos). The set was written beside the rules and every miss on it was fixed
 * by widening a family of phrasings, so these figures are an upper bound, not a measure of how the
 * layer does on messages nobody here wrote: its first 133 messages were written before the rules,
 * the last 40 after them, and on those 40 the first run caught 6 of 20 critical messages and 3 of 4
 * standard ones, with no false alarm on 16 (bench/README.md). Expect misses on new phrasings.
 */
describe("the Spanish layer on our own Spanish set (an upper bound)", () => {
  // Measured 68/68, 18/18, 0/87 in-sample: a regression check, not a measure of unseen Spanish.
  test("every critical message critical, every standard message flagged, no false alarm", () => {
    const messages = readLabelledMessages(join(import.meta.dir, "corpus", "spanish-set.jsonl"));
    const critical = messages.filter((message) => message.severity === "critical");
    const standard = messages.filter((message) => message.severity === "standard");
    const ordinary = messages.filter((message) => message.severity === "none");
    const caught = critical.filter((message) => verdictOf(message.text).severity === "critical");
    const flagged = standard.filter((message) => verdictOf(message.text).severity !== "none");
    const falseAlarms = ordinary.filter((message) => verdictOf(message.text).severity !== "none");
    console.log(
      `corpus/spanish-set.jsonl: critical ${caught.length}/${critical.length}, standard ${flagged.length}/${standard.length} flagged, false alarms ${falseAlarms.length}/${ordinary.length}`,
    );
    expect(critical.length + standard.length).toBeGreaterThanOrEqual(40);
    expect(ordinary.length).toBeGreaterThanOrEqual(60);
    expect(caught.length).toBe(critical.length);
    expect(flagged.length).toBe(standard.length);
    expect(falseAlarms.map((message) => message.text)).toEqual([]);
  });
});
