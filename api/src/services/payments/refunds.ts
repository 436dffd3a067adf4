/**
 * Giving a capture back: when a COMPLETED capture must not publish (a wrong amount, or the notice
 * was paid by another order), the order is marked refund-due and alerted in the transaction that
 * decided it; then PayPal's refund API returns the money (PayPal-Request-Id per order, so a retry
 * never refunds twice) and the order becomes refunded. A refund PayPal did not confirm stays due:
 * the refund worker retries it, and its first failure is alerted so a person can look.
 */
import type { PaypalClient } from './paypal';
import { PaypalError } from './paypal';
import type { OrderRow, OrderStore } from '../../routes/orders/store';
import { toDecimal } from '../../../../db/domain/money';

export interface RefundDeps {
  store: OrderStore;
  paypal: PaypalClient;
  now: () => number;
}

/** Seen by the payer in PayPal; PayPal allows 255 characters */
const NOTE_TO_PAYER = 'Küünal: makse tagastatud / payment refunded';

export function createRefunds(deps: RefundDeps) {
  const { store } = deps;

  /**
   * Inside a transaction: PayPal refunded `refund.amountCents` of the capture `captureId` (null:
   * all of it, or unknown). The refund is kept once per PayPal refund id; the order becomes
   * refunded once its refunds add up to its amount, while a partial refund leaves it paid
   * (decision 0102); false then, and when the order was refunded already. A refund the server decided on is alerted here, whichever of our refund
   * call and PayPal's REFUNDED event records it first.
   */
  function recordRefund(
    order: OrderRow,
    captureId: string,
    refund: { id: string | null; amountCents: number | null },
    now: number,
  ) {
    const refundId = refund.id;
    if (refundId && order.captureId === captureId) {
      store.addRefund({
        orderId: order.id,
        providerRefundId: refundId,
        amountCents: refund.amountCents ?? order.amountCents,
        reason: null,
        actorId: null,
        now,
      });
    }
    // a refund-due capture goes back whole (its amount may differ from the order's)
    const partial = order.refundDueAt === null && store.refundedCents(order.id) < order.amountCents;
    if (refund.amountCents !== null && partial) return false;
    if (!store.markRefunded(order.id, captureId, refundId, now)) return false;
    if (order.refundDueAt === null) return true; // refunded at PayPal by a person
    store.alert(
      {
        kind: 'payment_refunded',
        message: `Tellimuse ${order.id} makse ${toDecimal(order.amountCents)} ${order.currency} tagastati automaatselt (${order.failureReason ?? 'põhjus teadmata'}).`,
        details: {
          orderId: order.id,
          noticeId: order.noticeId,
          captureId,
          refundId,
          reason: order.failureReason,
        },
      },
      now,
    );
    return true;
  }

  const finish = (order: OrderRow, refundId: string | null) =>
    store.transaction(() =>
      recordRefund(order, order.captureId!, { id: refundId, amountCents: null }, deps.now()),
    );

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
        finish(order, result.id);
        return true;
      }
      throw new Error(`refund ${result.id} is ${result.status}`);
    } catch (err) {
      if (err instanceof PaypalError && err.issue === 'CAPTURE_FULLY_REFUNDED') {
        finish(order, null);
        return true;
      }
      console.error(`[payments] refund of order ${order.id} (capture ${order.captureId}):`, err);
      // one alert per order: the worker keeps retrying
      if (!store.alerted('payment_refund_failed', order.id)) {
        store.alert(
          {
            kind: 'payment_refund_failed',
            message: `Tellimuse ${order.id} makset ${order.captureId} ei õnnestunud automaatselt tagastada; proovitakse uuesti, vajadusel tagasta PayPalis käsitsi.`,
            details: { orderId: order.id, captureId: order.captureId, error: String(err) },
          },
          deps.now(),
        );
      }
      return false;
    }
  }

  return {
    refund,
    recordRefund,
    /** Retries every refund still owed; how many went through. */
    async retryDue(): Promise<number> {
      let done = 0;
      for (const order of store.refundsDue()) if (await refund(order)) done++;
      return done;
    },
  };
}

export type Refunds = ReturnType<typeof createRefunds>;
