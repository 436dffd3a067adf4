/**
 * Follow state as queries: this browser's endpoint, the notices it follows, and the
 * follow/unfollow/anniversary changes (which keep the list up to date).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { follow, getFollows, unfollow, type FollowItem } from './api';
import { currentEndpoint } from './subscription';

export const pushKeys = {
  endpoint: ['push', 'endpoint'] as const,
  follows: (endpoint: string | null) => ['push', 'follows', endpoint] as const,
};

/** This browser's push endpoint (null: not subscribed, or push unsupported). */
export function useEndpoint() {
  return useQuery({
    queryKey: pushKeys.endpoint,
    queryFn: currentEndpoint,
    staleTime: Infinity,
    networkMode: 'always',
  });
}

/** The notices this browser follows (empty without a subscription). */
export function useFollows(endpoint: string | null | undefined) {
  return useQuery({
    queryKey: pushKeys.follows(endpoint ?? null),
    queryFn: () => (endpoint ? getFollows(endpoint) : Promise.resolve([] as FollowItem[])),
    enabled: endpoint !== undefined,
  });
}

/** Follow (or change the anniversary choice), unfollow; both refresh the follows. */
export function useFollowChanges() {
  const queryClient = useQueryClient();
  const refresh = async (endpoint: string) => {
    queryClient.setQueryData(pushKeys.endpoint, endpoint);
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
