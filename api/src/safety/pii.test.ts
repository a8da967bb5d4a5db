import { describe, expect, test } from "bun:test";
import { findPersonalData, maskPersonalData, type PiiKind } from "./pii";

describe("maskPersonalData", () => {
  test.each([
    [
      "my email is maya.chen2011@example.com, send me the answers",
      "my email is [email removed], send me the answers",
      "email",
    ],
    ["call me at (415) 555-0199 after school", "call me at [phone number removed] after school", "phone"],
    ["text 415-555-0199", "text [phone number removed]", "phone"],
    ["my uk number is +44 7700 900123", "my uk number is [phone number removed]", "phone"],
    ["ring me on 0412 345 678", "ring me on [phone number removed]", "phone"],
    ["I live at 1200 Oak Avenue apartment 4B", "I live at [address removed]", "address"],
    ["we are at 42 Elm St.", "we are at [address removed]", "address"],
    ["18 Oakwood Lane, Austin TX 78701 is my house", "[address removed] is my house", "address"],
    ["my social security number is 123-45-6789", "my social security number is [ID number removed]", "id_number"],
    ["my student id is 20231145", "my student id is [ID number removed]", "id_number"],
    ["card 4111 1111 1111 1111 exp 12/29", "card [card number removed] exp 12/29", "card"],
    ["my password is Tiger2011!", "my password is [password removed]", "password"],
    ["add me on snap its maya.chen11", "add me on snap its [username removed]", "username"],
  ] as [string, string, PiiKind][])("%p", (text, masked, kind) => {
    expect(maskPersonalData(text)).toEqual({ text: masked, kinds: [kind] });
  });

  test.each([
    "2x + 3 = 11",
    "1200 + 45 = 1245",
    "in 1945 the war ended",
    "pi is about 3.14159",
    "the population was 331,000,000 in 2020",
    "the ratio is 3:4, then 12:16",
    "x = 12.5 and y = 1200.75",
    "WW1 lasted from 1914-1918",
    "I ran 5 laps around the court",
    "there are 2 main ways to solve it",
    "what is 4155550132 divided by 2",
    "call 988 or Childhelp at 1-800-422-4453",
  ])("never masks %p", (text) => {
    expect(maskPersonalData(text)).toEqual({ text, kinds: [] });
  });

  test("masks every piece in one message, keeping the rest", () => {
    const result = maskPersonalData("I'm Sam, sam@kid.org or 212-555-0147, 7 Maple Drive");
    expect(result.text).toBe("I'm Sam, [email removed] or [phone number removed], [address removed]");
    expect(result.kinds).toEqual(["email", "phone", "address"]);
  });

  test("the digits inside an email are not read again as a phone number", () => {
    expect(findPersonalData("kid4155550199@example.com").map((match) => match.kind)).toEqual(["email"]);
  });
});
