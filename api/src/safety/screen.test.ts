import { afterAll, beforeEach, describe, expect, test } from "bun:test";
import { startFakeOpenAi } from "../../test/fake-openai";
import { loadConfig } from "../config";
import { createSafetyScreen, type SafetySettings } from ".";
import { judge, OpenAiModeration } from "./openai";

const fake = await startFakeOpenAi();
afterAll(() => fake.close());
beforeEach(() => fake.reset());

function openaiSettings(timeoutMs = 500): SafetySettings {
  return {
    engine: "openai",
    moderation: { apiKey: "test-key", baseUrl: fake.baseUrl, model: "omni-moderation-latest", timeoutMs },
  };
}

/** Scored about 0.59 by the classifier's suicide head (between its `possible` and `likely` thresholds); no lexicon rule names it. */
const CONCERN = "i hate my life so much";

describe("createSafetyScreen", () => {
  test("is chosen by the configuration, like the AI provider", () => {
    expect(createSafetyScreen(loadConfig({}).safety).engine).toBe("offline");
    const withKey = loadConfig({ OPENAI_API_KEY: "k", OPENAI_BASE_URL: fake.baseUrl });
    expect(createSafetyScreen(withKey.safety).engine).toBe("openai");
    expect(createSafetyScreen({ ...withKey.safety, engine: "offline" }).engine).toBe("offline");
  });

  test("offline: an ordinary message has no findings and is stored as typed", async () => {
    const screen = createSafetyScreen({ engine: "offline", moderation: null });
    const verdict = await screen.screenStudentMessage("how does chemo kill cancer cells?").verdict;
    expect(verdict).toEqual({
      severity: "none",
      category: null,
      findings: [],
      engines: [{ name: "offline", ok: true }],
      // The classifier layer scores every student message, flagged or not, so its ranking can be measured.
      scores: { "classifier:suicide": expect.any(Number), "classifier:harassment": expect.any(Number) },
      masked: "how does chemo kill cancer cells?",
      // Every student message says which language it was read as (ADR 0039).
      language: "en",
    });
    expect(verdict.scores["classifier:suicide"]).toBeLessThan(0.26);
    expect(fake.moderationRequests).toHaveLength(0);
  });

  test("a possible risk the lexicon does not name is a concern from the classifier layer, with its reason", async () => {
    const screen = createSafetyScreen({ engine: "offline", moderation: null });
    const verdict = await screen.screenStudentMessage(CONCERN).verdict;
    expect(verdict.severity).toBe("concern");
    expect(verdict.category).toBe("suicide");
    expect(verdict.findings).toEqual([
      expect.objectContaining({
        severity: "concern",
        engine: "offline",
        reason: expect.stringMatching(/^classifier: suicide 0\.\d\d$/),
      }),
    ]);
  });

  test("the most serious finding decides, and personal data is masked", async () => {
    const screen = createSafetyScreen({ engine: "offline", moderation: null });
    const verdict = await screen.screenStudentMessage("i want to die. my number is 415-555-0199").verdict;
    expect(verdict.severity).toBe("critical");
    expect(verdict.category).toBe("suicide");
    expect(verdict.findings.map((finding) => finding.category)).toEqual(["suicide", "pii"]);
    expect(verdict.masked).toBe("i want to die. my number is [phone number removed]");
  });
});

