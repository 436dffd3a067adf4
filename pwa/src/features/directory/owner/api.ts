/**
 * The company owner's calls (typed Hono client): the own company (GET/PUT
 * /api/account/company; 404 → none owned), finding a company to
 * claim by name, the claim, the user's claims still waiting for their link, and the
 * confirmation.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import type { z } from 'zod';
import type { claimInput, CompanyEditInput } from '#domain/inputs/company-input';
import { client, unwrap } from '#pwa/lib/api';
import type { ApiError } from '#pwa/lib/api-error';

const ownCompany = client.api.account.company;
const claims = client.api.companies.claims;

export type OwnCompany = InferResponseType<typeof ownCompany.$get, 200>;
export type PendingClaim = InferResponseType<typeof claims.mine.$get, 200>['items'][number];
export type CompanyHit = InferResponseType<typeof client.api.companies.$get, 200>['items'][number];

/** How many companies the claim search offers. */
const SEARCH_TAKE = 8;

export const ownerKeys = {
  all: ['owner'] as const,
  company: (userId: number) => ['owner', 'company', userId] as const,
  claims: (userId: number) => ['owner', 'claims', userId] as const,
  search: (name: string) => ['owner', 'search', name] as const,
};

/** The user's company, or null when they own none (the API's 404). */
async function fetchOwnCompany(signal: AbortSignal): Promise<OwnCompany | null> {
  try {
    return await unwrap(ownCompany.$get({}, { init: { signal } }));
  } catch (err) {
    if ((err as ApiError).status === 404) return null;
    throw err;
  }
}

export const ownerQueries = {
  company: (userId: number) =>
    queryOptions({
      queryKey: ownerKeys.company(userId),
      queryFn: ({ signal }) => fetchOwnCompany(signal),
    }),
  claims: (userId: number) =>
    queryOptions({
      queryKey: ownerKeys.claims(userId),
      queryFn: ({ signal }) => unwrap(claims.mine.$get({}, { init: { signal } })),
    }),
  search: (name: string) =>
    queryOptions({
      queryKey: ownerKeys.search(name),
      queryFn: ({ signal }) =>
        unwrap(
          client.api.companies.$get(
            { query: { name, sort: 'name', take: String(SEARCH_TAKE) } },
            { init: { signal } },
          ),
        ),
      staleTime: 60_000,
    }),
};

export const ownerApi = {
  claim: (json: z.input<typeof claimInput>) => unwrap(claims.$post({ json })),
  confirm: (token: string) => unwrap(claims.confirm.$post({ json: { token } })),
  save: (json: CompanyEditInput) => unwrap(ownCompany.$put({ json })),
};

export const useOwnCompany = (userId: number) => useQuery(ownerQueries.company(userId));
/** The user's claims whose mailed link still works (none asked while `enabled` is false). */
export const useOwnClaims = (userId: number, enabled: boolean) =>
  useQuery({ ...ownerQueries.claims(userId), enabled });
/** Companies by name, asked from 2 letters on. */
export const useCompanySearch = (name: string) =>
  useQuery({ ...ownerQueries.search(name), enabled: name.length >= 2 });
