import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|css|svg|json|txt)$/;
// Below about a kilobyte the headers outweigh what compression saves.
const MIN_BYTES = 1024;

/**
 * Writes `name.br` and `name.gz` beside every compressible asset of the build, once, at the highest levels,
 * so the API serves them as they are (@fastify/static `preCompressed`) instead of sending raw JavaScript
 * (issue 9: Lighthouse performance ≥ 90) or compressing on every request.
 */
export function precompressAssets(): Plugin {
  let assetsDir = '';
  return {
    name: 'hostportaal:precompress-assets',
    apply: 'build',
    configResolved(config) {
      assetsDir = path.resolve(config.root, config.build.outDir, config.build.assetsDir);
    },
    closeBundle() {
      for (const name of readdirSync(assetsDir)) {
        if (!COMPRESSIBLE.test(name)) continue;
        const file = path.join(assetsDir, name);
        const content = readFileSync(file);
        if (content.length < MIN_BYTES) continue;
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}
