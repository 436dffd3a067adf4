import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
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
 * filters, the items, and "Näita järgmised N". The texts are the `list.*` keys of the
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
          {t('list.loadMore', { count: step })}
        </LoadMoreButton>
      ) : null}
    </section>
  );
}
