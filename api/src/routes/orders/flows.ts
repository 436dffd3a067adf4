/**
 * The payment flow's use cases, written once for both databases (decision 0109): each is one
 * flow of steps (steps.ts) in one transaction, atomic (placing an order, a capture's result:
 * paid and published or owed back, a webhook event with its effect, a refund's bookkeeping), so
 * a status check and the transition it guards never interleave with another request; what each
 * transition may do: decision 0010, the decisions between the steps: rules.ts. Per database only
 * the admin alert (`PaymentEffects`): store.ts (SQLite) and store.pg.ts.
 */
import type { OrderFailure } from '#domain/inputs/payments';
import type { Capture } from '../../services/payments/paypal';
import type { Alert } from '../../stores/alerts';
import { wait, type Db, type Flow, type Maybe } from '../../stores/flow';
import {
  completedStep,
  eventProviderOrderId,
  newOrderOf,
  owedBack,
  pendingOnFailed,
  placedOf,
  placeStep,
  refundCompletes,
  refundedAlert,
  refundFailedAlert,
  refundRowOf,
  unmatchedAlert,
  type Placed,
  type PlaceRequest,
} from './rules';
import {
  abandon,
  addRefund,
  alerted,
  failCapture,
  forgetEvent,
  insert,
  liveOrder,
  lockNotice,
  lockOrder,
  markPaid,
  markPending,
  markProvider,
  markRefundDue,
  markRefunded,
  noticeForOrder,
  orderByCaptureId,
  orderById,
  orderByProviderId,
  orderLines,
  ordersRefundsDue,
  recordEvent,
  refundedCents,
  sealOrderToken,
} from './steps';
import type { AfterCommit, CaptureEvent, EventOutcome, OrderRow } from './store';

/** What each database does its own way inside a payment's transaction */
export interface PaymentEffects {
  /** An admin alert, written with the transaction */
  alert(alert: Alert, now: number): Maybe<unknown>;
}

/**
 * The notice's live order, made now if there is none (or the one waiting no longer matches the
 * notice's payer details and price: it is superseded); `created` tells whether this call made
 * it. 'not_payable' when there is no live order and the notice no longer awaits payment; null
 * when the live order another process made is gone again.
 */
function* place(o: PlaceRequest): Flow<Placed> {
  yield* lockNotice(o.notice.id);
  const step = placeStep(yield* liveOrder(o.notice.id), o);
  if (step.kind === 'reuse') {
    if (step.seal) yield* sealOrderToken(step.order.id, step.seal);
    return { order: step.order, created: false };
  }
  if (step.supersede !== null) yield* abandon(step.supersede, 'superseded', o.now);
  const notice = yield* noticeForOrder(o.notice.id);
  if (notice?.status !== 'awaiting_payment') return 'not_payable';
  const id = yield* insert(newOrderOf(o));
  // null: another process made the live order first; use that one
  return placedOf(id, yield* id === null ? liveOrder(o.notice.id) : orderById(id));
}

/** The order's PayPal order and approve link are known: the order as it is now */
function* registered(
  id: number,
  providerOrderId: string,
  approveUrl: string | null,
  now: number,
): Flow<OrderRow> {
  yield* markProvider(id, providerOrderId, approveUrl, now);
  return (yield* orderById(id))!;
}

/**
 * A COMPLETED capture: the order becomes paid and its notice published, or (wrong amount,
 * notice no longer awaiting payment) the capture is owed back (completedStep).
 */
function* completed(orderId: number, capture: Capture, now: number): Flow<AfterCommit> {
  const order = (yield* orderById(orderId))!;
  const notice = yield* noticeForOrder(order.noticeId);
  const live = yield* liveOrder(order.noticeId);
  const step = completedStep(order, capture, notice?.status, live);
  if (step.kind === 'repeat') return {};
  if (step.kind === 'refundAgain') return { refund: order };
  if (step.kind === 'pay') {
    if (step.supersede !== null) yield* abandon(step.supersede, 'superseded', now);
    if (yield* markPaid(order, capture.id, now)) return { paid: order.id };
  }
  const reason = step.kind === 'refundDue' ? step.reason : 'not_payable';
  if (!(yield* markRefundDue(order.id, reason, capture.id, now))) return {};
  return owedBack(order, capture, reason, (yield* orderById(order.id))!);
}

/** What one capture result means for an order; what to do once it has committed */
function* applyCapture(
  orderId: number,
  capture: Capture,
  failure: OrderFailure,
  now: number,
): Flow<AfterCommit> {
  yield* lockOrder(orderId);
  switch (capture.status) {
    case 'COMPLETED':
      return yield* completed(orderId, capture, now);
    case 'PENDING':
      if (
        !(yield* markPending(orderId, capture.id, now)) &&
        (yield* orderById(orderId))?.status === 'failed'
      ) {
        pendingOnFailed(orderId, capture);
      }
      return {};
    case 'DECLINED':
    case 'FAILED':
      yield* failCapture(orderId, failure, now, capture.id);
      return {};
    default:
      return {};
  }
}

/**
 * PayPal refunded `refund.amountCents` of the capture `captureId` of the order `orderId`
 * (null: all of it, or unknown). The refund is kept once per PayPal refund id; the order
 * becomes refunded once its refunds add up to its amount, while a partial refund leaves it
 * paid (decision 0102); false then, and when the order was refunded already. A refund the
 * server decided on is alerted here, whichever of our refund call and PayPal's REFUNDED event
 * records it first.
 */
