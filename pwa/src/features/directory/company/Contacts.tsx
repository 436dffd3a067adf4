import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompanyDetail } from './api';
import { directionsUrl, shownAddress, telUri, webUrl } from './format';

const CompanyMap = lazy(() => import('./CompanyMap'));

/**
 * Phone (one tap to call), e-mail, website, the 24/7 transport line, the address with directions
 * and a small map (Leaflet in its own chunk, loaded only here).
 */
export function Contacts({ company: c }: { company: CompanyDetail }) {
  const { t } = useTranslation('company');
  const position = c.lat !== null && c.lon !== null ? { lat: c.lat, lon: c.lon } : null;
  const address = shownAddress(c.address, c.place?.name);
  const empty = !c.phone && !c.email && !c.website && !c.transportPhone && !address;
  return (
    <section className="company-section" aria-labelledby="company-contacts">
      <h2 id="company-contacts">{t('contacts.heading')}</h2>
      {empty ? <p className="status-text">{t('contacts.none')}</p> : null}
      <dl className="company-contacts">
        {c.phone ? (
          <div>
            <dt>{t('contacts.phone')}</dt>
            <dd>
              <a className="button company-call" href={telUri(c.phone)}>
                {t('contacts.call', { phone: c.phone })}
              </a>
            </dd>
          </div>
        ) : null}
        {c.transportPhone ? (
          <div>
            <dt>{t('contacts.transport')}</dt>
            <dd>
              <a href={telUri(c.transportPhone)}>{c.transportPhone}</a>
            </dd>
          </div>
        ) : null}
        {c.email ? (
          <div>
            <dt>{t('contacts.email')}</dt>
            <dd>
              <a href={`mailto:${c.email}`}>{c.email}</a>
            </dd>
          </div>
        ) : null}
        {c.website ? (
          <div>
            <dt>{t('contacts.website')}</dt>
            <dd>
              <a href={webUrl(c.website)} target="_blank" rel="noopener noreferrer">
                {c.website.replace(/^https?:\/\//i, '')}
              </a>
            </dd>
          </div>
        ) : null}
        {address ? (
          <div>
            <dt>{t('contacts.address')}</dt>
            <dd>
              {address}
              {position ? (
                <>
                  {' '}
                  <a
                    href={directionsUrl(position.lat, position.lon)}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={t('contacts.directionsLabel')}
                  >
                    {t('contacts.directions')}
                  </a>
                </>
              ) : null}
            </dd>
          </div>
        ) : null}
      </dl>
      {position ? (
        <Suspense fallback={null}>
          <CompanyMap {...position} label={t('contacts.map', { place: address || c.name })} />
        </Suspense>
      ) : null}
    </section>
  );
}
