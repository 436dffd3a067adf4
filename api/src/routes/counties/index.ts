/**
 * GET /api/counties?locale=…: the 15 counties, each with its id, its name in the reader's language
 * ("Harju County", "Харьюмаа") and its URL slug, which is always the Estonian one ("harju").
 * Estonian names in Estonian alphabetical order, the others in their language's order.
 */
import { countySlug } from '#domain/vocabulary/counties';
import { countyName } from '#domain/vocabulary/county-names';
import type { Locale } from '#domain/vocabulary/locales';
import type { Stores } from '../../stores';
import { createRouter } from '../../lib/router';
import type { CountyRef } from './store';

/** The counties as a reader of `locale` sees them */
function localCounties(sorted: readonly CountyRef[], locale: Locale) {
  const local = sorted.map(({ id, name }) => ({
    id,
    name: countyName(name, locale),
    slug: countySlug(name),
  }));
  if (locale === 'et') return local;
  const collator = new Intl.Collator(locale);
  return local.sort((a, b) => collator.compare(a.name, b.name));
}

export function countyRoutes({ counties }: Stores) {
  return createRouter().get('/', async (c) => {
    c.header('Cache-Control', 'public, max-age=3600');
    return c.json(localCounties(await counties.list(), c.get('locale')));
  });
}
