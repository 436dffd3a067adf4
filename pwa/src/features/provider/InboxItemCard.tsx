/** One request in a provider's inbox: what, where, when, how much, and my offer's state. */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatEuroAmount } from '#domain/rules/money';
import { pagePath } from '#domain/pages/page-links';
import { countyName, useCountyNames } from '../../shared/counties/names';
import type { ProviderRequestItem } from './api';

export const requestPath = (id: number) => pagePath('providerRequest', { id });

export function InboxItemCard({ item }: { item: ProviderRequestItem }) {
  const { t } = useTranslation('provider');
  const counties = useCountyNames();
  const heading = item.services.map((s) => s.name).join(', ');
  return (
    <article className={item.read ? 'inbox-item' : 'inbox-item inbox-item--unread'}>
      <h3 className="inbox-item__heading">
        <Link to={requestPath(item.id)}>{heading}</Link>
        {item.read ? null : <span className="inbox-item__new">{t('item.unread')}</span>}
      </h3>
      <p className="inbox-item__where">
        {item.settlement}, {countyName(item.county, counties)} ·{' '}
        {t('item.distance', { km: item.distanceKm })}
      </p>
      <p>
        {item.funeralDate ? t('item.date', { date: item.funeralDate }) : t('item.dateUnknown')}
        {item.budgetEuros !== null
          ? ` · ${t('item.budget', { amount: formatEuroAmount(item.budgetEuros) })}`
          : ''}
        {` · ${t('item.asked', { count: item.providersAsked })}`}
      </p>
      {item.message ? <p className="inbox-item__message">{item.message}</p> : null}
      <p className="hint">
        {item.myOffer
          ? t('item.myOffer', { state: t(`offerStatus.${item.myOffer.status}`) })
          : t('item.noOffer')}
      </p>
    </article>
  );
}
