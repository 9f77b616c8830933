// The customer's initial JavaScript (issue 9: under 200 kB gzip, admin code split off), read from the built
// SPA in apps/web/dist (run `npm run build` first; this builds nothing). "Initial" is what the browser must
// fetch before the first route renders: the entry script of index.html and every chunk it imports
// statically, transitively (the same set Vite lists as modulepreload). Lazy chunks (`import()`) are not in it.
// Usage: npm run bench -- bundle
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const DIST = new URL('../apps/web/dist/', import.meta.url).pathname;
const GOAL_GZIP_BYTES = 200_000;
// Strings only admin code contains: the admin API's paths and the admin translation catalogue's keys.
const ADMIN_MARKERS = ['/api/admin/', 'adminBilling', 'adminCollections'];

type Chunk = { file: string; bytes: number; gzipBytes: number; brotliBytes: number; adminMarkers: string[] };

/** `import … from "./x.js"` and `import "./x.js"` in a built chunk; `import("./x.js")` is lazy and skipped. */
function staticImports(code: string): string[] {
  const found = code.matchAll(/\bimport\s*(?:[\w$*{}\s,]+from\s*)?["']\.\/([^"']+\.js)["']/g);
  return [...found].map((match) => match[1] as string);
}

function entryScript(html: string): string {
  const entry = /<script type="module"[^>]*\bsrc="\/(assets\/[^"]+\.js)"/.exec(html)?.[1];
  if (!entry) throw new Error('dist/index.html has no module script');
  return entry;
}

function modulePreloads(html: string): string[] {
  return [...html.matchAll(/<link rel="modulepreload"[^>]*\bhref="\/(assets\/[^"]+\.js)"/g)].map(
    (match) => match[1] as string,
  );
}

/** The entry and its static imports, in the order they are first reached. */
export function initialChunks(html: string, readChunk: (path: string) => string): string[] {
  const seen = new Set<string>();
  const queue = [entryScript(html)];
  while (queue.length > 0) {
    const path = queue.shift() as string;
    if (seen.has(path)) continue;
    seen.add(path);
    for (const imported of staticImports(readChunk(path))) queue.push(`assets/${imported}`);
  }
  return [...seen];
}

function measure(path: string, code: string): Chunk {
  const bytes = Buffer.byteLength(code);
  const gzipBytes = gzipSync(code, { level: 9 }).length;
  // What the API actually sends to a browser that accepts brotli (the build precompresses at quality 11).
  const brotliBytes = brotliCompressSync(code, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  return {
    file: path,
    bytes,
    gzipBytes,
    brotliBytes,
    adminMarkers: ADMIN_MARKERS.filter((marker) => code.includes(marker)),
  };
}

const kB = (bytes: number) => (bytes / 1000).toFixed(1).padStart(8);

export async function benchBundleSize() {
  const indexPath = join(DIST, 'index.html');
  if (!existsSync(indexPath)) throw new Error(`${indexPath} is missing: run npm run build first`);
  const html = readFileSync(indexPath, 'utf8');
  const readChunk = (path: string) => readFileSync(join(DIST, path), 'utf8');
  const chunks = initialChunks(html, readChunk).map((path) => measure(path, readChunk(path)));

  const preloads = new Set(modulePreloads(html));
  const notPreloaded = chunks.slice(1).filter((chunk) => !preloads.has(chunk.file));

  console.log(`Initial JavaScript of ${indexPath} (gzip level 9, brotli quality 11; kB = 1000 bytes)`);
  console.log(
    `${'chunk'.padEnd(48)} ${'raw kB'.padStart(8)} ${'gzip kB'.padStart(8)} ${'br kB'.padStart(8)}  admin markers`,
  );
  for (const chunk of [...chunks].sort((a, b) => b.gzipBytes - a.gzipBytes)) {
    const markers = chunk.adminMarkers.join(', ') || '–';
    console.log(
      `${chunk.file.padEnd(48)} ${kB(chunk.bytes)} ${kB(chunk.gzipBytes)} ${kB(chunk.brotliBytes)}  ${markers}`,
    );
  }
  const totalGzip = chunks.reduce((sum, chunk) => sum + chunk.gzipBytes, 0);
  const totalRaw = chunks.reduce((sum, chunk) => sum + chunk.bytes, 0);
  const totalBrotli = chunks.reduce((sum, chunk) => sum + chunk.brotliBytes, 0);
  const withAdmin = chunks.filter((chunk) => chunk.adminMarkers.length > 0);
  console.log(
    `${`total (${chunks.length} chunks)`.padEnd(48)} ${kB(totalRaw)} ${kB(totalGzip)} ${kB(totalBrotli)}`,
  );
  console.log(
    `goal < ${GOAL_GZIP_BYTES / 1000} kB gzip: ${totalGzip < GOAL_GZIP_BYTES ? 'met' : 'NOT met'}; admin code in the initial chunks: ${withAdmin.length > 0 ? `yes (${withAdmin.map((chunk) => chunk.file).join(', ')})` : 'no'}`,
  );
  if (notPreloaded.length > 0) {
    console.log(`statically imported but not modulepreloaded: ${notPreloaded.map((c) => c.file).join(', ')}`);
  }
}
