import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatDay } from '#domain/calendar/dates';
import { LoadFailed, Loading } from '#pwa/components/LoadState';
import { TYPE_KEYS } from '#pwa/shared/notice/format';
import { type AccountNotice, useAccountNotices } from '../api';
import { ActionButton } from '#pwa/components/actions';
import { AccountSection } from './AccountSection';

/** "Minu teated": the user's notices in every state, published ones linked. */
export function MyNotices({ userId }: { userId: number }) {
  const { t } = useTranslation('auth');
  const query = useAccountNotices(userId);

  let body;
  if (query.isPending) {
    body = <Loading />;
  } else if (query.isError) {
    body = <LoadFailed message={t('account.noticesError')} retry={query.refetch} />;
  } else {
    const items = query.data.pages.flatMap((page) => page.items);
    body =
      items.length === 0 ? (
        <p className="status-text">{t('account.noticesEmpty')}</p>
      ) : (
        <>
          <ul className="my-notices">
            {items.map((notice) => (
              <MyNotice key={notice.id} notice={notice} />
            ))}
          </ul>
          {query.hasNextPage ? (
            <ActionButton busy={query.isFetchingNextPage} quiet onClick={query.fetchNextPage}>
              {t('account.more')}
            </ActionButton>
          ) : null}
        </>
      );
  }

  return <AccountSection heading={t('account.notices')}>{body}</AccountSection>;
}

function MyNotice({ notice }: { notice: AccountNotice }) {
  const { t } = useTranslation('auth');
  const type = t(`types.${TYPE_KEYS[notice.type]}`);
  return (
    <li className="my-notices__item">
      <p className="my-notices__name">
        {notice.status === 'published' && notice.path ? (
          <Link to={notice.path}>{notice.deceasedName}</Link>
        ) : (
          notice.deceasedName
        )}
      </p>
      <p className="my-notices__meta">
        <span>{type}</span>
        <span className={`my-notices__status my-notices__status--${notice.status}`}>
          {t(`account.status.${notice.status}`)}
        </span>
        <span>{t('account.created', { date: formatDay(notice.createdAt) })}</span>
      </p>
    </li>
  );
}
