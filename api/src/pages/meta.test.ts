import { describe, expect, it } from 'vitest';
import { PAGE_DESCRIPTIONS } from '#domain/pages/page-descriptions';
import { pageTitle } from '#domain/pages/page-meta';
import { PAGE_TITLES } from '#domain/pages/page-titles';
import { PAGE_PATHS, type PageKey } from '#domain/pages/pages';
import { STATIC_META } from './meta';

describe('static page meta', () => {
  it('titles every page with the words the app shows', () => {
    for (const key of Object.keys(PAGE_PATHS) as PageKey[]) {
      const words = PAGE_TITLES[pageTitle(key)];
      expect(STATIC_META[key].title, key).toBe(
        words.includes('Küünal') ? words : `${words} – Küünal`,
      );
    }
    expect(STATIC_META.forgotPassword.title).toBe('Parooli taastamine – Küünal');
    expect(STATIC_META.add.title).toBe('Lisa teade – Küünal');
  });

  it('keeps search engines to the pages that have a description of their own', () => {
    for (const key of Object.keys(PAGE_PATHS) as PageKey[]) {
      expect(STATIC_META[key].noindex ?? false, key).toBe(!PAGE_DESCRIPTIONS[key]);
    }
    expect(STATIC_META.login.noindex).toBe(true);
    expect(STATIC_META.terms.noindex).toBeUndefined();
  });
});
