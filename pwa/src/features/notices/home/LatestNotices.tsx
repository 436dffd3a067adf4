import { useTranslation } from 'react-i18next';
import { QueryProvider } from '../../../lib/QueryProvider';
import { useViewReady } from '../../../lib/view-ready';
import { useLatestNotices } from '../api';
import { NoticeCard } from '../NoticeCard';

/**
 * The home screen's latest notices: a chunk of its own (with TanStack Query, ky and the API
 * client), fetched right after the first paint so the hero is not kept waiting.
 */
export function LatestNotices() {
  return (
    <QueryProvider>
      <Latest />
    </QueryProvider>
  );
}

function Latest() {
  const { t } = useTranslation();
  const latest = useLatestNotices();
  useViewReady(!latest.isPending);

  if (latest.isPending) {
    return (
      <p className="loading-line" role="status">
        {t('list.loading')}
      </p>
    );
  }
  if (latest.isError) {
    return (
      <p className="alert" role="alert">
        {t('list.loadError')}{' '}
        <button type="button" className="link-button" onClick={() => void latest.refetch()}>
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