describe("the openai engine against the moderation endpoint", () => {
  test("sends the text to the moderation model, and keeps every raw score", async () => {
    const screen = createSafetyScreen(openaiSettings());
    const verdict = await screen.screenStudentMessage("what is 3/4 + 1/8?").verdict;
    expect(fake.moderationRequests).toEqual([{ model: "omni-moderation-latest", input: "what is 3/4 + 1/8?" }]);
    expect(fake.requests).toHaveLength(0);
    expect(verdict.severity).toBe("none");
    expect(verdict.engines).toEqual([
      { name: "offline", ok: true },
      { name: "openai", ok: true },
    ]);
    expect(Object.keys(verdict.scores).filter((key) => key.startsWith("openai:"))).toHaveLength(13);
  });

  test("what the offline screen misses, moderation catches with our thresholds", async () => {
    fake.scriptModeration({ scores: { "self-harm/intent": 0.62, "self-harm": 0.4 } });
    const screen = createSafetyScreen(openaiSettings());
    // A phrasing the lexicon does not know; only the moderation model reads it as intent.
    const verdict = await screen.screenStudentMessage("soon none of this will matter to me").verdict;
    expect(verdict.severity).toBe("critical");
    expect(verdict.category).toBe("suicide");
    expect(verdict.findings).toEqual([
      {
        category: "suicide",
        severity: "critical",
        score: 0.62,
        engine: "openai",
        reason: "OpenAI moderation: self-harm/intent scored 0.62 (threshold 0.35).",
      },
    ]);
    expect(verdict.scores["openai:self-harm/intent"]).toBe(0.62);
  });

  test("both engines' findings are kept; the most serious decides", async () => {
    fake.scriptModeration({ scores: { harassment: 0.91 } });
    const screen = createSafetyScreen(openaiSettings());
    const verdict = await screen.screenStudentMessage("you're an idiot and i want to die").verdict;
    expect(verdict.category).toBe("suicide");
    expect(verdict.findings.map((finding) => `${finding.engine}:${finding.category}`)).toEqual([
      "offline:suicide",
      "openai:harassment",
      "offline:harassment",
    ]);
  });

  test.each([
    [{ fault: "http", status: 503 } as const, "The moderation endpoint answered HTTP 503."],
    [{ fault: "http", status: 429, retryAfterSeconds: 30 } as const, "The moderation endpoint answered HTTP 429."],
    [{ fault: "malformed" } as const, "The moderation response was not valid JSON."],
    [{ fault: "malformed", content: '{"id":"x","results":[]}' } as const, "The moderation response had no scores."],
    [{ fault: "timeout" } as const, "The moderation endpoint timed out."],
  ])("when moderation fails (%p), the offline verdict stands and nothing throws", async (fault, error) => {
    fake.scriptModeration(fault);
    const screen = createSafetyScreen(openaiSettings(200));
    const verdict = await screen.screenStudentMessage("nobody would even notice if i was gone").verdict;
    expect(verdict.severity).toBe("critical");
    expect(verdict.category).toBe("suicide");
    expect(verdict.engines).toEqual([
      { name: "offline", ok: true },
      { name: "openai", ok: false, error },
    ]);
    expect(fake.moderationRequests).toHaveLength(1);
  });

  test("an unreachable server is a failed engine, not a failed screen", async () => {
    const screen = createSafetyScreen({
      engine: "openai",
      moderation: { apiKey: "k", baseUrl: "http://127.0.0.1:9/v1", model: "omni-moderation-latest", timeoutMs: 500 },
    });
    const verdict = await screen.screenStudentMessage("hi").verdict;
    expect(verdict.engines[1]).toEqual({
      name: "openai",
      ok: false,
      error: "The moderation endpoint could not be reached.",
    });
  });

  test("the caller's abort stops moderation; the offline screen still answers", async () => {
    fake.scriptModeration({ fault: "timeout" });
    const screen = createSafetyScreen(openaiSettings(5_000));
    const controller = new AbortController();
    const pending = screen.screenStudentMessage("my stepmom locks me in my room", {
      signal: controller.signal,
    }).verdict;
    controller.abort();
    const verdict = await pending;
    expect(verdict.category).toBe("abuse");
    expect(verdict.engines[1]).toEqual({
      name: "openai",
      ok: false,
      error: "The screening was stopped by the caller.",
    });
  });

  test("a streamed reply is screened offline on each chunk, and by moderation once finished", async () => {
    const screen = createSafetyScreen(openaiSettings());
    // "ass" may be the start of "assess": an unfinished last word waits for the next chunk.
    const partial = await screen.screenModelReply("Let's ass", { partial: true });
    expect(partial.severity).toBe("none");
    expect(partial.engines).toEqual([{ name: "offline", ok: true }]);
    expect(fake.moderationRequests).toHaveLength(0);
    const done = await screen.screenModelReply("Let's assess your answer.");
    expect(done.severity).toBe("none");
    expect(done.engines.map((engine) => engine.name)).toEqual(["offline", "openai"]);
    expect(fake.moderationRequests).toHaveLength(1);
  });

  test("a reply is held to stricter thresholds than a student's message", async () => {
    fake.scriptModeration({ scores: { sexual: 0.35 } }, { scores: { sexual: 0.35 } });
    const screen = createSafetyScreen(openaiSettings());
    expect((await screen.screenStudentMessage("tell me about flowers").verdict).severity).toBe("none");
    expect((await screen.screenModelReply("Flowers are the plant's reproductive organs.")).category).toBe("sexual");
  });
});

