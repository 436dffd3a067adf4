import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useRouteError } from 'react-router-dom';
import { NotFound } from '../components/NotFound';
import { StatusPage } from '../components/StatusPage';
import { isNotFound } from '../lib/errors';
import { useDocumentTitle } from '../lib/title';
import { useViewReady } from '../lib/view-ready';
import type { PagePath } from '#domain/pages/pages';

function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof TypeError &&
    /dynamically imported module|module script|importing a module/i.test(error.message)
  );
}

/**
 * Logs an error that reached an error screen: to the console at once, and to the server
 * (lib/report-error.ts, loaded only now, so the first screen does not carry it).
 */
function useErrorReport(error: unknown, kind: 'route' | 'root') {
  useEffect(() => {
    console.error(`[${kind} error]`, error);
    void import('../lib/report-error')
      .then((m) => m.reportError(error, kind))
      .catch(() => undefined); // the reporter's chunk could not load (offline, new deployment)
  }, [error, kind]);
}

/** A route's errorElement: the 404 screen for "not found", otherwise "Midagi läks viltu". */
export function RouteError() {
  const error = useRouteError();
  if (isNotFound(error)) return <NotFound />;
  return <SomethingWentWrong error={error} />;
}

function SomethingWentWrong({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  useErrorReport(error, 'route');
  useDocumentTitle(t('errors.generic'));
  useViewReady(true);

  function retry() {
    // A missing script chunk (new deployment) needs a fresh page; a render error only needs
    // the route to render again, which a new location entry does.
    if (isChunkLoadError(error)) window.location.reload();
    else
      void navigate(`${location.pathname}${location.search}`, {
        replace: true,
        state: location.state,
      });
  }

  return (
    <StatusPage role="alert" heading={t('errors.generic')} lead={t('errors.genericText')}>
      <div className="status-page__actions">
        <button type="button" className="button" onClick={retry}>
          {t('errors.retry')}
        </button>
        <Link className="button button--quiet" to={'/' satisfies PagePath}>
          {t('errors.home')}
        </Link>
      </div>
    </StatusPage>
  );
}

/** Last resort when the layout itself fails: no router context beyond this element. */
export function RootError() {
  const { t } = useTranslation();
  useErrorReport(useRouteError(), 'root');
  return (
    <main className="container narrow page status-page" role="alert">
      <h1>{t('errors.generic')}</h1>
      <p className="page-lead">{t('errors.genericText')}</p>
      <button type="button" className="button" onClick={() => window.location.reload()}>
        {t('errors.retry')}
      </button>
    </main>
  );
}
