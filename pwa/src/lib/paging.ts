/** Paging of the `{ items, total, page, take }` lists (account notices, admin users). */
export interface PageInfo {
  total: number;
  page: number;
  take: number;
}

/** The next page's number, or undefined after the last (TanStack Query's getNextPageParam). */
export function nextPage(last: PageInfo): number | undefined {
  return (last.page + 1) * last.take < last.total ? last.page + 1 : undefined;
}

/** How many pages a list has (at least one, also when it is empty). */
export function pageCount(info: Pick<PageInfo, 'total' | 'take'>): number {
  return Math.max(1, Math.ceil(info.total / Math.max(1, info.take)));
}

/** The page number in `?page=` (0-based): 0 when missing or not a number. */
export function pageParam(raw: string | null): number {
  return raw && /^\d{1,5}$/.test(raw) ? Number(raw) : 0;
}

/**
 * How many the next page brings: "Näita järgmised 6" when 6 remain, never more than a page
 * (and never less than 0, should the total have shrunk meanwhile).
 */
export function nextPageSize(pageSize: number, total: number, loaded: number): number {
  return Math.max(0, Math.min(pageSize, total - loaded));
}
