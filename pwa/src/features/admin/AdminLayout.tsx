import { useTranslation } from 'react-i18next';
import { Link, Outlet, useMatch } from 'react-router-dom';
import { PAGE_PATHS } from '../../../../db/domain/pages';
import './admin.css';

/** The frame of every admin screen; a section's screen links back to the admin home. */
export function AdminLayout() {
  const { t } = useTranslation();
  const home = useMatch(PAGE_PATHS.admin);
  return (
    <div className="container page admin-page">
      {home ? null : (
        <p className="admin-page__back">
          <Link to={PAGE_PATHS.admin}>{t('titles.admin')}</Link>
        </p>
      )}
      <Outlet />
    </div>
  );
}
