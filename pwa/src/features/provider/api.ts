/**
 * A provider's side of the service requests (Bearer session, role ≥ 3 with a claimed company):
 * the inbox (nearest first), one request (its contact only once this provider's offer was
 * accepted), sending an offer (exactly once, by its clientKey), the provider's offers, the
 * alert settings and the header's unread count. Over the ky instance, with the agreed
 * contract's shapes until the typed client describes these routes.
 */
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { http, httpCall } from '../../lib/http';
import type { OfferBody } from '../../lib/offline-db';

export type OfferStatus = 'sent' | 'accepted' | 'declined' | 'expired';
export type RequestStatus = 'unconfirmed' | 'open' | 'accepted' | 'cancelled' | 'closed';

export interface ProviderOffer {
  id: number;
  totalEuros: number;
  includes: string;
  message: string;
  validUntil: string;
  status: OfferStatus;
  createdAt: string;
}

export interface InboxItem {
  id: number;
  services: { id: number; name: string }[];
  settlement: string;
  county: string;
  distanceKm: number;
  funeralDate: string | null;
  budgetEuros: number | null;
  message: string;
  providersAsked: number;
  status: RequestStatus;
  alertedAt: string;
  read: boolean;
  myOffer: ProviderOffer | null;
  /** The settlement's centre (never the family's own point) */
  mapLat: number | null;
  mapLon: number | null;
}

export interface InboxRequest extends InboxItem {
  attendees: number | null;
  /** Only once this provider's offer was accepted */
  name?: string;
  email?: string;
  phone?: string | null;
}

export interface MyOffer extends ProviderOffer {
  requestId: number;
  settlement: string;
  services: { id: number; name: string }[];
}

export interface ProviderSettings {
  radiusKm: number;
  counties: number[];
  services: number[];
  push: boolean;
  email: boolean;
}

interface InboxPage {
  items: InboxItem[];
  total: number;
  hasMore: boolean;
}

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
  inbox: (query: InboxQuery) =>
    infiniteQueryOptions({
      queryKey: providerKeys.inbox(query),
      queryFn: ({ pageParam, signal }) =>
        httpCall(() =>
          http
            .get('/api/provider/requests', {
              searchParams: {
                page: pageParam,
                take: INBOX_STEP,
                ...(query.service === null ? {} : { service: query.service }),
              },
              signal,
            })
            .json<InboxPage>(),
        ),
      initialPageParam: 1,
      getNextPageParam: (last, pages) => (last.hasMore ? pages.length + 1 : undefined),
    }),
  request: (id: string) =>
    queryOptions({
      queryKey: providerKeys.request(id),
      queryFn: ({ signal }) =>
        httpCall(() =>
          http
            .get(`/api/provider/requests/${encodeURIComponent(id)}`, { signal })
            .json<InboxRequest>(),
        ),
    }),
  offers: () =>
    queryOptions({
      queryKey: providerKeys.offers(),
      queryFn: ({ signal }) =>
        httpCall(() => http.get('/api/provider/offers', { signal }).json<{ items: MyOffer[] }>()),
    }),
  settings: () =>
    queryOptions({
      queryKey: providerKeys.settings(),
      queryFn: ({ signal }) =>
        httpCall(() => http.get('/api/provider/settings', { signal }).json<ProviderSettings>()),
    }),
  unread: () =>
    queryOptions({
      queryKey: providerKeys.unread(),
      queryFn: ({ signal }) =>
        httpCall(() =>
          http.get('/api/provider/requests/unread', { signal }).json<{ count: number }>(),
        ),
      refetchInterval: 5 * 60_000,
    }),
};

export const providerApi = {
  sendOffer: (requestId: number, body: OfferBody & { clientKey: string }) =>
    httpCall(() =>
      http.post(`/api/provider/requests/${requestId}/offers`, { json: body }).json<ProviderOffer>(),
    ),
  saveSettings: (settings: ProviderSettings) =>
    httpCall(() => http.put('/api/provider/settings', { json: settings }).json<ProviderSettings>()),
};
