import { describe, expect, test } from "bun:test";
import type { SessionDuration, StudentMastery } from "@bloom/api/models";
import {
  averageMasteryPercent,
  flashcardsCompleted,
  RECENT_SESSIONS,
  recentSessions,
  totalSessions,
  totalTimeSeconds,
} from "./summary";

const subject = (mastery: number, seconds: number): StudentMastery["subjects"][number] => ({
  subject_id: `s-${mastery}-${seconds}`,
  name: "Subject",
  mastery,
  time_spent_seconds: seconds,
  completed_flashcards: 0,
  total_flashcards: 0,
  topic_count: 0,
});

const session = (n: number): SessionDuration => ({
  session_id: `session-${n}`,
  subject_id: "s",
  topic: "Topic",
  session_start: "2025-11-03T14:00:00Z",
  session_end: "2025-11-03T14:30:00Z",
  duration_seconds: 1800,
  turns: 6,
});

describe("the summary cards (spec §2)", () => {
  test("Average Mastery is the mean of the subjects' mastery, as a whole percent", () => {
    expect(averageMasteryPercent([subject(0.5, 0), subject(0.8, 0), subject(0.2, 0)])).toBe(50);
    expect(averageMasteryPercent([subject(0.333, 0), subject(0.334, 0)])).toBe(33);
    expect(averageMasteryPercent([subject(1, 0)])).toBe(100);
  });

  test("Average Mastery is 0 without subjects", () => {
    expect(averageMasteryPercent([])).toBe(0);
  });

  test("Total Time Spent is the sum of the subjects' time", () => {
    expect(totalTimeSeconds([subject(0, 600), subject(0, 3300)])).toBe(3900);
    expect(totalTimeSeconds([])).toBe(0);
  });

  test("Flashcards Completed is answered / total, and 0 / 0 without metrics", () => {
    expect(flashcardsCompleted({ cardsAnswered: 12, totalCards: 30 })).toBe("12 / 30");
    expect(flashcardsCompleted(null)).toBe("0 / 0");
  });

  test("Total Sessions counts the sessions", () => {
    expect(totalSessions([session(1), session(2), session(3)])).toBe(3);
    expect(totalSessions([])).toBe(0);
  });
});

describe("Recent Sessions (spec §2, §9)", () => {
  test("shows only the first 10, in the API's order (newest first)", () => {
    const all = Array.from({ length: 14 }, (_, n) => session(n));
    expect(RECENT_SESSIONS).toBe(10);
    expect(recentSessions(all).map((s) => s.session_id)).toEqual(all.slice(0, 10).map((s) => s.session_id));
    expect(recentSessions(all.slice(0, 3))).toHaveLength(3);
  });
});
