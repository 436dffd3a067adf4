/**
 * A family's service request over the typed client: sending it, confirming it by the mailed
 * link, its private page (by the request's token), accepting an offer, cancelling and following
 * it with push. The shapes are db/domain/service-requests.ts's.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FamilyRequest, ServiceRequestInput } from '#domain/inputs/service-requests';
import { client, unwrap } from '../../lib/api';

export type {
  FamilyOffer,
  FamilyRequest,
  ServiceRequestInput,
} from '#domain/inputs/service-requests';

/** Where a request is reached: its id and the private token of the mailed link. */
export interface RequestKey {
  id: string;
  token: string;
}

const one = client.api.requests[':id'];
const address = (key: RequestKey) => ({ param: { id: key.id }, query: { token: key.token } });

export const requestKeys = {
  all: ['service-request'] as const,
  one: (key: RequestKey) => ['service-request', key.id, key.token] as const,
};

export const familyApi = {
  send: (input: ServiceRequestInput) => unwrap(client.api.requests.$post({ json: input })),
  confirm: (key: RequestKey) => unwrap(one.confirm.$post(address(key))),
  accept: (key: RequestKey, offerId: number): Promise<FamilyRequest> =>
    unwrap(one.accept.$post({ ...address(key), json: { offerId } })),
  cancel: (key: RequestKey): Promise<FamilyRequest> => unwrap(one.cancel.$post(address(key))),
  follow: (key: RequestKey, endpoint: string) =>
    unwrap(one.follow.$post({ ...address(key), json: { endpoint } })),
};

export const requestQuery = (key: RequestKey) =>
  queryOptions({
    queryKey: requestKeys.one(key),
    queryFn: ({ signal }): Promise<FamilyRequest> =>
      unwrap(one.$get(address(key), { init: { signal } })),
  });

export const useFamilyRequest = (key: RequestKey, enabled: boolean) =>
  useQuery({ ...requestQuery(key), enabled });
