import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLightCandle } from '../api';
import { clockTime } from '../format';
import { CANDLE_WINDOW_MS, isLit, litUntilFromRetry, rememberLit } from './candle-state';

type Outcome =
  | { kind: 'thanks' }
  | { kind: 'already'; until: number | null }
  | { kind: 'failed'; message: string }
  | null;

/**
 * "Süüta küünal": the count goes up at once (optimistic) and follows the server's answer.
 * A second candle within the hour is a kind note with the time it can be lit again.
 */
export function CandleButton({ noticeId, candles }: { noticeId: number; candles: number }) {
  const { t, i18n } = useTranslation('notices');
  const countId = useId();
  const mutation = useLightCandle(noticeId);
  const [lit, setLit] = useState(() => isLit(noticeId, Date.now()));
  const [outcome, setOutcome] = useState<Outcome>(null);

  function light() {
    if (mutation.isPending) return;
    setOutcome(null);
    setLit(true);
    mutation.mutate(undefined, {
      onSuccess: () => {
        const now = Date.now();
        rememberLit(noticeId, now + CANDLE_WINDOW_MS, now);
        setOutcome({ kind: 'thanks' });
      },
      onError: (error) => {
        const now = Date.now();
        if (error.status === 429) {
          const until = litUntilFromRetry(now, error.retryAfter);
          rememberLit(noticeId, until, now);
          setOutcome({ kind: 'already', until: error.retryAfter === null ? null : until });
        } else {
          setLit(isLit(noticeId, now));
          setOutcome({ kind: 'failed', message: error.message });
        }
      },
    });
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

  return (
    <div className={lit ? 'candle is-lit' : 'candle'}>
      <button
        type="button"
        className="candle__button"
        onClick={light}
        aria-disabled={mutation.isPending}
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
      </p>
      <p
        className={outcome?.kind === 'failed' ? 'candle__note is-error' : 'candle__note'}
        role="status"
      >
        {note}
      </p>
    </div>
  );
}
