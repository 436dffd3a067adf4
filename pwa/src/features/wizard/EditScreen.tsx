import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { idParam } from '#domain/inputs/validation';
import { NotFound } from '../../components/NotFound';
import type { ApiError } from '../../lib/api-error';
import { withQueries } from '../../lib/QueryProvider';
import type { DraftRecord } from '../../lib/offline-db';
import { findDraftByNotice, openServerDraft } from './drafts/store';
import { parseWizardUrl, stepSearch } from './steps';
import { DraftScreen } from './WizardScreen';
import { WizardFrame } from './WizardFrame';
import { pagePath } from '#domain/pages/page-links';

/**
 * /muuda/:id: the same screens for a notice on the server. The private edit link's `?token=`
 * opens it as a local draft (the token is kept with the draft, then leaves the address bar);
 * without a token, this device's draft of the notice is used.
 */
export const EditScreen = withQueries(function EditScreen() {
  const parsed = idParam.safeParse(useParams());
  const [search] = useSearchParams();
  const url = parseWizardUrl(search);
  if (!parsed.success) return <NotFound />;
  const noticeId = parsed.data.id;
  const base = pagePath('edit', { id: noticeId });
  if (url.token) {
    return <OpenEditLink key={url.token} noticeId={noticeId} token={url.token} base={base} />;
  }
  if (url.draftId) {
    return <DraftScreen key={url.draftId} draftId={url.draftId} requested={url.step} base={base} />;
  }
  return <DraftOfNotice noticeId={noticeId} base={base} />;
});

// one exchange per link, even when an effect runs twice
const opening = new Map<string, Promise<DraftRecord>>();

function OpenEditLink({
  noticeId,
  token,
  base,
}: {
  noticeId: number;
  token: string;
  base: string;
}) {
  const { t } = useTranslation('wizard');
  const navigate = useNavigate();
  const [error, setError] = useState<ApiError | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const key = `${noticeId}:${token}:${attempt}`;
    let request = opening.get(key);
    if (!request) {
      request = openServerDraft(noticeId, token);
      opening.set(key, request);
    }
    let current = true;
    request.then(
      (draft) => {
        opening.delete(key);
        // replace: the token leaves the address bar and the history
        if (current) void navigate(base + stepSearch(draft.step, draft.id), { replace: true });
      },
      (err: unknown) => {
        opening.delete(key);
        if (current) setError(err as ApiError);
      },
    );
    return () => {
      current = false;
    };
  }, [noticeId, token, base, attempt, navigate]);

  if (error?.status === 404) return <NotFound />;
  return (
    <WizardFrame editing steps={[]} current={null}>
      {error === null ? (
        <p className="loading-line" role="status">
          {t('edit.opening')}
        </p>
      ) : error.status === 403 ? (
        <>
          <h2>{t('edit.forbiddenHeading')}</h2>
          <p>{error.message}</p>
        </>
      ) : (
        <div className="alert" role="alert">
          <p>{error.message}</p>
          <button type="button" className="button" onClick={() => setAttempt((n) => n + 1)}>
            {t('actions.retry')}
          </button>
        </div>
      )}
    </WizardFrame>
  );
}

function DraftOfNotice({ noticeId, base }: { noticeId: number; base: string }) {
  const { t } = useTranslation('wizard');
  const draft = useLiveQuery(async () => (await findDraftByNotice(noticeId)) ?? null, [noticeId]);
  if (draft) return <Navigate replace to={base + stepSearch(draft.step, draft.id)} />;
  return (
    <WizardFrame editing steps={[]} current={null}>
      {draft === undefined ? (
        <p className="loading-line" role="status">
          {t('edit.opening')}
        </p>
      ) : (
        <>
          <h2>{t('edit.needLinkHeading')}</h2>
          <p>{t('edit.needLink')}</p>
        </>
      )}
    </WizardFrame>
  );
}
