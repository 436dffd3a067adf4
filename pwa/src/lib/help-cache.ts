/**
 * Which help pages (the legal ones among them) the service worker (pwa/src/sw.ts) saves when it
 * installs. Apart from sw-rules.ts, which the first screen loads, so the help pages' slugs stay
 * out of it. Pure, unit-tested in Node.
 */
import { HELP_SLUGS } from '#domain/pages/help-pages';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '#domain/vocabulary/locales';

/**
 * The languages whose help pages the worker saves when it installs: Estonian, and the reader's
 * (the browser's first language the site speaks), since a worker cannot read the app's choice.
 */
export function helpLanguages(browserLanguages: readonly string[]): Locale[] {
  const reader = browserLanguages
    .map((tag) => tag.slice(0, 2).toLowerCase())
    .find((code): code is Locale => (LOCALES as readonly string[]).includes(code));
  return reader && reader !== DEFAULT_LOCALE ? [DEFAULT_LOCALE, reader] : [DEFAULT_LOCALE];
}

/** The help pages' API addresses in those languages, as the app asks for them */
export function helpPageUrls(languages: readonly Locale[]): string[] {
  return languages.flatMap((language) =>
    HELP_SLUGS.map((slug) => `/api/help/${slug}?locale=${language}`),
  );
}
