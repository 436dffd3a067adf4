/**
 * A provider's offer on one request: total price (euros, VAT included), what it includes, a
 * message, how long it is valid. Sent at once when online (its clientKey makes a retry
 * harmless); offline or on a network error it goes to the outbox exactly once and is sent from
 * there.
 */
import { useRef, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../components/date/DateField';
import { TextAreaField, TextField } from '../../components/form/fields';
import { useFieldMessage, useSchemaForm } from '../../components/form/schema-form';
import { useSending } from '../../components/form/use-sending';
import type { ApiError } from '../../lib/api-error';
import { isOffline } from '../../lib/online';
import { userStore } from '../../lib/session';
import { newClientKey } from '../../shared/outbox/keys';
import { providerApi } from './api';
import {
  OFFER_TEXT_MAX,
  type OfferFormValues,
  initialOffer,
  offerFormSchema,
  toOfferBody,
} from './offer-values';
import { dropQueuedOffer, queueOfferFor, useQueuedOffer } from './offer-queue';

const THIS_YEAR = new Date().getFullYear();

export function OfferForm({ requestId, onSent }: { requestId: number; onSent: () => void }) {
  const { t } = useTranslation('provider');
  const form = useSchemaForm<typeof offerFormSchema, OfferFormValues>(offerFormSchema, {
    texts: 'provider',
    defaultValues: initialOffer(),
  });
  const dateMessage = useFieldMessage(form, 'validUntil');
  // one key for this offer, however often the send is retried
  const clientKey = useRef(newClientKey());
  const queued = useQueuedOffer(requestId, onSent);
  const [justQueued, setJustQueued] = useState(false);

  async function queue(values: OfferFormValues) {
    const bearer = userStore.get()?.token ?? '';
    await queueOfferFor(requestId, toOfferBody(values), bearer, clientKey.current);
    setJustQueued(true);
  }

  const sending = useSending(form, async (values) => {
    if (isOffline()) return queue(values);
    try {
      await providerApi.sendOffer(requestId, {
        ...toOfferBody(values),
        clientKey: clientKey.current,
      });
      onSent();
    } catch (err) {
      const error = err as ApiError;
      if (error.status === 0 && error.code === 'network') return queue(values);
      throw err;
    }
  });

  if (queued) {
    return queued.state === 'failed' ? (
      <div className="alert" role="alert">
        <p>{t('offer.failed', { error: queued.error ?? '' })}</p>
        <button
          type="button"
          className="button button--quiet"
          onClick={() => void dropQueuedOffer(queued.id!)}
        >
          {t('offer.dismiss')}
        </button>
      </div>
    ) : (
      <p className="alert" role="status">
        {t('offer.queued')}
      </p>
    );
  }

  return (
    <form className="offer-form" noValidate onSubmit={sending.submit}>
      <TextField
        form={form}
        name="totalEuros"
        label={t('offer.total')}
        hint={t('offer.totalHint')}
        required
        input={{ inputMode: 'decimal', autoComplete: 'off' }}
      />
      <TextAreaField
        form={form}
        name="includes"
        label={t('offer.includes')}
        hint={t('offer.includesHint')}
        required
        textarea={{ rows: 4, maxLength: OFFER_TEXT_MAX }}
      />
      <TextAreaField
        form={form}
        name="message"
        label={t('offer.message')}
        textarea={{ rows: 3, maxLength: OFFER_TEXT_MAX }}
      />
      <Controller
        control={form.control}
        name="validUntil"
        render={({ field }) => (
          <DateField
            id={`offer-valid-${requestId}`}
            name="validUntil"
            label={t('offer.validUntil')}
            calendarLabel={t('offer.calendar')}
            value={field.value}
            error={dateMessage}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            required
            years={{ from: THIS_YEAR, to: THIS_YEAR + 1 }}
          />
        )}
      />
      {sending.failure ? (
        <p className="alert" role="alert">
          {sending.failure}
        </p>
      ) : null}
      {justQueued ? (
        <p className="alert" role="status">
          {t('offer.queued')}
        </p>
      ) : null}
      <button type="submit" className="button" disabled={form.formState.isSubmitting}>
        {t('offer.send')}
      </button>
    </form>
  );
}
