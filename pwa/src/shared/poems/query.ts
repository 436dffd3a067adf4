/**
 * The poem bank (GET /api/poems): the wizard's poem field and preview, and the poem samples page
 * (filtered by mood and notice type). One key, one fetcher.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { client, unwrap } from '../../lib/api';

export type BankPoem = InferResponseType<typeof client.api.poems.$get, 200>['items'][number];

export const poemKeys = {
  all: () => ['poems'] as const,
};

export const poemsQuery = () =>
  queryOptions({
    queryKey: poemKeys.all(),
    queryFn: ({ signal }) => unwrap(client.api.poems.$get({}, { init: { signal } })),
    staleTime: 5 * 60_000,
  });

export const usePoems = () => useQuery(poemsQuery());
