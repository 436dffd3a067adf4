import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatDay } from '#domain/calendar/dates';
import { dayOfIso } from '#domain/calendar/day-text';
import { pagePath } from '#domain/pages/page-links';
import { ActionButton } from '#pwa/components/actions';
import { RowError, useRowDelete } from '../row-delete';
import { type AdminArticleItem, adminArticlesApi } from './api';

interface ArticleRowProps {
  article: AdminArticleItem;
  /** After a change: the list reloads and the news is announced */
  onChanged: (news: string) => Promise<unknown>;
}

/** One article: status, category and dates; edit, view, publish or unpublish, delete. */
export function ArticleRow({ article, onChanged }: ArticleRowProps) {
  const { t } = useTranslation('adminArticles');
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const { title } = article;

  const publish = useMutation({
    mutationFn: () => adminArticlesApi.setPublished(article.id, !article.published),
    onMutate: () => setError(null),
    onSuccess: (saved) =>
      onChanged(t(saved.published ? 'item.publishedNews' : 'item.unpublishedNews', { title })),
    onError: (err) => setError(err.message),
  });
  const remove = useRowDelete({
    text: t('item.delete'),
    label: `${t('item.delete')}: ${title}`,
    question: t('item.deleteQuestion', { title }),
    yes: t('item.deleteYes'),
    cancel: t('item.cancel'),
    remove: () => adminArticlesApi.remove(article.id),
    onDeleted: () => onChanged(t('item.deleted', { title })),
    onError: setError,
  });

  const reviewed = article.reviewedAt ? dayOfIso(article.reviewedAt) : null;
  return (
    <li className="admin-user" aria-labelledby={`${id}-title`}>
      <div className="admin-user__who">
        <p id={`${id}-title`} className="admin-user__name">
          {title}
        </p>
        <p>
          <span className={article.published ? 'admin-badge admin-badge--on' : 'admin-badge'}>
            {t(article.published ? 'item.published' : 'item.draft')}
          </span>{' '}
          · {t(`categories.${article.category}` as 'categories.1')}
          {article.reviewDue ? (
            <>
              {' '}
              · <strong className="admin-badge admin-badge--warn">{t('item.reviewDue')}</strong>
            </>
          ) : null}
        </p>
        <p className="admin-user__meta">
          {article.publishedAt
            ? t('item.publishedOn', { date: formatDay(article.publishedAt) })
            : t('item.neverPublished')}{' '}
          · {reviewed ? t('item.reviewedOn', { date: reviewed }) : t('item.notReviewed')}
          {article.updatedAt ? (
            <> · {t('item.updated', { date: formatDay(article.updatedAt) })}</>
          ) : null}
        </p>
      </div>
      <div className="admin-user__actions">
        <Link
          className="button button--quiet"
          to={pagePath('articleEdit', { id: article.id })}
          aria-label={`${t('item.edit')}: ${title}`}
        >
          {t('item.edit')}
        </Link>
        {article.published ? (
          <Link
            className="button button--quiet"
            to={pagePath('article', { id: article.slug })}
            aria-label={`${t('item.view')}: ${title}`}
          >
            {t('item.view')}
          </Link>
        ) : null}
        <ActionButton
          quiet
          busy={publish.isPending}
          label={`${t(article.published ? 'item.unpublish' : 'item.publish')}: ${title}`}
          onClick={() => publish.mutate()}
        >
          {t(article.published ? 'item.unpublish' : 'item.publish')}
        </ActionButton>
        {remove.button}
      </div>
      {remove.box}
      <RowError message={error} />
    </li>
  );
}
