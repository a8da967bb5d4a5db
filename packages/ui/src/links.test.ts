import { describe, expect, test } from "bun:test";
import { isAllowedLink, isExternalLink } from "./links";

describe("isAllowedLink (spec §5)", () => {
  test.each([
    "https://example.org/a?b=c#d",
    "http://example.org",
    "HTTPS://EXAMPLE.ORG",
    "https://example.org/a%20b",
    "mailto:teacher@school.org",
    "mailto:teacher@school.org?subject=Homework%20help",
    "tel:+15551234567",
    "sms:741741?&body=HOME",
    "SMS:988",
    "/practice",
    "/notes?time=10:30",
    "./notes",
    "../up/one",
    "page.html",
    "lessons/fractions",
    "?tab=2",
    "#section-2",
    "#",
  ])("keeps %p", (href) => {
    expect(isAllowedLink(href)).toBe(true);
  });

  test.each([
    ["javascript:alert(1)", "javascript"],
    ["JaVaScRiPt:alert(1)", "mixed case"],
    [" javascript:alert(1)", "leading space"],
    ["\u0000javascript:alert(1)", "leading NUL"],
    ["\u001fjavascript:alert(1)", "leading control character"],
    ["java\tscript:alert(1)", "tab inside"],
    ["java\nscript:alert(1)", "newline inside"],
    ["java\rscript:alert(1)", "carriage return inside"],
    ["jav&#x09;ascript:alert(1)", "tab as a character reference"],
    ["javascript&#58;alert(1)", "colon as a decimal reference"],
    ["javascript&#x3A;alert(1)", "colon as a hex reference"],
    ["javascript&colon;alert(1)", "colon as a named reference"],
    ["javascript%3Aalert(1)", "colon percent-escaped"],
    ["%6Aavascript:alert(1)", "letter percent-escaped"],
    ["javascript\uff1aalert(1)", "fullwidth colon"],
    ["java\u200bscript:alert(1)", "zero-width space inside"],
    ["data:text/html,<script>alert(1)</script>", "data"],
    ["DATA:text/html;base64,PHNjcmlwdD4=", "data, upper case"],
    ["vbscript:msgbox(1)", "vbscript"],
    ["file:///etc/passwd", "file"],
    ["ftp://example.org", "ftp"],
    ["blob:https://example.org/uuid", "blob"],
    ["intent://scan/#Intent;scheme=zxing;end", "intent"],
    ["steam://run/1", "custom scheme"],
    ["x-custom:thing", "custom scheme with dash"],
    ["//evil.example", "protocol-relative"],
    ["\\\\evil.example", "protocol-relative with backslashes"],
    ["/\\evil.example", "slash then backslash"],
    ["\\/evil.example", "backslash then slash"],
    ["/\t/evil.example", "slashes split by a tab"],
    ["  ", "only whitespace"],
    ["", "empty"],
  ])("refuses %p (%s)", (href) => {
    expect(isAllowedLink(href)).toBe(false);
  });

  test("refuses what is not a string", () => {
    expect(isAllowedLink(undefined)).toBe(false);
    expect(isAllowedLink(null)).toBe(false);
  });
});

describe("isExternalLink", () => {
  test("http and https leave the site; the rest do not", () => {
    expect(isExternalLink("https://example.org")).toBe(true);
    expect(isExternalLink(" HTTP://example.org")).toBe(true);
    expect(isExternalLink("/practice")).toBe(false);
    expect(isExternalLink("mailto:a@b.org")).toBe(false);
    expect(isExternalLink("#top")).toBe(false);
  });
});
