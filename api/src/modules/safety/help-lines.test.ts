import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { startTestApi, type TestApi } from "../../../test/harness";
import { createTestDistrict, openTutoringSession, sendChat, type TestDistrict } from "../../../test/school";
import { safetySettings } from "../../db/schema";

/**
 * Help lines over HTTP: a district admin reads and writes them as plain text (no markup to see or
 * type), and a student in crisis gets the district's numbers as tap-to-call links.
 */

let api: TestApi;
let district: TestDistrict;

beforeAll(async () => {
  api = await startTestApi();
  district = await createTestDistrict(api);
});
afterAll(() => api.close());

const settings = (init: { method?: string; json?: unknown } = {}) =>
  api.call("/api/safety/settings", { ...init, token: district.districtAdmin.token });

describe("help-line settings", () => {
  test("the defaults are plain text, with no markup for an admin to read", async () => {
    const { status, body } = await settings();
    expect(status).toBe(200);
    expect(body.helpLines.emergency).toBe("If you are in danger right now, call 911.");
    for (const line of Object.values(body.helpLines)) expect(line).not.toContain("*");
  });

  test("a line saved with markup, or stored so by an earlier version, reads as plain text", async () => {
    const saved = await settings({
      method: "PUT",
      json: { contacts: [], helpLines: { emergency: "In danger now? Call **911**." } },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.helpLines.emergency).toBe("In danger now? Call 911.");
    expect(saved.body.customLines).toEqual(["emergency"]);
    await api.ctx.database.write((tx) =>
      tx.update(safetySettings).set({ helpLines: { abuse: "Call our counselor on **555-201-3344**." } }),
    );
    expect((await settings()).body.helpLines.abuse).toBe("Call our counselor on 555-201-3344.");
  });

  test("a student in crisis gets the district's number as a tap-to-call link", async () => {
    await settings({
      method: "PUT",
      json: { contacts: [], helpLines: { trustedAdult: "Call Ms Rivera on 555-201-3344." } },
    });
    const student = district.students[0]!;
    const session = await openTutoringSession(api, student.token);
    const chat = await sendChat(api, student.token, session.id, "I want to kill myself");
    expect(chat.reply).toContain('- Call Ms Rivera on **[555-201-3344](<tel:+15552013344> "Call 555-201-3344")**.');
    expect(chat.reply).toContain('**[988](<tel:988> "Call 988")**');
  });
});
