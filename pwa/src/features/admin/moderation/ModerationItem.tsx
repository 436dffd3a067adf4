import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatDay } from '#domain/calendar/dates';
import {
  type HideReason,
  type ModerationAction,
  REPORT_REASONS,
} from '#domain/vocabulary/moderation';
import { ActionButton } from '#pwa/components/actions';
import { HideReasonField } from '#pwa/shared/moderation/HideReasonField';
import { type QueueItem, useDecision } from './api';

/**
 * One item of the queue: what it is and where (a link to the notice or the company), its words
 * as written (read only), the reports by reason, and the actions that fit its state; a hide
 * needs a reason from the list.
 */
export function ModerationItem({
  item,
  onNews,
}: {
  item: QueueItem;
  onNews: (message: string) => void;
}) {
  const { t } = useTranslation('adminModeration');
  const { t: tr } = useTranslation('moderation');
  const id = useId();
  const [reason, setReason] = useState<HideReason | ''>('');
  const [error, setError] = useState<string | null>(null);
  const decide = useDecision(item);

  const waiting = item.status === 'held' || item.state !== 'closed';
  const actions: ModerationAction[] = [
    ...(waiting && item.status !== 'hidden' ? (['approve'] as const) : []),
    ...(item.status === 'hidden' ? (['restore'] as const) : (['hide'] as const)),
    ...(item.state !== 'escalated' ? (['escalate'] as const) : []),
  ];

  function run(action: ModerationAction) {
    setError(null);
    if (action === 'hide' && !reason) {
      setError(tr('hide.needed'));
      document.getElementById(`${id}-reason`)?.focus();
      return;
    }
    decide.mutate(action === 'hide' ? { action, reason: reason as HideReason } : { action }, {
      onSuccess: () =>
        onNews(`${t(`itemKind.${item.kind}`)} (${item.author}): ${t(`done.${action}`)}`),
      onError: (err) => setError(err.message),
    });
  }

  const reported = REPORT_REASONS.filter((r) => item.reasons[r]);
  return (
    <li className="moderation-item" aria-labelledby={`${id}-title`}>
      <p id={`${id}-title`} className="moderation-item__title">
        <span>{item.kind === 'reply' ? t('replyOn') : t('reviewOn')}</span>{' '}
        {item.context.path ? (
          <Link to={item.context.path}>{item.context.name}</Link>
        ) : (
          <span>{item.context.name}</span>
        )}
      </p>
      <p className="moderation-item__meta">
        {t('by', { author: item.author, date: formatDay(item.createdAt) })}
        {item.rating !== null ? ` · ${t('rating', { rating: item.rating })}` : null}
      </p>
      <blockquote className="moderation-item__text" aria-label={t('text')}>
        <p>{item.text}</p>
      </blockquote>
      <p className="moderation-item__state">
        <span className={`moderation-badge moderation-badge--${item.status}`}>
          {t(`status.${item.status}`)}
        </span>
        {item.state === 'escalated' ? (
          <span className="moderation-badge moderation-badge--escalated">{t('escalated')}</span>
        ) : null}
        <span>{item.reports > 0 ? t('reports', { count: item.reports }) : t('noReports')}</span>
      </p>
      {reported.length > 0 ? (
        <ul className="moderation-item__reasons">
          {reported.map((r) => (
            <li key={r}>
              {tr(`reasons.${r}`)}: {item.reasons[r]}
            </li>
          ))}
        </ul>
      ) : null}
      {item.hiddenReason ? (
        <p className="moderation-item__meta">
          {t('hiddenBecause', { reason: tr(`reasons.${item.hiddenReason}`) })}
        </p>
      ) : null}
      <div className="moderation-item__actions">
        {item.status !== 'hidden' ? (
          <HideReasonField
            id={`${id}-reason`}
            className="moderation-item__reason"
            value={reason}
            onChange={setReason}
          />
        ) : null}
        {actions.map((action) => (
          <ActionButton
            key={action}
            busy={decide.isPending && decide.variables?.action === action}
            quiet={action === 'escalate'}
            danger={action === 'hide'}
            label={`${t(`actions.${action}`)}: ${t(`itemKind.${item.kind}`)}, ${item.author}`}
            onClick={() => run(action)}
          >
            {t(`actions.${action}`)}
          </ActionButton>
        ))}
      </div>
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </li>
  );
}
