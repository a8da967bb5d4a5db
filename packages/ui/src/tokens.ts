/**
 * The theme's design tokens, written into `uiStyles` as CSS custom properties (`--bl-<name>`).
 * Both themes define the same names; text colours meet WCAG AA (4.5:1) on the surfaces they sit
 * on, and graphics such as borders of form controls meet 3:1 (checked in tokens.test.ts).
 *
 * `*-text` tokens are the text colour ON that colour (for example the label of a primary button);
 * `*-bg` tokens are tinted backgrounds behind text in `--bl-text` or the matching colour.
 */
export type ThemeTokens = Record<TokenName, string>;

export type TokenName =
  | "bg"
  | "surface"
  | "text"
  | "muted"
  | "border"
  | "border-strong"
  | "primary"
  | "primary-hover"
  | "primary-text"
  | "success"
  | "success-bg"
  | "success-text"
  | "warning"
  | "warning-bg"
  | "danger"
  | "danger-bg"
  | "danger-text"
  | "info"
  | "info-bg"
  | "selected"
  | "hover"
  | "focus"
  | "upcoming"
  | "backdrop"
  | "shadow"
  | "radius"
  | "font"
  | "font-mono";

const shared = {
  radius: "10px",
  font: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  "font-mono": 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
} as const;

/** The light theme, the default (spec §1). */
export const lightTokens: ThemeTokens = {
  bg: "#ffffff",
  surface: "#f6f7fb",
  text: "#1b1f2a",
  muted: "#4d5566",
  border: "#d4d8e2",
  "border-strong": "#767d8f",
  primary: "#2f4fd8",
  "primary-hover": "#2440b8",
  "primary-text": "#ffffff",
  success: "#167a3e",
  "success-bg": "#e6f5ec",
  "success-text": "#ffffff",
  warning: "#8a5300",
  "warning-bg": "#fff4e0",
  danger: "#b42318",
  "danger-bg": "#fdecea",
  "danger-text": "#ffffff",
  info: "#1d4ed8",
  "info-bg": "#e8efff",
  selected: "#e9edff",
  hover: "#eef0f6",
  focus: "#2f4fd8",
  upcoming: "#868d9c",
  backdrop: "rgb(10 12 20 / 0.55)",
  shadow: "0 20px 60px rgb(0 0 0 / 0.25)",
  ...shared,
};

/** The dark theme. */
export const darkTokens: ThemeTokens = {
  bg: "#11141c",
  surface: "#1a1f2b",
  text: "#eef1f7",
  muted: "#b3bacb",
  border: "#343b4d",
  "border-strong": "#7d859a",
  primary: "#8ea6ff",
  "primary-hover": "#a9bbff",
  "primary-text": "#0b1020",
  success: "#5fd38d",
  "success-bg": "#173224",
  "success-text": "#0b1020",
  warning: "#ffc46b",
  "warning-bg": "#3a2b12",
  danger: "#ff8a80",
  "danger-bg": "#3d1a18",
  "danger-text": "#0b1020",
  info: "#9db7ff",
  "info-bg": "#1b2747",
  selected: "#25305a",
  hover: "#232a3a",
  focus: "#8ea6ff",
  upcoming: "#6b7387",
  backdrop: "rgb(0 0 0 / 0.7)",
  shadow: "0 20px 60px rgb(0 0 0 / 0.6)",
  ...shared,
};

/** The declarations of one theme, `--bl-name: value;` each. */
export function tokenDeclarations(tokens: ThemeTokens): string {
  return Object.entries(tokens)
    .map(([name, value]) => `  --bl-${name}: ${value};`)
    .join("\n");
}
