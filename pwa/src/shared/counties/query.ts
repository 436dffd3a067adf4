/**
 * The 15 counties, for the list's county filter and the wizard's county checkboxes: one key, one
 * fetcher, in the page's language (names from db/domain/counties.ts; slugs always Estonian). A list
 * page asks for them with the document (early requests); every answer is kept in localStorage,
 * one list per language, because the wizard's data step must work offline and the counties change
 * with an administrative reform, not daily.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { useTranslation } from 'react-i18next';
import { client, unwrap } from '../../lib/api';
import { earlyQuery } from '../../lib/early-query';
import { readJson, writeStorage } from '../../lib/storage';
import { countiesRequest } from './request';

export type County = InferResponseType<typeof client.api.counties.$get, 200>[number];

/** One stored list per language: the names are in it (slugs came with them) */
const storageKey = (language: string) => `counties.${language}`;

export const countyKeys = {
  all: ['counties'] as const,
  byLanguage: (language: string) => ['counties', language] as const,
};

function storedCounties(language: string): County[] | undefined {
  const value = readJson<unknown>(storageKey(language), null);
  return Array.isArray(value) ? (value as County[]) : undefined;
}

function remember(language: string, counties: County[]): County[] {
  writeStorage(storageKey(language), JSON.stringify(counties));
  return counties;
}

export function countiesQuery(language: string) {
  const early = earlyQuery<County[]>(countiesRequest(), (signal) =>
    unwrap(client.api.counties.$get({}, { init: { signal } })),
  );
  return queryOptions({
    queryKey: countyKeys.byLanguage(language),
    queryFn: async (context) => remember(language, await early.queryFn(context)),
    initialData: () => {
      const counties = early.initialData();
      return counties && remember(language, counties);
    },
    staleTime: 60 * 60_000,
  });
}

/** The counties in the page's language; `offline` shows the last stored list while asking. */
export function useCounties({ offline = false }: { offline?: boolean } = {}) {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'et';
  return useQuery({
    ...countiesQuery(language),
    placeholderData: offline ? () => storedCounties(language) : undefined,
  });
}
