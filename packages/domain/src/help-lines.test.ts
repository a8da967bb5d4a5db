import { describe, expect, test } from "bun:test";
import { helpLineMarkdown, helpLineParts, plainHelpLine } from "./help-lines";

describe("help lines: which numbers a student can tap", () => {
  test("a number after 'call' or 'text' is a link; the same number as part of a name is not", () => {
    const parts = helpLineParts("Call or text 988 to reach the 988 Suicide & Crisis Lifeline.");
    expect(parts.filter((part) => part.kind !== "text")).toEqual([
      { kind: "call", text: "988", href: "tel:988", label: "Call 988" },
    ]);
  });

  test("a full phone number is always a call; 'text WORD to' is a text with that word", () => {
    expect(helpLineMarkdown("Childhelp: (800) 422-4453. Or text HOME to 741741.")).toBe(
      'Childhelp: **[(800) 422-4453](<tel:+18004224453> "Call (800) 422-4453")**. Or text HOME to **[741741](<sms:741741?&body=HOME> "Text HOME to 741741")**.',
    );
  });

  test("Spanish wording and labels", () => {
    const parts = helpLineParts("Llama al 911 o envía la palabra AYUDA al 988.", "es");
    expect(parts.flatMap((part) => (part.kind === "text" ? [] : [part.label]))).toEqual([
      "Llamar al 911",
      "Enviar AYUDA por mensaje al 988",
    ]);
  });

  test("years, prices, extensions and counts stay plain text", () => {
    const line = "Open since 2019, 24/7, at extension 214; it costs $0 and 300 people help.";
    expect(helpLineMarkdown(line)).toBe(line);
  });

  test("markup a district typed stays text, so it cannot add links or formatting", () => {
    expect(helpLineMarkdown("See [our page](javascript:alert(1)) or *ask* <b>us</b>")).toBe(
      "See \\[our page\\](javascript:alert(1)) or \\*ask\\* \\<b\\>us\\</b\\>",
    );
    expect(helpLineMarkdown("- 1. a list")).toBe("\\- 1. a list");
  });

  test("the bold stars earlier versions stored are taken out", () => {
    expect(plainHelpLine("Call **911**  now.\n")).toBe("Call 911 now.");
  });
});
