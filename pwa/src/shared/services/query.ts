/**
 * The directory's service categories (GET /api/services): the directory's filter, a family's
 * service request and a provider's inbox filter and alert settings pick from them. One key, one
 * fetcher; kept for offline use by the service worker's lookups cache.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { client, unwrap } from '../../lib/api';

export type Service = InferResponseType<typeof client.api.services.$get, 200>[number];

export const serviceKeys = {
  list: () => ['directory', 'services'] as const,
};

export const servicesQuery = () =>
  queryOptions({
    queryKey: serviceKeys.list(),
    queryFn: ({ signal }) => unwrap(client.api.services.$get({}, { init: { signal } })),
    staleTime: 10 * 60_000,
  });

export const useServices = () => useQuery(servicesQuery());
