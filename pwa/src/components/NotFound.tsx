import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CONTACT } from '../lib/site';
import { useDocumentTitle } from '../lib/title';
import { useViewReady } from '../lib/view-ready';

/** The 404 screen's content (spec §2, §8): shortcuts and the contact mailbox. */
export function NotFound() {
  const { t } = useTranslation();
  useDocumentTitle(t('titles.notFound'));
  useViewReady(true);
  return (
    <div className="container narrow page status-page">
      <p className="status-page__code" aria-hidden="true">
        404
      </p>
      <h1>{t('errors.notFoundHeading')}</h1>
      <p className="page-lead">{t('errors.notFoundText')}</p>
      <h2 className="status-page__subheading">{t('errors.shortcuts')}</h2>
      <ul className="status-page__links">
        <li>
          <Link className="button" to="/surmakuulutused">
            {t('errors.toNotices')}
          </Link>
        </li>
        <li>
          <Link className="button button--quiet" to="/artiklid">
            {t('errors.toArticles')}
          </Link>
        </li>
        <li>
          <Link className="button button--quiet" to="/matuseteenused">
            {t('errors.toProviders')}
          </Link>
        </li>
      </ul>
      <p>
        {t('errors.contactUs')} <a href={`mailto:${CONTACT.email}`}>{CONTACT.email}</a>
      </p>
    </div>
  );
}
