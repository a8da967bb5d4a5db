import { createHash } from "node:crypto";

/**
 * The inline scripts our own pages carry, by the SHA-256 hash the Content-Security-Policy allows them
 * under. Only fixed texts from our code or our build are registered (never anything built from a
 * request), so an injected script can never match: per-request data travels in
 * `<script type="application/json">` blocks, which browsers do not run.
 */
const hashes = new Set<string>();

/** Allows this exact script text on our pages; returns its CSP source expression. */
export function trustInlineScript(source: string): string {
  const expression = `'sha256-${createHash("sha256").update(source, "utf8").digest("base64")}'`;
  hashes.add(expression);
  return expression;
}

/** The CSP source expressions of every trusted inline script. */
export function trustedScriptHashes(): string[] {
  return [...hashes];
}

/** The texts of the inline scripts in an HTML document (those without `src`), as a browser would hash them. */
export function inlineScriptsOf(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? "";
    if (/\ssrc\s*=/i.test(attributes) || /type\s*=\s*["']?application\/json/i.test(attributes)) continue;
    scripts.push(match[2] ?? "");
  }
  return scripts;
}
