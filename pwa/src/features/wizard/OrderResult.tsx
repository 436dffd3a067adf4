import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PAGE_PATHS } from '#domain/pages/pages';
import type { ApiError } from '../../lib/api-error';
import type { DraftRecord } from '../../lib/offline-db';
import { type OrderView, createOrder, documentHref, useOrder } from './api';
import { updateDraftMeta } from './drafts/store';
import { StepIndicator } from './StepIndicator';
import { orderResultStep, stepSearch, stepsFor } from './steps';
import { StepHeading } from './WizardFrame';

/**
 * Back from PayPal (or the confirm step of a draft): the order as the server sees it. Paid:
 * the notice is live — its link, the private edit link, the invoice or receipt. Pending: wait
 * (checked again every few seconds). Failed or cancelled: the original site's "payment failed" page
 * with a new try; the draft is untouched.
 */
export function OrderResult({ orderId, draft }: { orderId: number; draft: DraftRecord | null }) {
  const order = useOrder(orderId, draft?.server?.editToken ?? null);
  return (
    <>
      {/* the frame leaves the indicator to the result: only a paid order is past the payment */}
      <StepIndicator steps={stepsFor(false)} current={orderResultStep(order.data?.status)} />
      <OrderResultBody order={order} draft={draft} />
    </>
  );
}

function OrderResultBody({
  order,
  draft,
}: {
  order: ReturnType<typeof useOrder>;
  draft: DraftRecord | null;
}) {
  const { t } = useTranslation('wizard');
  const token = draft?.server?.editToken ?? null;

  // A published notice's draft stays on this device (its edit link lives there) but is done.
  const paid = order.data?.status === 'paid';
  useEffect(() => {
    if (paid && draft?.server && draft.server.status !== 'published') {
      void updateDraftMeta(draft.id, { server: { ...draft.server, status: 'published' } });
    }
  }, [paid, draft]);

  if (order.isPending) {
    return (
      <p className="loading-line" role="status">
        {t('result.loading')}
      </p>
    );
  }
  if (order.isError) {
    const missing = order.error.status === 403 || order.error.status === 404;
    return (
      <div className="wizard-step">
        <StepHeading>{t(missing ? 'result.notFoundHeading' : 'result.errorHeading')}</StepHeading>
        <p>{missing ? t('result.notFoundText') : order.error.message}</p>
        {missing ? null : (
          <button type="button" className="button" onClick={() => void order.refetch()}>
            {t('actions.retry')}
          </button>
        )}
      </div>
    );
  }

  const o = order.data;
  if (o.status === 'paid') return <Published order={o} token={token} />;
  if (o.status === 'pending') {
    return (
      <div className="wizard-step">
        <StepHeading>{t('result.pendingHeading')}</StepHeading>
        <p>{t('result.pendingText')}</p>
        <button
          type="button"
          className={order.isFetching ? 'button is-busy' : 'button'}
          aria-disabled={order.isFetching}
          onClick={() => void order.refetch()}
        >
          {t('result.refresh')}
        </button>
      </div>
    );
  }
  return <PaymentFailed order={o} draft={draft} token={token} />;
}

function PaymentFailed({
  order,
  draft,
  token,
}: {
  order: OrderView;
  draft: DraftRecord | null;
  token: string | null;
}) {
  const { t } = useTranslation('wizard');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const running = useRef(false);

  async function retry() {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    setFailure(null);
    try {
      const next = await createOrder(order.noticeId, token);
      if (draft) await updateDraftMeta(draft.id, { orderId: next.id });
      window.location.assign(next.approveUrl ?? `${PAGE_PATHS.wizard}?tellimus=${next.id}`);
    } catch (err) {
      setFailure((err as ApiError).message);
      setBusy(false);
      running.current = false;
    }
  }

  return (
    <div className="wizard-step">
      <StepHeading>{t('result.failedHeading')}</StepHeading>
      <p>
        {order.failureReason ? `${t(`result.reasons.${order.failureReason}`)} ` : null}
        {t('result.failedText')}
      </p>
      {failure ? (
        <p className="alert" role="alert">
          {failure}
        </p>
      ) : null}
      <div className="wizard-actions">
        <button
          type="button"
          className={busy ? 'button is-busy' : 'button'}
          aria-disabled={busy}
          onClick={() => void retry()}
        >
          {t('result.retry')}
        </button>
        {draft ? (
          <Link
            className="button button--quiet"
            to={`${PAGE_PATHS.wizard}${stepSearch('data', draft.id)}`}
          >
            {t('result.backToData')}
          </Link>
        ) : null}
      </div>
    </div>
  );
}

function Published({ order, token }: { order: OrderView; token: string | null }) {
  const { t } = useTranslation('wizard');
  const id = useId();
  const [copied, setCopied] = useState<boolean | null>(null);
  const editLink = token
    ? `${window.location.origin}/muuda/${order.noticeId}?token=${encodeURIComponent(token)}`
    : null;

  async function copy(text: string) {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  }

  return (
    <div className="wizard-step wizard-done">
      <StepHeading>{t('result.paidHeading')}</StepHeading>
      <p>{t('result.paidText')}</p>
      <div className="wizard-actions">
        {order.noticePath ? (
          <Link className="button" to={order.noticePath}>
            {t('result.view')}
          </Link>
        ) : null}
        {token ? (
          <a className="button button--quiet" href={documentHref(order, token)} download>
            {t(order.documentKind === 'invoice' ? 'result.invoice' : 'result.receipt')}
          </a>
        ) : null}
      </div>
      {editLink ? (
        <section className="wizard-edit-link" aria-labelledby={`${id}-heading`}>
          <h3 id={`${id}-heading`}>{t('result.editLinkHeading')}</h3>
          <p>{t('result.editLinkText')}</p>
          <label className="visually-hidden" htmlFor={`${id}-link`}>
            {t('result.editLinkHeading')}
          </label>
          <input id={`${id}-link`} className="input" readOnly value={editLink} />
          <button
            type="button"
            className="button button--quiet"
            onClick={() => void copy(editLink)}
          >
            {t('result.copy')}
          </button>
          <p role="status" className="status-text">
            {copied === null ? '' : t(copied ? 'result.copied' : 'result.copyFailed')}
          </p>
        </section>
      ) : null}
    </div>
  );
}
