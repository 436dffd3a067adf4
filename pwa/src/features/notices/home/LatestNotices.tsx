import { useTranslation } from 'react-i18next';
import { useViewReady } from '#pwa/lib/view-ready';
import { NoticeCard } from '../NoticeCard';
import { useLatestNotices } from './use-latest-notices';

/**
 * The home screen's latest notices: a chunk of its own, loaded by the home route with the
 * screen (routes.tsx), with the notices asked for with the document (early.ts).
 */
export function LatestNotices() {
  const { t } = useTranslation();
  const { state: latest, retry } = useLatestNotices();
  useViewReady(latest.status !== 'pending');

  if (latest.status === 'pending') {
    return (
      <p className="loading-line" role="status">
        {t('list.loading')}
      </p>
    );
  }
  if (latest.status === 'error') {
    return (
      <p className="alert" role="alert">
        {t('list.loadError')}{' '}
        <button type="button" className="link-button" onClick={retry}>
          {t('list.retry')}
        </button>
      </p>
    );
  }
  if (latest.data.items.length === 0) return <p className="status-text">{t('home.empty')}</p>;
  return (
    <ul className="notice-grid">
      {latest.data.items.map((notice) => (
        <li key={notice.id}>
          <NoticeCard notice={notice} />
        </li>
      ))}
    </ul>
  );
}
