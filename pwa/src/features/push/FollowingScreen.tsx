import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { FormSuccess } from '../../components/actions';
import { Loading } from '../../components/LoadState';
import { withQueries } from '../../lib/QueryProvider';
import { useViewReady } from '../../lib/view-ready';
import { type FollowItem } from '../../shared/push/api';
import { useEndpoint, useFollowChanges, useFollows } from '../../shared/push/hooks';
import './push.css';
import { formatDay } from '#domain/calendar/dates';
import { pagePath } from '#domain/pages/page-links';

/**
 * /jalgitavad, "Jälgitavad": the notices this browser's push subscription follows, each with
 * a link to its card, "Lõpeta jälgimine" and the anniversary reminder.
 */
export const FollowingScreen = withQueries(FollowingContent);

function FollowingContent() {
  const { t } = useTranslation('push');
  const endpoint = useEndpoint();
  const follows = useFollows(endpoint.data);
  const [news, setNews] = useState<string | null>(null);
  useViewReady(!endpoint.isPending && (endpoint.data === null || !follows.isPending));

  let body;
  if (endpoint.isPending || (endpoint.data && follows.isPending)) {
    body = <Loading />;
  } else if (follows.isError) {
    body = (
      <div className="alert" role="alert">
        <p>{t('page.loadError')}</p>
        <button type="button" className="button" onClick={() => void follows.refetch()}>
          {t('page.retry')}
        </button>
      </div>
    );
  } else if (!follows.data || follows.data.length === 0) {
    body = (
      <div className="follows-empty">
        <h2>{t('page.emptyTitle')}</h2>
        <p>{t('page.emptyText')}</p>
        <p>
          <Link className="button" to={pagePath('notices')}>
            {t('page.browse')}
          </Link>
        </p>
      </div>
    );
  } else {
    body = (
      <>
        <p className="status-text">{t('page.count', { count: follows.data.length })}</p>
        <ul className="follows-list">
          {follows.data.map((item) => (
            <FollowRow
              key={item.noticeId}
              item={item}
              endpoint={endpoint.data ?? ''}
              onRemoved={() => setNews(t('page.removed', { name: item.deceasedName }))}
            />
          ))}
        </ul>
      </>
    );
  }

  return (
    <div className="container page following-page">
      <h1>{t('page.heading')}</h1>
      <p className="page-lead">{t('page.lead')}</p>
      <FormSuccess message={news} />
      {body}
    </div>
  );
}

function FollowRow({
  item,
  endpoint,
  onRemoved,
}: {
  item: FollowItem;
  endpoint: string;
  onRemoved: () => void;
}) {
  const { t } = useTranslation('push');
  const { start, stop } = useFollowChanges();
  const busy = start.isPending || stop.isPending;
  const error = start.error ?? stop.error;
  const since = new Date(item.followedAt);
  return (
    <li className="follows-item">
      <Link className="follows-item__name" to={item.path}>
        {item.deceasedName}
      </Link>
      {Number.isNaN(since.getTime()) ? null : (
        <span>
          {t('page.followedAt', {
            date: formatDay(since),
          })}
        </span>
      )}
      <label className="follow-box__option">
        <input
          type="checkbox"
          checked={item.anniversary}
          disabled={busy}
          onChange={(e) =>
            start.mutate({
              noticeId: item.noticeId,
              endpoint,
              anniversary: e.currentTarget.checked,
            })
          }
        />{' '}
        {t('follow.anniversary')}
      </label>
      <p>
        <button
          type="button"
          className={`button button--quiet${busy ? ' is-busy' : ''}`}
          aria-disabled={busy || undefined}
          aria-label={t('follow.unfollowLabel', { name: item.deceasedName })}
          onClick={() => {
            if (!busy) stop.mutate({ noticeId: item.noticeId, endpoint }, { onSuccess: onRemoved });
          }}
        >
          {t('follow.unfollow')}
        </button>
      </p>
      {error ? (
        <p className="alert" role="alert">
          {error.message}
        </p>
      ) : null}
    </li>
  );
}
