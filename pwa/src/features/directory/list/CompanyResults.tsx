import { type MouseEvent, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedResults } from '../../../components/PagedResults';
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
    <PagedResults
      ns="directory"
      block="directory"
      query={list}
      status={status}
      error={
        list.isError ? (
          <p>{list.error.code === NOT_SAVED_CODE ? t('list.notSaved') : t('list.loadError')}</p>
        ) : null
      }
      items={items}
      list={{ as: 'ol', className: 'company-list' }}
      renderItem={(company) => <CompanyListItem company={company} />}
      resetTo={resetTo}
      step={LIST_STEP}
      onLoadMore={loadMore}
    />
  );
}
