/** The moderation queue and its decisions (role 10), on the typed Hono client. */
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { InferRequestType, InferResponseType } from 'hono/client';
import type { ModerationKind, QueueState } from '#domain/vocabulary/moderation';
import { client, unwrap } from '#pwa/lib/api';

const queue = client.api.admin.moderation;
const decision = queue[':kind'][':id'];

export type QueueItem = InferResponseType<typeof queue.$get, 200>['items'][number];
export type Decision = InferRequestType<typeof decision.$post>['json'];

export interface QueueFilter {
  kind: ModerationKind | null;
  state: QueueState;
  sort: 'newest' | 'reports';
  page: number;
}

export const moderationKeys = {
  all: () => ['admin', 'moderation'] as const,
  page: (f: QueueFilter) => ['admin', 'moderation', f.kind, f.state, f.sort, f.page] as const,
};

export const moderationQueries = {
  /** One page of the queue; the previous page stays shown while the next one loads */
  page: (f: QueueFilter) =>
    queryOptions({
      queryKey: moderationKeys.page(f),
      queryFn: () =>
        unwrap(
          queue.$get({
            query: {
              ...(f.kind ? { kind: f.kind } : {}),
              state: f.state,
              sort: f.sort,
              page: String(f.page),
            },
          }),
        ),
      placeholderData: keepPreviousData,
    }),
};

export const useModerationQueue = (f: QueueFilter) => useQuery(moderationQueries.page(f));

/** Approve, hide, restore or escalate one item; the queue is fetched again after */
export function useDecision(item: Pick<QueueItem, 'kind' | 'id'>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (json: Decision) =>
      unwrap(decision.$post({ param: { kind: item.kind, id: String(item.id) }, json })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: moderationKeys.all() }),
  });
}
