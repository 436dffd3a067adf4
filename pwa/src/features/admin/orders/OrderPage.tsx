import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatDayTime } from '#domain/calendar/day-time';
import { formatEuro, formatRate } from '#domain/rules/money';
import type { AdminOrderDetail } from '#domain/inputs/order-admin';
import { ActionButton, FormSuccess } from '#pwa/components/actions';
import { DetailList } from '#pwa/components/DetailList';
import { LoadFailed, Loading } from '#pwa/components/LoadState';
import { useViewReady } from '#pwa/lib/view-ready';
import { ordersApi, ordersKeys, useOrder } from './api';
import { RefundForm } from './RefundForm';

/** One order: payer, lines and VAT, its notice, documents, refunds, PayPal's events, actions. */
export function OrderPage({ id }: { id: number }) {
  const { t } = useTranslation('adminOrders');
  const query = useOrder(id);
  const [news, setNews] = useState<string | null>(null);
  useViewReady(!query.isPending);

  const back = (
    <p className="admin-page__back">
      <Link to=".." relative="path">
        ← {t('order.back')}
      </Link>
    </p>
  );
  if (query.isPending) return <Loading />;
  if (query.isError) {
    return (
      <>
        {back}
        <LoadFailed
          message={`${t('order.loadError')} ${query.error.message}`}
          retry={query.refetch}
        />
      </>
    );
  }
  const order = query.data;
  return (
    <div className="admin-order-page">
      {back}
      <h1>{t('order.heading', { id: order.id })}</h1>
      <OrderFacts order={order} />
      <OrderLines order={order} />
      <NoticeAndDocuments order={order} />
      <LogSection
        id="order-refunds"
        heading={t('order.refunds')}
        empty={t('order.noRefunds')}
        items={order.refunds.map((r) => ({
          key: r.providerRefundId,
          text: `${t('order.refundRow', { date: formatDayTime(r.createdAt), amount: formatEuro(r.amountCents) })} · ${r.reason ?? t('order.noReason')}`,
        }))}
      >
        <FormSuccess message={news} />
        {order.refundableCents > 0 ? (
          <RefundForm order={order} onDone={setNews} />
        ) : order.status === 'refunded' ? (
          <p className="status-text">{t('refund.nothingLeft')}</p>
        ) : null}
      </LogSection>
      <LogSection
        id="order-events"
        heading={t('order.events')}
        empty={t('order.noEvents')}
        items={order.events.map((e) => ({
          key: e.eventId,
          text: `${formatDayTime(e.createdAt)} · ${e.eventType}`,
        }))}
      />
      {order.status === 'paid' ? <ResendMail id={order.id} /> : null}
    </div>
  );
}

/** A heading, its entries oldest first (or a line saying there are none), and what follows */
function LogSection({
  id,
  heading,
  empty,
  items,
  children,
}: {
  id: string;
  heading: string;
  empty: string;
  items: { key: string; text: string }[];
  children?: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      {items.length === 0 ? (
        <p className="status-text">{empty}</p>
      ) : (
        <ul className="admin-order-log">
          {items.map((item) => (
            <li key={item.key}>{item.text}</li>
          ))}
        </ul>
      )}
      {children}
    </section>
  );
}

function OrderFacts({ order }: { order: AdminOrderDetail }) {
  const { t } = useTranslation('adminOrders');
  return (
    <DetailList
      rows={[
        [t('order.statusLabel'), t(`status.${order.status}`)],
        [t('order.failure'), order.failureReason],
        [t('order.payer'), `${order.payerName} (${t(`payerType.${order.payerType}`)})`],
        [t('order.email'), order.payerEmail],
        [t('order.business'), order.businessName],
        [t('order.regCode'), order.businessRegCode],
        [t('order.invoiceEmail'), order.invoiceEmail],
        [t('order.created'), formatDayTime(order.createdAt)],
        [t('order.paid'), order.paidAt === null ? null : formatDayTime(order.paidAt)],
        [t('order.capture'), order.captureId],
      ]}
    />
  );
}

function OrderLines({ order }: { order: AdminOrderDetail }) {
  const { t } = useTranslation('adminOrders');
  return (
    <section aria-labelledby="order-lines">
      <h2 id="order-lines">{t('order.lines')}</h2>
      <div className="admin-order-lines">
        <table>
          <thead>
            <tr>
              <th scope="col">{t('order.description')}</th>
              <th scope="col">{t('order.quantity')}</th>
              <th scope="col">{t('order.price')}</th>
              <th scope="col">{t('order.vatRate')}</th>
            </tr>
          </thead>
          <tbody>
            {order.lines.map((line, i) => (
              <tr key={i}>
                <td>{line.description}</td>
                <td>{line.quantity}</td>
                <td>{formatEuro(line.unitPriceCents)}</td>
                <td>{formatRate(line.vatRateBp)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <DetailList
        rows={[
          [t('order.net'), formatEuro(order.netCents)],
          [t('order.vat'), formatEuro(order.vatCents)],
          [t('order.total'), formatEuro(order.amountCents)],
          [
            t('order.refundedTotal'),
            order.refundedCents > 0 ? formatEuro(order.refundedCents) : null,
          ],
          [t('order.left'), order.refundableCents > 0 ? formatEuro(order.refundableCents) : null],
        ]}
      />
    </section>
  );
}

function NoticeAndDocuments({ order }: { order: AdminOrderDetail }) {
  const { t } = useTranslation('adminOrders');
  const [error, setError] = useState<string | null>(null);
  const download = useMutation({
    mutationFn: () => ordersApi.document(order.id),
    onMutate: () => setError(null),
    onSuccess: (blob) => {
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = `${order.documentKind === 'invoice' ? 'arve' : 'kviitung'}-${order.id}.pdf`;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    },
    onError: (err) => setError(`${t('order.downloadError')} ${err.message}`),
  });
  const name = order.deceasedName;
  const { notice } = order;
  return (
    <section aria-labelledby="order-notice">
      <h2 id="order-notice">{t('order.notice')}</h2>
      <p>
        {notice.path ? (
          <Link to={notice.path}>{t('order.noticeLink', { name })}</Link>
        ) : notice.status === 'hidden' ? (
          t('order.noticeHidden', { name })
        ) : (
          t('order.noticeNotPublished', { name })
        )}
      </p>
      {order.documentUrl ? (
        <ActionButton busy={download.isPending} quiet onClick={() => download.mutate()}>
          {t('order.download', { kind: t(`order.${order.documentKind}`) })}
        </ActionButton>
      ) : null}
      {error ? (
        <p className="alert" role="alert">
          {error}
        </p>
      ) : null}
    </section>
  );
}

function ResendMail({ id }: { id: number }) {
  const { t } = useTranslation('adminOrders');
  const queryClient = useQueryClient();
  const [news, setNews] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const resend = useMutation({
    mutationFn: () => ordersApi.resendMail(id),
    onMutate: () => {
      setNews(null);
      setError(null);
    },
    onSuccess: (order) => {
      queryClient.setQueryData(ordersKeys.detail(id), order);
      setNews(t('order.resent'));
    },
    onError: (err) => setError(err.message),
  });
  return (
    <section className="admin-order-actions">
      <ActionButton busy={resend.isPending} quiet onClick={() => resend.mutate()}>
        {t('order.resend')}
      </ActionButton>
      <FormSuccess message={news} />
      {error ? (
        <p className="alert" role="alert">
          {error}
        </p>
      ) : null}
    </section>
  );
}
