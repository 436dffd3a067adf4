import { useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PAGE_PATHS } from '#domain/pages/pages';
import type { ApiError } from '../../lib/api-error';
import type { DraftRecord } from '../../lib/offline-db';
import { createOrder, usePricing } from './api';
import { useOnline } from '../../lib/online';
import { updateDraftMeta } from './drafts/store';
import { showApiError } from '../../components/form/api-errors';
import type { WizardForm } from './fields';
import { formatEuro, formatRate, priceFor } from './price';
import { completeNotice, saveForPayment } from './submit';
import type { DraftImages } from './use-draft-images';
import { StepHeading } from './WizardFrame';

type Busy = 'uploading' | 'saving' | 'redirecting';

/**
 * The price for the payer type (VAT included, shown as net, VAT and total) and "Maksa
 * PayPaliga": images uploaded, the notice saved on the server, an order made, and the window
 * sent to PayPal. A second press while this runs does nothing; the server answers a repeated
 * order with the same live one anyway.
 */
export function PaymentStep({
  form,
  draft,
  images,
  onBack,
  onIncomplete,
}: {
  form: WizardForm;
  draft: DraftRecord;
  images: DraftImages;
  onBack: () => void;
  onIncomplete: () => void;
}) {
  const { t } = useTranslation('wizard');
  const pricing = usePricing();
  const payerType = useWatch({ control: form.control, name: 'payerType' });
  const businessName = useWatch({ control: form.control, name: 'businessName' });
  const [busy, setBusy] = useState<Busy | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const running = useRef(false);

  async function pay() {
    if (running.current) return;
    running.current = true;
    setFailure(null);
    try {
      setBusy('uploading');
      const notice = await completeNotice(form, images);
      if (!notice) {
        onIncomplete();
        return;
      }
      setBusy('saving');
      const server = await saveForPayment(draft.id, notice);
      const order = await createOrder(server.noticeId, server.editToken);
      await updateDraftMeta(draft.id, { orderId: order.id });
      setBusy('redirecting');
      // the page is left for PayPal: "running" stays set, so nothing is sent twice meanwhile
      window.location.assign(order.approveUrl ?? `${PAGE_PATHS.wizard}?tellimus=${order.id}`);
    } catch (err) {
      const error = err as ApiError;
      const { atFields } = showApiError(form, error);
      setFailure(atFields ? t('payment.fieldsFailed') : error.message);
      setBusy(null);
      running.current = false;
    }
  }

  const offline = !useOnline();
  const price = pricing.data ? priceFor(pricing.data, payerType) : null;

  return (
    <div className="wizard-step wizard-payment">
      <StepHeading>{t('payment.heading')}</StepHeading>
      {pricing.data?.testMode ? (
        <p className="wizard-test-mode">
          <strong>{t('payment.testMode')}</strong> {t('payment.testModeText')}
        </p>
      ) : null}

      {price ? (
        <dl className="wizard-price">
          <div>
            <dt>{t('payment.payer')}</dt>
            <dd>
              {payerType === 'business'
                ? t('payment.business', { name: businessName })
                : t('payment.private')}
            </dd>
          </div>
          <div>
            <dt>{t('payment.net')}</dt>
            <dd>{formatEuro(price.netCents)}</dd>
          </div>
          <div>
            <dt>{t('payment.vat', { rate: formatRate(price.vatRateBp) })}</dt>
            <dd>{formatEuro(price.vatCents)}</dd>
          </div>
          <div className="wizard-price__total">
            <dt>{t('payment.total')}</dt>
            <dd>{formatEuro(price.totalCents)}</dd>
          </div>
        </dl>
      ) : pricing.isError ? (
        <p className="alert" role="alert">
          {t('payment.pricingError')}{' '}
          <button type="button" className="link-button" onClick={() => void pricing.refetch()}>
            {t('actions.retry')}
          </button>
        </p>
      ) : (
        <p className="status-text">{t('payment.pricingLoading')}</p>
      )}

      <p className="hint">{t('payment.redirectNote')}</p>
      {offline ? <p className="alert">{t('payment.offline')}</p> : null}
      {failure ? (
        <p className="alert" role="alert">
          {failure}
        </p>
      ) : null}
      <p className="visually-hidden" role="status">
        {busy ? t(`payment.busy.${busy}`) : ''}
      </p>

      <div className="wizard-actions">
        <button
          type="button"
          className={busy ? 'button is-busy' : 'button'}
          aria-disabled={busy !== null}
          disabled={!price}
          onClick={() => void pay()}
        >
          {t('payment.pay')}
        </button>
        <button type="button" className="button button--quiet" onClick={onBack}>
          {t('actions.back')}
        </button>
      </div>
    </div>
  );
}
