import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { CompanyItem } from '../api';
import { decimalText } from '#pwa/lib/numbers';
import { openText, priceText } from '../format';

/** The path of a company's page (by its slug, the canonical form). */
export const companyPath = (slug: string) => `/firma/${encodeURIComponent(slug)}`;

/**
 * One company of the list: who it is, how far, whether it is open now, its 24/7 transport line,
 * its lowest complete prices and its rating.
 */
export function CompanyListItem({ company }: { company: CompanyItem }) {
  const { t, i18n } = useTranslation('directory');
  const language = i18n.resolvedLanguage ?? 'et';
  const { cremation, burial } = company.priceFrom;
  return (
    <article
      className="company-item"
      aria-labelledby={`company-${company.id}`}
      data-testid="company-item"
    >
      <div className="company-item__head">
        {company.logo ? (
          <img className="company-item__logo" src={company.logo} alt="" width={48} height={48} />
        ) : (
          <span className="company-item__logo company-item__logo--none" aria-hidden="true" />
        )}
        <h3 className="company-item__name">
          <Link id={`company-${company.id}`} to={companyPath(company.slug)}>
            {company.name}
          </Link>
        </h3>
        {company.distanceKm !== null ? (
          <p className="company-item__distance">
            {t('item.distance', { km: decimalText(company.distanceKm, language) })}
            {company.ferry ? (
              <span className="company-item__ferry"> · {t('item.ferry')}</span>
            ) : null}
          </p>
        ) : null}
      </div>
      <ul className="company-item__facts">
        <li className={company.openNow ? 'company-item__open is-open' : 'company-item__open'}>
          {openText(company, language)}
        </li>
        {company.transport24 ? <li>{t('item.transport24')}</li> : null}
        {cremation !== null ? (
          <li>{t('item.cremationFrom', { price: priceText(cremation) })}</li>
        ) : null}
        {burial !== null ? <li>{t('item.burialFrom', { price: priceText(burial) })}</li> : null}
        <li>
          {company.rating !== null && company.reviewCount > 0
            ? `${t('item.rating', { rating: decimalText(company.rating, language) })} · ${t('item.reviews', { count: company.reviewCount })}`
            : t('item.noReviews')}
        </li>
        {company.verified ? null : (
          <li className="company-item__unverified" title={t('item.unverifiedHint')}>
            {t('item.unverified')}
          </li>
        )}
      </ul>
    </article>
  );
}
