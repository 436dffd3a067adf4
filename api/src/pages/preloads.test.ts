import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { type BuildManifest, SCREEN_MODULES, loadPreloadTags, preloadTags } from './preloads';

const pwaDir = fileURLToPath(new URL('../../../pwa/', import.meta.url));

const manifest: BuildManifest = {
  'index.html': {
    file: 'assets/index-1.js',
    isEntry: true,
    imports: ['_react.js'],
    css: ['assets/index-1.css'],
  },
  '_react.js': { file: 'assets/react-1.js' },
  '_data.js': { file: 'assets/data-1.js', imports: ['_react.js'] },
  'src/features/notices/card/CardScreen.tsx': {
    file: 'assets/CardScreen-1.js',
    imports: ['_react.js', '_data.js', '_view.js'],
    css: ['assets/CardScreen-1.css'],
  },
  '_view.js': { file: 'assets/view-1.js', css: ['assets/view-1.css', 'assets/index-1.css'] },
  'src/features/notices/texts/index.ts': { file: 'assets/texts-1.js' },
  'src/shared/push/texts/index.ts': { file: 'assets/texts-2.js' },
  'src/features/notices/list/ListScreen.tsx': {
    file: 'assets/ListScreen-1.js',
    imports: ['_data.js'],
  },
};

describe('preloadTags', () => {
  it("names a card's screen chunks, their imports and CSS, but nothing the entry loads", () => {
    const tags = preloadTags(manifest).get('condolenceCard')!;
    const hrefs = [
      ...tags.matchAll(/<link rel="(\w+)"(?: as="style")? crossorigin href="([^"]+)">/g),
    ];
    expect(hrefs.map(([, rel, href]) => `${rel} ${href}`)).toEqual([
      'modulepreload /assets/CardScreen-1.js',
      'modulepreload /assets/data-1.js',
      'modulepreload /assets/view-1.js',
      'modulepreload /assets/texts-1.js',
      'modulepreload /assets/texts-2.js',
      'preload /assets/CardScreen-1.css',
      'preload /assets/view-1.css',
    ]);
    expect(tags).not.toContain('react-1');
    expect(tags).not.toContain('index-1');
  });

  it('gives the lists their own chunks and other pages none', () => {
    const tags = preloadTags(manifest);
    expect(tags.get('funeralNotices')).toContain('/assets/ListScreen-1.js');
    expect(tags.get('funeralNotices')).not.toContain('CardScreen');
    expect(tags.has('terms')).toBe(false);
    expect(tags.has('login')).toBe(false);
  });

  it('names source modules that exist (a rename must update the list)', () => {
    for (const modules of Object.values(SCREEN_MODULES)) {
      for (const module of modules)
        expect(existsSync(path.join(pwaDir, module)), module).toBe(true);
    }
  });
});

describe('loadPreloadTags', () => {
  let dir: string | null = null;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
    dir = null;
  });

  it('reads dist/.vite/manifest.json, and gives no hints without one', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'kyynal-preloads-'));
    expect(loadPreloadTags(dir).size).toBe(0);
    mkdirSync(path.join(dir, '.vite'));
    writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
    expect(loadPreloadTags(dir).get('memorialCard')).toContain('/assets/CardScreen-1.js');
  });
});
