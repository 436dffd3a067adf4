/**
 * The 15 counties, for the list's county filter and the wizard's county checkboxes: one key, one
 * fetcher. A list page asks for them with the document (early requests); every answer is kept
 * in localStorage, because the wizard's data step must work offline and the counties change
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

const STORAGE_KEY = 'counties';

export const countyKeys = {
  all: ['counties'] as const,
  byLanguage: (language: string) => ['counties', language] as const,
};

function storedCounties(): County[] | undefined {
  const value = readJson<unknown>(STORAGE_KEY, null);
  return Array.isArray(value) ? (value as County[]) : undefined;
}

function remember(counties: County[]): County[] {
  writeStorage(STORAGE_KEY, JSON.stringify(counties));
  return counties;
}

export function countiesQuery(language: string) {
  const early = earlyQuery<County[]>(countiesRequest(), (signal) =>
    unwrap(client.api.counties.$get({}, { init: { signal } })),
  );
  return queryOptions({
    queryKey: countyKeys.byLanguage(language),
    queryFn: async (context) => remember(await early.queryFn(context)),
    initialData: () => {
      const counties = early.initialData();
      return counties && remember(counties);
    },
    staleTime: 60 * 60_000,
  });
}

/** The counties in the page's language; `offline` shows the last stored list while asking. */
export function useCounties({ offline = false }: { offline?: boolean } = {}) {
  const { i18n } = useTranslation();
  return useQuery({
    ...countiesQuery(i18n.resolvedLanguage ?? 'et'),
    placeholderData: offline ? storedCounties : undefined,
  });
}
