import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { ARTICLE_STATUSES } from '#domain/inputs/article-input';
import { pagePath } from '#domain/pages/page-links';
import { FormSuccess } from '#pwa/components/actions';
import { SelectField } from '#pwa/components/form/SelectField';
import { pageParam } from '#pwa/lib/paging';
import { withQueries } from '#pwa/lib/QueryProvider';
import { useViewReady } from '#pwa/lib/view-ready';
import { listHref } from '../AdminPager';
import { AdminResults } from '../AdminResults';
import { AdminSearch } from '../AdminSearch';
import { type ArticleStatus, adminArticleKeys, useAdminArticles } from './api';
import { ArticleRow } from './ArticleRow';

const statusOf = (raw: string | null): ArticleStatus =>
  (ARTICLE_STATUSES as readonly string[]).includes(raw ?? '') ? (raw as ArticleStatus) : 'all';

/** /admin/artikild (role 10): every article, drafts too; the editor is a link away. */
export const ArticlesScreen = withQueries(ArticlesScreenContent);

function ArticlesScreenContent() {
  const { t } = useTranslation('adminArticles');
  const statusId = useId();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const q = params.get('q')?.trim() ?? '';
  const status = statusOf(params.get('status'));
  const page = pageParam(params.get('page'));
  const [news, setNews] = useState<string | null>(null);
  const query = useAdminArticles(q, status, page);
  useViewReady(!query.isPending);

  function search(form: FormData) {
    setNews(null);
    setParams(
      new URLSearchParams(
        listHref(
          { q: String(form.get('q') ?? '').trim(), status: String(form.get('status') ?? '') },
          0,
        ).slice(1),
      ),
    );
  }
  const refresh = async (message: string) => {
    await queryClient.invalidateQueries({ queryKey: adminArticleKeys.all() });
    setNews(message);
  };

  const results = (
    <AdminResults
      query={query}
      page={page}
      listClassName="admin-users"
      texts={{
        loadError: t('list.loadError'),
        empty: t('list.empty'),
        found: (count) => t('list.found', { count }),
      }}
      renderItem={(article) => (
        <ArticleRow key={article.id} article={article} onChanged={refresh} />
      )}
    />
  );

  return (
    <>
      <h1>{t('heading')}</h1>
      <p>
        <Link className="button" to={pagePath('articleNew')}>
          {t('newArticle')}
        </Link>
      </p>
      <AdminSearch label={t('search')} button={t('searchButton')} q={q} onSearch={search}>
        <SelectField
          key={status}
          id={statusId}
          name="status"
          label={t('status')}
          defaultValue={status === 'all' ? '' : status}
        >
          {ARTICLE_STATUSES.map((value) => (
            <option key={value} value={value === 'all' ? '' : value}>
              {t(`statuses.${value}`)}
            </option>
          ))}
        </SelectField>
      </AdminSearch>
      <FormSuccess message={news} />
      {results}
    </>
  );
}
