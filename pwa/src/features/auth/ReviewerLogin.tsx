import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { SocialProvider } from '../../../../db/domain/auth';
import { signOutReviewer, useReviewer } from '../../lib/reviewer';
import { authApi, socialStartUrl, useSocialProviders } from './api';
import { ActionButton } from '../../components/actions';

const PROVIDER_NAMES: Record<SocialProvider, string> = { google: 'Google', facebook: 'Facebook' };
const SOCIAL_ERRORS = new Set(['invalid_state', 'denied', 'failed']);

/**
 * Reviewers sign in with Google or Facebook (docs/accounts.md): a separate identity from the
 * account. Each provider is a plain link to the API, which sends the browser on to the provider and
 * back to /login/social (or to /login?social_error=… when something fails).
 */
export function ReviewerLogin({ returnTo }: { returnTo: string }) {
  const { t } = useTranslation('auth');
  const headingId = useId();
  const reviewer = useReviewer();
  const [search] = useSearchParams();
  const socialError = search.get('social_error');
  const [leaving, setLeaving] = useState(false);
  const providers = useSocialProviders(!reviewer);

  async function logout() {
    setLeaving(true);
    try {
      await authApi.reviewerLogout();
    } catch {
      // the token is forgotten here either way
    } finally {
      signOutReviewer();
      setLeaving(false);
    }
  }

  let body;
  if (reviewer) {
    body = (
      <div className="auth-reviewer">
        <p className="auth-reviewer__name">
          {t('login.reviewers.signedIn', { name: reviewer.user.name })}
        </p>
        <ActionButton busy={leaving} quiet onClick={logout}>
          {t('login.reviewers.logout')}
        </ActionButton>
      </div>
    );
  } else if (providers.isPending) {
    body = <p className="status-text">{t('login.reviewers.loading')}</p>;
  } else if (providers.isError || providers.data.providers.length === 0) {
    body = <p className="status-text">{t('login.reviewers.unavailable')}</p>;
  } else {
    const list = providers.data.providers;
    body = (
      <>
        <ul className="auth-providers">
          {list.map((provider) => {
            const name = PROVIDER_NAMES[provider.name] ?? provider.name;
            return (
              <li key={provider.name}>
                <a
                  className="button button--quiet button--block"
                  href={socialStartUrl(provider.name, returnTo)}
                >
                  {provider.test
                    ? t('login.reviewers.testProvider', { name })
                    : t('login.reviewers.provider', { name })}
                </a>
              </li>
            );
          })}
        </ul>
        {list.some((p) => p.test) ? (
          <p className="status-text">{t('login.reviewers.testNote')}</p>
        ) : null}
      </>
    );
  }

  return (
    <section className="auth-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('login.reviewers.heading')}</h2>
      <p className="status-text">{t('login.reviewers.lead')}</p>
      {socialError && !reviewer ? (
        <p className="alert" role="alert">
          {t(`login.socialError.${SOCIAL_ERRORS.has(socialError) ? socialError : 'failed'}`)}
        </p>
      ) : null}
      {body}
    </section>
  );
}
