import { afterAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { startTestApi } from "../../../test/harness";
import { createTestDistrict } from "../../../test/school";
import { auditEvents } from "../../db/schema";
import { type AuditLine, type AuditRow, addToLines, REPEAT_GAP_MS } from "./repeats";

/**
 * The audit log lists repeats once: a teacher who opens the same student's chats again and again
 * (a screen that refreshes reads them each time) is one line with a count, not a screen of copies.
 * Every event is still stored, and another event in between keeps two runs apart.
 */

const api = await startTestApi();
afterAll(() => api.close());

describe("GET /api/audit", () => {
  test("identical reads close together share a line with their count; nothing distinct is lost", async () => {
    const district = await createTestDistrict(api, "Cedar District", 2);
    const [first, second] = district.students;
    const teacher = district.teacher.token;
    const list = (studentId: string) => api.call(`/api/classroom/students/${studentId}/sessions`, { token: teacher });
    for (let read = 0; read < 3; read++) expect((await list(first!.user.id)).status).toBe(200);
    await list(second!.user.id);
    await list(first!.user.id);

    const log = await api.call("/api/audit", { token: district.districtAdmin.token });
    expect(log.status).toBe(200);
    const lines = log.body.events.map((line: { subjectName: string; count: number; action: string }) => [
      line.action,
      line.subjectName,
      line.count,
    ]);
    expect(lines).toEqual([
      ["list_chats", first!.user.name, 1],
      ["list_chats", second!.user.name, 1],
      ["list_chats", first!.user.name, 3],
    ]);
    const run = log.body.events[2];
    expect(Date.parse(run.firstAt)).toBeLessThanOrEqual(Date.parse(run.createdAt));
    const stored = await api.ctx.database.read
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.districtId, district.districtId));
    expect(stored).toHaveLength(5);
  });

  test("a page holds `limit` lines, however many repeats each stands for", async () => {
    const district = await createTestDistrict(api, "Birch District", 2);
    const [first, second] = district.students;
    const list = (studentId: string) =>
      api.call(`/api/classroom/students/${studentId}/sessions`, { token: district.teacher.token });
    for (let read = 0; read < 4; read++) await list(first!.user.id);
    await list(second!.user.id);
    const page = await api.call("/api/audit?limit=2", { token: district.districtAdmin.token });
    expect(page.body.events.map((line: { count: number }) => line.count)).toEqual([1, 4]);
    const next = await api.call(`/api/audit?limit=2&before=${encodeURIComponent(page.body.events[1].firstAt)}`, {
      token: district.districtAdmin.token,
    });
    expect(next.body.events).toEqual([]);
  });
});

describe("addToLines", () => {
  const row = (id: string, createdAt: number, subjectUserId = "student-1"): AuditRow => ({
    id,
    actorId: "teacher-1",
    actorName: "Ms Lee",
    action: "read_chat",
    subjectUserId,
    subjectName: "Student 1",
    reason: "browse",
    resourceId: "session-1",
    createdAt,
  });
  const collapse = (rows: AuditRow[]) => {
    const lines: AuditLine[] = [];
    for (const each of rows) addToLines(lines, each);
    return lines.map((line) => ({ id: line.id, count: line.count, firstAt: line.firstAt, createdAt: line.createdAt }));
  };

  test("a run of repeats is one line from its first to its last time", () => {
    expect(collapse([row("c", 3_000_000), row("b", 2_990_000), row("a", 2_980_000)])).toEqual([
      { id: "c", count: 3, firstAt: 2_980_000, createdAt: 3_000_000 },
    ]);
  });

  test("a gap longer than the repeat window, or another event between, starts a new line", () => {
    const start = 10 * REPEAT_GAP_MS;
    expect(
      collapse([
        row("d", start),
        row("c", start - REPEAT_GAP_MS - 1),
        row("b", start - REPEAT_GAP_MS - 2, "student-2"),
        row("a", start - REPEAT_GAP_MS - 3),
      ]).map((line) => line.id),
    ).toEqual(["d", "c", "b", "a"]);
  });
});
