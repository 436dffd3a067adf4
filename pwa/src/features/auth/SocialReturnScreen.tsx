import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import type { ApiError } from '../../lib/api-error';
import { safeNext } from '../../lib/guard';
import { signInReviewer } from '../../lib/reviewer';
import { useViewReady } from '../../lib/view-ready';
import { authApi } from './api';
import { AuthPage } from './form';
import './auth.css';
import { pagePath } from '#domain/pages/page-links';

/**
 * /login/social?code=…: the API's hand-off after a social sign-in. The one-time code is
 * swapped for the reviewer's session, and this history entry (with the code in its URL) is
 * replaced by the page the reviewer started from.
 */
export function SocialReturnScreen() {
  const { t } = useTranslation('auth');
  const { t: tr } = useTranslation('reviewer');
  const navigate = useNavigate();
  const code = useSearchParams()[0].get('code');
  const [failure, setFailure] = useState<string | null>(null);
  const error = code ? failure : tr('socialError.failed');
  // the code works once: not a second time when StrictMode runs the effect again
  const sent = useRef(false);
  useViewReady(error !== null);

  useEffect(() => {
    if (!code || sent.current) return;
    sent.current = true;
    authApi.exchange(code).then(
      (session) => {
        signInReviewer(session);
        void navigate(safeNext(session.returnTo) ?? pagePath('login'), { replace: true });
      },
      (err: ApiError) => setFailure(err.message),
    );
  }, [code, navigate]);

  if (error === null) {
    return (
      <p className="loading-line" role="status">
        {t('social.busy')}
      </p>
    );
  }
  return (
    <AuthPage heading={t('social.failed')}>
      <p className="alert" role="alert">
        {error}
      </p>
      <p>
        <Link className="button" to={pagePath('login')} replace>
          {t('social.back')}
        </Link>
      </p>
    </AuthPage>
  );
}
