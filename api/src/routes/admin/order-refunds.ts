/**
 * The admin's refund of a paid order, full or partial, through PayPal's refund API. PayPal acts
 * first; only a refund PayPal made is recorded, and then in one transaction (the admin's order
 * store's recordRefund): the refund row (with the reason and the admin), the order's change to
 * refunded once its refunds reach its amount (ORDER_TRANSITIONS.refunded; a partial refund keeps
 * it paid, decision 0102), the notice taken down when asked, the credit note mailed through the
 * outbox and the audit entry. A refusal
 * (ours or PayPal's) or PayPal out of reach records nothing.
 *
 * Never twice: the PayPal-Request-Id is the order's key with the caller's Idempotency-Key (or,
 * without one, what was refunded before and the amount), so a retried request gets PayPal's first
 * refund back, and a refund already recorded for an admin is answered without a second mail or
 * audit entry.
 */
import { HTTPError, TimeoutError } from 'ky';
import type { RefundInput } from '#domain/inputs/order-admin';
import { formatEuro, fromDecimal, toDecimal } from '#domain/rules/money';
import { ApiError } from '../../lib/errors';
import { translator, type Translate } from '../../lib/i18n';
import type { AdminOrderStore } from '../orders/admin-store';
import type { PaymentStore } from '../orders/store';
import type { AuditActor } from '../../stores/audit';
import type { Port } from '../../stores/port';
import type { Confirmation } from '../../services/payments/confirmation';
import { documentNumber } from '../../services/payments/documents';
import { PaypalError, type PaypalClient, type Refund } from '../../services/payments/paypal';

interface AdminRefundDeps {
  store: Port<PaymentStore>;
  admin: Port<AdminOrderStore>;
  paypal: PaypalClient | null;
  confirmation: Confirmation;
  now: () => number;
}

interface AdminRefundRequest extends Required<Omit<RefundInput, 'unpublish'>> {
  unpublish: boolean;
  actor: AuditActor;
  /** The client's Idempotency-Key, if it sent one */
  idempotencyKey: string | null;
}

const NOTE_TO_PAYER = 'Küünal: makse tagastatud / payment refunded';

export function createAdminRefunds(deps: AdminRefundDeps) {
  const { store, admin } = deps;

  /** What PayPal answered, or the error shape for its refusal or absence */
  async function askPaypal(
    t: Translate,
    captureId: string,
    requestId: string,
    cents: number,
  ): Promise<Refund> {
    const unavailable = () =>
      new ApiError(503, 'payments_unavailable', t('payments.providerUnavailable'));
    if (!deps.paypal) throw unavailable();
    let refund: Refund;
    try {
      refund = await deps.paypal.refundCapture(captureId, requestId, NOTE_TO_PAYER, {
        currency_code: 'EUR',
        value: toDecimal(cents),
      });
    } catch (err) {
      if (err instanceof PaypalError && err.status < 500 && err.status !== 401) {
        if (err.issue === 'CAPTURE_FULLY_REFUNDED') {
          throw new ApiError(409, 'order_fully_refunded', t('payments.fullyRefunded'));
        }
        const issue = err.issue ?? err.body.name ?? String(err.status);
        throw new ApiError(502, 'refund_refused', t('payments.refundRefused', { issue }));
      }
      if (err instanceof PaypalError || err instanceof HTTPError || err instanceof TimeoutError) {
        console.error(`[payments] admin refund of capture ${captureId}:`, err);
        throw unavailable();
      }
      if (err instanceof TypeError) throw unavailable(); // fetch could not connect
      throw err;
    }
    if (refund.status !== 'COMPLETED' && refund.status !== 'PENDING') {
      throw new ApiError(
        502,
        'refund_refused',
        t('payments.refundRefused', { issue: refund.status }),
      );
    }
    return refund;
  }

  /** Refunds `amountCents` of order `orderId`, or refuses with the error shape. */
  async function refund(orderId: number, req: AdminRefundRequest, t: Translate): Promise<void> {
    const order = await store.byId(orderId);
    if (!order) throw new ApiError(404, 'order_not_found', t('payments.orderNotFound'));
    if (order.status === 'refunded') {
      throw new ApiError(409, 'order_fully_refunded', t('payments.fullyRefunded'));
    }
    if (order.status !== 'paid' || !order.captureId) {
      throw new ApiError(409, 'order_not_refundable', t('payments.notRefundable'));
    }
    const before = await store.refundedCents(order.id);
    const left = order.amountCents - before;
    if (req.amountCents > left) {
      const message = t('payments.refundTooLarge', { left: formatEuro(left) });
      throw new ApiError(422, 'refund_too_large', message, { amountCents: message });
    }
    const requestId = `${order.idempotencyKey}-refund-${req.idempotencyKey ?? `${before}-${req.amountCents}`}`;
    const answer = await askPaypal(t, order.captureId, requestId, req.amountCents);
    const cents = (answer.amount && fromDecimal(answer.amount.value)) || req.amountCents;
    const at = deps.now();
    const pdf = await deps.confirmation.creditNote(order, {
      amountCents: cents,
      providerRefundId: answer.id,
      reason: req.reason,
      nth: (await admin.refunds(order.id)).length + 1,
      at,
    });
    const mt = translator(order.locale);
    await admin.recordRefund({
      order,
      providerRefundId: answer.id,
      amountCents: cents,
      reason: req.reason,
      actor: req.actor,
      unpublish: req.unpublish,
      creditNote: pdf.number,
      mail: {
        to: order.payerEmail,
        subject: mt('payments.creditSubject', { number: pdf.number }),
        text: `${mt('payments.creditBody', {
          name: order.payerName,
          amount: formatEuro(cents),
          order: documentNumber(order.id),
          reason: req.reason,
          number: pdf.number,
        })}\n\n${mt('mail.signOff')}`,
        attachments: [
          { filename: pdf.filename, content: pdf.content, contentType: 'application/pdf' },
        ],
      },
      at,
    });
  }

  /** Queues the paid order's confirmation mail (with its invoice or receipt) again. */
  async function resendConfirmation(orderId: number, actor: AuditActor, t: Translate) {
    const outcome = await admin.resendConfirmation(orderId, actor, deps.now());
    if (outcome === 'not_found') {
      throw new ApiError(404, 'order_not_found', t('payments.orderNotFound'));
    }
    if (outcome === 'not_paid')
      throw new ApiError(409, 'order_not_paid', t('payments.mailNotPaid'));
    deps.confirmation.wakeSender();
  }

  return { refund, resendConfirmation };
}
