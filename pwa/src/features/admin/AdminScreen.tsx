import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSession } from '../../lib/session';
import { useViewReady } from '../../lib/view-ready';
import { pageTitle } from '../../../../db/domain/page-meta';
import { PAGE_PATHS } from '../../../../db/domain/pages';
import { ADMIN_SECTIONS, type AdminSection } from './sections';

/** /admin: the sections this user's role may open, from the registry (drawn by AdminLayout). */
export function AdminScreen() {
  const { t } = useTranslation('admin');
  const role = useSession()?.user.role ?? 0;
  useViewReady(true);
  const sections = (Object.keys(ADMIN_SECTIONS) as AdminSection[]).filter(
    (key) => role >= ADMIN_SECTIONS[key].role,
  );

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
              <Link to={PAGE_PATHS[key]} className="admin-sections__link">
                {t(`titles.${pageTitle(key)}`, { ns: 'translation' })}
              </Link>
              <p>{t(`home.sections.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
