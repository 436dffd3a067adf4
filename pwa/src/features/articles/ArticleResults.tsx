import { type MouseEvent, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedResults } from '../../components/PagedResults';
import { NOT_SAVED_CODE } from '../../lib/sw-rules';
import { type ArticleQuery, LIST_STEP, useArticleList } from './api';
import { ArticleListItem } from './ArticleListItem';

/**
 * The articles of a filter, 12 per step with "Näita järgmised 12" (the notices' paging: a
 * keyboard user continues from the first new item).
 */
export function ArticleResults({ query, resetTo }: { query: ArticleQuery; resetTo: string }) {
  const { t } = useTranslation('articles');
  const list = useArticleList(query);
  const items = useMemo(() => list.data?.pages.flatMap((page) => page.items) ?? [], [list.data]);
  const total = list.data?.pages[0]?.total ?? 0;

  const focusAfterLoad = useRef<number | null>(null);
  useEffect(() => {
    const index = focusAfterLoad.current;
    if (index === null || list.isFetchingNextPage || items.length <= index) return;
    focusAfterLoad.current = null;
    document.getElementById(`article-${items[index]!.id}`)?.focus();
  }, [items, list.isFetchingNextPage]);

  function loadMore(event: MouseEvent<HTMLButtonElement>) {
    focusAfterLoad.current = event.detail === 0 ? items.length : null;
    void list.fetchNextPage();
  }

  let status = '';
  if (list.isPending) status = t('list.loading');
  else if (list.isSuccess) status = t('list.found', { count: total });

  return (
    <PagedResults
      ns="articles"
      block="articles"
      query={list}
      status={status}
      error={
        list.isError ? (
          <p>{list.error.code === NOT_SAVED_CODE ? t('list.notSaved') : t('list.loadError')}</p>
        ) : null
      }
      items={items}
      list={{ as: 'ul', className: 'article-list' }}
      renderItem={(article) => <ArticleListItem article={article} />}
      resetTo={resetTo}
      step={LIST_STEP}
      onLoadMore={loadMore}
    />
  );
}
