/**
 * Follow state as queries: this browser's endpoint, the notices it follows, and the
 * follow/unfollow/anniversary changes (which keep the list up to date).
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { follow, getFollows, unfollow, type FollowItem } from './api';
import { currentEndpoint } from './subscription';

const pushKeys = {
  endpoint: () => ['push', 'endpoint'] as const,
  follows: (endpoint: string | null) => ['push', 'follows', endpoint] as const,
};

const pushQueries = {
  /** This browser's push endpoint (null: not subscribed, or push unsupported). */
  endpoint: () =>
    queryOptions({
      queryKey: pushKeys.endpoint(),
      queryFn: currentEndpoint,
      staleTime: Infinity,
      networkMode: 'always',
    }),
  /** The notices this browser follows (empty without a subscription; undefined: not known yet). */
  follows: (endpoint: string | null | undefined) =>
    queryOptions({
      queryKey: pushKeys.follows(endpoint ?? null),
      queryFn: () => (endpoint ? getFollows(endpoint) : Promise.resolve([] as FollowItem[])),
      enabled: endpoint !== undefined,
    }),
};

export const useEndpoint = () => useQuery(pushQueries.endpoint());

export const useFollows = (endpoint: string | null | undefined) =>
  useQuery(pushQueries.follows(endpoint));

/** Follow (or change the anniversary choice), unfollow; both refresh the follows. */
export function useFollowChanges() {
  const queryClient = useQueryClient();
  const refresh = async (endpoint: string) => {
    queryClient.setQueryData(pushKeys.endpoint(), endpoint);
    await queryClient.invalidateQueries({ queryKey: pushKeys.follows(endpoint) });
  };
  const start = useMutation({
    mutationFn: async (v: { noticeId: number; endpoint: string; anniversary: boolean }) =>
      follow(v.noticeId, v.endpoint, v.anniversary),
    onSuccess: (_data, v) => refresh(v.endpoint),
  });
  const stop = useMutation({
    mutationFn: async (v: { noticeId: number; endpoint: string }) =>
      unfollow(v.noticeId, v.endpoint),
    onSuccess: (_data, v) => refresh(v.endpoint),
  });
  return { start, stop };
}
