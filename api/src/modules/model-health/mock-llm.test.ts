import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { join } from "node:path";
import { startTestApi, type TestApi } from "../../../test/harness";
import { sendChat } from "../../../test/school";

/**
 * Against a third-party OpenAI-compatible server, `@dwmkerr/mock-llm` (an echo server that speaks
 * the protocol correctly but answers every request with the last message it was sent): the
 * structured calls it cannot answer fall back to the built-in tutor, and the curated lesson goes on.
 */

let server: ReturnType<typeof Bun.spawn>;
let api: TestApi;

function freePort(): number {
  const probe = Bun.serve({ port: 0, hostname: "127.0.0.1", fetch: () => new Response() });
  const port = probe.port!;
  probe.stop(true);
  return port;
}

beforeAll(async () => {
  const port = freePort();
  const entry = join(import.meta.dir, "../../../node_modules/@dwmkerr/mock-llm/dist/main.js");
  server = Bun.spawn([process.execPath, entry], {
    // Its working directory holds no mock-llm.yaml, so it runs its default echo rules.
    cwd: import.meta.dir,
    env: { ...process.env, HOST: "127.0.0.1", PORT: String(port) },
    stdout: "ignore",
    stderr: "ignore",
  });
  for (let attempt = 0; ; attempt++) {
    if ((await fetch(`http://127.0.0.1:${port}/health`).catch(() => null))?.ok) break;
    if (attempt > 200) throw new Error("mock-llm did not start");
    await Bun.sleep(50);
  }
  api = await startTestApi({
    OPENAI_API_KEY: "mock-llm-key",
    OPENAI_BASE_URL: `http://127.0.0.1:${port}/v1`,
    OPENAI_MODEL: "mock-llm",
    OPENAI_TIMEOUT_MS: "3000",
    OPENAI_MAX_RETRIES: "0",
    // mock-llm has no moderation endpoint: the offline screen alone decides (docs/models.md).
    SAFETY_ENGINE: "offline",
  });
});

afterAll(async () => {
  await api?.close();
  server?.kill();
  await server?.exited;
});

describe("a third-party echo server as the district's model", () => {
  test("outline, session, turns, flashcards and grading all answer 2xx, the structured ones served offline", async () => {
    const { token } = await api.createUser({ subscriptionStatus: "active" });
    const subject = await api.call("/api/subjects", { method: "POST", token, json: { name: "Cell Biology" } });
    const outline = await api.call(`/api/subjects/${subject.body.id}/outline/generate`, { method: "POST", token });
    expect(outline.status).toBe(200);
    expect(outline.headers.get("x-bloom-ai")).toBe("offline");
    const session = await api.call("/api/tutoring/session", {
      method: "POST",
      token,
      json: { subjectId: subject.body.id, topic: "Cell Structure and Organelles" },
    });
    expect(session.status).toBe(200);
    expect(session.headers.get("x-bloom-ai")).toBe("offline");
    expect(session.body.topicSections.length).toBeGreaterThan(1);
    for (const message of ["I know the nucleus", "the cytoplasm and the nucleoid", "bacteria and archaea"]) {
      const turn = await sendChat(api, token, session.body.id, message);
      expect(turn.status).toBe(200);
      expect(turn.events.at(-1)?.event).toBe("end");
    }
    const cards = await api.call("/api/practice/flashcards/generate-enhanced", {
      method: "POST",
      token,
      json: { subject: "Cell Biology", topic: "Cell Structure and Organelles" },
    });
    expect(cards.status).toBe(200);
    expect(cards.headers.get("x-bloom-ai")).toBe("offline");
    const graded = await api.call("/api/practice/flashcards/evaluate", {
      method: "POST",
      token,
      json: { userAnswer: cards.body.cards[0].answer, card: { id: cards.body.cards[0].id } },
    });
    expect(graded.status).toBe(200);
    expect(graded.headers.get("x-bloom-ai")).toBe("offline");
    expect(graded.body.mastery).toBeGreaterThan(0.5);
  });
});
