/**
 * `<link>` hints for the chunks a page's screen needs, so the browser fetches them alongside the
 * entry instead of after it has run (the router imports a screen's chunk only then). Read from
 * vite's build manifest (dist/.vite/manifest.json); without one (tests, dev) there are none.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { PageKey } from '#domain/pages/pages';
import { escapeHtml } from '../lib/html';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
export type BuildManifest = Record<string, ManifestChunk>;

/**
 * The modules a screen's route loads lazily (pwa/src/app/routes.tsx), as vite names them (paths
 * under pwa/). Only the public pages people land on from outside: home, notice cards and lists.
 */
const NOTICE_TEXTS = 'src/features/notices/texts/index.ts';
const CARD = [
  'src/features/notices/card/CardScreen.tsx',
  NOTICE_TEXTS,
  'src/shared/push/texts/index.ts',
];
const LIST = ['src/features/notices/list/ListScreen.tsx', NOTICE_TEXTS];
const HOME = ['src/features/notices/home/LatestNotices.tsx'];
export const SCREEN_MODULES: Partial<Record<PageKey, string[]>> = {
  home: HOME,
  homeEt: HOME,
  homeEn: HOME,
  funeralCard: CARD,
  condolenceCard: CARD,
  memorialCard: CARD,
  notices: LIST,
  funeralNotices: LIST,
  condolences: LIST,
  memorials: LIST,
};

/** The chunk files (JS and CSS) of some modules and everything they import statically. */
function closure(manifest: BuildManifest, keys: string[]) {
  const js = new Set<string>();
  const css = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return { js, css };
}

/** Each page key's hint tags; chunks index.html already loads are left out. */
export function preloadTags(manifest: BuildManifest): Map<PageKey, string> {
  const entryKeys = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  const entry = closure(manifest, entryKeys);
  const tags = new Map<PageKey, string>();
  for (const [page, modules] of Object.entries(SCREEN_MODULES) as [PageKey, string[]][]) {
    const { js, css } = closure(manifest, modules);
    const links = [
      ...[...js]
        .filter((file) => !entry.js.has(file))
        .map((file) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(file)}">`),
      ...[...css]
        .filter((file) => !entry.css.has(file))
        .map((file) => `<link rel="preload" as="style" crossorigin href="/${escapeHtml(file)}">`),
    ];
    if (links.length > 0) tags.set(page, links.join('\n    '));
  }
  return tags;
}

export function loadPreloadTags(distDir: string): Map<PageKey, string> {
  const file = path.join(distDir, '.vite', 'manifest.json');
  if (!existsSync(file)) return new Map();
  return preloadTags(JSON.parse(readFileSync(file, 'utf8')) as BuildManifest);
}
