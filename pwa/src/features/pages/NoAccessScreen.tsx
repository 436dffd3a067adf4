import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { StatusPage } from '../../components/StatusPage';
import { useViewReady } from '../../lib/view-ready';
import './pages.css';
import { pagePath } from '#domain/pages/page-links';

/** /401: the route needs a higher role than the visitor has (docs/pwa.md). */
export function NoAccessScreen() {
  const { t } = useTranslation();
  useViewReady(true);
  return (
    <StatusPage code="401" heading={t('errors.noAccessHeading')} lead={t('errors.noAccessText')}>
      <div className="status-page__actions">
        <Link className="button" to={pagePath('home')}>
          {t('errors.home')}
        </Link>
      </div>
    </StatusPage>
  );
}
