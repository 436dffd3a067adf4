import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { formatDay } from '#domain/calendar/dates';
import { pagePath } from '#domain/pages/page-links';
import { NotFound } from '#pwa/components/NotFound';
import { SafeImage } from '#pwa/components/SafeImage';
import { withQueries } from '#pwa/lib/QueryProvider';
import { NOT_SAVED_CODE } from '#pwa/lib/sw-rules';
import { useDocumentTitle } from '#pwa/lib/title';
import { useViewReady } from '#pwa/lib/view-ready';
import { Reviews } from '../reviews/Reviews';
import { type CompanyDetail, useCompany } from './api';
import { Contacts } from './Contacts';
import { Hours } from './Hours';
import { Prices } from './Prices';
import { parseCompanyRef } from './requests';
import './company.css';

/**
 * `/firma/:id` (the number or the slug): a funeral home's page — who it is, whether the company
 * itself keeps it, its services, contacts, hours, prices and reviews. Its data is asked for with
 * the document (early.ts); a page seen before reads offline from the service worker's cache.
 */
export const CompanyScreen = withQueries(CompanyScreenContent);

function CompanyScreenContent() {
  const { t } = useTranslation('company');
  const ref = parseCompanyRef(useParams().id);
  const query = useCompany(ref);
  const company = query.data;
  useDocumentTitle(company?.name);
  useViewReady(ref === null || query.isError || !!company);

  if (ref === null || (query.isError && query.error.status === 404)) return <NotFound />;
  if (query.isError) {
    const notSaved = query.error.code === NOT_SAVED_CODE;
    return (
      <div className="container narrow page">
        <div className="alert" role="alert">
          <p>{notSaved ? t('notSaved') : `${t('failed')} ${query.error.message}`}</p>
          <button type="button" className="button" onClick={() => void query.refetch()}>
            {t('retry')}
          </button>
        </div>
      </div>
    );
  }
  if (!company) {
    return (
      <div className="container page">
        <p className="loading-line" role="status">
          {t('loading')}
        </p>
      </div>
    );
  }
  return <CompanyPage company={company} />;
}

function CompanyPage({ company: c }: { company: CompanyDetail }) {
  const { t } = useTranslation('company');
  return (
    <div className="container page company-page">
      <nav className="company-page__back">
        <Link to={pagePath('directory')}>← {t('back')}</Link>
      </nav>
      <header className="company-head">
        {c.logo ? (
          <SafeImage
            className="company-head__logo"
            src={c.logo}
            alt={t('logo', { name: c.name })}
            width={96}
            height={96}
            loading="eager"
            fallbackLabel={c.name}
          />
        ) : null}
        <div>
          <h1>{c.name}</h1>
          <p className={c.verified ? 'company-badge company-badge--verified' : 'company-badge'}>
            <strong>{c.verified ? t('verified') : t('unverified')}</strong>
            <span> — {c.verified ? t('verifiedHint') : t('unverifiedHint')}</span>
          </p>
          {c.claimable ? (
            <p>
              <Link to={pagePath('accountCompany')}>{t('claim')}</Link>
            </p>
          ) : null}
        </div>
      </header>

      {c.description ? <p className="company-page__description">{c.description}</p> : null}

      <Contacts company={c} />
      <Hours hours={c.hours} />
      <Services services={c.services} />
      <Prices prices={c.prices} priceFrom={c.priceFrom} />
      <p className="company-page__request">
        <Link className="button" to={pagePath('serviceRequest')}>
          {t('translation:titles.serviceRequest')}
        </Link>
      </p>
      <Reviews company={c} />

      {c.updatedAt !== null ? (
        <p className="status-text">{t('updated', { date: formatDay(c.updatedAt) })}</p>
      ) : null}
    </div>
  );
}

function Services({ services }: { services: CompanyDetail['services'] }) {
  const { t } = useTranslation('company');
  return (
    <section className="company-section" aria-labelledby="company-services">
      <h2 id="company-services">{t('services.heading')}</h2>
      {services.length === 0 ? (
        <p className="status-text">{t('services.none')}</p>
      ) : (
        <ul className="company-services">
          {services.map((s) => (
            <li key={s.id}>
              <Link to={pagePath('service', { id: s.slug })}>{s.name}</Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
