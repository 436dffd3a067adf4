import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { inlineEntryStyles } from './entry-style';

let distDir: string;
beforeEach(() => {
  distDir = mkdtempSync(path.join(tmpdir(), 'kyynal-style-'));
  mkdirSync(path.join(distDir, 'assets'));
});
afterEach(() => rmSync(distDir, { recursive: true, force: true }));

const link = (file: string) => `<link rel="stylesheet" crossorigin href="/assets/${file}">`;
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('inlineEntryStyles', () => {
  it("writes the entry's stylesheet in as a <style> and gives its CSP hash", () => {
    const css = '.brand{color:#3f5f4a}body{margin:0;content:"$&"}';
    writeFileSync(path.join(distDir, 'assets', 'index-1.css'), css);
    const html = `<head><title>K</title>\n${link('index-1.css')}\n</head>`;
    const { html: out, cspSources } = inlineEntryStyles(html, distDir);
    expect(out).toBe(`<head><title>K</title>\n<style>${css}</style>\n</head>`);
    expect(cspSources).toEqual([sha256(css)]);
  });

  it('keeps a stylesheet linked when its file is missing or its text could close the element', () => {
    writeFileSync(path.join(distDir, 'assets', 'odd-1.css'), 'a::after{content:"</style>"}');
    const html = `${link('missing-1.css')}${link('odd-1.css')}`;
    expect(inlineEntryStyles(html, distDir)).toEqual({ html, cspSources: [] });
  });
});
