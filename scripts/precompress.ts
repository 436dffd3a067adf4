/**
 * A vite build plugin that writes a brotli (`.br`) and a gzip (`.gz`) copy beside each built
 * script and stylesheet, at the best compression, so the server sends them as they are
 * (serveStatic's `precompressed`) instead of compressing every answer again: less CPU per request
 * and, with brotli, fewer bytes to a phone than on-the-fly gzip.
 *
 * The copies are made from the files as written to disk, after every other plugin has finished
 * them (vite fills in its preload lists late, in its own bundle hooks).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Files smaller than this go out as they are (as the server's on-the-fly compression does). */
const MIN_BYTES = 1024;
const COMPRESSIBLE = /\.(js|css)$/;

export function precompress(): Plugin {
  return {
    name: 'kyynal-precompress',
    apply: 'build',
    enforce: 'post',
    writeBundle(options, bundle) {
      const outDir = options.dir ?? path.dirname(options.file ?? '');
      for (const fileName of Object.keys(bundle)) {
        if (!COMPRESSIBLE.test(fileName)) continue;
        const file = path.join(outDir, fileName);
        const bytes = readFileSync(file);
        if (bytes.length < MIN_BYTES) continue;
        const brotli = brotliCompressSync(bytes, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          },
        });
        writeFileSync(`${file}.br`, brotli);
        writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
      }
    },
  };
}