describe("judge: moderation scores mapped to our categories", () => {
  test("self-harm scores are self-harm for injury words, suicide otherwise", () => {
    expect(judge("i burn my arm when stressed", { "self-harm/intent": 0.8 }, "student").findings[0]?.category).toBe(
      "self_harm",
    );
    expect(judge("i don't want to wake up", { "self-harm/intent": 0.8 }, "student").findings[0]?.category).toBe(
      "suicide",
    );
  });

  test("sexual/minors in a student's message is read as a possible disclosure of abuse", () => {
    const [finding] = judge("he makes me do things", { "sexual/minors": 0.7 }, "student").findings;
    expect(finding).toMatchObject({ category: "abuse", severity: "critical" });
  });

  test("threats map to violence threats; violence alone (history, biology) does not", () => {
    expect(judge("x", { "harassment/threatening": 0.7 }, "student").findings[0]?.category).toBe("violence_threat");
    expect(judge("the soldiers died at the Somme", { violence: 0.8 }, "student").findings).toEqual([]);
  });

  test("illicit is drugs only when a drug is named", () => {
    expect(judge("how do i shoplift", { illicit: 0.9 }, "student").findings).toEqual([]);
    expect(judge("where do i buy weed", { illicit: 0.9 }, "student").findings[0]?.category).toBe("drugs");
  });

  test("below the threshold nothing is found, but the score is kept", () => {
    const result = judge("hello", { harassment: 0.59 }, "student");
    expect(result.findings).toEqual([]);
    expect(result.scores).toEqual({ "openai:harassment": 0.59 });
  });
});

describe("a screen under way, for a caller with its own work to do during the round trip", () => {
  /** Counts the requests handed to `fetch` while `run` runs: the moment a request leaves this process. */
  async function countingRequestsLeaving<T>(run: (left: () => number) => Promise<T>): Promise<T> {
    const realFetch = globalThis.fetch;
    let count = 0;
    globalThis.fetch = Object.assign((...args: Parameters<typeof fetch>) => {
      count += 1;
      return realFetch(...args);
    }, realFetch);
    try {
      return await run(() => count);
    } finally {
      globalThis.fetch = realFetch;
    }
  }

  test("`sent` settles once the moderation request has left, before the verdict", async () => {
    fake.scriptModeration({ scores: { "self-harm/intent": 0.62 } });
    const screen = createSafetyScreen(openaiSettings());
    await countingRequestsLeaving(async (left) => {
      const screening = screen.screenStudentMessage("soon none of this will matter to me");
      // The SDK takes several turns of the microtask queue to prepare the request.
      expect(left()).toBe(0);
      await screening.sent;
      expect(left()).toBe(1);
      expect((await screening.verdict).category).toBe("suicide");
    });
  });

  test("`sent` settles when the request leaves, not when its answer comes", async () => {
    // The server never answers; the text is stopped once the test has seen what it needs.
    fake.scriptModeration({ fault: "timeout" });
    const moderation = new OpenAiModeration(openaiSettings(2_000).moderation!);
    const stop = new AbortController();
    const call = moderation.screen("what is a flower?", "student", stop.signal);
    let answered = false;
    void call.result.then(() => {
      answered = true;
    });
    await call.sent;
    // A turn of the event loop later, an answer settled with `sent` would have been seen.
    await new Promise((resolve) => setImmediate(resolve));
    expect(answered).toBe(false);
    stop.abort();
    expect((await call.result).engine).toMatchObject({ ok: false });
  });

  test("a text waiting for the next batch has left once that batch has", async () => {
    const screen = createSafetyScreen(openaiSettings());
    await countingRequestsLeaving(async (left) => {
      const first = screen.screenStudentMessage("what is a flower?");
      await first.sent;
      expect(left()).toBe(1);
      // The first request is still waiting for its answer, so the second text waits for this turn's others.
      const second = screen.screenStudentMessage("how do bees help plants?");
      await second.sent;
      expect(left()).toBe(2);
      expect((await first.verdict).engines[1]).toEqual({ name: "openai", ok: true });
      expect((await second.verdict).engines[1]).toEqual({ name: "openai", ok: true });
    });
  });

  test("a text stopped before its request leaves, or a server not reached, never keeps its caller waiting", async () => {
    const screen = createSafetyScreen(openaiSettings());
    const stop = new AbortController();
    const busy = screen.screenStudentMessage("what is 1 + 1?");
    const stopped = screen.screenStudentMessage("never mind", { signal: stop.signal });
    stop.abort();
    await stopped.sent;
    expect((await stopped.verdict).engines[1]).toMatchObject({ ok: false });
    expect((await busy.verdict).engines[1]).toEqual({ name: "openai", ok: true });

    const unreachable = createSafetyScreen({
      engine: "openai",
      moderation: { apiKey: "k", baseUrl: "http://127.0.0.1:9/v1", model: "omni-moderation-latest", timeoutMs: 500 },
    });
    const screening = unreachable.screenStudentMessage("i want to die");
    await screening.sent;
    expect((await screening.verdict).category).toBe("suicide");
  });

  test("without moderation, `sent` settles at once and the offline verdict decides", async () => {
    const screen = createSafetyScreen({ engine: "offline", moderation: null });
    const screening = screen.screenStudentMessage("i want to die");
    await screening.sent;
    expect((await screening.verdict).severity).toBe("critical");
    expect(fake.moderationRequests).toHaveLength(0);
  });
});

