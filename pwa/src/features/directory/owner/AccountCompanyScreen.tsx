import { useTranslation } from 'react-i18next';
import { LoadFailed, Loading } from '../../../components/LoadState';
import { withQueries } from '../../../lib/QueryProvider';
import { useSession } from '../../../lib/session';
import { useViewReady } from '../../../lib/view-ready';
import { useOwnCompany } from './api';
import { ClaimForm } from './ClaimForm';
import { CompanyEditForm } from './CompanyEditForm';
import './owner.css';

/**
 * /konto/firma ("Minu ettevõte", signed in): a user who owns no company finds and claims one;
 * an owner edits the company's page.
 */
export const AccountCompanyScreen = withQueries(AccountCompanyContent);

function AccountCompanyContent() {
  const { t } = useTranslation('owner');
  const { t: tApp } = useTranslation();
  const session = useSession();
  const company = useOwnCompany(session?.user.id ?? 0);
  useViewReady(!company.isPending);
  if (!session) return null;
  return (
    <div className="container narrow page owner-page">
      <h1>{company.data ? company.data.name : tApp('titles.accountCompany')}</h1>
      {company.isPending ? (
        <Loading />
      ) : company.isError ? (
        <LoadFailed message={t('loadError')} retry={company.refetch} />
      ) : company.data ? (
        <CompanyEditForm company={company.data} userId={session.user.id} />
      ) : (
        <ClaimForm />
      )}
    </div>
  );
}
