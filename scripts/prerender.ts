import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { GlobalRegistrator } from "@happy-dom/global-registrator";
import { TOKEN_KEY } from "../packages/client/src/token-store";

/**
 * Writes the landing page's first paint into the built shell page, so a visitor on a slow device
 * sees it before any script has run (ADR 0025). The shell's scripts then render the same page in
 * its place. A script right after it empties it, before anything is painted, for any other address
 * and for a signed-in visitor (whom the landing page sends on to /tutoring), and there starts
 * fetching the federation runtime, which a widget's page needs next, and on a widget's page the
 * widget's remote (ADR 0030). Run after `rspack build` (`bun run build` does);
 * `bun scripts/prerender.ts dist`.
 */

const ROOT_ELEMENT = '<div id="root"></div>';

export async function prerenderLanding(directory: string): Promise<number> {
  const page = join(directory, "shell", "index.html");
  const html = readFileSync(page, "utf8");
  if (!html.includes(ROOT_ELEMENT)) throw new Error(`${page} has no empty ${ROOT_ELEMENT} to fill.`);
  // The shell's components read the window (address, storage) as they render: a signed-out visitor at /.
  GlobalRegistrator.register({ url: "http://localhost/" });
  const { renderSignedOutLanding, widgetPages, pageTitles, LANDING_TITLE, OWN_REMOTES } = await import(
    "../shell/src/prerender"
  );
  const markup = renderSignedOutLanding();
  await GlobalRegistrator.unregister();
  const federation = readdirSync(join(directory, "shell")).find((name) => /^federation\.[0-9a-f]{8}\.js$/.test(name));
  if (!federation) throw new Error("The build made no federation chunk (shell/src/widgets.tsx names it).");
  const pages = widgetPages();
  const scripts = Object.fromEntries(
    [...new Set(pages.map(([, widget]) => widget))].map((widget) => [
      widget,
      remoteScripts(directory, widget).map((file) => OWN_REMOTES[widget].replace(/[^/]+$/, file)),
    ]),
  );
  // Blocked storage means no stored sign-in, as the shell's token store reads it. Off the landing
  // page a widget is likely, so the federation runtime is fetched beside the shell's scripts; on a
  // widget's page, its remote too: the manifest wherever the page's configuration puts it, and the
  // scripts the manifest lists when the remote is this build's own (elsewhere, another build's
  // names may differ). The runtime's own fetches then find them arriving or arrived.
  const firstPaint = `(()=>{let token=null;try{token=localStorage.getItem(${JSON.stringify(TOKEN_KEY)})}catch{}if(location.pathname==="/"&&!location.search&&!token)return;document.getElementById("root").replaceChildren();const preload=(href,as,cors)=>{const link=document.createElement("link");link.rel="preload";link.as=as;link.href=href;if(cors)link.crossOrigin="anonymous";document.head.append(link)};preload("/${federation}","script");const path=location.pathname.length>1?location.pathname.replace(/\\/+$/,""):location.pathname;const page=${JSON.stringify(pages)}.find(([pattern])=>new RegExp(pattern).test(path));if(!page)return;const widget=page[1];const own=${JSON.stringify(OWN_REMOTES)}[widget];const manifest=(window.__BLOOM__&&window.__BLOOM__.remotes||{})[widget]||own;preload(manifest,"fetch",true);if(manifest===own)for(const href of ${JSON.stringify(scripts)}[widget])preload(href,"script")})()`;
  // Each address's own title from the first paint (the shell keeps it up to date from then on): the
  // landing page's in the page itself, any other's set by a script that runs before anything is painted.
  const titles = `(()=>{const path=location.pathname.length>1?location.pathname.replace(/\\/+$/,""):location.pathname;const page=${JSON.stringify(pageTitles())}.find(([pattern])=>new RegExp(pattern).test(path));if(page)document.title=page[1]})()`;
  if (!/<title>[^<]*<\/title>/.test(html)) throw new Error(`${page} has no <title> to fill.`);
  const titled = html.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(LANDING_TITLE)}</title>`);
  writeFileSync(
    page,
    titled.replace(ROOT_ELEMENT, `<div id="root">${markup}</div><script>${titles};${firstPaint}</script>`),
  );
  return markup.length;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** A remote's entry and the scripts its manifest lists for its widget, in the order they run. */
function remoteScripts(directory: string, widget: string): string[] {
  const manifest = JSON.parse(readFileSync(join(directory, "widgets", widget, "mf-manifest.json"), "utf8")) as {
    metaData: { remoteEntry: { name: string } };
    exposes: { name: string; assets: { js: { sync: string[] } } }[];
  };
  const expose = manifest.exposes.find((candidate) => candidate.name === "Widget");
  if (!expose) throw new Error(`The ${widget} remote exposes no Widget.`);
  return [manifest.metaData.remoteEntry.name, ...expose.assets.js.sync];
}

if (import.meta.main) {
  const started = performance.now();
  const length = await prerenderLanding(process.argv[2] ?? "dist");
  console.log(
    `Prerendered the landing page: ${(length / 1024).toFixed(1)} KB of HTML (${((performance.now() - started) / 1000).toFixed(1)} s)`,
  );
}
