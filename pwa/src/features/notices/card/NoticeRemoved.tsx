import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { pagePath } from '#domain/pages/page-links';
import { StatusPage } from '#pwa/components/StatusPage';
import { useDocumentTitle } from '#pwa/lib/title';

/** A notice the admin hid: its card answers 410 while hidden, and this says it is gone. */
export function NoticeRemoved() {
  const { t } = useTranslation('notices');
  useDocumentTitle(t('removed.heading'));
  return (
    <StatusPage code="410" heading={t('removed.heading')} lead={t('removed.text')}>
      <p>
        <Link className="button" to={pagePath('notices')}>
          {t('removed.toList')}
        </Link>
      </p>
    </StatusPage>
  );
}
