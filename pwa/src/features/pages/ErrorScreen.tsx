import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { useViewReady } from '../../lib/view-ready';
import './pages.css';

/** What a screen hands to /viga: `navigate('/viga', { state: { message, to, linkText } })`. */
export interface ErrorScreenState {
  message?: string;
  /** Where "continue" leads (a path inside the site); home by default */
  to?: string;
  linkText?: string;
}

function readState(state: unknown): ErrorScreenState {
  if (typeof state !== 'object' || state === null) return {};
  const s = state as Record<string, unknown>;
  const to =
    typeof s.to === 'string' && s.to.startsWith('/') && !s.to.startsWith('//') ? s.to : undefined;
  return {
    message: typeof s.message === 'string' ? s.message : undefined,
    to,
    linkText: typeof s.linkText === 'string' ? s.linkText : undefined,
  };
}

/** /viga: an error message and a way onwards, both passed by the screen that sent us here. */
export function ErrorScreen(props: ErrorScreenState) {
  const { t } = useTranslation();
  const fromState = readState(useLocation().state);
  const message = props.message ?? fromState.message ?? t('errors.errorDefault');
  const to = props.to ?? fromState.to ?? '/';
  const linkText =
    props.linkText ?? fromState.linkText ?? (to === '/' ? t('errors.home') : t('errors.goBack'));
  useViewReady(true);

  return (
    <div className="container narrow page status-page">
      <h1>{t('errors.errorHeading')}</h1>
      <p className="page-lead" role="alert">
        {message}
      </p>
      <div className="status-page__actions">
        <Link className="button" to={to}>
          {linkText}
        </Link>
      </div>
    </div>
  );
}
