/** The banner manager's calls (role 5 and up), on the typed Hono client. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InferRequestType, InferResponseType } from 'hono/client';
import { client, unwrap, unwrapEmpty } from '#pwa/lib/api';

const banners = client.api.admin.banners;
const banner = banners[':id'];

export type AdminBanner = InferResponseType<typeof banner.$get, 200>;
export type BannerBody = InferRequestType<typeof banners.$post>['json'];

export const bannerApi = {
  list: (page: number) => unwrap(banners.$get({ query: { page: String(page) } })),
  one: (id: number) => unwrap(banner.$get({ param: { id: String(id) } })),
  create: (json: BannerBody) => unwrap(banners.$post({ json })),
  update: (id: number, json: BannerBody) =>
    unwrap(banner.$put({ param: { id: String(id) }, json })),
  remove: (id: number) => unwrapEmpty(banner.$delete({ param: { id: String(id) } })),
};

export const bannerKeys = {
  all: () => ['admin', 'banners'] as const,
  page: (page: number) => ['admin', 'banners', 'page', page] as const,
  one: (id: number) => ['admin', 'banners', 'one', id] as const,
};

export const bannerQueries = {
  page: (page: number) =>
    queryOptions({ queryKey: bannerKeys.page(page), queryFn: () => bannerApi.list(page) }),
  one: (id: number) =>
    queryOptions({ queryKey: bannerKeys.one(id), queryFn: () => bannerApi.one(id) }),
};

export const useBannerPage = (page: number) => useQuery(bannerQueries.page(page));
export const useBanner = (id: number | null) =>
  useQuery({ ...bannerQueries.one(id ?? 0), enabled: id !== null });
