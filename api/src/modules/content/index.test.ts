import { afterAll, describe, expect, test } from "bun:test";
import { startTestApi } from "../../../test/harness";

const api = await startTestApi();
afterAll(() => api.close());

/** Reads a `data: {json}` stream into its events, checking the wire format line by line. */
async function readDataStream(response: Response): Promise<{ type: string; [key: string]: unknown }[]> {
  const raw = await response.text();
  const blocks = raw.split("\n\n").filter(Boolean);
  for (const block of blocks) expect(block).toMatch(/^data: \{.*\}$/);
  return blocks.map((block) => JSON.parse(block.slice("data: ".length)));
}

function generate(token: string, json: unknown, language = "en-US") {
  return fetch(`${api.url}/api/content-generation/generate`, {
    method: "POST",
    headers: {
      authorization: `Bearer ${token}`,
      "content-type": "application/json",
      accept: "text/event-stream",
      "accept-language": language,
    },
    body: JSON.stringify(json),
  });
}

describe("POST /api/content-generation/generate", () => {
  test("creates subject, outline and session, reporting the stages in order, then complete", async () => {
    const { token } = await api.createUser({ subscriptionStatus: "active" });
    const response = await generate(token, { subjectName: "Biology", topicName: "Cell Membrane and Transport" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/event-stream");
    const events = await readDataStream(response);
    const stages = events.filter((e) => e.type === "progress").map((e) => e.stage);
    expect([...new Set(stages)]).toEqual(["subject", "outline", "session"]);
    for (const event of events.filter((e) => e.type === "progress")) {
      expect(typeof event.message).toBe("string");
      expect(typeof event.details).toBe("string");
    }
    const complete = events.at(-1)!;
    expect(complete.type).toBe("complete");
    const result = complete.result as { success: boolean; subjectId: string; sessionId: string; conceptCount: number };
    expect(result.success).toBe(true);
    expect(result.conceptCount).toBeGreaterThan(0);

    const outline = await api.call(`/api/subjects/${result.subjectId}/outline`, { token });
    expect(outline.body.outline).toContain("Cell Membrane and Transport");
    const session = await api.call(`/api/tutoring/session/${result.sessionId}`, { token });
    expect(session.body.topic).toBe("Cell Membrane and Transport");
  });

  test("its progress lines speak the request's language, plurals and all", async () => {
    const { token } = await api.createUser({ subscriptionStatus: "active" });
    const json = { subjectName: "Biology", topicName: "Cell Membrane and Transport" };
    const spanish = (await readDataStream(await generate(token, json, "es-419"))).filter((e) => e.type === "progress");
    expect(spanish.map((event) => event.message)).toEqual([
      "Preparando tu materia",
      "Materia creada",
      "Preparando el temario",
      "Temario listo",
      "Planeando el tema y sus conceptos",
      "Sesión lista",
    ]);
    expect(spanish.at(-1)!.details).toMatch(/^\d+ secci(ón|ones), \d+ conceptos?$/);
    // The same request in English, once more: everything now exists, so the subject is found.
    const english = (await readDataStream(await generate(token, json))).filter((e) => e.type === "progress");
    expect(english.map((event) => event.message)).toContain("Subject found");
    expect(english.at(-1)!.details).toMatch(/^\d+ sections?, \d+ concepts?$/);
  });

  test("a topic nobody can plan without an AI model ends in a clear error; its session explains why", async () => {
    const { token } = await api.createUser({ subscriptionStatus: "active" });
    const events = await readDataStream(
      await generate(token, { subjectName: "Geology", topicName: "Plate Tectonics" }),
    );
    const last = events.at(-1)!;
    expect(last).toMatchObject({ type: "error", code: "NEEDS_AI_MODEL" });
    expect(String(last.error)).toContain('Flashcards for "Plate Tectonics" need an AI model');
    const [subject] = (await api.call("/api/subjects", { token })).body;
    const outline = await api.call(`/api/subjects/${subject.id}/outline`, { token });
    expect(outline.body).toMatchObject({ outline: ["Introduction to Geology", "Plate Tectonics"], source: "manual" });
    const session = await api.call(
      `/api/tutoring/session?subjectId=${subject.id}&topic=${encodeURIComponent("Plate Tectonics")}`,
      { token },
    );
    expect(session.body.messages[0].content).toContain("AI model");
  });

  test("run twice, it reuses what exists instead of creating it again", async () => {
    const { token } = await api.createUser({ subscriptionStatus: "active" });
    const topicName = "Ancient Civilizations";
    const first = (await readDataStream(await generate(token, { subjectName: "World History", topicName }))).at(-1)!;
    const second = await readDataStream(await generate(token, { subjectName: " world history ", topicName }));
    expect(second.find((e) => e.stage === "subject" && e.message === "Subject found")).toBeDefined();
    expect((second.at(-1)!.result as { sessionId: string }).sessionId).toBe(
      (first.result as { sessionId: string }).sessionId,
    );
    expect((await api.call("/api/subjects", { token })).body).toHaveLength(1);
  });

  test("bad input is a JSON 400 before any stream starts", async () => {
    const { token } = await api.createUser({ subscriptionStatus: "active" });
    const response = await generate(token, { subjectName: "  ", topicName: "Roots" });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ code: "VALIDATION_FAILED", error: "Please give a subject name." });
    const missing = await generate(token, { subjectName: "Botany" });
    expect(missing.status).toBe(400);
  });

  test("needs access", async () => {
    const { token } = await api.createUser();
    expect((await generate(token, { subjectName: "A", topicName: "B" })).status).toBe(402);
  });
});
