/**
 * The help pages' one query: GET /api/help/:slug in the reader's language (the key holds the
 * language, so a switch asks again), for the help pages and the legal pages (/privaatsus,
 * /tingimused). The service worker keeps the answers in Estonian and the reader's language from
 * its install on (pwa/src/sw.ts), so they read offline.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HelpPage, HelpSlug } from '#domain/pages/help-pages';
import { client, unwrap } from '../../lib/api';
import { type Language, currentLanguage } from '../../lib/i18n';

export const helpKeys = {
  page: (slug: HelpSlug, language: Language) => ['help', slug, language] as const,
};

export const helpQueries = {
  page: (slug: HelpSlug, language: Language) =>
    queryOptions({
      queryKey: helpKeys.page(slug, language),
      // the HTTP layer asks in the current language (?locale=), which is `language` here
      queryFn: ({ signal }): Promise<HelpPage> =>
        unwrap(client.api.help[':slug'].$get({ param: { slug } }, { init: { signal } })),
      staleTime: 5 * 60_000,
    }),
};

export const useHelpPage = (slug: HelpSlug) => useQuery(helpQueries.page(slug, currentLanguage()));
