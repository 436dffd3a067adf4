/**
 * A provider's side of the service requests over the typed client (Bearer session, role ≥ 3
 * with a claimed company): the inbox (nearest first), one request (its contact only once this
 * provider's offer was accepted), sending an offer (exactly once, by its clientKey), the
 * provider's offers, the alert settings and the header's unread count.
 */
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type {
  OfferInput,
  ProviderRequestDetail,
  ProviderSettings,
} from '#domain/inputs/service-requests';
import { client, unwrap } from '../../lib/api';

export type {
  ProviderRequestDetail,
  ProviderRequestItem,
  ProviderSettings,
} from '#domain/inputs/service-requests';

const provider = client.api.provider;
const request = provider.requests[':id'];

/** The inbox's filter: a service category, or every one. */
export interface InboxQuery {
  service: number | null;
}

export const INBOX_STEP = 12;

export const providerKeys = {
  all: ['provider'] as const,
  inbox: (query: InboxQuery) => ['provider', 'inbox', query] as const,
  request: (id: string) => ['provider', 'request', id] as const,
  offers: () => ['provider', 'offers'] as const,
  settings: () => ['provider', 'settings'] as const,
  unread: () => ['provider', 'unread'] as const,
};

export const providerQueries = {
  /** The open requests, 12 per step; the API's pages are 1-based */
  inbox: (query: InboxQuery) =>
    infiniteQueryOptions({
      queryKey: providerKeys.inbox(query),
      queryFn: ({ pageParam, signal }) =>
        unwrap(
          provider.requests.$get(
            {
              query: {
                page: String(pageParam),
                take: String(INBOX_STEP),
                ...(query.service === null ? {} : { service: String(query.service) }),
              },
            },
            { init: { signal } },
          ),
        ),
      initialPageParam: 1,
      getNextPageParam: (last, pages) => (last.hasMore ? pages.length + 1 : undefined),
    }),
  request: (id: string) =>
    queryOptions({
      queryKey: providerKeys.request(id),
      queryFn: ({ signal }): Promise<ProviderRequestDetail> =>
        unwrap(request.$get({ param: { id } }, { init: { signal } })),
    }),
  offers: () =>
    queryOptions({
      queryKey: providerKeys.offers(),
      queryFn: ({ signal }) => unwrap(provider.offers.$get({}, { init: { signal } })),
    }),
  settings: () =>
    queryOptions({
      queryKey: providerKeys.settings(),
      queryFn: ({ signal }): Promise<ProviderSettings> =>
        unwrap(provider.settings.$get({}, { init: { signal } })),
    }),
  unread: () =>
    queryOptions({
      queryKey: providerKeys.unread(),
      queryFn: ({ signal }) => unwrap(provider.requests.unread.$get({}, { init: { signal } })),
      refetchInterval: 5 * 60_000,
    }),
};

export const providerApi = {
  sendOffer: (requestId: number, body: OfferInput) =>
    unwrap(request.offers.$post({ param: { id: String(requestId) }, json: body })),
  saveSettings: (settings: ProviderSettings): Promise<ProviderSettings> =>
    unwrap(provider.settings.$put({ json: settings })),
};
