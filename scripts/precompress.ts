import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

/**
 * Writes `<file>.br` (Brotli, quality 11) and `<file>.gz` (gzip, level 9) beside every text or wasm
 * file a build made, so the server sends the smallest form a browser accepts without compressing on
 * each request. Run after `rspack build` (`bun run build` does); `bun scripts/precompress.ts dist`.
 */

/** What is worth compressing: scripts, styles, pages, images as text, manifests and wasm. */
export const PRECOMPRESSED_EXTENSIONS = [".js", ".mjs", ".css", ".html", ".svg", ".json", ".wasm", ".txt"];

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export interface PrecompressTotals {
  files: number;
  raw: number;
  gzip: number;
  br: number;
}

function filesUnder(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return filesUnder(path);
    return PRECOMPRESSED_EXTENSIONS.some((extension) => entry.name.endsWith(extension)) ? [path] : [];
  });
}

export async function precompress(directory: string): Promise<PrecompressTotals> {
  const totals: PrecompressTotals = { files: 0, raw: 0, gzip: 0, br: 0 };
  await Promise.all(
    filesUnder(directory).map(async (path) => {
      const bytes = readFileSync(path);
      const [br, gz] = await Promise.all([
        brotli(bytes, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
            [constants.BROTLI_PARAM_MODE]: path.endsWith(".wasm")
              ? constants.BROTLI_MODE_GENERIC
              : constants.BROTLI_MODE_TEXT,
          },
        }),
        gzipAsync(bytes, { level: 9 }),
      ]);
      writeFileSync(`${path}.br`, br);
      writeFileSync(`${path}.gz`, gz);
      totals.files++;
      totals.raw += bytes.byteLength;
      totals.gzip += gz.byteLength;
      totals.br += br.byteLength;
    }),
  );
  return totals;
}

if (import.meta.main) {
  const directory = process.argv[2] ?? "dist";
  const started = performance.now();
  const totals = await precompress(directory);
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
  console.log(
    `Precompressed ${totals.files} files under ${directory}: ${kb(totals.raw)} → gzip ${kb(totals.gzip)}, br ${kb(totals.br)} (${((performance.now() - started) / 1000).toFixed(1)} s)`,
  );
}
