import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed, Loading } from '#pwa/components/LoadState';
import { withQueries } from '#pwa/lib/QueryProvider';
import { useSession } from '#pwa/lib/session';
import { useViewReady } from '#pwa/lib/view-ready';
import { ownerApi, ownerKeys, useOwnClaims, useOwnCompany } from './api';
import { ClaimForm } from './ClaimForm';
import { CompanyEditForm } from '#pwa/shared/company-edit/CompanyEditForm';
import { PendingClaim } from './PendingClaim';
import '#pwa/shared/company-edit/company-edit.css';

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
  const claimsLoading = company.data === null && claims.isPending;
  const queryClient = useQueryClient();
  const pending = claims.data?.items ?? [];
  // a pending claim hides the form until the user asks to claim another company
  const [claimAnother, setClaimAnother] = useState(false);
  useViewReady(!company.isPending && !claimsLoading);
  if (!session) return null;
  return (
    <div className="container narrow page owner-page">
      <h1>{company.data ? company.data.name : tApp('titles.accountCompany')}</h1>
      {company.isPending || claimsLoading ? (
        <Loading />
      ) : company.isError ? (
        <LoadFailed message={t('loadError')} retry={company.refetch} />
      ) : company.data ? (
        <CompanyEditForm
          company={company.data}
          save={async (body) => {
            const answer = await ownerApi.save(body);
            queryClient.setQueryData(ownerKeys.company(userId), answer);
            return answer;
          }}
        />
      ) : (
        <>
          {pending.map((claim) => (
            <PendingClaim key={claim.companyId} claim={claim} userId={session.user.id} />
          ))}
          {pending.length === 0 || claimAnother ? (
            // without the list of claims (it failed to load) the form still works
            <ClaimForm
              onSent={async () => {
                await queryClient.invalidateQueries({ queryKey: ownerKeys.claims(userId) });
                setClaimAnother(false);
              }}
            />
          ) : (
            <button
              type="button"
              className="button button--quiet"
              onClick={() => setClaimAnother(true)}
            >
              {t('claim.another')}
            </button>
          )}
        </>
      )}
    </div>
  );
}
