import { describe, expect, test } from "bun:test";
import { averageMasteryPercent, flashcardsCompleted, formatDuration, totalSessions, totalTimeSeconds, truncateLabel } from "./summary";

const subject = (mastery: number, time: number) => ({ subject_id: "s", name: "S", mastery, time_spent_seconds: time, completed_flashcards: 0, total_flashcards: 0, topic_count: 0 });

describe("summary cards (spec §2)", () => {
  test("average mastery is the mean of the subjects, in percent", () => {
    expect(averageMasteryPercent([subject(0.5, 0), subject(0.8, 0), subject(0.2, 0)])).toBe(50);
    expect(averageMasteryPercent([])).toBe(0);
  });

  test("total time is the sum of the subjects, in hours and minutes", () => {
    expect(totalTimeSeconds([subject(0, 600), subject(0, 3300)])).toBe(3900);
    expect(formatDuration(3900)).toBe("1h 05m");
    expect(formatDuration(720)).toBe("12m");
    expect(formatDuration(0)).toBe("0m");
    expect(formatDuration(7200)).toBe("2h 00m");
  });

  test("flashcards completed is answered / total; sessions are counted", () => {
    expect(flashcardsCompleted({ cardsAnswered: 12, totalCards: 30 })).toBe("12 / 30");
    expect(flashcardsCompleted(null)).toBe("0 / 0");
    expect(totalSessions([])).toBe(0);
  });

  test("chip labels are cut at 15 characters plus '...'", () => {
    expect(truncateLabel("Inverse operations")).toBe("Inverse operati...");
    expect(truncateLabel("Exactly fifteen")).toBe("Exactly fifteen");
    expect(truncateLabel("Short")).toBe("Short");
  });
});
