/**
 * What a PayPal capture means for an order, applied inside a transaction: a COMPLETED capture
 * of exactly the order's amount and currency makes it paid and publishes its notice, any other
 * COMPLETED capture is owed back (refunds.ts); PENDING waits, DECLINED and FAILED fail the order.
 * Once the transaction has committed, the confirmation mail is woken or the refund is made.
 * The webhook's capture and refund events land here too (checkout.ts captures on APPROVED).
 */
import { fromDecimal } from '../../../../db/domain/money';
import type { OrderFailure } from '../../../../db/domain/payments';
import type { OrderRow, OrderStore } from '../../routes/orders/store';
import type { Confirmation } from './confirmation';
import type { Capture, CaptureStatus, Money, WebhookEvent } from './paypal';
import type { Refunds } from './refunds';

export interface SettlementDeps {
  store: OrderStore;
  refunds: Refunds;
  confirmation: Confirmation;
  now: () => number;
}

function sameMoney(order: OrderRow, amount: Money | undefined): boolean {
  return (
    amount?.currency_code === order.currency && fromDecimal(amount.value) === order.amountCents
  );
}

/** Capture events we act on: the capture status each stands for, and how a failure is named. */
const CAPTURE_EVENTS: Record<string, { status: CaptureStatus; failure: OrderFailure }> = {
  'PAYMENT.CAPTURE.COMPLETED': { status: 'COMPLETED', failure: 'declined' },
  'PAYMENT.CAPTURE.PENDING': { status: 'PENDING', failure: 'declined' },
  'PAYMENT.CAPTURE.DECLINED': { status: 'DECLINED', failure: 'declined' },
  'PAYMENT.CAPTURE.DENIED': { status: 'DECLINED', failure: 'denied' },
};

export function createSettlement(deps: SettlementDeps) {
  const { store, refunds } = deps;

  /** What to do once the transaction that applied a capture has committed. */
  interface AfterCommit {
    /** Mail the confirmation of this order */
    paid?: number;
    /** Give this order's capture back */
    refund?: OrderRow;
  }

  /**
   * A COMPLETED capture, inside a transaction: the order becomes paid and its notice published,
   * or (wrong amount, notice no longer awaiting payment) the capture is owed back. Whatever the
   * order's status was: a capture that lands on a failed order still ends in one of the two.
   */
  function completed(orderId: number, capture: Capture, now: number): AfterCommit {
    const order = store.byId(orderId)!;
    if (order.status === 'paid' || order.status === 'refunded') return {}; // a repeat
    if (order.refundDueAt !== null) return { refund: order }; // owed already: try the refund again
    let reason: OrderFailure | null = null;
    if (!sameMoney(order, capture.amount)) {
      reason = 'amount_mismatch';
    } else if (store.notice(order.noticeId)?.status !== 'awaiting_payment') {
      reason = 'not_payable';
    } else {
      // a late capture of a failed order: a newer order not yet paid gives way to it; one whose
      // money is on its way (pending) or taken keeps the notice, and this capture goes back
      const other = store.live(order.noticeId);
      if (other && other.id !== order.id) {
        if (other.status === 'created') store.abandon(other.id, 'superseded', now);
        else reason = 'not_payable';
      }
    }
    if (!reason && store.markPaid(order, capture.id, now)) return { paid: order.id };
    reason ??= 'not_payable';
    if (!store.markRefundDue(order.id, reason, capture.id, now)) return {};
    console.error(
      `[payments] order ${order.id} (${order.status}): capture ${capture.id} of ${capture.amount?.value} ${capture.amount?.currency_code} is not published (${reason}); refunding it`,
    );
    return { refund: store.byId(order.id)! };
  }

  /** What one capture result means for an order, inside a transaction. */
  function applyCapture(
    order: OrderRow,
    capture: Capture,
    failure: OrderFailure = 'declined',
  ): AfterCommit {
    const now = deps.now();
    switch (capture.status) {
      case 'COMPLETED':
        return completed(order.id, capture, now);
      case 'PENDING':
        if (!store.markPending(order.id, capture.id, now) && order.status === 'failed') {
          // settles later: its COMPLETED event publishes or refunds it, DENIED takes nothing
          console.warn(`[payments] order ${order.id} failed, but capture ${capture.id} is pending`);
        }
        return {};
      case 'DECLINED':
      case 'FAILED':
        store.failCapture(order.id, failure, now, capture.id);
        return {};
      default:
        return {};
    }
  }

  /** applyCapture in a transaction, then the mail or the refund it calls for. */
  async function settleCapture(order: OrderRow, capture: Capture, failure?: OrderFailure) {
    const after = store.transaction(() => applyCapture(order, capture, failure));
    await afterCommit(after);
  }

  async function afterCommit(after: AfterCommit) {
    if (after.paid !== undefined) deps.confirmation.wakeSender();
    if (after.refund) await refunds.refund(after.refund);
  }

  return {
    settleCapture,

    /**
     * A verified capture or refund event (not APPROVED), handled once (payment_events) in one
     * transaction with its effect; 'duplicate' for an event seen before.
     */
    async captureEvent(
      event: WebhookEvent,
      now: number,
    ): Promise<'handled' | 'duplicate' | 'ignored'> {
      const resource = event.resource as Partial<Capture>;
      const refund = event.event_type === 'PAYMENT.CAPTURE.REFUNDED';
      // a refund's resource is the refund; its `up` link names the capture
      const refundedCapture = refund
        ? (resource.links
            ?.find((l) => l.rel === 'up')
            ?.href.split('/')
            .pop() ?? '')
        : '';
      const { outcome, after } = store.transaction(() => {
        const refunded = refund ? store.byCaptureId(refundedCapture) : undefined;
        // a refund event is kept under its order's PayPal id too, for the admin's order page
        const providerOrderId =
          resource.supplementary_data?.related_ids?.order_id ?? refunded?.providerOrderId ?? null;
        const result = (outcome: 'handled' | 'duplicate' | 'ignored', after: AfterCommit = {}) => ({
          outcome,
          after,
        });
        if (!store.recordEvent(event.id, event.event_type, providerOrderId, now)) {
          return result('duplicate');
        }
        if (refund) {
          if (!refunded) return result('ignored');
          const amount = resource.amount ? fromDecimal(resource.amount.value) : null;
          const id = resource.id ?? null;
          refunds.recordRefund(refunded, refundedCapture, { id, amountCents: amount }, now);
          return result('handled');
        }
        const effect = CAPTURE_EVENTS[event.event_type];
        if (!effect || !resource.id) return result('ignored');
        const order =
          (providerOrderId && store.byProviderOrderId(providerOrderId)) ||
          store.byCaptureId(resource.id);
        if (!order) {
          if (effect.status === 'COMPLETED') {
            // money we cannot place (not our PayPal order?): a person must look at it
            store.alert(
              {
                kind: 'payment_unmatched',
                message: `PayPali makse ${resource.id} (${resource.amount?.value ?? '?'} ${resource.amount?.currency_code ?? ''}) ei vasta ühelegi tellimusele.`,
                details: {
                  captureId: resource.id,
                  paypalOrderId: providerOrderId,
                  eventId: event.id,
                },
              },
              now,
            );
          }
          return result('ignored');
        }
        // the event type is what happened; the resource's status may lag behind it
        const capture = { ...resource, status: effect.status } as Capture;
        return result('handled', applyCapture(order, capture, effect.failure));
      });
      await afterCommit(after);
      return outcome;
    },
  };
}
