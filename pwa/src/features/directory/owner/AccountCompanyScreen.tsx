import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoadFailed, Loading } from '../../../components/LoadState';
import { withQueries } from '../../../lib/QueryProvider';
import { useSession } from '../../../lib/session';
import { useViewReady } from '../../../lib/view-ready';
import { ownerKeys, useOwnClaims, useOwnCompany } from './api';
import { ClaimForm } from './ClaimForm';
import { CompanyEditForm } from './CompanyEditForm';
import { PendingClaim } from './PendingClaim';
import './owner.css';

/**
 * /konto/firma ("Minu ettevõte", signed in): a user who owns no company finds and claims one,
 * and sees a claim whose link is on its way (also after a reload); an owner edits the
 * company's page.
 */
export const AccountCompanyScreen = withQueries(AccountCompanyContent);

function AccountCompanyContent() {
  const { t } = useTranslation('owner');
  const { t: tApp } = useTranslation();
  const session = useSession();
  const userId = session?.user.id ?? 0;
  const company = useOwnCompany(userId);
  const claims = useOwnClaims(userId, company.data === null);
  const queryClient = useQueryClient();
  const pending = claims.data?.items[0];
  useViewReady(!company.isPending && !(company.data === null && claims.isPending));
  if (!session) return null;
  return (
    <div className="container narrow page owner-page">
      <h1>{company.data ? company.data.name : tApp('titles.accountCompany')}</h1>
      {company.isPending || (company.data === null && claims.isPending) ? (
        <Loading />
      ) : company.isError ? (
        <LoadFailed message={t('loadError')} retry={company.refetch} />
      ) : company.data ? (
        <CompanyEditForm company={company.data} userId={session.user.id} />
      ) : pending ? (
        <PendingClaim key={pending.companyId} claim={pending} userId={session.user.id} />
      ) : (
        // without the list of claims (it failed to load) the form still works
        <ClaimForm
          onSent={() => queryClient.invalidateQueries({ queryKey: ownerKeys.claims(userId) })}
        />
      )}
    </div>
  );
}
