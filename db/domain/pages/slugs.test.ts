import { describe, expect, it } from 'vitest';
import { MAX_SLUG_LENGTH, slugify, uniqueSlug } from './slugs';

describe('slugify', () => {
  it.each([
    ['Õhtutähe Leinamaja OÜ', 'ohtutahe-leinamaja-ou'],
    ['Šokolaad ja žürii: ÄÖÜ õ', 'sokolaad-ja-zurii-aou-o'],
    ['  Kuidas käituda — lähedase surma korral?  ', 'kuidas-kaituda-lahedase-surma-korral'],
    ['Похороны', ''],
  ])('%s → %s', (text, slug) => expect(slugify(text)).toBe(slug));

  it('cuts a long title at a word end', () => {
    const slug = slugify('pikk '.repeat(40));
    expect(slug.length).toBeLessThanOrEqual(MAX_SLUG_LENGTH);
    expect(slug.endsWith('pikk')).toBe(true);
  });
});

describe('uniqueSlug', () => {
  it('counts up from 2 until a slug is free', () => {
    const taken = new Set(['matus', 'matus-2']);
    expect(uniqueSlug('matus', (s) => taken.has(s))).toBe('matus-3');
    expect(uniqueSlug('peied', (s) => taken.has(s))).toBe('peied');
  });
});
