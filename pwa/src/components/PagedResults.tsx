import { type MouseEvent, type ReactNode, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { nextPageSize } from '../lib/paging';
import { NOT_SAVED_CODE } from '../lib/sw-rules';
import { LoadMoreButton } from './LoadMoreButton';

/** What the section reads of the list's infinite query. */
interface PagedQuery {
  isSuccess: boolean;
  isFetching: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  refetch: () => unknown;
}

/**
 * The results of a paged list (the notices, the directory): a hidden heading, the live status
 * line, the load error with "Proovi uuesti", "nothing found" with a link that clears the
 * filters, the items, and "Näita järgmised N" (N: what the next page brings, at most `step`
 * of the `total` not loaded yet). The texts are the `list.*` keys of the
 * feature's namespace `ns`; `block` prefixes the class names (`<block>-results`,
 * `<block>-results__status`, `<block>-empty`).
 */
export function PagedResults<T extends { id: number }>({
  ns,
  block,
  query,
  status,
  error,
  items,
  shown = items,
  list,
  renderItem,
  resetTo,
  step,
  total,
  onLoadMore,
}: {
  ns: string;
  block: string;
  query: PagedQuery;
  status: string;
  /** The alert's text, or null when there is no error to show. */
  error: ReactNode;
  /** The loaded items: whether the list or "nothing found" shows. */
  items: readonly T[];
  /** The items rendered, when they trail `items` (a deferred value). */
  shown?: readonly T[];
  list: { as: 'ul' | 'ol'; className: string };
  renderItem: (item: T) => ReactNode;
  resetTo: string;
  step: number;
  /** How many the whole list has (the API's `total`) */
  total: number;
  onLoadMore: (event: MouseEvent<HTMLButtonElement>) => void;
}) {
  const { t } = useTranslation(ns);
  const List = list.as;
  return (
    <section className={`${block}-results`} aria-labelledby="results-heading">
      <h2 id="results-heading" className="visually-hidden">
        {t('list.results')}
      </h2>
      <p className={`${block}-results__status`} role="status" aria-live="polite">
        {status}
      </p>

      {error ? (
        <div className="alert" role="alert">
          {error}
          <button
            type="button"
            className="button button--quiet"
            onClick={() => void query.refetch()}
          >
            {t('list.retry')}
          </button>
        </div>
      ) : null}

      {query.isSuccess && items.length === 0 ? (
        <div className={`${block}-empty`}>
          <h3>{t('list.emptyTitle')}</h3>
          <p>{t('list.emptyText')}</p>
          <Link to={resetTo}>{t('list.resetFilters')}</Link>
        </div>
      ) : null}

      {items.length > 0 ? (
        <List className={list.className} aria-busy={query.isFetching}>
          {shown.map((item) => (
            <li key={item.id}>{renderItem(item)}</li>
          ))}
        </List>
      ) : null}

      {query.hasNextPage ? (
        <LoadMoreButton busy={query.isFetchingNextPage} onClick={onLoadMore}>
          {t('list.loadMore', { count: nextPageSize(step, total, items.length) })}
        </LoadMoreButton>
      ) : null}
    </section>
  );
}

/** What PagedList reads of an infinite query whose pages are `{ items, total }`. */
interface ItemPagesQuery<T> extends PagedQuery {
  data: { pages: readonly { items: readonly T[]; total: number }[] } | undefined;
  isPending: boolean;
  isError: boolean;
  error: { code: string } | null;
  fetchNextPage: () => unknown;
}

/**
 * PagedResults over an API list of `{ items, total, hasMore }` pages (the directory, the
 * articles): the status line ("Leitud N …", `list.found`), the load error (`list.notSaved`
 * offline, else `list.loadError`), and "Näita järgmised N" after which a keyboard user goes on
 * from the first new item (its element id: `idOf`, a stable function).
 */
export function PagedList<T extends { id: number }>({
  query,
  idOf,
  ...results
}: Omit<
  Parameters<typeof PagedResults<T>>[0],
  'query' | 'status' | 'error' | 'items' | 'total' | 'onLoadMore'
> & {
  query: ItemPagesQuery<T>;
  idOf: (item: T) => string;
}) {
  const { t } = useTranslation(results.ns);
  const items = useMemo(() => query.data?.pages.flatMap((page) => page.items) ?? [], [query.data]);
  const total = query.data?.pages[0]?.total ?? 0;
  const loadMore = useLoadMore(query, items, idOf);

  let status = '';
  if (query.isPending) status = t('list.loading');
  else if (query.isSuccess) status = t('list.found', { count: total });
  return (
    <PagedResults
      {...results}
      query={query}
      status={status}
      error={
        query.isError ? (
          <p>{query.error?.code === NOT_SAVED_CODE ? t('list.notSaved') : t('list.loadError')}</p>
        ) : null
      }
      items={items}
      total={total}
      onLoadMore={loadMore}
    />
  );
}

/**
 * Pressed by keyboard (`event.detail === 0`, or when the button goes with the last page), "Näita
 * järgmised N" moves the focus to the first new item once it has loaded.
 */
function useLoadMore<T>(
  query: { isFetchingNextPage: boolean; fetchNextPage: () => unknown },
  items: readonly T[],
  idOf: (item: T) => string,
): (event: MouseEvent<HTMLButtonElement>) => void {
  const focusAfterLoad = useRef<number | null>(null);
  useEffect(() => {
    const index = focusAfterLoad.current;
    if (index === null || query.isFetchingNextPage || items.length <= index) return;
    focusAfterLoad.current = null;
    document.getElementById(idOf(items[index]!))?.focus();
  }, [items, query.isFetchingNextPage, idOf]);
  return (event) => {
    focusAfterLoad.current = event.detail === 0 ? items.length : null;
    void query.fetchNextPage();
  };
}
