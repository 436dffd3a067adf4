import { describe, expect, it } from 'vitest';
import { pagePath } from './page-links';
import { PAGE_PATHS, type PageKey, type PagePath, matchPage } from './pages';

describe('matchPage (which page a path shows)', () => {
  it('finds fixed pages, with or without a trailing slash', () => {
    expect(matchPage('/')).toEqual({ key: 'home', params: {} });
    expect(matchPage('/kontakt')).toEqual({ key: 'contact', params: {} });
    expect(matchPage('/kontakt/')).toEqual({ key: 'contact', params: {} });
    expect(matchPage('/admin/kasutajad')).toEqual({
      key: 'adminSection',
      params: { section: 'kasutajad' },
    });
  });

  it('fills an optional segment only when it is there', () => {
    expect(matchPage('/surmakuulutused')).toEqual({ key: 'notices', params: {} });
    expect(matchPage('/surmakuulutused/harju')).toEqual({
      key: 'notices',
      params: { county: 'harju' },
    });
    expect(matchPage('/surmakuulutused/harju/tallinn')).toBeNull();
  });

  it('tells a condolence card from the add-notice wizard by the id segment', () => {
    expect(matchPage('/kaastundeavaldus')).toEqual({ key: 'wizard', params: {} });
    expect(matchPage('/kaastundeavaldus/12')).toEqual({
      key: 'condolenceCard',
      params: { id: '12' },
    });
  });

  it('decodes parameters', () => {
    expect(matchPage('/password/a%2Fb%20c')).toEqual({
      key: 'resetPassword',
      params: { token: 'a/b c' },
    });
    expect(matchPage('/password')).toEqual({ key: 'forgotPassword', params: {} });
  });

  it('knows no other path', () => {
    for (const path of ['/nope', '/surmakuulutus', '/admin/x/1/2', '/arasaatmisteade', '/muuda']) {
      expect(matchPage(path)).toBeNull();
    }
  });

  it('matches every page without parameters to itself', () => {
    for (const [key, pattern] of Object.entries(PAGE_PATHS) as [PageKey, string][]) {
      if (!pattern.includes(':')) expect(matchPage(pattern)?.key).toBe(key);
    }
  });
});

describe('pagePath (typed links)', () => {
  it('gives fixed pages their path', () => {
    expect(pagePath('home')).toBe('/');
    expect(pagePath('notices')).toBe('/surmakuulutused');
    expect(pagePath('adminSection', { section: 'kasutajad' })).toBe('/admin/kasutajad');
  });

  it('fills parameters, encoded, and leaves out a missing optional one', () => {
    expect(pagePath('funeralCard', { id: 7 })).toBe('/arasaatmisteade/7');
    expect(pagePath('edit', { id: '42' })).toBe('/muuda/42');
    expect(pagePath('notices', { county: 'laane-viru' })).toBe('/surmakuulutused/laane-viru');
    expect(pagePath('notices', {})).toBe('/surmakuulutused');
    expect(pagePath('resetPassword', { token: 'a/b c' })).toBe('/password/a%2Fb%20c');
  });

  it('builds paths that match back to the same page and parameters', () => {
    expect(matchPage(pagePath('condolenceCard', { id: 3 }))).toEqual({
      key: 'condolenceCard',
      params: { id: '3' },
    });
    expect(matchPage(pagePath('notices', { county: 'harju' }))).toEqual({
      key: 'notices',
      params: { county: 'harju' },
    });
    expect(matchPage(pagePath('resetPassword', { token: 'x y' }))).toEqual({
      key: 'resetPassword',
      params: { token: 'x y' },
    });
  });

  // The @ts-expect-error lines fail `tsc -b` when the compiler stops refusing these calls.
  it('refuses wrong calls at compile time', () => {
    // @ts-expect-error a card needs its id
    expect(pagePath('funeralCard')).toBe('/arasaatmisteade');
    // @ts-expect-error a page without parameters takes none
    expect(pagePath('home', { id: 1 })).toBe('/');
    // @ts-expect-error a parameter the page does not have
    expect(pagePath('edit', { token: 'x' })).toBe('/muuda');
    // @ts-expect-error an unknown page
    expect(() => pagePath('nowhere')).toThrow(TypeError);
  });

  it('spells out only real paths without parameters as a PagePath', () => {
    const written: PagePath[] = ['/', '/surmakuulutused', '/kaastundeavaldus', '/admin'];
    for (const path of written) expect(matchPage(path)).not.toBeNull();
    // @ts-expect-error a card's path needs its id: pagePath('funeralCard', { id })
    const card: PagePath = '/arasaatmisteade';
    // @ts-expect-error not a page
    const unknown: PagePath = '/surmakuulutus';
    expect([card, unknown].map(matchPage)).toEqual([null, null]);
  });
});
