import type { ReactNode } from 'react';
import { LoadFailed, Loading } from '../../components/LoadState';
import { pageCount } from '../../lib/paging';
import type { ApiError } from '../../lib/api-error';
import { AdminPager } from './AdminPager';

interface PageOfResults<T> {
  items: T[];
  total: number;
  take: number;
}

/** What a section's list query gives (TanStack Query's result, the parts read here) */
interface ResultsQuery<T> {
  isPending: boolean;
  isError: boolean;
  isPlaceholderData: boolean;
  data: PageOfResults<T> | undefined;
  error: ApiError | null;
  refetch: () => unknown;
}

/**
 * A section's page of results under its filters: loading, the load error with a retry, the
 * count (or "nothing found") as a live status, the items and the pager. `texts` are the
 * section's words.
 */
export function AdminResults<T extends { id: number }>({
  query,
  page,
  texts,
  as: List = 'ul',
  listClassName = 'admin-entries',
  renderItem,
}: {
  query: ResultsQuery<T>;
  page: number;
  texts: { loadError: string; empty: string; found: (count: number) => string };
  as?: 'ul' | 'ol';
  /** The list's class: entries (the default) or the rows of the users' look */
  listClassName?: string;
  renderItem: (item: T) => ReactNode;
}) {
  if (query.isPending) return <Loading />;
  if (query.isError || !query.data) {
    return (
      <LoadFailed
        message={`${texts.loadError} ${query.error?.message ?? ''}`}
        retry={query.refetch}
      />
    );
  }
  const { items, total } = query.data;
  return (
    <>
      <p className="status-text" role="status">
        {total === 0 ? texts.empty : texts.found(total)}
      </p>
      <List className={listClassName} aria-busy={query.isPlaceholderData}>
        {items.map(renderItem)}
      </List>
      <AdminPager page={page} pages={pageCount(query.data)} />
    </>
  );
}
