/**
 * Giving a capture back: when a COMPLETED capture must not publish (a wrong amount, or the notice
 * was paid by another order), the order is marked refund-due in the transaction that decided it;
 * then PayPal's refund API returns the money (PayPal-Request-Id per order, so a retry never
 * refunds twice) and the order becomes refunded, with an alert (the payment store's
 * finishRefund). A refund PayPal did not confirm stays due: the refund worker retries it, and its
 * first failure is alerted so a person can look.
 */
import type { PaypalClient } from './paypal';
import { PaypalError } from './paypal';
import type { OrderRow, PaymentStore } from '../../routes/orders/store';
import type { Port } from '../../stores/port';

export interface RefundDeps {
  /** The payment store's refund steps (the refund worker gets no more than these) */
  store: Pick<Port<PaymentStore>, 'finishRefund' | 'refundFailed' | 'refundsDue'>;
  paypal: PaypalClient;
  now: () => number;
}

/** Seen by the payer in PayPal; PayPal allows 255 characters */
const NOTE_TO_PAYER = 'Küünal: makse tagastatud / payment refunded';

export function createRefunds(deps: RefundDeps) {
  const { store } = deps;

  /** Refunds a refund-due order's capture in full. True once PayPal has taken the refund. */
  async function refund(order: OrderRow): Promise<boolean> {
    if (order.refundDueAt === null || !order.captureId || order.status !== 'failed') return false;
    try {
      const result = await deps.paypal.refundCapture(
        order.captureId,
        `${order.idempotencyKey}-refund`,
        NOTE_TO_PAYER,
      );
      if (result.status === 'COMPLETED' || result.status === 'PENDING') {
        await store.finishRefund(order.id, order.captureId, result.id, deps.now());
        return true;
      }
      throw new Error(`refund ${result.id} is ${result.status}`);
    } catch (err) {
      if (err instanceof PaypalError && err.issue === 'CAPTURE_FULLY_REFUNDED') {
        await store.finishRefund(order.id, order.captureId, null, deps.now());
        return true;
      }
      console.error(`[payments] refund of order ${order.id} (capture ${order.captureId}):`, err);
      // one alert per order: the worker keeps retrying
      await store.refundFailed(order, String(err), deps.now());
      return false;
    }
  }

  return {
    refund,
    /** Retries every refund still owed; how many went through. */
    async retryDue(): Promise<number> {
      let done = 0;
      for (const order of await store.refundsDue()) if (await refund(order)) done++;
      return done;
    },
  };
}

export type Refunds = ReturnType<typeof createRefunds>;
