/** The admin's poem bank calls (role 10), on the typed Hono client. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import type { PoemInput } from '#domain/inputs/poem-input';
import { client, unwrap, unwrapEmpty } from '#pwa/lib/api';

const poems = client.api.admin.poems;
const one = poems[':id'];

export type AdminPoem = InferResponseType<typeof poems.$get, 200>['items'][number];

const pageQuery = (q: string, page: number) => ({
  ...(q ? { q } : {}),
  page: String(page),
});

export const poemsApi = {
  list: (q: string, page: number) => unwrap(poems.$get({ query: pageQuery(q, page) })),
  create: (json: PoemInput) => unwrap(poems.$post({ json })),
  update: (id: number, json: PoemInput) => unwrap(one.$put({ param: { id: String(id) }, json })),
  remove: (id: number) => unwrapEmpty(one.$delete({ param: { id: String(id) } })),
};

export const poemKeys = {
  all: () => ['admin', 'poems'] as const,
  page: (q: string, page: number) => ['admin', 'poems', q, page] as const,
};

export const poemQueries = {
  page: (q: string, page: number) =>
    queryOptions({
      queryKey: poemKeys.page(q, page),
      queryFn: () => poemsApi.list(q, page),
      placeholderData: keepPreviousData,
    }),
};

export const useAdminPoems = (q: string, page: number) => useQuery(poemQueries.page(q, page));
