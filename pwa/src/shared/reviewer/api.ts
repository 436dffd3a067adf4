/**
 * The reviewers' social sign-in (docs/accounts.md): which providers the API offers, where the
 * browser goes to sign in, and signing out. The reviewer's stored session is lib/reviewer.ts.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SocialProvider } from '#domain/inputs/auth';
import { client, reviewerClient, unwrap, unwrapEmpty } from '../../lib/api';

export const reviewerApi = {
  providers: () => unwrap(client.api.auth.social.providers.$get()),
  logout: () => unwrapEmpty(reviewerClient.api.auth.social.logout.$post()),
};

export const reviewerKeys = {
  socialProviders: () => ['social-providers'] as const,
};

export const reviewerQueries = {
  socialProviders: () =>
    queryOptions({
      queryKey: reviewerKeys.socialProviders(),
      queryFn: reviewerApi.providers,
      staleTime: 10 * 60_000,
    }),
};

/** The reviewers' sign-in providers; not asked while a reviewer is signed in. */
export const useSocialProviders = (enabled: boolean) =>
  useQuery({ ...reviewerQueries.socialProviders(), enabled });

/** Where the browser goes to sign in with a provider (a full navigation, not a fetch). */
export function socialStartUrl(provider: SocialProvider, returnTo: string): string {
  return `/api/auth/social/${provider}/start?${new URLSearchParams({ returnTo }).toString()}`;
}
