/**
 * The header's count of unread requests for a provider (GET /api/provider/requests/unread),
 * a lazy chunk of its own so the first screen's JavaScript does not grow. Nothing shows while
 * it loads, when there is nothing unread, or when the provider has no company yet.
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { withQueries } from '../../lib/QueryProvider';
import { providerQueries } from './api';

export { loadProviderTexts as loadTexts } from './texts';

function UnreadCount() {
  const { t } = useTranslation('provider');
  const unread = useQuery({ ...providerQueries.unread(), retry: false });
  const count = unread.data?.count ?? 0;
  if (count === 0) return null;
  return (
    <span className="site-nav__badge">
      <span aria-hidden="true">{count}</span>
      <span className="visually-hidden">{t('unread', { count })}</span>
    </span>
  );
}

export const UnreadBadge = withQueries(UnreadCount);
