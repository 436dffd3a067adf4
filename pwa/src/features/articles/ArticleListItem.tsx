import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatDay } from '#domain/calendar/dates';
import { articlePath } from '#domain/vocabulary/articles';
import { SafeImage } from '../../components/SafeImage';
import type { ArticleItem } from './api';

/** One article of a list (the list, "Loe ka"): cover, title, lead, category, reading time, date. */
export function ArticleListItem({ article, level = 3 }: { article: ArticleItem; level?: 2 | 3 }) {
  const { t } = useTranslation('articles');
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <article className="article-item" aria-labelledby={`article-${article.id}`}>
      {article.cover ? (
        <SafeImage
          className="article-item__cover"
          src={article.cover.url}
          alt=""
          width={article.cover.width}
          height={article.cover.height}
          fallbackLabel={t('item.coverFallback')}
        />
      ) : null}
      <div className="article-item__body">
        <p className="article-item__category">{t(`categories.${article.category}`)}</p>
        <Heading className="article-item__title">
          <Link id={`article-${article.id}`} to={articlePath(article.slug)}>
            {article.title}
          </Link>
        </Heading>
        <p className="article-item__lead">{article.lead}</p>
        <p className="article-item__meta">
          {t('item.readingTime', { count: article.readingMinutes })}
          {article.publishedAt !== null ? (
            <>
              {' · '}
              <time dateTime={new Date(article.publishedAt).toISOString()}>
                {formatDay(article.publishedAt)}
              </time>
            </>
          ) : null}
        </p>
      </div>
    </article>
  );
}
