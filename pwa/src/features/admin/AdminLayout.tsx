import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet, useMatch } from 'react-router-dom';
import { PAGE_PATHS } from '#domain/pages/pages';
import { useSession } from '../../lib/session';
import { AdminScreen } from './AdminScreen';
import { adminPath, sectionsFor } from './sections';
import './admin.css';

/**
 * The admin area's layout route: at /admin its home (the sections' navigation), below it the
 * section's screen (AdminSectionScreen, the nested route) under a link back home and the
 * sections this role may open (the current one marked; one row that scrolls sideways on a phone).
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
          <SectionNav />
          <Outlet />
        </>
      )}
    </div>
  );
}

function SectionNav() {
  const { t } = useTranslation('admin');
  const sections = sectionsFor(useSession()?.user.role ?? 0);
  if (sections.length < 2) return null;
  return (
    <nav className="admin-nav" aria-label={t('nav.label')}>
      <ul className="admin-nav__list">
        {sections.map((key) => (
          <li key={key}>
            {/* NavLink marks the current section (and its records) with aria-current="page" */}
            <NavLink to={adminPath(key)} className="admin-nav__link">
              {t(`sections.${key}.title`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
