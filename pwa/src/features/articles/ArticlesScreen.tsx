import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { ARTICLE_CATEGORIES } from '#domain/vocabulary/articles';
import { pagePath } from '#domain/pages/page-links';
import { ROLES } from '#domain/vocabulary/roles';
import { withQueries } from '../../lib/QueryProvider';
import { useSession } from '../../lib/session';
import { useViewReady } from '../../lib/view-ready';
import { SearchBox } from '../../shared/search/SearchBox';
import { ArticleResults } from './ArticleResults';
import { type ArticleFilter, filterFromUrl, filterToSearch, toArticleQuery } from './filter';
import './articles.css';
import { Banners } from '../../shared/banners/Banners';

/** `/artiklid`: the articles, newest first, filtered by category (`?kategooria=`) in the URL. */
export const ArticlesScreen = withQueries(ArticlesContent);

function ArticlesContent() {
  const { t } = useTranslation(['articles', 'translation']);
  const [searchParams] = useSearchParams();
  const filter = useMemo(() => filterFromUrl(searchParams), [searchParams]);
  const query = useMemo(() => toArticleQuery(filter), [filter]);
  const session = useSession();
  useViewReady(true);

  return (
    <div className="container page articles-page">
      <header className="articles-page__header">
        <h1>{t('translation:titles.articles')}</h1>
        <p className="page-lead">{t('list.lead')}</p>
        {session && session.user.role >= ROLES.admin ? (
          <p>
            <Link className="button button--quiet" to={pagePath('articleNew')}>
              {t('list.newArticle')}
            </Link>
          </p>
        ) : null}
      </header>
      <SearchBox />
      <CategoryLinks filter={filter} />
      {filter.text ? (
        <p className="articles-page__searching">
          {t('list.searchingFor', { text: filter.text })}{' '}
          <Link to={{ search: filterToSearch({ ...filter, text: '' }) }}>
            {t('list.clearSearch')}
          </Link>
        </p>
      ) : null}
      <ArticleResults query={query} resetTo={pagePath('articles')} />
      <Banners placement="articles" />
    </div>
  );
}

/** The categories as links, so the filter is in the URL and back returns to the previous one. */
function CategoryLinks({ filter }: { filter: ArticleFilter }) {
  const { t } = useTranslation('articles');
  const choices = [null, ...ARTICLE_CATEGORIES] as const;
  return (
    <nav className="article-categories" aria-label={t('list.categoriesLabel')}>
      <ul>
        {choices.map((category) => {
          const current = filter.category === category;
          return (
            <li key={category ?? 'all'}>
              <Link
                className={
                  current ? 'article-categories__link is-current' : 'article-categories__link'
                }
                to={{ search: filterToSearch({ ...filter, category }) }}
                aria-current={current ? 'page' : undefined}
              >
                {category === null ? t('list.allCategories') : t(`categories.${category}`)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
