import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { newCompanyForm } from '#domain/inputs/company-input';
import { TextField } from '#pwa/components/form/fields';
import { useSchemaForm } from '#pwa/components/form/schema-form';
import { useSending } from '#pwa/components/form/use-sending';
import { LIST_LIMITS } from '#domain/inputs/limits';
import { FormSuccess } from '#pwa/components/actions';
import { SelectField } from '#pwa/components/form/SelectField';
import { LoadFailed, Loading } from '#pwa/components/LoadState';
import { pageCount, pageParam } from '#pwa/lib/paging';
import { useViewReady } from '#pwa/lib/view-ready';
import { useCounties } from '#pwa/shared/counties/query';
import { companiesPath } from './ids';
import { type CompanyFilter, directoryAdminApi, useAdminCompanies } from './api';

const CLAIMED = ['', 'claimed', 'unclaimed'] as const;
const claimedOf = (raw: string | null): CompanyFilter['claimed'] =>
  CLAIMED.find((v) => v === raw) ?? '';

/** /admin/ettevote (role 10): find companies by name, county and owner; add one. */
export function CompaniesScreen() {
  const { t } = useTranslation('adminDirectory');
  const id = useId();
  const [params, setParams] = useSearchParams();
  const filter: CompanyFilter = {
    q: params.get('q')?.trim() ?? '',
    county: params.get('county') ?? '',
    claimed: claimedOf(params.get('claimed')),
    page: pageParam(params.get('page')),
  };
  const query = useAdminCompanies(filter);
  const counties = useCounties();
  const countyName = (countyId: number | null) =>
    counties.data?.find((c) => c.id === countyId)?.name ?? null;
  // a deleted company's name, passed by its screen on the way back
  const [news] = useState<string | null>(() => params.get('deleted'));
  useViewReady(!query.isPending);

  const hrefFor = (page: number) => {
    const next = new URLSearchParams(params);
    next.delete('deleted');
    if (page > 0) next.set('page', String(page));
    else next.delete('page');
    return `?${next.toString()}`;
  };

  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const next: Record<string, string> = {};
    for (const key of ['q', 'county', 'claimed']) {
      const value = String(data.get(key) ?? '').trim();
      if (value) next[key] = value;
    }
    setParams(next);
  }

  let results;
  if (query.isPending) results = <Loading />;
  else if (query.isError) {
    results = (
      <LoadFailed message={`${t('loadError')} ${query.error.message}`} retry={query.refetch} />
    );
  } else {
    const { items, total } = query.data;
    const pages = pageCount(query.data);
    results = (
      <>
        <p className="status-text" role="status">
          {total === 0 ? t('companies.empty') : t('companies.found', { count: total })}
        </p>
        <ul className="admin-companies" aria-busy={query.isPlaceholderData}>
          {items.map((company) => {
            const place = [company.placeName, countyName(company.countyId)].filter(Boolean);
            return (
              <li key={company.id} className="admin-company">
                <Link className="admin-company__name" to={companiesPath(company.id)}>
                  {company.name}
                </Link>
                {place.length > 0 ? <p>{place.join(', ')}</p> : null}
                <p className="admin-company__meta">
                  {company.ownerEmail
                    ? t('companies.owner', { email: company.ownerEmail })
                    : t('companies.noOwner')}
                  {company.pendingClaims > 0 ? (
                    <>
                      {' · '}
                      <strong>{t('companies.pending', { count: company.pendingClaims })}</strong>
                    </>
                  ) : null}
                </p>
              </li>
            );
          })}
        </ul>
        {pages > 1 ? (
          <nav className="admin-pager" aria-label={t('paging')}>
            {filter.page > 0 ? (
              <Link className="pill" to={hrefFor(filter.page - 1)}>
                {t('previous')}
              </Link>
            ) : null}
            <span>{t('pageOf', { page: filter.page + 1, pages })}</span>
            {filter.page + 1 < pages ? (
              <Link className="pill" to={hrefFor(filter.page + 1)}>
                {t('next')}
              </Link>
            ) : null}
          </nav>
        ) : null}
      </>
    );
  }

  return (
    <>
      <h1>{t('companies.heading')}</h1>
      <FormSuccess message={news ? t('company.deleted', { name: news }) : null} />
      <AddCompany />
      <form className="admin-search" role="search" onSubmit={search}>
        <div className="field admin-search__field">
          <label htmlFor={`${id}-q`}>{t('companies.search')}</label>
          <input
            key={filter.q}
            id={`${id}-q`}
            className="input"
            type="search"
            name="q"
            autoComplete="off"
            maxLength={LIST_LIMITS.nameMax}
            defaultValue={filter.q}
          />
        </div>
        <SelectField
          key={`c${filter.county}`}
          id={`${id}-county`}
          name="county"
          label={t('companies.county')}
          defaultValue={filter.county}
        >
          <option value="">{t('companies.anyCounty')}</option>
          {(counties.data ?? []).map((county) => (
            <option key={county.id} value={county.id}>
              {county.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          key={`o${filter.claimed}`}
          id={`${id}-claimed`}
          name="claimed"
          label={t('companies.claimed')}
          defaultValue={filter.claimed}
        >
          <option value="">{t('companies.anyClaimed')}</option>
          <option value="claimed">{t('companies.onlyClaimed')}</option>
          <option value="unclaimed">{t('companies.onlyUnclaimed')}</option>
        </SelectField>
        <button type="submit" className="button">
          {t('companies.searchButton')}
        </button>
      </form>
      {results}
    </>
  );
}

/** "Lisa ettevõte": a name, then the new company's own screen for the rest. */
function AddCompany() {
  const { t } = useTranslation('adminDirectory');
  const navigate = useNavigate();
  const form = useSchemaForm(newCompanyForm, {
    texts: 'adminDirectory',
    defaultValues: { name: '' },
  });
  const sending = useSending(form, async ({ name }) => {
    const company = await directoryAdminApi.createCompany({ name, hours: {} });
    void navigate(companiesPath(company.id));
  });
  return (
    <details className="admin-add">
      <summary className="button button--quiet">{t('companies.add')}</summary>
      <form className="admin-add__form" onSubmit={sending.submit} noValidate>
        <p className="hint">{t('companies.addLead')}</p>
        {sending.failure ? (
          <div className="alert" role="alert">
            {sending.failure}
          </div>
        ) : null}
        <TextField
          form={form}
          name="name"
          label={t('companies.name')}
          required
          input={{ autoComplete: 'organization' }}
        />
        <button type="submit" className="button">
          {t('companies.create')}
        </button>
      </form>
    </details>
  );
}
