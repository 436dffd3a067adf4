/**
 * The brand declines as the word does (küünal, küünla, küünlas): one form of "Küünal" in the
 * site's own seeded words, help and legal pages, articles and poems' rights included.
 */
import { describe, expect, it } from 'vitest';
import { LOCALES } from '#domain/vocabulary/locales';
import { SEED_ARTICLES } from './content/articles';
import { helpPagesIn, legalPagesIn } from './help-pages';
import { DEMO_POEM_RIGHTS, DEMO_POEMS } from './poems';

/** "Küünali", "Küünalil", "Küünalis": the stem kept whole where Estonian drops its vowel */
const WRONG_FORM = /Küünal(?:i|il|is|ist|isse|iga)\b/u;

describe('the brand name in seeded content', () => {
  it('is declined Küünla, Küünlas…, never Küünali', () => {
    const texts = [
      ...LOCALES.flatMap((language) => [...helpPagesIn(language), ...legalPagesIn(language)]),
      SEED_ARTICLES,
      DEMO_POEM_RIGHTS,
      DEMO_POEMS,
    ].map((content) => JSON.stringify(content));
    for (const text of texts) expect(text).not.toMatch(WRONG_FORM);
    expect(texts.join('\n')).toMatch(/Küünla toimetus/);
  });
});
