import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEndpoint, useFollowChanges, useFollows } from './hooks';
import { PushClientError, type PushProblem, pushPermission, subscribe } from './subscription';
import './follow-button.css';

/**
 * "Jälgi": follow a notice with push notifications (new replies, candles; the anniversary of
 * the death on request). The notification permission is asked only when "Jälgi" is tapped.
 */
export function FollowButton({ noticeId, name }: { noticeId: number; name: string }) {
  const { t } = useTranslation('push');
  const changes = useFollowChanges();
  const checkboxId = useId();
  const endpoint = useEndpoint();
  const follows = useFollows(endpoint.data);
  const item = follows.data?.find((f) => f.noticeId === noticeId) ?? null;
  const [anniversaryChoice, setAnniversaryChoice] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<PushProblem | null>(null);
  const [news, setNews] = useState<string | null>(null);

  const permission = pushPermission();
  // what stands in the way before any tap: said quietly; a tap's failure is an alert
  const standing: PushProblem | null =
    permission === 'unsupported'
      ? 'unsupported'
      : permission === 'denied' && !item
        ? 'denied'
        : null;
  const anniversary = item ? item.anniversary : anniversaryChoice;

  async function run(work: () => Promise<string | null>) {
    if (busy) return;
    setBusy(true);
    setProblem(null);
    setNews(null);
    try {
      const message = await work();
      if (message) setNews(message);
    } catch (err) {
      setProblem(err instanceof PushClientError ? err.problem : 'failed');
    } finally {
      setBusy(false);
    }
  }

  const start = (withAnniversary: boolean) =>
    run(async () => {
      const endpoint = await subscribe();
      await changes.start.mutateAsync({ noticeId, endpoint, anniversary: withAnniversary });
      return t('follow.started');
    });

  const stop = () =>
    run(async () => {
      const at = endpoint.data;
      if (!at) return null;
      await changes.stop.mutateAsync({ noticeId, endpoint: at });
      return t('follow.stopped');
    });

  const changeAnniversary = (value: boolean) => {
    if (!item) {
      setAnniversaryChoice(value);
      return;
    }
    const at = endpoint.data;
    if (!at) return;
    void run(async () => {
      await changes.start.mutateAsync({ noticeId, endpoint: at, anniversary: value });
      return null;
    });
  };

  const unsupported = permission === 'unsupported';

  return (
    <section className="follow-box" aria-label={t('follow.followLabel', { name })}>
      {item ? (
        <p className="follow-box__state">
          <span aria-hidden="true">🔔 </span>
          <strong>{t('follow.following')}</strong>
        </p>
      ) : null}
      {item ? (
        <button
          type="button"
          className={`button button--quiet${busy ? ' is-busy' : ''}`}
          aria-disabled={busy || undefined}
          aria-label={t('follow.unfollowLabel', { name })}
          onClick={() => void stop()}
        >
          {t('follow.unfollow')}
        </button>
      ) : (
        <button
          type="button"
          className={`button${busy ? ' is-busy' : ''}`}
          aria-disabled={busy || unsupported || undefined}
          aria-describedby={`${checkboxId}-hint`}
          onClick={() => {
            if (!unsupported) void start(anniversaryChoice);
            else setProblem('unsupported');
          }}
        >
          {t('follow.follow')}
        </button>
      )}
      <label className="follow-box__option" htmlFor={checkboxId}>
        <input
          id={checkboxId}
          type="checkbox"
          checked={anniversary}
          disabled={unsupported || busy}
          onChange={(e) => changeAnniversary(e.currentTarget.checked)}
        />{' '}
        {t('follow.anniversary')}
      </label>
      <p id={`${checkboxId}-hint`} className="follow-box__hint">
        {t('follow.hint')}
      </p>
      <p className={news ? 'alert alert--success' : 'visually-hidden'} role="status">
        {news}
      </p>
      {problem ? (
        <p className="alert" role="alert">
          {t(`follow.${problem}`)}
        </p>
      ) : standing ? (
        <p className="follow-box__note">{t(`follow.${standing}`)}</p>
      ) : null}
    </section>
  );
}
