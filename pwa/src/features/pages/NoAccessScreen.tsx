import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useViewReady } from '../../lib/view-ready';
import './pages.css';
import { pagePath } from '../../../../db/domain/page-links';

/** /401: the route needs a higher role than the visitor has (docs/pwa.md). */
export function NoAccessScreen() {
  const { t } = useTranslation();
  useViewReady(true);
  return (
    <div className="container narrow page status-page">
      <p className="status-page__code" aria-hidden="true">
        401
      </p>
      <h1>{t('errors.noAccessHeading')}</h1>
      <p className="page-lead">{t('errors.noAccessText')}</p>
      <div className="status-page__actions">
        <Link className="button" to={pagePath('home')}>
          {t('errors.home')}
        </Link>
      </div>
    </div>
  );
}
