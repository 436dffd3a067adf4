/**
 * The notice feature's GET requests as path and parameters: one source for its queries (api.ts)
 * and for the requests a notice page starts with the document (early.ts), so that both name the
 * same URL and the query can take the early answer.
 */
import { LIST_LIMITS, REPLY_PAGE } from '#domain/inputs/limits';
import type { NoticeListQueryInput } from '#domain/inputs/validation';
import type { GetRequest } from '../../lib/sw-rules';

/** The list query sent to the API, without paging (all values as URL strings). */
export type ListQuery = Omit<NoticeListQueryInput, 'page' | 'take' | 'locale'>;

export const PAGE_SIZE = LIST_LIMITS.takeDefault;
/** How many of the newest notices the home screen shows */
export const LATEST_COUNT = 6;

function paging(page: number, take: number) {
  return { page: String(page), take: String(take) };
}

/** A card's `:id` as a notice id; null when it cannot be one. */
export function parseNoticeId(raw: string | undefined): number | null {
  return raw && /^[1-9]\d{0,15}$/.test(raw) ? Number(raw) : null;
}

export const noticeRequests = {
  latest: (): GetRequest => ({
    path: '/api/notices',
    params: { sort: '0', ...paging(0, LATEST_COUNT) },
  }),
  list: (query: ListQuery, page: number) => ({
    path: '/api/notices',
    params: { ...query, ...paging(page, PAGE_SIZE) },
  }),
  notice: (id: number): GetRequest => ({ path: `/api/notices/${id}`, params: {} }),
  replies: (id: number, page: number) => ({
    path: `/api/notices/${id}/replies`,
    params: paging(page, REPLY_PAGE.takeDefault),
  }),
};
