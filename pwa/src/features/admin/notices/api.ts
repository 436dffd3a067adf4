/** The admin's notice search, hiding and unhiding (role 10), on the typed Hono client. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { InferRequestType, InferResponseType } from 'hono/client';
import type { NoticeHideReason } from '#domain/vocabulary/statuses';
import { client, unwrap } from '#pwa/lib/api';

const notices = client.api.admin.notices;
const notice = notices[':id'];

type AdminNoticeFilter = InferRequestType<typeof notices.$get>['query'];
export type AdminNotice = InferResponseType<typeof notices.$get, 200>['items'][number];

export const adminNoticesApi = {
  hide: (id: number, reason: NoticeHideReason) =>
    unwrap(notice.hide.$post({ param: { id: String(id) }, json: { reason } })),
  unhide: (id: number) => unwrap(notice.unhide.$post({ param: { id: String(id) } })),
};

export const adminNoticeKeys = {
  all: () => ['admin', 'notices'] as const,
  page: (filter: AdminNoticeFilter) => ['admin', 'notices', filter] as const,
};

const adminNoticeQueries = {
  /** One page of the search; the previous page stays shown while the next one loads */
  page: (filter: AdminNoticeFilter) =>
    queryOptions({
      queryKey: adminNoticeKeys.page(filter),
      queryFn: () => unwrap(notices.$get({ query: filter })),
      placeholderData: keepPreviousData,
    }),
};

export const useAdminNotices = (filter: AdminNoticeFilter) =>
  useQuery(adminNoticeQueries.page(filter));
