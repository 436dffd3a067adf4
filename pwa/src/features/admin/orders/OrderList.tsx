import { type FormEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { formatDay } from '#domain/calendar/dates';
import { formatEuro } from '#domain/rules/money';
import { ORDER_STATUSES } from '#domain/inputs/payments';
import { PAYER_TYPES } from '#domain/vocabulary/statuses';
import { LoadFailed, Loading } from '#pwa/components/LoadState';
import { SelectField } from '#pwa/components/form/SelectField';
import { pageCount, pageParam } from '#pwa/lib/paging';
import { useViewReady } from '#pwa/lib/view-ready';
import { AdminPager } from '../AdminPager';
import { type OrderFilters, useOrders } from './api';

const FILTERS = ['q', 'status', 'payerType', 'from', 'to'] as const;

/** The filters as the URL holds them, so a filtered page can be linked and reloaded */
function filtersOf(params: URLSearchParams): OrderFilters {
  const value = (key: (typeof FILTERS)[number]) => params.get(key)?.trim() ?? '';
  return {
    q: value('q'),
    status: value('status'),
    payerType: value('payerType'),
    from: value('from'),
    to: value('to'),
    page: pageParam(params.get('page')),
  };
}

/** The orders, newest first: filters in the URL, 25 a page. */
export function OrderList() {
  const { t } = useTranslation('adminOrders');
  const id = useId();
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const query = useOrders(filters);
  useViewReady(!query.isPending);

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    for (const key of FILTERS) {
      const value = String(data.get(key) ?? '').trim();
      if (value) next.set(key, value);
    }
    setParams(next);
  }

  let results;
  if (query.isPending) {
    results = <Loading />;
  } else if (query.isError) {
    results = (
      <LoadFailed message={`${t('list.loadError')} ${query.error.message}`} retry={query.refetch} />
    );
  } else {
    const { items, total } = query.data;
    results = (
      <>
        <p className="status-text" role="status">
          {total === 0 ? t('list.empty') : t('list.found', { count: total })}
        </p>
        <ul className="admin-orders" aria-busy={query.isPlaceholderData}>
          {items.map((order) => (
            <li key={order.id} className="admin-order">
              <p className="admin-order__head">
                <Link to={String(order.id)}>{t('list.open', { id: order.id })}</Link>
                <span className={`admin-order__status admin-order__status--${order.status}`}>
                  {t(`status.${order.status}`)}
                </span>
              </p>
              <p className="admin-order__who">
                {order.businessName ? `${order.businessName} · ` : ''}
                {order.payerName} · {order.payerEmail}
              </p>
              <p className="admin-order__meta">
                {formatDay(order.createdAt)} · {t(`payerType.${order.payerType}`)} ·{' '}
                {formatEuro(order.amountCents)}
                {order.refundedCents > 0
                  ? ` · ${t('list.refunded', { amount: formatEuro(order.refundedCents) })}`
                  : ''}{' '}
                · {order.deceasedName}
              </p>
            </li>
          ))}
        </ul>
        <AdminPager page={filters.page} pages={pageCount(query.data)} />
      </>
    );
  }

  return (
    <>
      <h1>{t('list.heading')}</h1>
      <form
        key={params.toString()}
        className="admin-search admin-order-filters"
        role="search"
        aria-label={t('list.filters')}
        onSubmit={apply}
      >
        <div className="field admin-search__field">
          <label htmlFor={`${id}-q`}>{t('list.search')}</label>
          <input
            id={`${id}-q`}
            className="input"
            type="search"
            name="q"
            autoComplete="off"
            maxLength={200}
            defaultValue={filters.q}
          />
        </div>
        <SelectField
          id={`${id}-status`}
          name="status"
          label={t('list.status')}
          defaultValue={filters.status}
        >
          <option value="">{t('list.all')}</option>
          {ORDER_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`status.${s}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          id={`${id}-payer`}
          name="payerType"
          label={t('list.payerType')}
          defaultValue={filters.payerType}
        >
          <option value="">{t('list.all')}</option>
          {PAYER_TYPES.map((p) => (
            <option key={p} value={p}>
              {t(`payerType.${p}`)}
            </option>
          ))}
        </SelectField>
        <div className="field">
          <label htmlFor={`${id}-from`}>{t('list.from')}</label>
          <input
            id={`${id}-from`}
            className="input"
            name="from"
            inputMode="numeric"
            pattern="\d{2}\.\d{2}\.\d{4}"
            size={10}
            defaultValue={filters.from}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-to`}>{t('list.to')}</label>
          <input
            id={`${id}-to`}
            className="input"
            name="to"
            inputMode="numeric"
            pattern="\d{2}\.\d{2}\.\d{4}"
            size={10}
            defaultValue={filters.to}
          />
        </div>
        <button type="submit" className="button">
          {t('list.apply')}
        </button>
        {[...params.keys()].length > 0 ? (
          <Link className="pill" to="?">
            {t('list.clear')}
          </Link>
        ) : null}
      </form>
      {results}
    </>
  );
}
