import { useTranslation } from 'react-i18next';
import { type AutosaveControls, type DraftRecord, DraftNotFoundError } from './drafts/store';

/**
 * How the draft's saving goes (the draft store's own words): a quiet line while all is well;
 * an alert when the device's storage is full (what was saved before is intact), the draft is
 * gone, or another tab changed it — then the user chooses which version stays, nothing is
 * overwritten silently.
 */
export function AutosaveStatus({
  autosave,
  onTakeTheirs,
}: {
  autosave: AutosaveControls;
  onTakeTheirs: (theirs: DraftRecord) => void;
}) {
  const { t } = useTranslation('drafts');
  if (autosave.state === 'conflict') {
    return (
      <div className="alert wizard-conflict" role="alert">
        <p>{t('autosave.conflict')}</p>
        <div className="wizard-actions">
          <button
            type="button"
            className="button"
            onClick={() => {
              const theirs = autosave.resolveConflict('theirs');
              if (theirs) onTakeTheirs(theirs);
            }}
          >
            {t('autosave.loadTheirs')}
          </button>
          <button
            type="button"
            className="button button--quiet"
            onClick={() => autosave.resolveConflict('mine')}
          >
            {t('autosave.keepMine')}
          </button>
        </div>
      </div>
    );
  }
  if (autosave.state === 'quota' || autosave.state === 'error') {
    const key =
      autosave.state === 'quota'
        ? 'autosave.quota'
        : autosave.error instanceof DraftNotFoundError
          ? 'autosave.missing'
          : 'autosave.error';
    return (
      <p className="alert" role="alert">
        {t(key)}
      </p>
    );
  }
  return (
    <p className="wizard-saved" data-state={autosave.state}>
      {autosave.state === 'saving'
        ? t('autosave.saving')
        : autosave.state === 'saved'
          ? t('autosave.saved')
          : ''}
    </p>
  );
}
