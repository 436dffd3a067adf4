/**
 * What a PayPal capture means for an order, applied in one transaction of the payment store
 * (routes/orders/payment-store.ts): a COMPLETED capture of exactly the order's amount and
 * currency makes it paid and publishes its notice, any other COMPLETED capture is owed back
 * (refunds.ts); PENDING waits, DECLINED and FAILED fail the order. Once the transaction has
 * committed, the confirmation mail is woken or the refund is made. The webhook's capture and
 * refund events land here too (checkout.ts captures on APPROVED).
 */
import { fromDecimal } from '#domain/rules/money';
import type { OrderFailure } from '#domain/inputs/payments';
import type { AfterCommit, EventOutcome, OrderRow, PaymentStore } from '../../routes/orders/store';
import type { Port } from '../../stores/port';
import type { Confirmation } from './confirmation';
import type { Capture, CaptureStatus, WebhookEvent } from './paypal';
import type { Refunds } from './refunds';

export interface SettlementDeps {
  store: Port<PaymentStore>;
  refunds: Refunds;
  confirmation: Confirmation;
  now: () => number;
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

  /** The capture's result applied to the order (one transaction), then the mail or the refund */
  async function settleCapture(
    order: OrderRow,
    capture: Capture,
    failure: OrderFailure = 'declined',
  ) {
    await afterCommit(await store.applyCapture(order.id, capture, failure, deps.now()));
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
    async captureEvent(event: WebhookEvent, now: number): Promise<EventOutcome> {
      const resource = event.resource as Partial<Capture>;
      const refund = event.event_type === 'PAYMENT.CAPTURE.REFUNDED';
      const effect = CAPTURE_EVENTS[event.event_type];
      const { outcome, after } = await store.captureEvent(
        {
          eventId: event.id,
          eventType: event.event_type,
          providerOrderId: resource.supplementary_data?.related_ids?.order_id ?? null,
          refund: refund
            ? {
                // a refund's resource is the refund; its `up` link names the capture
                captureId:
                  resource.links
                    ?.find((l) => l.rel === 'up')
                    ?.href.split('/')
                    .pop() ?? '',
                id: resource.id ?? null,
                amountCents: resource.amount ? fromDecimal(resource.amount.value) : null,
              }
            : null,
          // the event type is what happened; the resource's status may lag behind it
          capture:
            !refund && effect && resource.id
              ? ({ ...resource, status: effect.status } as Capture)
              : null,
          failure: effect?.failure ?? 'declined',
        },
        now,
      );
      await afterCommit(after);
      return outcome;
    },
  };
}
