import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router-dom';
import { pagePath } from '#domain/pages/page-links';
import { Loading } from '../../components/LoadState';
import { NotFound } from '../../components/NotFound';
import { useSession } from '../../lib/session';
import { useDocumentTitle } from '../../lib/title';
import { ADMIN_SECTIONS, adminSection } from './sections';

/**
 * /admin/:section/:id?: the registry's section, behind its own role (a lower role goes to /401,
 * as the route guard does for the admin area itself), titled by it; an unknown section is the
 * 404 screen.
 */
export function AdminSectionScreen() {
  const { t } = useTranslation('admin');
  const key = adminSection(useParams().section);
  const role = useSession()?.user.role ?? 0;
  useDocumentTitle(key ? t(`sections.${key}.title`) : null);

  if (!key) return <NotFound />;
  const { role: needed, Screen } = ADMIN_SECTIONS[key];
  if (role < needed) return <Navigate to={pagePath('noAccess')} replace />;
  return (
    <Suspense fallback={<Loading />}>
      <Screen />
    </Suspense>
  );
}
