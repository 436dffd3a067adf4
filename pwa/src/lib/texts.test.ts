/**
 * Every text bundle of the app (lib/locales and each `texts/` folder) exists in et, en and ru with
 * the same keys, the same placeholders and tags, and is really translated: no Russian or English
 * text is the Estonian one, and Russian text is written in Cyrillic (whole screens once stayed
 * Estonian in Russian: docs/decisions/0070-translations-complete-and-typed.md). The typecheck
 * catches a missing key too (lib/types.ts); this also catches a bundle folder without a language,
 * copied text and broken placeholders.
 */
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './i18n';

type Bundle = Record<string, unknown>;

const modules = import.meta.glob<{ default: Bundle }>(
  ['/pwa/src/lib/locales/*.ts', '/pwa/src/**/texts/*.ts', '!**/index.ts', '!**/*.test.ts'],
  { eager: true },
);

/** folder → language → bundle */
const folders = new Map<string, Map<string, Bundle>>();
for (const [file, mod] of Object.entries(modules)) {
  const match = /^(.*)\/(\w+)\.ts$/.exec(file);
  if (!match) continue;
  const [, folder, lng] = match as unknown as [string, string, string];
  if (!folders.has(folder)) folders.set(folder, new Map());
  folders.get(folder)!.set(lng, mod.default);
}

/** Flattens a bundle to dotted keys ("list.heading.all", "sections.0.paragraphs.1"). */
function flatten(value: unknown, prefix = '', out: Record<string, string> = {}) {
  if (typeof value === 'string') out[prefix] = value;
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      flatten(child, prefix ? `${prefix}.${key}` : key, out);
    }
  } else throw new Error(`${prefix} is not text: ${String(value)}`);
  return out;
}

/** Estonian has the plural forms one and other; a language's own forms replace them. */
function expectedKeys(etKeys: string[], lng: string): string[] {
  const forms = new Intl.PluralRules(lng).resolvedOptions().pluralCategories;
  const keys = new Set<string>();
  for (const key of etKeys) {
    const plural = /^(.*)_(one|other)$/.exec(key);
    if (plural) for (const form of forms) keys.add(`${plural[1]}_${form}`);
    else keys.add(key);
  }
  return [...keys].sort();
}

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}|<\/?(\w+)>/g;
const markers = (text: string) => [...text.matchAll(PLACEHOLDER)].map((m) => m[0]).sort();
/** The Estonian key a language's key stands for (Russian `_few` → Estonian `_other`). */
const etKeyOf = (key: string) => key.replace(/_(zero|two|few|many)$/, '_other');

/** Names and marks that read the same in every language. */
const SAME_EVERYWHERE = new Set(['Küünal', 'Küünal OÜ', 'Facebook', 'X', 'Admin', 'E-mail']);
/** Each language's name is written in that language, in every language. */
const sameByDesign = (key: string) => key.startsWith('languages.');
/** Only placeholders, names and punctuation: nothing to translate. */
function nothingToTranslate(text: string): boolean {
  let rest = text.replace(PLACEHOLDER, ' ');
  // longest first: "Küünal OÜ" before "Küünal"
  for (const name of [...SAME_EVERYWHERE].sort((a, b) => b.length - a.length)) {
    rest = rest.split(name).join(' ');
  }
  return !/\p{L}/u.test(rest);
}

describe('text bundles', () => {
  it('are found (the glob above still matches the folders)', () => {
    expect(folders.size).toBeGreaterThanOrEqual(9);
    expect([...folders.keys()]).toContain('/pwa/src/features/pages/texts');
  });

  for (const [folder, bundles] of folders) {
    describe(folder, () => {
      const et = flatten(bundles.get('et'));
      const etKeys = Object.keys(et);

      it('has every language', () => {
        expect([...bundles.keys()].sort()).toEqual([...LANGUAGES].sort());
      });

      for (const lng of LANGUAGES.filter((l) => l !== 'et')) {
        it(`${lng}: has exactly the Estonian keys (with ${lng}'s plural forms)`, () => {
          const texts = flatten(bundles.get(lng));
          expect(Object.keys(texts).sort()).toEqual(expectedKeys(etKeys, lng));
        });

        it(`${lng}: keeps every placeholder and tag, and translates every text`, () => {
          const texts = flatten(bundles.get(lng));
          const problems: string[] = [];
          for (const [key, text] of Object.entries(texts)) {
            const source = et[etKeyOf(key)];
            if (source === undefined) continue; // reported by the test above
            if (markers(text).join() !== markers(source).join()) {
              problems.push(`${key}: placeholders ${markers(text)} ≠ ${markers(source)}`);
            }
            if (text.trim() === '') problems.push(`${key}: empty`);
            if (sameByDesign(key) || nothingToTranslate(source)) continue;
            if (text === source) problems.push(`${key}: still Estonian ("${text}")`);
            if (lng === 'ru' && !nothingToTranslate(text) && !/\p{Script=Cyrillic}/u.test(text)) {
              problems.push(`${key}: no Russian in "${text}"`);
            }
          }
          expect(problems).toEqual([]);
        });
      }
    });
  }
});
