import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PAGE_PATHS } from '#domain/pages/pages';
import { seenLists } from './seen-lists';

/**
 * Offline, for a card or list this device has never shown (the service worker answered
 * `not_saved`): says so at once and offers what is saved — the followed notices and the
 * lists seen here.
 */
export function NotSaved({ retry }: { retry: () => unknown }) {
  const { t } = useTranslation('notices');
  const [lists] = useState(seenLists);
  return (
    <div className="container narrow page">
      <h1>{t('notSaved.heading')}</h1>
      <p className="page-lead">{t('notSaved.text')}</p>
      <h2>{t('notSaved.saved')}</h2>
      <ul>
        <li>
          <Link to={PAGE_PATHS.following}>{t('notSaved.following')}</Link>
        </li>
        {lists.map((list) => (
          <li key={list.url}>
            <Link to={list.url}>{list.label}</Link>
          </li>
        ))}
      </ul>
      <button type="button" className="button button--quiet" onClick={() => void retry()}>
        {t('notSaved.retry')}
      </button>
    </div>
  );
}
