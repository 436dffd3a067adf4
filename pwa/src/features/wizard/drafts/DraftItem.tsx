import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ConfirmBox } from '#pwa/components/ConfirmBox';
import { useConfirmFocus } from '#pwa/lib/confirm-focus';
import type { DraftRecord } from '#pwa/lib/offline-db';
import { formatDayTime } from '#domain/calendar/day-time';
import { continuePath, draftName, draftStatusKey, draftTypeLabel } from './summary';

interface DraftItemProps {
  draft: DraftRecord;
  /** The "Jätka" link, for the list to move focus to after a delete */
  linkRef: (link: HTMLAnchorElement | null) => void;
  /** Deletes the draft; the list announces it (this row is gone by then) */
  onDelete: (name: string) => Promise<void>;
}

/** One draft: name, type, last change, step, where it is; "Jätka" and "Kustuta" (confirmed). */
export function DraftItem({ draft, linkRef, onDelete }: DraftItemProps) {
  const { t } = useTranslation('drafts');
  const id = useId();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const deleteRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLDivElement>(null);
  useConfirmFocus(confirming, confirmRef, deleteRef);

  const name = draftName(draft, t);
  const changed = formatDayTime(draft.updatedAt);
  // untitled drafts are told apart by their time in the buttons' names
  const label = draft.values.deceasedName?.trim() ? name : `${name}, ${changed}`;
  const status = draftStatusKey(draft);

  async function remove() {
    setBusy(true);
    setError(null);
    try {
      await onDelete(name);
    } catch {
      setBusy(false);
      setConfirming(false);
      setError(t('draft.deleteFailed'));
    }
  }

  return (
    <li className="drafts-list__item" aria-labelledby={`${id}-name`}>
      <h2 id={`${id}-name`} className="drafts-list__name">
        {name}
      </h2>
      <p className="drafts-list__meta">
        <span>{draftTypeLabel(draft, t)}</span>
        <span>{t('draft.changed', { time: changed })}</span>
        <span>{t('draft.step', { step: t(`draft.steps.${draft.step}`) })}</span>
        <span className={`drafts-list__status drafts-list__status--${status}`}>
          {t(`draft.status.${status}`)}
        </span>
      </p>
      <div className="drafts-list__actions">
        <Link
          ref={linkRef}
          className="button"
          to={continuePath(draft)}
          aria-label={t('draft.continueLabel', { name: label })}
        >
          {t('draft.continue')}
        </Link>
        {confirming ? null : (
          <button
            ref={deleteRef}
            type="button"
            className="button button--quiet"
            aria-label={t('draft.deleteLabel', { name: label })}
            onClick={() => setConfirming(true)}
          >
            {t('draft.delete')}
          </button>
        )}
      </div>
      {/* what failed is next to the button that was pressed */}
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      {confirming ? (
        <ConfirmBox
          boxRef={confirmRef}
          question={t(draft.server ? 'draft.deleteQuestionSent' : 'draft.deleteQuestion', { name })}
          yes={t('draft.deleteYes')}
          cancel={t('draft.cancel')}
          busy={busy}
          onYes={remove}
          onCancel={() => setConfirming(false)}
        />
      ) : null}
    </li>
  );
}
