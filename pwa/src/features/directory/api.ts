/**
 * The directory's queries: services, the company list (paged like the notices: 12 per step) and
 * the map's companies (every page up to a cap), the map configuration and a place's position.
 *
 * The shapes follow the issue 13 API contract (GET /api/services, /api/companies, /api/map);
 * the calls go through the ky instance of lib/http.ts (locale, errors as ApiError).
 */
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import type { WallMoment } from '../../../../db/domain/opening-hours';
import { http, unwrap } from '../../lib/http';
import { fetchPlacePosition } from '../../shared/places/api';

export interface Service {
  id: number;
  slug: string;
  name: string;
  description: string;
  companyCount: number;
}

export interface CompanyItem {
  id: number;
  name: string;
  slug: string;
  distanceKm: number | null;
  ferry: boolean;
  openNow: boolean;
  opensAt: WallMoment | null;
  closesAt: WallMoment | null;
  hoursKnown: boolean;
  temporarilyClosed: boolean;
  transport24: boolean;
  /** the lowest complete prices in cents */
  priceFrom: { cremation: number | null; burial: number | null };
  rating: number | null;
  reviewCount: number;
  logo: string | null;
  lat: number | null;
  lon: number | null;
  verified: boolean;
}

export interface CompanyPage {
  items: CompanyItem[];
  total: number;
  hasMore: boolean;
}

export interface MapConfig {
  tileUrl: string | null;
  attribution: string | null;
}

/** GET /api/companies's query without paging, every value a URL string (lists repeat). */
export type CompanyQuery = Record<string, string | string[]>;

/** The list's step ("Näita rohkem") and the map's page size and cap */
export const LIST_STEP = 12;
export const MAP_TAKE = 48;
export const MAP_CAP = 500;

const get = <T>(path: string, query: CompanyQuery = {}, signal?: AbortSignal) => {
  const searchParams = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const one of Array.isArray(value) ? value : [value]) searchParams.append(key, one);
  }
  return unwrap(http.get(path, { searchParams, signal })) as Promise<T>;
};

function companyPage(query: CompanyQuery, page: number, take: number, signal?: AbortSignal) {
  const params = { ...query, page: String(page), take: String(take) };
  return get<CompanyPage>('/api/companies', params, signal);
}

export const directoryKeys = {
  all: ['directory'] as const,
  services: () => ['directory', 'services'] as const,
  service: (id: string) => ['directory', 'services', id] as const,
  list: (query: CompanyQuery) => ['directory', 'companies', 'list', query] as const,
  map: (query: CompanyQuery) => ['directory', 'companies', 'map', query] as const,
  mapConfig: () => ['directory', 'map-config'] as const,
  place: (id: number) => ['directory', 'place', id] as const,
};

export const directoryQueries = {
  services: () =>
    queryOptions({
      queryKey: directoryKeys.services(),
      queryFn: ({ signal }) => get<Service[]>('/api/services', {}, signal),
      staleTime: 10 * 60_000,
    }),
  service: (id: string) =>
    queryOptions({
      queryKey: directoryKeys.service(id),
      queryFn: ({ signal }) => get<Service>(`/api/services/${encodeURIComponent(id)}`, {}, signal),
    }),
  /** The list, 12 per step; pages are 1-based in the API */
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
  mapConfig: () =>
    queryOptions({
      queryKey: directoryKeys.mapConfig(),
      queryFn: ({ signal }) => get<MapConfig>('/api/map', {}, signal),
      staleTime: Infinity,
    }),
  place: (id: number) =>
    queryOptions({
      queryKey: directoryKeys.place(id),
      queryFn: () => fetchPlacePosition(id),
      staleTime: Infinity,
    }),
};

export const useServices = () => useQuery(directoryQueries.services());
export const useService = (id: string) => useQuery(directoryQueries.service(id));
export const useCompanyList = (query: CompanyQuery) =>
  useInfiniteQuery(directoryQueries.list(query));
export const useMapCompanies = (query: CompanyQuery) => useQuery(directoryQueries.map(query));
export const useMapConfig = () => useQuery(directoryQueries.mapConfig());
