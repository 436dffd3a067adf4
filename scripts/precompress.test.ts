import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompress } from './precompress';

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('precompress', () => {
  it('writes brotli and gzip copies of the files as written, not of the bundle in memory', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'kyynal-precompress-'));
    const written = `export const a = ${JSON.stringify('küünal '.repeat(400))};`;
    writeFileSync(path.join(dir, 'entry.js'), written);
    writeFileSync(path.join(dir, 'small.css'), 'a{color:red}');
    writeFileSync(path.join(dir, 'icon.svg'), '<svg/>'.repeat(400));
    // the bundle's own code is what vite held before its last hooks finished it
    const bundle = {
      'entry.js': { code: 'export const a = __VITE_PRELOAD__;' },
      'small.css': {},
      'icon.svg': {},
    };
    const hook = precompress().writeBundle as (o: { dir: string }, b: object) => void;
    hook({ dir }, bundle);

    const br = brotliDecompressSync(readFileSync(path.join(dir, 'entry.js.br'))).toString();
    const gz = gunzipSync(readFileSync(path.join(dir, 'entry.js.gz'))).toString();
    expect(br).toBe(written);
    expect(gz).toBe(written);
    // under 1 KB, and other kinds of file, stay as they are
    expect(existsSync(path.join(dir, 'small.css.br'))).toBe(false);
    expect(existsSync(path.join(dir, 'icon.svg.br'))).toBe(false);
  });
});
