/**
 * `/pakkuja/paringud`: the provider's open requests, nearest first, as a list or on a map
 * (`?vaade=kaart`, the map in its own chunk), filtered by service (`?teenus=`); the provider's
 * offers and a link to the alert settings under them.
 */
import { formatEuroAmount } from '#domain/rules/money';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Suspense, lazy, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { pagePath } from '#domain/pages/page-links';
import { PagedResults } from '../../components/PagedResults';
import { SelectField } from '../../components/form/SelectField';
import { withQueries } from '../../lib/QueryProvider';
import { useViewReady } from '../../lib/view-ready';
import { useServices } from '../../shared/services/query';
import { INBOX_STEP, type InboxQuery, providerQueries } from './api';
import { InboxItemCard, requestPath } from './InboxItemCard';
import './provider.css';

const InboxMap = lazy(() => import('./InboxMap'));

export const InboxScreen = withQueries(InboxContent);

function InboxContent() {
  const { t } = useTranslation(['provider', 'translation']);
  const [search, setSearch] = useSearchParams();
  const serviceParam = search.get('teenus');
  const query: InboxQuery = useMemo(
    () => ({ service: serviceParam && /^\d+$/.test(serviceParam) ? Number(serviceParam) : null }),
    [serviceParam],
  );
  const view = search.get('vaade') === 'kaart' ? 'map' : 'list';
  const inbox = useInfiniteQuery(providerQueries.inbox(query));
  const items = useMemo(() => inbox.data?.pages.flatMap((page) => page.items) ?? [], [inbox.data]);
  const total = inbox.data?.pages[0]?.total ?? 0;
  useViewReady(!inbox.isPending);

  const setParam = (name: string, value: string | null) => {
    const next = new URLSearchParams(search);
    if (value === null) next.delete(name);
    else next.set(name, value);
    setSearch(next);
  };

  return (
    <div className="container page provider-page">
      <header>
        <h1>{t('translation:titles.providerRequests')}</h1>
        <p className="page-lead">{t('list.lead')}</p>
        <p>
          <Link to={pagePath('providerSettings')}>{t('list.settings')}</Link>
        </p>
      </header>
      <ServiceFilter
        value={query.service}
        onChange={(id) => setParam('teenus', id === null ? null : String(id))}
      />
      <nav className="inbox-views" aria-label={t('list.views')}>
        {(['list', 'map'] as const).map((name) => (
          <button
            key={name}
            type="button"
            className={view === name ? 'inbox-views__button is-current' : 'inbox-views__button'}
            aria-pressed={view === name}
            onClick={() => setParam('vaade', name === 'map' ? 'kaart' : null)}
          >
            {t(`list.${name}`)}
          </button>
        ))}
      </nav>
      {view === 'map' ? (
        <Suspense fallback={<p className="status-text">{t('map.loading')}</p>}>
          <InboxMap items={items} />
        </Suspense>
      ) : null}
      <PagedResults
        ns="provider"
        block="inbox"
        query={inbox}
        status={
          inbox.isPending
            ? t('list.loading')
            : inbox.isSuccess
              ? t('list.found', { count: total })
              : ''
        }
        error={inbox.isError ? (inbox.error as Error).message || t('list.loadError') : null}
        items={items}
        list={{ as: 'ol', className: 'inbox-list' }}
        renderItem={(item) => <InboxItemCard item={item} />}
        resetTo={pagePath('providerRequests')}
        step={INBOX_STEP}
        total={total}
        onLoadMore={() => void inbox.fetchNextPage()}
      />
      <MyOffers />
    </div>
  );
}

function ServiceFilter({
  value,
  onChange,
}: {
  value: number | null;
  onChange: (id: number | null) => void;
}) {
  const { t } = useTranslation('provider');
  const id = useId();
  const services = useServices();
  return (
    <SelectField
      id={id}
      label={t('list.service')}
      value={value === null ? '' : String(value)}
      onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
    >
      <option value="">{t('list.allServices')}</option>
      {(services.data ?? []).map((service) => (
        <option key={service.id} value={service.id}>
          {service.name}
        </option>
      ))}
    </SelectField>
  );
}

/** Every offer this provider sent, newest first, with its state. */
function MyOffers() {
  const { t } = useTranslation('provider');
  const offers = useQuery(providerQueries.offers());
  return (
    <section className="my-offers" aria-labelledby="my-offers-heading">
      <h2 id="my-offers-heading">{t('offers.heading')}</h2>
      {offers.isError ? <p className="alert">{t('offers.loadError')}</p> : null}
      {offers.data && offers.data.items.length === 0 ? (
        <p className="status-text">{t('offers.none')}</p>
      ) : null}
      <ul className="my-offers__list">
        {(offers.data?.items ?? []).map((offer) => (
          <li key={offer.id}>
            <Link to={requestPath(offer.requestId)}>
              {offer.services.map((s) => s.name).join(', ')}, {offer.settlement}
            </Link>{' '}
            · {formatEuroAmount(offer.totalEuros)} · {t(`offerStatus.${offer.status}`)}
          </li>
        ))}
      </ul>
    </section>
  );
}
