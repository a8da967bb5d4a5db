import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { GlobalRegistrator } from "@happy-dom/global-registrator";
import { TOKEN_KEY } from "../packages/client/src/token-store";

/**
 * Writes the landing page's first paint into the built shell page, so a visitor on a slow device
 * sees it before any script has run (ADR 0025). The shell's scripts then render the same page in
 * its place. A script right after it empties it, before anything is painted, for any other address
 * and for a signed-in visitor (whom the landing page sends on to /tutoring), and there starts
 * fetching the federation runtime, which a widget's page needs next. Run after
 * `rspack build` (`bun run build` does); `bun scripts/prerender.ts dist`.
 */

const ROOT_ELEMENT = '<div id="root"></div>';

export async function prerenderLanding(directory: string): Promise<number> {
  const page = join(directory, "shell", "index.html");
  const html = readFileSync(page, "utf8");
  if (!html.includes(ROOT_ELEMENT)) throw new Error(`${page} has no empty ${ROOT_ELEMENT} to fill.`);
  // The shell's components read the window (address, storage) as they render: a signed-out visitor at /.
  GlobalRegistrator.register({ url: "http://localhost/" });
  const { renderSignedOutLanding } = await import("../shell/src/prerender");
  const markup = renderSignedOutLanding();
  await GlobalRegistrator.unregister();
  const federation = readdirSync(join(directory, "shell")).find((name) => /^federation\.[0-9a-f]{8}\.js$/.test(name));
  if (!federation) throw new Error("The build made no federation chunk (shell/src/widgets.tsx names it).");
  // Blocked storage means no stored sign-in, as the shell's token store reads it. Off the landing
  // page a widget is likely, so the federation runtime is fetched beside the shell's scripts.
  const firstPaint = `(()=>{let token=null;try{token=localStorage.getItem(${JSON.stringify(TOKEN_KEY)})}catch{}if(location.pathname==="/"&&!location.search&&!token)return;document.getElementById("root").replaceChildren();const link=document.createElement("link");link.rel="preload";link.as="script";link.href="/${federation}";document.head.append(link)})()`;
  writeFileSync(page, html.replace(ROOT_ELEMENT, `<div id="root">${markup}</div><script>${firstPaint}</script>`));
  return markup.length;
}

if (import.meta.main) {
  const started = performance.now();
  const length = await prerenderLanding(process.argv[2] ?? "dist");
  console.log(
    `Prerendered the landing page: ${(length / 1024).toFixed(1)} KB of HTML (${((performance.now() - started) / 1000).toFixed(1)} s)`,
  );
}
