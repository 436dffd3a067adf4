/**
 * The directory's queries over the typed client: services, the company list (paged like the
 * notices: 12 per step) and every company of a filter for the map (pages of 48 up to a cap)
 * (the map's settings: shared/map/base-layers.ts).
 */
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import type { InferRequestType, InferResponseType } from 'hono/client';
import { LIST_LIMITS } from '#domain/inputs/limits';
import { client, unwrap } from '../../lib/api';

const companies = client.api.companies;
const services = client.api.services;

export type CompanyPage = InferResponseType<typeof companies.$get, 200>;
export type CompanyItem = CompanyPage['items'][number];

/** GET /api/companies's query without paging (URL strings; `service` repeats). */
export type CompanyQuery = Omit<InferRequestType<typeof companies.$get>['query'], 'page' | 'take'>;

/** The list's step ("Näita rohkem") and the map's page size and cap */
export const LIST_STEP = LIST_LIMITS.takeDefault;
export const MAP_TAKE = LIST_LIMITS.takeMax;
export const MAP_CAP = 500;

function companyPage(query: CompanyQuery, page: number, take: number, signal: AbortSignal) {
  return unwrap(
    companies.$get(
      { query: { ...query, page: String(page), take: String(take) } },
      { init: { signal } },
    ),
  );
}

export const directoryKeys = {
  all: ['directory'] as const,
  service: (id: string) => ['directory', 'services', id] as const,
  list: (query: CompanyQuery) => ['directory', 'companies', 'list', query] as const,
  map: (query: CompanyQuery) => ['directory', 'companies', 'map', query] as const,
};

export const directoryQueries = {
  service: (id: string) =>
    queryOptions({
      queryKey: directoryKeys.service(id),
      queryFn: ({ signal }) =>
        unwrap(services[':id'].$get({ param: { id } }, { init: { signal } })),
    }),
  /** The list, 12 per step; the API's pages are 1-based */
  list: (query: CompanyQuery) =>
    infiniteQueryOptions({
      queryKey: directoryKeys.list(query),
      queryFn: ({ pageParam, signal }) => companyPage(query, pageParam, LIST_STEP, signal),
      initialPageParam: 1,
      getNextPageParam: (last, pages) => (last.hasMore ? pages.length + 1 : undefined),
    }),
  /** Every company of the filter for the map: pages of 48 up to MAP_CAP */
  map: (query: CompanyQuery) =>
    queryOptions({
      queryKey: directoryKeys.map(query),
      queryFn: async ({ signal }) => {
        const items: CompanyItem[] = [];
        for (let page = 1; items.length < MAP_CAP; page++) {
          const answer = await companyPage(query, page, MAP_TAKE, signal);
          items.push(...answer.items);
          if (!answer.hasMore || answer.items.length === 0) break;
        }
        return items.slice(0, MAP_CAP);
      },
    }),
};

export const useService = (id: string) => useQuery(directoryQueries.service(id));
export const useCompanyList = (query: CompanyQuery) =>
  useInfiniteQuery(directoryQueries.list(query));
export const useMapCompanies = (query: CompanyQuery) => useQuery(directoryQueries.map(query));
