import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { SocialProvider } from '#domain/inputs/auth';
import { signOutReviewer, useReviewer } from '../../lib/reviewer';
import { ActionButton } from '../../components/actions';
import { reviewerApi, socialStartUrl, useSocialProviders } from './api';
import './reviewer.css';

const PROVIDER_NAMES: Record<SocialProvider, string> = { google: 'Google', facebook: 'Facebook' };
const SOCIAL_ERRORS = new Set(['invalid_state', 'denied', 'failed']);

/**
 * Reviewers sign in with Google or Facebook (docs/accounts.md): a separate identity from the
 * account, on the login page and under a company's reviews (load its texts with
 * loadReviewerTexts). Each provider is a plain link to the API, which sends the browser on to the provider and
 * back to /login/social (or to /login?social_error=… when something fails).
 */
export function ReviewerLogin({
  returnTo,
  className,
  headingLevel = 2,
}: {
  returnTo: string;
  className?: string;
  /** Its heading's level where it sits (a section of its own on the login page) */
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const { t } = useTranslation('reviewer');
  const headingId = useId();
  const reviewer = useReviewer();
  const [search] = useSearchParams();
  const socialError = search.get('social_error');
  const [leaving, setLeaving] = useState(false);
  const providers = useSocialProviders(!reviewer);

  async function logout() {
    setLeaving(true);
    try {
      await reviewerApi.logout();
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
      <div className="reviewer-signed-in">
        <p className="reviewer-signed-in__name">
          {t('reviewers.signedIn', { name: reviewer.user.name })}
        </p>
        <ActionButton busy={leaving} quiet onClick={logout}>
          {t('reviewers.logout')}
        </ActionButton>
      </div>
    );
  } else if (providers.isPending) {
    body = <p className="status-text">{t('reviewers.loading')}</p>;
  } else if (providers.isError || providers.data.providers.length === 0) {
    body = <p className="status-text">{t('reviewers.unavailable')}</p>;
  } else {
    const list = providers.data.providers;
    body = (
      <>
        <ul className="reviewer-providers">
          {list.map((provider) => {
            const name = PROVIDER_NAMES[provider.name] ?? provider.name;
            return (
              <li key={provider.name}>
                <a
                  className="button button--quiet button--block"
                  href={socialStartUrl(provider.name, returnTo)}
                >
                  {provider.test
                    ? t('reviewers.testProvider', { name })
                    : t('reviewers.provider', { name })}
                </a>
              </li>
            );
          })}
        </ul>
        {list.some((p) => p.test) ? <p className="status-text">{t('reviewers.testNote')}</p> : null}
      </>
    );
  }

  return (
    <section className={className} aria-labelledby={headingId}>
      <Heading id={headingId}>{t('reviewers.heading')}</Heading>
      <p className="status-text">{t('reviewers.lead')}</p>
      {socialError && !reviewer ? (
        <p className="alert" role="alert">
          {t(`socialError.${SOCIAL_ERRORS.has(socialError) ? socialError : 'failed'}`)}
        </p>
      ) : null}
      {body}
    </section>
  );
}
