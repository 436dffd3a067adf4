import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type CompleteOption,
  PRICE_GROUPS,
  completePrice,
  priceGroupLabel,
  isPriceConfirmed,
} from '#domain/rules/prices';
import { priceText } from '../format';
import type { CompanyDetail } from './api';
import { calendarDay } from './format';

/**
 * The price list in the fixed groups (db/domain/prices), each line with the day it was
 * confirmed, "kinnitamata hind" when that is over 12 months ago, and the lowest complete prices.
 * The group names are in the UI's language (priceGroupLabel).
 */
export function Prices({ prices, priceFrom }: Pick<CompanyDetail, 'prices' | 'priceFrom'>) {
  const { t, i18n } = useTranslation('company');
  const [now] = useState(() => Date.now());
  const lines = PRICE_GROUPS.flatMap((group) => prices.filter((line) => line.group === group));
  /** The complete price and the day it has been so (its newest line's confirmation) */
  const complete = (cents: number | null, option: CompleteOption) => {
    if (cents === null) return t('prices.completeMissing');
    const since = completePrice(prices, option)?.confirmedOn;
    const price = t('prices.fromPrice', { price: priceText(cents) });
    return since ? t('prices.completeOn', { price, date: calendarDay(since) }) : price;
  };

  return (
    <section className="company-section" aria-labelledby="company-prices">
      <h2 id="company-prices">{t('prices.heading')}</h2>
      {lines.length === 0 ? (
        <p className="status-text">{t('prices.none')}</p>
      ) : (
        <>
          <p className="status-text">{t('prices.lead')}</p>
          <dl className="company-complete">
            <div>
              <dt>
                {t('prices.complete')}: {t('prices.cremation')}
              </dt>
              <dd>{complete(priceFrom.cremation, 'cremation')}</dd>
            </div>
            <div>
              <dt>
                {t('prices.complete')}: {t('prices.burial')}
              </dt>
              <dd>{complete(priceFrom.burial, 'burial')}</dd>
            </div>
          </dl>
          <table className="company-prices">
            <thead>
              <tr>
                <th scope="col">{t('prices.group')}</th>
                <th scope="col">{t('prices.from')}</th>
                <th scope="col">{t('prices.confirmedOn')}</th>
              </tr>
            </thead>
            <tbody>
              {lines.map((line) => (
                <tr key={`${line.group}-${line.fromCents}`}>
                  <th scope="row">{priceGroupLabel(line.group, i18n.language)}</th>
                  <td>{priceText(line.fromCents)}</td>
                  <td>
                    {calendarDay(line.confirmedOn)}
                    {isPriceConfirmed(line.confirmedOn, now) ? null : (
                      <strong className="company-unconfirmed"> {t('prices.unconfirmed')}</strong>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}
