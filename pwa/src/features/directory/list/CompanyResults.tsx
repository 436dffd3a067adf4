import { type MouseEvent, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LoadMoreButton } from '../../../components/LoadMoreButton';
import { NOT_SAVED_CODE } from '../../../lib/sw-rules';
import { type CompanyQuery, LIST_STEP, useCompanyList } from '../api';
import { CompanyListItem } from './CompanyListItem';

/**
 * The companies of a query, 12 per step with "Näita rohkem" (the notices' paging: a keyboard
 * user continues from the first new item). The directory and a service's page both use it.
 */
export function CompanyResults({ query, resetTo }: { query: CompanyQuery; resetTo: string }) {
  const { t } = useTranslation('directory');
  const list = useCompanyList(query);
  const items = useMemo(() => list.data?.pages.flatMap((page) => page.items) ?? [], [list.data]);
  const total = list.data?.pages[0]?.total ?? 0;

  const focusAfterLoad = useRef<number | null>(null);
  useEffect(() => {
    const index = focusAfterLoad.current;
    if (index === null || list.isFetchingNextPage || items.length <= index) return;
    focusAfterLoad.current = null;
    document.getElementById(`company-${items[index]!.id}`)?.focus();
  }, [items, list.isFetchingNextPage]);

  function loadMore(event: MouseEvent<HTMLButtonElement>) {
    // by keyboard (or when the button goes with the last page) focus moves to the first new item
    focusAfterLoad.current = event.detail === 0 ? items.length : null;
    void list.fetchNextPage();
  }

  let status = '';
  if (list.isPending) status = t('list.loading');
  else if (list.isSuccess) status = t('list.found', { count: total });

  return (
    <section className="directory-results" aria-labelledby="results-heading">
      <h2 id="results-heading" className="visually-hidden">
        {t('list.results')}
      </h2>
      <p className="directory-results__status" role="status" aria-live="polite">
        {status}
      </p>

      {list.isError ? (
        <div className="alert" role="alert">
          <p>{list.error.code === NOT_SAVED_CODE ? t('list.notSaved') : t('list.loadError')}</p>
          <button
            type="button"
            className="button button--quiet"
            onClick={() => void list.refetch()}
          >
            {t('list.retry')}
          </button>
        </div>
      ) : null}

      {list.isSuccess && items.length === 0 ? (
        <div className="directory-empty">
          <h3>{t('list.emptyTitle')}</h3>
          <p>{t('list.emptyText')}</p>
          <Link to={resetTo}>{t('list.resetFilters')}</Link>
        </div>
      ) : null}

      {items.length > 0 ? (
        <ol className="company-list" aria-busy={list.isFetching}>
          {items.map((company) => (
            <li key={company.id}>
              <CompanyListItem company={company} />
            </li>
          ))}
        </ol>
      ) : null}

      {list.hasNextPage ? (
        <LoadMoreButton busy={list.isFetchingNextPage} onClick={loadMore}>
          {t('list.loadMore', { count: LIST_STEP })}
        </LoadMoreButton>
      ) : null}
    </section>
  );
}
