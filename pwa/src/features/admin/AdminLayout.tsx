import { useTranslation } from 'react-i18next';
import { Link, Outlet, useMatch } from 'react-router-dom';
import { PAGE_PATHS } from '../../../../db/domain/pages';
import { AdminScreen } from './AdminScreen';
import './admin.css';

/**
 * The admin area's layout route: at /admin its home (the sections' navigation), below it the
 * section's screen (AdminSectionScreen, the nested route) with a link back home.
 */
export function AdminLayout() {
  const { t } = useTranslation();
  const home = useMatch(PAGE_PATHS.admin);
  return (
    <div className="container page admin-page">
      {home ? (
        <AdminScreen />
      ) : (
        <>
          <p className="admin-page__back">
            <Link to={PAGE_PATHS.admin}>{t('titles.admin')}</Link>
          </p>
          <Outlet />
        </>
      )}
    </div>
  );
}
