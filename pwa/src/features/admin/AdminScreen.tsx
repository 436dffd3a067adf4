import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ROLES } from '#domain/vocabulary/roles';
import { useSession } from '../../lib/session';
import { useViewReady } from '../../lib/view-ready';
import { AlertsPanel } from './alerts/AlertsPanel';
import { adminPath, sectionsFor } from './sections';

/**
 * /admin: the sections this user's role may open, from the registry (drawn by AdminLayout), and
 * for the admin the open alerts.
 */
export function AdminScreen() {
  const { t } = useTranslation('admin');
  const role = useSession()?.user.role ?? 0;
  const sections = sectionsFor(role);
  useViewReady(true);

  return (
    <>
      <h1>{t('home.heading')}</h1>
      <p className="page-lead">{t('home.lead')}</p>
      {sections.length === 0 ? (
        <p className="status-text">{t('home.empty')}</p>
      ) : (
        <ul className="admin-sections">
          {sections.map((key) => (
            <li key={key} className="admin-sections__item">
              <Link to={adminPath(key)} className="admin-sections__link">
                {t(`sections.${key}.title`)}
              </Link>
              <p>{t(`sections.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      )}
      {role >= ROLES.admin ? <AlertsPanel /> : null}
    </>
  );
}
