/**
 * A family's service request (docs/api.md, issue 14): sending it, confirming it by the mailed
 * link, its private page (by the request's token), accepting an offer, cancelling and following
 * it with push. Over the ky instance: the shapes are the agreed contract's until the typed
 * client describes these routes.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http, httpCall } from '../../lib/http';

export interface RequestInput {
  services: number[];
  placeId: number;
  funeralDate: string | null;
  attendees?: number;
  budgetEuros?: number;
  message: string;
  name: string;
  email: string;
  phone?: string;
  maxProviders: number;
  terms: true;
  privacy: true;
  website: string;
}

export type RequestStatus = 'unconfirmed' | 'open' | 'accepted' | 'cancelled' | 'closed';
export type OfferStatus = 'sent' | 'accepted' | 'declined' | 'expired';

export interface FamilyOffer {
  id: number;
  company: {
    id: number;
    name: string;
    slug: string;
    logoUrl: string | null;
    rating: number | null;
    reviewCount: number;
    phone: string | null;
  };
  distanceKm: number | null;
  totalEuros: number;
  includes: string;
  message: string;
  validUntil: string;
  status: OfferStatus;
  createdAt: string;
}

export interface FamilyRequest {
  id: number;
  status: RequestStatus;
  closeReason: 'date' | 'age' | null;
  services: { id: number; name: string }[];
  settlement: string;
  county: string;
  funeralDate: string | null;
  attendees: number | null;
  budgetEuros: number | null;
  message: string;
  name: string;
  email: string;
  phone: string | null;
  maxProviders: number;
  providersAsked: number;
  createdAt: string;
  confirmedAt: string | null;
  closesAt: string;
  warnings: string[];
  offers: FamilyOffer[];
}

/** Where a request is reached: its id and the private token of the mailed link. */
export interface RequestKey {
  id: string;
  token: string;
}

const path = (key: RequestKey, action = '') =>
  `/api/requests/${encodeURIComponent(key.id)}${action}`;

export const requestKeys = {
  all: ['service-request'] as const,
  one: (key: RequestKey) => ['service-request', key.id, key.token] as const,
};

export const familyApi = {
  send: (input: RequestInput) =>
    httpCall(() =>
      http.post('/api/requests', { json: input }).json<{ id: number; token: string }>(),
    ),
  confirm: (key: RequestKey) =>
    httpCall(() =>
      http
        .post(path(key, '/confirm'), { searchParams: { token: key.token } })
        .json<{ status: RequestStatus; providersAsked: number }>(),
    ),
  accept: (key: RequestKey, offerId: number) =>
    httpCall(() =>
      http
        .post(path(key, '/accept'), { searchParams: { token: key.token }, json: { offerId } })
        .json<FamilyRequest>(),
    ),
  cancel: (key: RequestKey) =>
    httpCall(() =>
      http.post(path(key, '/cancel'), { searchParams: { token: key.token } }).json<FamilyRequest>(),
    ),
  follow: (key: RequestKey, endpoint: string) =>
    httpCall(() =>
      http
        .post(path(key, '/follow'), { searchParams: { token: key.token }, json: { endpoint } })
        .json<{ following: boolean }>(),
    ),
};

export const requestQuery = (key: RequestKey) =>
  queryOptions({
    queryKey: requestKeys.one(key),
    queryFn: ({ signal }) =>
      httpCall(() =>
        http.get(path(key), { searchParams: { token: key.token }, signal }).json<FamilyRequest>(),
      ),
  });

export const useFamilyRequest = (key: RequestKey, enabled: boolean) =>
  useQuery({ ...requestQuery(key), enabled });
