import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatDay } from '#domain/calendar/dates';
import { isNoticeType, noticePath } from '#domain/vocabulary/notice-types';
import { NOTICE_HIDE_REASONS, type NoticeHideReason } from '#domain/vocabulary/statuses';
import { ActionButton } from '#pwa/components/actions';
import { ConfirmBox } from '#pwa/components/ConfirmBox';
import { SelectField } from '#pwa/components/form/SelectField';
import { useConfirmFocus } from '#pwa/lib/confirm-focus';
import { type AdminNotice, adminNoticeKeys, adminNoticesApi } from './api';

interface NoticeRowProps {
  notice: AdminNotice;
  /** Announces what happened on the page */
  onNews: (message: string) => void;
}

/** One notice: its status and days; hide (a reason, confirmed) or unhide. */
export function NoticeRow({ notice: n, onNews }: NoticeRowProps) {
  const { t } = useTranslation('adminNotices');
  const { t: tAdmin } = useTranslation('admin');
  const id = useId();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [reason, setReason] = useState<NoticeHideReason>('scam');
  const [error, setError] = useState<string | null>(null);
  const hideRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLDivElement>(null);
  useConfirmFocus(confirming, confirmRef, hideRef);

  const mutationOf = (run: () => Promise<unknown>, news: string) => ({
    mutationFn: run,
    onMutate: () => setError(null),
    onSuccess: () => {
      setConfirming(false);
      onNews(t(news, { name: n.deceasedName }));
      return queryClient.invalidateQueries({ queryKey: adminNoticeKeys.all() });
    },
    onError: (err: Error) => setError(err.message),
  });
  const hide = useMutation(mutationOf(() => adminNoticesApi.hide(n.id, reason), 'hidden'));
  const unhide = useMutation(mutationOf(() => adminNoticesApi.unhide(n.id), 'unhidden'));
  const path = isNoticeType(n.type) ? noticePath(n.type, n.id) : null;

  return (
    <li className="admin-entry" aria-labelledby={`${id}-name`}>
      <p id={`${id}-name`} className="admin-entry__title">
        {n.deceasedName}
      </p>
      <p>
        <span className="pill">{t(`statuses.${n.status}`)}</span>{' '}
        <span className="admin-entry__meta">
          {t('created', { date: formatDay(n.createdAt) })}
          {n.publishedAt ? `, ${t('published', { date: formatDay(n.publishedAt) })}` : ''}
        </span>
      </p>
      {n.status === 'hidden' && n.hiddenAt !== null ? (
        <p>
          {t('hiddenBecause', {
            date: formatDay(n.hiddenAt),
            reason: n.hiddenReason ? tAdmin(`hideReasons.${n.hiddenReason}`) : '–',
          })}
        </p>
      ) : null}
      <div className="admin-entry__actions">
        {path && n.publishedAt !== null ? (
          <Link to={path} aria-label={`${t('open')}: ${n.deceasedName}`}>
            {t('open')}
          </Link>
        ) : null}
        {n.status === 'published' && !confirming ? (
          <button
            ref={hideRef}
            type="button"
            className="button button--danger"
            aria-label={`${t('hide')}: ${n.deceasedName}`}
            onClick={() => setConfirming(true)}
          >
            {t('hide')}
          </button>
        ) : null}
        {n.status === 'hidden' && n.publishedAt !== null ? (
          <ActionButton
            busy={unhide.isPending}
            quiet
            label={`${t('unhide')}: ${n.deceasedName}`}
            onClick={() => unhide.mutate()}
          >
            {t('unhide')}
          </ActionButton>
        ) : null}
      </div>
      {confirming ? (
        <ConfirmBox
          boxRef={confirmRef}
          question={t('hideQuestion', { name: n.deceasedName })}
          yes={t('hideYes')}
          cancel={t('cancel')}
          busy={hide.isPending}
          onYes={() => hide.mutate()}
          onCancel={() => setConfirming(false)}
        >
          <SelectField
            id={`${id}-reason`}
            label={t('reason')}
            value={reason}
            onChange={(e) => setReason(e.target.value as NoticeHideReason)}
          >
            {NOTICE_HIDE_REASONS.map((r) => (
              <option key={r} value={r}>
                {tAdmin(`hideReasons.${r}`)}
              </option>
            ))}
          </SelectField>
        </ConfirmBox>
      ) : null}
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </li>
  );
}
