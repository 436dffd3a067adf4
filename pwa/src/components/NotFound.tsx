import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { matchPage } from '#domain/pages/pages';
import { CONTACT_EMAIL } from '../lib/site';
import { useDocumentTitle } from '../lib/title';
import { useViewReady } from '../lib/view-ready';
import { StatusPage } from './StatusPage';

/** The 404 screen's shortcuts (docs/pwa.md), in order; each shows once its screen exists. */
const SHORTCUTS = [
  { path: '/surmakuulutused', label: 'errors.toNotices' },
  { path: '/artiklid', label: 'errors.toArticles' },
  { path: '/matuseteenused', label: 'errors.toProviders' },
] as const;

/**
 * The shortcuts that lead somewhere: their path is one of the site's pages (PAGE_PATHS, the
 * route table's source), so articles and providers appear by themselves when their screens land.
 */
export function availableShortcuts() {
  return SHORTCUTS.filter(({ path }) => matchPage(path) !== null);
}

/**
 * The 404 screen (docs/pwa.md): shortcuts and the contact mailbox, without the site's header
 * under whatever route it shows (app/layout.css hides the header of a layout that holds it).
 */
export function NotFound() {
  const { t } = useTranslation();
  useDocumentTitle(t('titles.notFound'));
  useViewReady(true);
  return (
    <StatusPage code="404" heading={t('errors.notFoundHeading')} lead={t('errors.notFoundText')}>
      <h2 className="status-page__subheading">{t('errors.shortcuts')}</h2>
      <ul className="status-page__links">
        {availableShortcuts().map(({ path, label }, i) => (
          <li key={path}>
            <Link className={i === 0 ? 'button' : 'button button--quiet'} to={path}>
              {t(label)}
            </Link>
          </li>
        ))}
      </ul>
      <p>
        {t('errors.contactUs')} <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>
      </p>
    </StatusPage>
  );
}
