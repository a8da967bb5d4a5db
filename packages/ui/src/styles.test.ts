import { describe, expect, test } from "bun:test";
import { uiStyles } from "./styles";
import { darkTokens, lightTokens, type ThemeTokens, type TokenName } from "./tokens";

/** WCAG 2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(tokens: ThemeTokens, a: TokenName, b: TokenName): number {
  const [high, low] = [luminance(tokens[a]), luminance(tokens[b])].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
}

/** Text on the surfaces it is used on: WCAG AA, 4.5:1. */
const TEXT_PAIRS: [TokenName, TokenName][] = [
  ["text", "bg"],
  ["text", "surface"],
  ["text", "hover"],
  ["text", "selected"],
  ["text", "info-bg"],
  ["text", "success-bg"],
  ["text", "warning-bg"],
  ["text", "danger-bg"],
  ["muted", "bg"],
  ["muted", "surface"],
  ["muted", "hover"],
  ["primary", "bg"],
  ["primary", "surface"],
  ["primary", "hover"],
  ["primary-text", "primary"],
  ["primary-text", "primary-hover"],
  ["success", "bg"],
  ["success", "success-bg"],
  ["success-text", "success"],
  ["warning", "bg"],
  ["warning", "warning-bg"],
  ["danger", "bg"],
  ["danger", "danger-bg"],
  ["danger-text", "danger"],
  ["info", "info-bg"],
];

/** Boundaries of controls, focus rings and meaningful graphics: WCAG AA, 3:1. */
const GRAPHIC_PAIRS: [TokenName, TokenName][] = [
  ["border-strong", "bg"],
  ["focus", "bg"],
  ["focus", "surface"],
  ["upcoming", "bg"],
  ["primary", "border"],
  ["success", "border"],
];

describe.each([
  ["light", lightTokens],
  ["dark", darkTokens],
] as const)("the %s theme", (_, tokens) => {
  test.each(TEXT_PAIRS)("%s on %s reaches 4.5:1", (fg, bg) => {
    expect(contrast(tokens, fg, bg)).toBeGreaterThanOrEqual(4.5);
  });

  test.each(GRAPHIC_PAIRS)("%s against %s reaches 3:1", (fg, bg) => {
    expect(contrast(tokens, fg, bg)).toBeGreaterThanOrEqual(3);
  });
});

describe("uiStyles", () => {
  test("both themes define the same tokens", () => {
    expect(Object.keys(darkTokens).sort()).toEqual(Object.keys(lightTokens).sort());
  });

  test("light tokens on :root, :host and .light; dark on .dark and :host(.dark)", () => {
    const block = (selector: string) => uiStyles.slice(uiStyles.indexOf(`${selector} {`)).split("}")[0]!;
    const light = block(":root, :host, .light");
    const dark = block(".dark, :host(.dark)");
    for (const [name, value] of Object.entries(lightTokens)) expect(light).toContain(`--bl-${name}: ${value};`);
    for (const [name, value] of Object.entries(darkTokens)) expect(dark).toContain(`--bl-${name}: ${value};`);
    // Dark comes later, so it wins over :root on the same <html>.
    expect(uiStyles.indexOf(".dark, :host(.dark)")).toBeGreaterThan(uiStyles.indexOf(":root, :host, .light"));
  });

  test("every class is prefixed bl-, apart from the theme classes", () => {
    const classes = new Set(
      [...uiStyles.replace(/--bl-[\w-]+:[^;]+;/g, "").matchAll(/\.(-?[a-z_][\w-]*)/gi)].map((match) => match[1]!),
    );
    const unprefixed = [...classes].filter((name) => !name.startsWith("bl-") && name !== "light" && name !== "dark");
    expect(unprefixed).toEqual([]);
  });

  test("every custom property used is defined", () => {
    const used = new Set([...uiStyles.matchAll(/var\(--bl-([\w-]+)/g)].map((match) => match[1]!));
    const local = new Set(["delay", "duration", "drift", "spin"]);
    for (const name of used) expect(name in lightTokens || local.has(name)).toBe(true);
  });

  test("respects reduced motion, shows focus, keeps the progress transition at 500 ms", () => {
    expect(uiStyles).toContain("@media (prefers-reduced-motion: reduce)");
    expect(uiStyles).toContain(":focus-visible");
    expect(uiStyles).toContain("transition: width 500ms ease-out");
    expect(uiStyles).toContain(".bl-steps { max-width: 48rem;");
  });

  test("balanced braces (a typo would silently drop every rule after it)", () => {
    expect(uiStyles.split("{").length).toBe(uiStyles.split("}").length);
  });
});
