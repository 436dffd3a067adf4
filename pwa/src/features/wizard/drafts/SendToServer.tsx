import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionButton } from '#pwa/components/actions';
import { ApiError } from '#pwa/lib/api-error';
import type { DraftRecord } from '#pwa/lib/offline-db';
import { useOnline } from '#pwa/lib/online';
import { DraftTypeMissingError, isDraftSynced, sendDraftToServer } from './server-sync';
import './drafts.css';

/** After the last local save, how long a draft already on the server waits to follow */
const FOLLOW_DELAY_MS = 3000;

/**
 * "Salvesta serverisse": puts the draft on the server (status draft), whose e-mail to the adder
 * links to finishing it on another device. Sending is the user's choice; once a draft is
 * there, later changes follow by themselves whenever the device is online.
 */
export function SendToServer({
  draft,
  flush,
}: {
  draft: DraftRecord;
  /** Writes pending typing first (useAutosave's flush) */
  flush?: () => Promise<void>;
}) {
  const { t } = useTranslation('drafts');
  const online = useOnline();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);

  const send = useCallback(
    async (quiet: boolean) => {
      setBusy(true);
      try {
        await flush?.();
        await sendDraftToServer(draft.id);
        if (!quiet) setResult({ ok: true, text: t('sync.sent') });
      } catch (err) {
        setResult({ ok: false, text: failure(err, t) });
      } finally {
        setBusy(false);
      }
    },
    [draft.id, flush, t],
  );

  const behind = draft.server?.status === 'draft' && !isDraftSynced(draft);
  useEffect(() => {
    if (!online || !behind) return;
    const timer = setTimeout(() => void send(true), FOLLOW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [online, behind, draft.revision, send]);

  return (
    <div className="drafts-sync">
      <ActionButton busy={busy} quiet disabled={!online} onClick={() => send(false)}>
        {busy ? t('sync.sending') : t('sync.send')}
      </ActionButton>
      {online ? null : <p className="status-text">{t('sync.offline')}</p>}
      {result ? (
        <p
          className={result.ok ? 'alert alert--success' : 'alert'}
          role={result.ok ? 'status' : 'alert'}
        >
          {result.text}
        </p>
      ) : null}
    </div>
  );
}

function failure(err: unknown, t: (key: string) => string): string {
  if (err instanceof DraftTypeMissingError) return t('sync.typeMissing');
  if (err instanceof ApiError) return err.status === 0 ? t('sync.offline') : err.message;
  return t('autosave.error');
}
