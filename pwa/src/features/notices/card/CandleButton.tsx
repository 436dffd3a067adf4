import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { newClientKey } from '#pwa/shared/outbox/keys';
import { isOffline } from '#pwa/lib/online';
import { useLightCandle, useMyCandle } from '../api';
import { clockTime } from '../format';
import { CANDLE_WINDOW_MS, isLit, litUntilFromRetry, rememberLit } from './candle-state';
import { isNetworkError, queueCandleFor, removeQueued, useNoticeOutbox } from './outbox-hooks';

type Outcome =
  | { kind: 'thanks' }
  | { kind: 'already'; until: number | null }
  | { kind: 'failed'; message: string }
  | null;

/**
 * "Süüta küünal": the count goes up at once (optimistic) and follows the server's answer.
 * A second candle within the hour is a kind note with the time it can be lit again.
 * Offline (or on a network error) the candle is queued (shared/outbox/outbox.ts) and shown "ootel" until
 * it is sent; a candle the server refuses on replay shows the server's reason.
 */
export function CandleButton({ noticeId, candles }: { noticeId: number; candles: number }) {
  const { t, i18n } = useTranslation('notices');
  const countId = useId();
  const mutation = useLightCandle(noticeId);
  const [lit, setLit] = useState(() => isLit(noticeId, Date.now()));
  const [outcome, setOutcome] = useState<Outcome>(null);

  // the server's word on this visitor's own candle (lit in another tab, or offline and sent by
  // the service worker, where this page's storage never heard of it)
  const mine = useMyCandle(noticeId).data;
  const litUntil = mine?.burning ? mine.litUntil : null;
  useEffect(() => {
    if (litUntil !== null) rememberLit(noticeId, litUntil, Date.now());
  }, [litUntil, noticeId]);
  const queued = useNoticeOutbox(noticeId).filter((item) => item.kind === 'candle');
  const pending = queued.some((item) => item.state !== 'failed');
  const failed = queued.find((item) => item.state === 'failed');

  // a queued candle that has been sent: it burns now
  const wasPending = useRef(pending);
  useEffect(() => {
    if (wasPending.current && !pending && !failed) {
      const now = Date.now();
      rememberLit(noticeId, now + CANDLE_WINDOW_MS, now);
      setLit(true);
      setOutcome({ kind: 'thanks' });
    }
    if (wasPending.current && failed) setLit(isLit(noticeId, Date.now()));
    wasPending.current = pending;
  }, [pending, failed, noticeId]);

  function queue(clientKey?: string) {
    setLit(true);
    setOutcome(null);
    queueCandleFor(noticeId, clientKey).catch((err: unknown) => {
      setLit(isLit(noticeId, Date.now()));
      setOutcome({ kind: 'failed', message: err instanceof Error ? err.message : String(err) });
    });
  }

  function light() {
    if (mutation.isPending || pending) return;
    setOutcome(null);
    if (isOffline()) {
      queue();
      return;
    }
    setLit(true);
    const clientKey = newClientKey();
    mutation.mutate(
      { clientKey },
      {
        onSuccess: () => {
          const now = Date.now();
          rememberLit(noticeId, now + CANDLE_WINDOW_MS, now);
          setOutcome({ kind: 'thanks' });
        },
        onError: (error) => {
          const now = Date.now();
          if (isNetworkError(error)) {
            // the request may or may not have arrived: the same key makes a resend harmless
            queue(clientKey);
          } else if (error.status === 429) {
            const until = litUntilFromRetry(now, error.retryAfter);
            rememberLit(noticeId, until, now);
            setOutcome({ kind: 'already', until: error.retryAfter === null ? null : until });
          } else {
            setLit(isLit(noticeId, now));
            setOutcome({ kind: 'failed', message: error.message });
          }
        },
      },
    );
  }

  const locale = i18n.resolvedLanguage === 'en' ? 'en-GB' : `${i18n.resolvedLanguage ?? 'et'}-EE`;
  let note: string | null = null;
  if (outcome?.kind === 'thanks') note = t('candle.thanks');
  else if (outcome?.kind === 'already') {
    note = `${t('candle.already')} ${
      outcome.until === null
        ? t('candle.againSoon')
        : t('candle.againAt', { time: clockTime(outcome.until, locale) })
    }`;
  } else if (outcome?.kind === 'failed') note = `${t('candle.failed')} ${outcome.message}`;
  if (pending) note = t('candle.queued');
  else if (failed) note = t('candle.sendFailed', { message: failed.error ?? '' });
  const isError = !pending && (failed !== undefined || outcome?.kind === 'failed');

  return (
    <div
      className={[
        'candle',
        lit || litUntil !== null || pending ? 'is-lit' : '',
        pending ? 'is-pending' : '',
      ]
        .filter(Boolean)
        .join(' ')}
    >
      <button
        type="button"
        className="candle__button"
        onClick={light}
        aria-disabled={mutation.isPending || pending}
        aria-describedby={countId}
      >
        <svg className="candle__art" viewBox="0 0 48 80" aria-hidden="true" focusable="false">
          <ellipse className="candle__halo" cx="24" cy="20" rx="20" ry="20" />
          <g className="candle__flame">
            <path d="M24 4c5.5 7 8 12 8 16a8 8 0 0 1-16 0c0-4 2.5-9 8-16z" />
            <path
              className="candle__flame-core"
              d="M24 13c2.2 3 3.3 5.2 3.3 6.8a3.3 3.3 0 0 1-6.6 0c0-1.6 1.1-3.8 3.3-6.8z"
            />
          </g>
          <rect className="candle__wick" x="23" y="26" width="2" height="6" rx="1" />
          <rect className="candle__wax" x="13" y="31" width="22" height="45" rx="3" />
        </svg>
        {/* the name stays "Süüta küünal"; the flame and the note tell what happened */}
        <span className="candle__label">{t('candle.light')}</span>
      </button>
      <p id={countId} className="candle__count">
        <span className="candle__number" data-testid="candle-count">
          {candles}
        </span>{' '}
        <span className="candle__count-label">{t('candle.unit', { count: candles })}</span>
        {pending ? (
          <span className="candle__pending" data-testid="candle-pending">
            {' '}
            ({t('candle.pending')})
          </span>
        ) : null}
      </p>
      <p className={isError ? 'candle__note is-error' : 'candle__note'} role="status">
        {note}
      </p>
      {failed && !pending ? (
        <button
          type="button"
          className="button button--quiet candle__dismiss"
          onClick={() => void removeQueued(failed.id!)}
        >
          {t('candle.dismiss')}
        </button>
      ) : null}
    </div>
  );
}