function* recordRefund(
  fx: PaymentEffects,
  orderId: number,
  captureId: string,
  refund: { id: string | null; amountCents: number | null },
  now: number,
): Flow<boolean> {
  yield* lockOrder(orderId);
  const order = (yield* orderById(orderId))!;
  const row = refundRowOf(order, captureId, refund, now);
  if (row) yield* addRefund(row);
  if (!refundCompletes(order, refund, yield* refundedCents(order.id))) return false;
  if (!(yield* markRefunded(order.id, captureId, refund.id, now))) return false;
  const alert = refundedAlert(order, captureId, refund.id);
  if (alert) yield* wait(fx.alert(alert, now));
  return true;
}

/**
 * A verified capture or refund event, handled once (payment_events) with its effect;
 * 'duplicate' for an event seen before.
 */
function* captureEvent(
  fx: PaymentEffects,
  e: CaptureEvent,
  now: number,
): Flow<{ outcome: EventOutcome; after: AfterCommit }> {
  const result = (outcome: EventOutcome, after: AfterCommit = {}) => ({ outcome, after });
  const refunded = e.refund ? yield* orderByCaptureId(e.refund.captureId) : undefined;
  const providerOrderId = eventProviderOrderId(e, refunded);
  if (!(yield* recordEvent(e.eventId, e.eventType, providerOrderId, now))) {
    return result('duplicate');
  }
  if (e.refund) {
    if (!refunded) return result('ignored');
    yield* recordRefund(fx, refunded.id, e.refund.captureId, e.refund, now);
    return result('handled');
  }
  const capture = e.capture;
  if (!capture) return result('ignored');
  const order =
    (providerOrderId && (yield* orderByProviderId(providerOrderId))) ||
    (yield* orderByCaptureId(capture.id));
  if (!order) {
    const alert = unmatchedAlert(e, capture, providerOrderId);
    if (alert) yield* wait(fx.alert(alert, now));
    return result('ignored');
  }
  return result('handled', yield* applyCapture(order.id, capture, e.failure, now));
}

/**
 * The payment flows on a database (`effects`: its own effects inside the transaction `tx`)
 */
export function paymentStoreOf<Tx>(db: Db<Tx>, effects: (tx: Tx) => PaymentEffects) {
  return {
    notice: (id: number) => db.read(() => noticeForOrder(id)),
    byId: (id: number) => db.read(() => orderById(id)),
    byProviderOrderId: (id: string) => db.read(() => orderByProviderId(id)),
    /** The notice's order that is waiting, pending or paid (at most one: unique index). */
    live: (noticeId: number) => db.read(() => liveOrder(noticeId)),
    lines: (orderId: number) => db.read(() => orderLines(orderId)),
    /** What has been given back of the order so far */
    refundedCents: (orderId: number) => db.read(() => refundedCents(orderId)),
    /** Orders whose capture is owed back and not yet refunded, oldest first. */
    refundsDue: () => db.read(ordersRefundsDue),

    /** The notice's live order, made now if there is none (`place` above) */
    place: (o: PlaceRequest) => db.transaction(() => place(o)),
    /** The order's PayPal order and approve link are known: the order as it is now */
    registered: (id: number, providerOrderId: string, approveUrl: string | null, now: number) =>
      db.transaction(() => registered(id, providerOrderId, approveUrl, now)),

    /** The payer cancelled, or PayPal refused the order; only before any capture. */
    abandon: (id: number, reason: 'cancelled' | 'superseded' | 'provider_error', now: number) =>
      db.read(() => abandon(id, reason, now)),
    /** PayPal declined the capture. */
    failCapture: (id: number, reason: OrderFailure, now: number, captureId?: string | null) =>
      db.read(() => failCapture(id, reason, now, captureId)),
    /** True the first time an event id is seen. */
    recordEvent: (eventId: string, type: string, providerOrderId: string | null, now: number) =>
      db.read(() => recordEvent(eventId, type, providerOrderId, now)),
    /** Forgets an event whose effect could not be completed, so PayPal's redelivery counts. */
    forgetEvent: (eventId: string) => db.read(() => forgetEvent(eventId)),

    /** A capture's result applied to the order; what to do once it has committed */
    applyCapture: (orderId: number, capture: Capture, failure: OrderFailure, now: number) =>
      db.transaction(() => applyCapture(orderId, capture, failure, now)),
    /** A verified capture or refund event, handled once (payment_events) with its effect */
    captureEvent: (e: CaptureEvent, now: number) =>
      db.transaction((tx) => captureEvent(effects(tx), e, now)),
    /** Our refund of a refund-due order's whole capture went through (see recordRefund) */
    finishRefund: (orderId: number, captureId: string, refundId: string | null, now: number) =>
      db.transaction((tx) =>
        recordRefund(effects(tx), orderId, captureId, { id: refundId, amountCents: null }, now),
      ),
    /** Our refund of a refund-due order failed: alerted once per order (the worker retries) */
    refundFailed: (order: OrderRow, error: string, now: number) =>
      db.transaction(function* (tx): Flow<undefined> {
        yield* lockOrder(order.id);
        if (yield* alerted('payment_refund_failed', order.id)) return undefined;
        yield* wait(effects(tx).alert(refundFailedAlert(order, error), now));
        return undefined;
      }),
  };
}

export type PaymentStore = ReturnType<typeof paymentStoreOf>;
