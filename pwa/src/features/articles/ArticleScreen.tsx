import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { formatDay } from '#domain/calendar/dates';
import { pagePath } from '#domain/pages/page-links';
import { ROLES } from '#domain/vocabulary/roles';
import { NotFound } from '../../components/NotFound';
import { SafeImage } from '../../components/SafeImage';
import { withQueries } from '../../lib/QueryProvider';
import { useSession } from '../../lib/session';
import { NOT_SAVED_CODE } from '../../lib/sw-rules';
import { useViewReady } from '../../lib/view-ready';
import { type ArticleDetail, articleKeys, useArticle } from './api';
import { ArticleListItem } from './ArticleListItem';
import { articlePath, articleTitle } from '#domain/vocabulary/articles';
import { dayText } from './days';
import { filterToSearch, isArticleCategory } from './filter';
import './articles.css';
import { Banners } from '../../shared/banners/Banners';

/**
 * `/artikkel/:id` (the id or the slug; any other address than `/artikkel/<slug>` is replaced
 * by that one): the post with its table of contents and related posts. The body is the
 * server's sanitised HTML; this screen never loads the editor. A post read once opens offline
 * (the service worker keeps its answer and pictures).
 */
export const ArticleScreen = withQueries(ArticleContent);

function ArticleContent() {
  const { t } = useTranslation('articles');
  const ref = useParams().id ?? '';
  const query = useArticle(ref);
  const article = query.data;
  useArticleTitle(article);
  useViewReady(query.isError || !!article);
  useCanonicalAddress(ref, article);

  if (query.isError && query.error.status === 404) return <NotFound />;
  if (query.isError) {
    const notSaved = query.error.code === NOT_SAVED_CODE;
    return (
      <div className="container narrow page">
        <div className="alert" role="alert">
          <p>
            {notSaved ? t('article.notSaved') : `${t('article.failed')} ${query.error.message}`}
          </p>
          <button type="button" className="button" onClick={() => void query.refetch()}>
            {t('article.retry')}
          </button>
        </div>
      </div>
    );
  }
  if (!article) {
    return (
      <div className="container narrow page">
        <p className="loading-line" role="status">
          {t('article.loading')}
        </p>
      </div>
    );
  }
  return <ArticlePost article={article} />;
}

/** The route meta's disableGlobalTitle: the title is the article's, as the server writes it. */
function useArticleTitle(article: ArticleDetail | undefined) {
  useEffect(() => {
    if (article) document.title = articleTitle(article);
  }, [article]);
}

/** An id or old slug in the address becomes `/artikkel/<slug>` (the hash kept), without a reload. */
function useCanonicalAddress(ref: string, article: ArticleDetail | undefined) {
  const navigate = useNavigate();
  const { hash } = useLocation();
  const queryClient = useQueryClient();
  const slug = article?.slug;
  useEffect(() => {
    if (!article || !slug || slug === ref) return;
    queryClient.setQueryData(articleKeys.detail(slug), article);
    void navigate({ pathname: articlePath(slug), hash }, { replace: true });
  }, [article, slug, ref, hash, navigate, queryClient]);
}

function ArticlePost({ article: a }: { article: ArticleDetail }) {
  const { t } = useTranslation('articles');
  const session = useSession();
  const reviewed = dayText(a.reviewedAt);
  const category = isArticleCategory(a.category) ? a.category : null;
  return (
    <article className="container narrow page article-page" aria-labelledby="article-title">
      <nav className="article-page__back">
        <Link to={pagePath('articles')}>← {t('article.back')}</Link>
      </nav>
      <header className="article-head">
        <p className="article-item__category">
          <Link to={pagePath('articles') + filterToSearch({ category, text: '' })}>
            {t(`categories.${a.category}`)}
          </Link>
        </p>
        <h1 id="article-title">{a.title}</h1>
        {a.published === false ? <p className="alert">{t('article.draft')}</p> : null}
        <p className="article-head__lead">{a.lead}</p>
        <ul className="article-head__meta">
          <li>{t('item.readingTime', { count: a.readingMinutes })}</li>
          {a.author ? <li>{t('article.author', { name: a.author })}</li> : null}
          {a.publishedAt !== null ? (
            <li>{t('article.published', { date: formatDay(a.publishedAt) })}</li>
          ) : null}
          {reviewed ? <li>{t('article.reviewed', { date: reviewed })}</li> : null}
        </ul>
        {session && session.user.role >= ROLES.admin ? (
          <p>
            <Link className="button button--quiet" to={pagePath('articleEdit', { id: a.id })}>
              {t('article.edit')}
            </Link>
          </p>
        ) : null}
        {a.cover ? (
          <SafeImage
            className="article-head__cover"
            src={a.cover.url}
            alt=""
            width={a.cover.width}
            height={a.cover.height}
            loading="eager"
            fallbackLabel={t('item.coverFallback')}
          />
        ) : null}
      </header>

      {a.sections.length > 1 ? (
        <nav className="article-contents" aria-labelledby="article-contents">
          <h2 id="article-contents">{t('article.contents')}</h2>
          <ol>
            {a.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.title}</a>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}

      {/* sanitised on the server with an allow-list when it was saved (api/src/lib/rich-text.ts) */}
      <div className="article-body" dangerouslySetInnerHTML={{ __html: a.html }} />

      {a.related.length > 0 ? (
        <section className="article-related" aria-labelledby="article-related">
          <h2 id="article-related">{t('article.related')}</h2>
          <ul className="article-list">
            {a.related.map((item) => (
              <li key={item.id}>
                <ArticleListItem article={item} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <Banners placement="articles" />
    </article>
  );
}
