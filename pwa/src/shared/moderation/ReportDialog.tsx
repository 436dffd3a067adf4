import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type ModerationKind,
  REPORT_REASONS,
  type ReportReason,
} from '#domain/vocabulary/moderation';
import { toApiError } from '../../lib/http';
import { reportItem } from './api';
import './report.css';

/**
 * The report dialog (a modal <dialog>: focus stays inside, Esc closes it): the reason, then
 * "Saada teade"; the server's refusal (already reported, too many reports) is shown as it says it.
 */
export default function ReportDialog({
  kind,
  id,
  onClose,
}: {
  kind: ModerationKind;
  id: number;
  onClose: () => void;
}) {
  const { t } = useTranslation('moderation');
  const headingId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const box = dialog.current;
    if (box && !box.open) box.showModal();
  }, []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!reason || state !== 'idle') return;
    setState('sending');
    setError(null);
    try {
      await reportItem(kind, id, reason);
      setState('sent');
    } catch (err) {
      setError((await toApiError(err)).message);
      setState('idle');
    }
  }

  return (
    <dialog ref={dialog} className="report-dialog" aria-labelledby={headingId} onClose={onClose}>
      <h2 id={headingId} className="report-dialog__heading">
        {t('report.heading')}
      </h2>
      {state === 'sent' ? (
        <>
          <p role="status">{t('report.thanks')}</p>
          <div className="report-dialog__actions">
            <button type="button" className="button" onClick={() => dialog.current?.close()}>
              {t('report.close')}
            </button>
          </div>
        </>
      ) : (
        <form onSubmit={(event) => void submit(event)}>
          <p className="hint">{t('report.lead')}</p>
          <fieldset className="report-dialog__reasons">
            <legend>{t('report.reason')}</legend>
            {REPORT_REASONS.map((value) => (
              <label key={value} className="report-dialog__reason">
                <input
                  type="radio"
                  name="reason"
                  value={value}
                  required
                  checked={reason === value}
                  onChange={() => setReason(value)}
                />{' '}
                {t(`reasons.${value}`)}
              </label>
            ))}
          </fieldset>
          {error ? (
            <p className="alert" role="alert">
              {error}
            </p>
          ) : null}
          <div className="report-dialog__actions">
            <button
              type="submit"
              className={state === 'sending' ? 'button is-busy' : 'button'}
              aria-disabled={state === 'sending'}
            >
              {state === 'sending' ? t('report.sending') : t('report.send')}
            </button>
            <button
              type="button"
              className="button button--quiet"
              onClick={() => dialog.current?.close()}
            >
              {t('report.cancel')}
            </button>
          </div>
        </form>
      )}
    </dialog>
  );
}
