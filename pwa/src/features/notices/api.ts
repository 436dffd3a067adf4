/**
 * Notice queries and mutations (TanStack Query over the typed Hono client).
 */
import {
  type InfiniteData,
  type QueryClient,
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import type { ReplyInput } from '#domain/inputs/validation';
import type { ApiError } from '../../lib/api-error';
import { client, unwrap } from '../../lib/api';
import { earlyPages, earlyQuery } from '../../lib/early-query';
import { newClientKey } from '../../shared/outbox/keys';
import { type ListQuery, noticeRequests } from './requests';

const notices = client.api.notices;
const notice = notices[':id'];

export type NoticeList = InferResponseType<typeof notices.$get, 200>;
export type NoticeSummary = NoticeList['items'][number];
export type NoticeDetail = InferResponseType<typeof notice.$get, 200>;
export type ReplyPage = InferResponseType<typeof notice.replies.$get, 200>;
export type Reply = ReplyPage['items'][number];

export const noticeKeys = {
  all: ['notices'] as const,
  lists: () => ['notices', 'list'] as const,
  list: (session: number, query: ListQuery) => ['notices', 'list', session, query] as const,
  detail: (id: number) => ['notices', 'detail', id] as const,
  replies: (id: number) => ['notices', 'replies', id] as const,
  myCandle: (id: number) => ['notices', 'myCandle', id] as const,
};

/**
 * The notice queries. Each takes the page's early answer (lib/early-answers.ts) when there is
 * one: already in, it is the initial data of the first render; still on its way, it is awaited.
 */
export const noticeQueries = {
  /** One list session's pages (see lib/navigation.ts for when a session starts). */
  list: (query: ListQuery, session: number) =>
    infiniteQueryOptions({
      queryKey: noticeKeys.list(session, query),
      ...earlyPages(
        (page) => noticeRequests.list(query, page),
        (request, signal): Promise<NoticeList> =>
          unwrap(notices.$get({ query: request.params }, { init: { signal } })),
      ),
      getNextPageParam: (last, pages) => (last.hasMore ? pages.length : undefined),
    }),
  detail: (id: number | null) =>
    queryOptions({
      queryKey: noticeKeys.detail(id ?? 0),
      ...earlyQuery<NoticeDetail>(id === null ? null : noticeRequests.notice(id), (signal) =>
        unwrap(notice.$get({ param: { id: String(id) } }, { init: { signal } })),
      ),
      enabled: id !== null,
    }),
  replies: (id: number) =>
    infiniteQueryOptions({
      queryKey: noticeKeys.replies(id),
      ...earlyPages(
        (page) => noticeRequests.replies(id, page),
        (request, signal): Promise<ReplyPage> =>
          unwrap(
            notice.replies.$get(
              { param: { id: String(id) }, query: request.params },
              { init: { signal } },
            ),
          ),
      ),
      getNextPageParam: (last, pages) => (last.hasMore ? pages.length : undefined),
    }),
};

export function useNoticeList(query: ListQuery, session: number, enabled: boolean) {
  return useInfiniteQuery({ ...noticeQueries.list(query, session), enabled });
}

export function useNotice(id: number | null) {
  return useQuery(noticeQueries.detail(id));
}

export function useReplies(id: number) {
  return useInfiniteQuery(noticeQueries.replies(id));
}

/**
 * Until when this visitor's own candle on the notice burns (the server knows it by the visitor
 * cookie), so the card shows it lit after a reload even when this browser never noted it.
 */
export function useMyCandle(id: number) {
  return useQuery({
    queryKey: noticeKeys.myCandle(id),
    queryFn: ({ signal }) =>
      unwrap(notice.candles.mine.$get({ param: { id: String(id) } }, { init: { signal } })),
    select: ({ litUntil }) => ({ litUntil, burning: litUntil !== null && litUntil > Date.now() }),
  });
}

/** Keeps the counters shown in loaded list pages in step with the card. */
function patchSummaries(
  queryClient: QueryClient,
  id: number,
  patch: Partial<Pick<NoticeSummary, 'candles' | 'replies'>>,
) {
  const update = (item: NoticeSummary) => (item.id === id ? { ...item, ...patch } : item);
  queryClient.setQueriesData<InfiniteData<NoticeList>>({ queryKey: noticeKeys.lists() }, (data) =>
    data
      ? { ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.map(update) })) }
      : data,
  );
}

/** Lights a candle: the count goes up at once and is reconciled with the server's answer. */
export function useLightCandle(id: number) {
  const queryClient = useQueryClient();
  const key = noticeKeys.detail(id);
  return useMutation<
    { candles: number },
    ApiError,
    { clientKey?: string } | void,
    { previous: NoticeDetail | undefined }
  >({
    // the caller may bring the key (to queue the same request after a network error)
    mutationFn: (vars) => {
      const clientKey = (vars ? vars.clientKey : undefined) ?? newClientKey();
      return unwrap(notice.candles.$post({ param: { id: String(id) }, json: { clientKey } }));
    },
    onMutate: async () => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<NoticeDetail>(key);
      if (previous)
        queryClient.setQueryData<NoticeDetail>(key, { ...previous, candles: previous.candles + 1 });
      return { previous };
    },
    onError: (_error, _vars, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSuccess: ({ candles }) => {
      queryClient.setQueryData<NoticeDetail>(key, (data) => (data ? { ...data, candles } : data));
      patchSummaries(queryClient, id, { candles });
    },
  });
}

/** Adds a reply; on success it appears at the top of the list and the counters follow. */
export function useAddReply(id: number) {
  const queryClient = useQueryClient();
  return useMutation<{ reply: Reply; replies: number; held: boolean }, ApiError, ReplyInput>({
    mutationFn: ({ clientKey: given, ...input }) => {
      const clientKey = given ?? newClientKey();
      return unwrap(
        notice.replies.$post({
          param: { id: String(id) },
          json: { ...input, clientKey },
        }),
      );
    },
    onSuccess: ({ reply, replies, held }) => {
      // held for the family's approval: not shown, not counted yet
      if (held) return;
      queryClient.setQueryData<InfiniteData<ReplyPage>>(noticeKeys.replies(id), (data) => {
        if (!data || data.pages.length === 0) return data;
        const [first, ...rest] = data.pages;
        if (first!.items.some((r) => r.id === reply.id)) return data;
        return {
          ...data,
          pages: [{ ...first!, items: [reply, ...first!.items], total: first!.total + 1 }, ...rest],
        };
      });
      queryClient.setQueryData<NoticeDetail>(noticeKeys.detail(id), (data) =>
        data ? { ...data, replies } : data,
      );
      patchSummaries(queryClient, id, { replies });
    },
  });
}
