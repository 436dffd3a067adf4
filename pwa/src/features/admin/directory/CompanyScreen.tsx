import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { formatDay } from '#domain/calendar/dates';
import { ActionButton, FormSuccess } from '#pwa/components/actions';
import { ConfirmedDelete } from '#pwa/components/ConfirmedDelete';
import { LoadFailed, Loading } from '#pwa/components/LoadState';
import type { ApiError } from '#pwa/lib/api-error';
import { useViewReady } from '#pwa/lib/view-ready';
import { CompanyEditForm } from '#pwa/shared/company-edit/CompanyEditForm';
import '#pwa/shared/company-edit/company-edit.css';
import { companiesPath } from './ids';
import {
  type AdminClaim,
  type AdminCompany,
  directoryAdminApi,
  directoryAdminKeys,
  refreshDirectory,
  useAdminCompany,
} from './api';

/**
 * /admin/ettevote/:id (role 10): the company's owner and pending claims (confirm or reject), the
 * owner's edit form with the name, and deleting it after a confirmation.
 */
export function CompanyScreen({ id }: { id: number }) {
  const { t } = useTranslation('adminDirectory');
  const queryClient = useQueryClient();
  const query = useAdminCompany(id);
  useViewReady(!query.isPending);

  let body;
  if (query.isPending) body = <Loading />;
  else if (query.isError) {
    body =
      (query.error as ApiError).status === 404 ? (
        <p className="alert">{t('company.notFound')}</p>
      ) : (
        <LoadFailed message={`${t('loadError')} ${query.error.message}`} retry={query.refetch} />
      );
  } else {
    const company = query.data;
    body = (
      <>
        <h1>{company.name}</h1>
        <Owner company={company} />
        <Claims company={company} />
        <CompanyEditForm
          company={company}
          withName
          save={async (edit, name) => {
            const saved = await directoryAdminApi.saveCompany(id, { ...edit, name });
            queryClient.setQueryData(directoryAdminKeys.company(id), saved);
            await refreshDirectory(queryClient);
            return saved;
          }}
        />
        <DeleteCompany company={company} />
      </>
    );
  }
  return (
    <>
      <p className="admin-page__back">
        <Link to={companiesPath()}>{t('company.back')}</Link>
      </p>
      {body}
    </>
  );
}

function Owner({ company }: { company: AdminCompany }) {
  const { t } = useTranslation('adminDirectory');
  return (
    <section className="owner-section" aria-labelledby="admin-company-owner">
      <h2 id="admin-company-owner">{t('company.owner')}</h2>
      <p>
        {company.owner
          ? t('company.ownerIs', { name: company.owner.name, email: company.owner.email })
          : t('company.noOwner')}
      </p>
      {company.registryCode ? (
        <p>{t('company.registryCode', { code: company.registryCode })}</p>
      ) : null}
    </section>
  );
}

/** The company's pending claims, each confirmed (the claimant becomes owner) or rejected */
function Claims({ company }: { company: AdminCompany }) {
  const { t } = useTranslation('adminDirectory');
  const [news, setNews] = useState<string | null>(null);
  return (
    <section className="owner-section" aria-labelledby="admin-company-claims">
      <h2 id="admin-company-claims">{t('company.claims')}</h2>
      <FormSuccess message={news} />
      {company.pendingClaims.length === 0 ? (
        <p className="status-text">{t('company.noClaims')}</p>
      ) : (
        <ul className="admin-claims">
          {company.pendingClaims.map((claim) => (
            <ClaimRow key={claim.id} claim={claim} companyId={company.id} onNews={setNews} />
          ))}
        </ul>
      )}
    </section>
  );
}

function ClaimRow({
  claim,
  companyId,
  onNews,
}: {
  claim: AdminClaim;
  companyId: number;
  onNews: (message: string) => void;
}) {
  const { t } = useTranslation('adminDirectory');
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const decide = useMutation({
    mutationFn: async (verify: boolean) => {
      if (verify) await directoryAdminApi.confirmClaim(claim.id);
      else await directoryAdminApi.rejectClaim(claim.id);
    },
    onMutate: () => setError(null),
    onSuccess: (_, verify) => {
      onNews(verify ? t('company.verified', { name: claim.userName }) : t('company.rejected'));
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: directoryAdminKeys.company(companyId) }),
        refreshDirectory(queryClient),
      ]);
    },
    onError: (err) => setError(err.message),
  });
  const who = `${claim.userName} (${claim.userEmail})`;
  return (
    <li className="admin-claim">
      <p>
        {t('company.claimBy', {
          name: claim.userName,
          email: claim.userEmail,
          code: claim.registryCode,
          date: formatDay(claim.createdAt),
        })}
      </p>
      <div className="admin-claim__actions">
        <ActionButton
          busy={decide.isPending && decide.variables}
          onClick={() => decide.mutate(true)}
          label={`${t('company.verify')}: ${who}`}
        >
          {t('company.verify')}
        </ActionButton>
        <ActionButton
          busy={decide.isPending && !decide.variables}
          quiet
          onClick={() => decide.mutate(false)}
          label={`${t('company.reject')}: ${who}`}
        >
          {t('company.reject')}
        </ActionButton>
      </div>
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </li>
  );
}

/** Deleting the company, only after "Jah, kustuta"; then back to the list, which says so */
function DeleteCompany({ company }: { company: AdminCompany }) {
  const { t } = useTranslation('adminDirectory');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const remove = async () => {
    await directoryAdminApi.deleteCompany(company.id);
    queryClient.removeQueries({ queryKey: directoryAdminKeys.company(company.id) });
    await refreshDirectory(queryClient);
    void navigate(`${companiesPath()}?${new URLSearchParams({ deleted: company.name })}`);
  };
  return (
    <section className="owner-section admin-danger">
      <ConfirmedDelete
        label={t('company.delete')}
        question={t('company.deleteQuestion', { name: company.name })}
        yes={t('company.deleteYes')}
        cancel={t('cancel')}
        onConfirm={remove}
      />
    </section>
  );
}
