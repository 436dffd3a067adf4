import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatEuro, fromTypedEuros, toDecimal } from '#domain/rules/money';
import { type AdminOrderDetail, REFUND_REASON_MAX, refundForm } from '#domain/inputs/order-admin';
import { ConfirmBox } from '#pwa/components/ConfirmBox';
import { showApiError } from '#pwa/components/form/api-errors';
import { CheckboxField, TextAreaField, TextField } from '#pwa/components/form/fields';
import { useSchemaForm } from '#pwa/components/form/schema-form';
import { useSending } from '#pwa/components/form/use-sending';
import type { ApiError } from '#pwa/lib/api-error';
import { useConfirmFocus } from '#pwa/lib/confirm-focus';
import { ordersApi, ordersKeys } from './api';

type Values = { amount: string; reason: string; unpublish: boolean };

const typed = (cents: number) => toDecimal(cents).replace('.', ',');

/**
 * Refund through PayPal: the amount (what is left, prefilled; less is a partial refund), the
 * reason the payer reads on the credit note, "take the notice down", then a confirmation. The
 * confirmed request carries one Idempotency-Key however often it is retried.
 */
export function RefundForm({
  order,
  onDone,
}: {
  order: AdminOrderDetail;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation('adminOrders');
  const queryClient = useQueryClient();
  const form = useSchemaForm(refundForm, {
    texts: 'adminOrders',
    defaultValues: { amount: typed(order.refundableCents), reason: '', unpublish: false },
  });
  const [pending, setPending] = useState<Values | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const key = useRef('');
  const boxRef = useRef<HTMLDivElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  useConfirmFocus(pending !== null, boxRef, submitRef);

  const sending = useSending(form, (values) => {
    setFailure(null);
    key.current = crypto.randomUUID();
    setPending(values);
    return Promise.resolve();
  });
  const refund = useMutation({
    mutationFn: (values: Values) =>
      ordersApi.refund(
        order.id,
        {
          amountCents: fromTypedEuros(values.amount) ?? 0,
          reason: values.reason.trim(),
          unpublish: values.unpublish,
        },
        key.current,
      ),
    onSuccess: (detail, values) => {
      setPending(null);
      queryClient.setQueryData(ordersKeys.detail(order.id), detail);
      void queryClient.invalidateQueries({ queryKey: ordersKeys.all() });
      form.reset({ amount: typed(detail.refundableCents), reason: '', unpublish: false });
      onDone(t('refund.done', { amount: formatEuro(fromTypedEuros(values.amount) ?? 0) }));
    },
    onError: (err) => {
      setPending(null);
      setFailure(showApiError(form, err as ApiError, { focus: true }).formMessage);
    },
  });

  const amountText = pending ? formatEuro(fromTypedEuros(pending.amount) ?? 0) : '';
  return (
    <form className="admin-refund" noValidate onSubmit={sending.submit}>
      <h3>{t('refund.heading')}</h3>
      <TextField
        form={form}
        name="amount"
        label={t('refund.amount')}
        hint={t('refund.amountHint', { left: formatEuro(order.refundableCents) })}
        required
        input={{ inputMode: 'decimal', autoComplete: 'off' }}
      />
      <TextAreaField
        form={form}
        name="reason"
        label={t('refund.reason')}
        hint={t('refund.reasonHint')}
        required
        textarea={{ rows: 3, maxLength: REFUND_REASON_MAX }}
      />
      {order.notice.status === 'published' ? (
        <CheckboxField form={form} name="unpublish">
          {t('refund.unpublish')}
        </CheckboxField>
      ) : null}
      {failure ? (
        <p className="alert" role="alert">
          {failure}
        </p>
      ) : null}
      {pending ? (
        <ConfirmBox
          boxRef={boxRef}
          question={t(pending.unpublish ? 'refund.questionUnpublish' : 'refund.question', {
            amount: amountText,
            payer: order.payerName,
          })}
          yes={t('refund.yes')}
          cancel={t('refund.cancel')}
          busy={refund.isPending}
          onYes={() => refund.mutate(pending)}
          onCancel={() => setPending(null)}
        />
      ) : (
        <button ref={submitRef} type="submit" className="button button--danger">
          {t('refund.submit')}
        </button>
      )}
    </form>
  );
}
