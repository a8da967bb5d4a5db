import { describe, expect, test } from "bun:test";
import { detectLanguage } from "./language";

describe("detectLanguage", () => {
  test.each([
    ["i dont get how to do this fraction problem", "en"],
    ["honestly i want to die lol", "en"],
    ["quiero morirme", "es"],
    ["no entiendo nada, me das una pista porfa", "es"],
    ["mi mamá me quema con cigarros cuando se enoja", "es"],
  ])("%p is read as %p", (text, language) => {
    expect(detectLanguage(text).language).toBe(language as "en" | "es");
  });

  test.each([
    "je ne comprends pas cette question, tu peux m'aider",
    "ich verstehe die aufgabe nicht, kannst du mir helfen",
    "tôi không hiểu câu hỏi này, bạn giúp tôi được không",
    "لا أفهم هذا السؤال، هل يمكنك مساعدتي",
    "我不明白这个问题，你能帮我吗",
    "я не понимаю этот вопрос",
  ])("%p is a language the screen cannot read", (text) => {
    expect(detectLanguage(text).language).toBe("unknown");
  });

  test.each(["ok", "x=3", "no sé", "no se", "42", "x^2 + 3x = 10", "π r²", "lol", "gracias", "es la c", "idk"])(
    "a short message (%p) is never unreadable",
    (text) => {
      expect(detectLanguage(text).language).not.toBe("unknown");
    },
  );
});