describe("texts screened at the same moment", () => {
  test("the first goes at once; those that come while it is answered go together, each judged by its own kind", async () => {
    // One score for every input; a reply is held to a stricter threshold than a student's message.
    fake.setModerationDefault(() => ({ scores: { sexual: 0.35 } }));
    const screen = createSafetyScreen(openaiSettings());
    const [first, second, third, reply] = await Promise.all([
      screen.screenStudentMessage("what is a flower?").verdict,
      screen.screenStudentMessage("tell me about flowers").verdict,
      screen.screenStudentMessage("how do bees help plants?").verdict,
      screen.screenModelReply("Flowers are the plant's reproductive organs."),
    ]);
    // Two requests leave together, so they may arrive in either order.
    expect(fake.moderationRequests).toHaveLength(2);
    expect(fake.moderationRequests).toContainEqual({ model: "omni-moderation-latest", input: "what is a flower?" });
    expect(fake.moderationRequests).toContainEqual({
      model: "omni-moderation-latest",
      input: ["tell me about flowers", "how do bees help plants?", "Flowers are the plant's reproductive organs."],
    });
    expect([first!.severity, second!.severity, third!.severity]).toEqual(["none", "none", "none"]);
    expect(reply!.category).toBe("sexual");
    for (const verdict of [first!, second!, third!, reply!]) {
      expect(verdict.engines[1]).toEqual({ name: "openai", ok: true });
    }
  });

  test("at most 32 texts go in one request", async () => {
    const screen = createSafetyScreen(openaiSettings());
    const verdicts = await Promise.all(
      Array.from({ length: 41 }, (_, index) => screen.screenStudentMessage(`question ${index}`).verdict),
    );
    const inputs = fake.moderationRequests.map((request) => request.input);
    // The first alone, then 32, then the rest; requests that leave together may arrive in any order.
    expect(inputs.map((input) => (Array.isArray(input) ? input.length : 1)).sort((a, b) => a - b)).toEqual([1, 8, 32]);
    expect(inputs.flat().sort()).toEqual(Array.from({ length: 41 }, (_, index) => `question ${index}`).sort());
    expect(verdicts.every((verdict) => verdict.engines[1]!.ok)).toBe(true);
  });

  test("an answer without a result for each text fails them all, and the offline verdicts stand", async () => {
    // A batch is answered with one result for its two texts; a text alone is answered in full.
    fake.setModerationDefault((request) =>
      Array.isArray(request.input)
        ? {
            fault: "malformed",
            content: JSON.stringify({ id: "x", results: [{ category_scores: { harassment: 0.01 } }] }),
          }
        : { scores: {} },
    );
    const screen = createSafetyScreen(openaiSettings());
    const verdicts = await Promise.all([
      screen.screenStudentMessage("what is an atom?").verdict,
      screen.screenStudentMessage("what is a prime number?").verdict,
      screen.screenStudentMessage("i want to die").verdict,
    ]);
    expect(verdicts.map((verdict) => verdict.engines[1])).toEqual([
      { name: "openai", ok: true },
      { name: "openai", ok: false, error: "The moderation response had no scores." },
      { name: "openai", ok: false, error: "The moderation response had no scores." },
    ]);
    expect(verdicts.map((verdict) => verdict.category)).toEqual([null, null, "suicide"]);
  });

  test("a caller that stops waiting before its text leaves is not sent", async () => {
    const screen = createSafetyScreen(openaiSettings());
    const stop = new AbortController();
    const first = screen.screenStudentMessage("what is 1 + 1?").verdict;
    const stopped = screen.screenStudentMessage("never mind", { signal: stop.signal }).verdict;
    const kept = screen.screenStudentMessage("what is 2 + 2?").verdict;
    stop.abort();
    expect((await stopped).engines[1]).toEqual({
      name: "openai",
      ok: false,
      error: "The screening was stopped by the caller.",
    });
    expect((await first).engines[1]).toEqual({ name: "openai", ok: true });
    expect((await kept).engines[1]).toEqual({ name: "openai", ok: true });
    expect(fake.moderationRequests.map((request) => request.input).sort()).toEqual([
      "what is 1 + 1?",
      "what is 2 + 2?",
    ]);
  });
});
