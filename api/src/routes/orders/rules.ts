/**
 * The payment flow's decisions, as pure functions both adapters of the payment store (SQLite:
 * store.ts, PostgreSQL: store.pg.ts) call between their reads and writes, so the two only differ
 * in how they speak SQL: whether an order placed now reuses, supersedes or makes the notice's
 * live order; what a COMPLETED capture does to an order (paid and published, or owed back); when
 * a refund completes an order; and the admin alerts the flow raises. Decision 0010.
 */
import { fromDecimal, toDecimal } from '../../../../db/domain/money';
import type { OrderFailure } from '../../../../db/domain/payments';
import type { NoticeStatus } from '../../../../db/domain/statuses';
import type { Capture, Money } from '../../services/payments/paypal';
import type { Alert } from '../../stores/alerts';
import type {
  AfterCommit,
  CaptureEvent,
  EventOutcome,
  NewOrder,
  NoticeForOrder,
  OrderRow,
} from './store';
import { log } from '../../lib/log';

/** A new order's price: what `NewOrder` takes from the quote */
export type Price = Pick<NewOrder, 'amountCents' | 'vatCents' | 'lines'>;

/** What the payment store's `place` is asked for */
export interface PlaceRequest {
  notice: NoticeForOrder;
  price: Price;
  bic: string | null;
  locale: NewOrder['locale'];
  sealed: string | null;
  idempotencyKey: string;
  now: number;
}

/** What `place` answers: the live order and whether this call made it, or why there is none */
export type Placed = { order: OrderRow; created: boolean } | 'not_payable' | null;

/** The order still says what the notice would be charged now (payer details may have changed). */
function sameTerms(order: OrderRow, notice: NoticeForOrder, price: Price): boolean {
  return (
    order.amountCents === price.amountCents &&
    order.vatCents === price.vatCents &&
    order.payerType === notice.payerType &&
    order.payerName === notice.adderName &&
    order.payerEmail === notice.adderEmail &&
    order.businessName === notice.businessName &&
    order.businessAddress === notice.businessAddress &&
    order.businessRegCode === notice.businessRegCode &&
    order.invoiceEmail === notice.invoiceEmail
  );
}

function sameMoney(order: OrderRow, amount: Money | undefined): boolean {
  return (
    amount?.currency_code === order.currency && fromDecimal(amount.value) === order.amountCents
  );
}

/**
 * What placing an order does with the notice's live order: reuse it (sealing the edit token
 * into it when it has none), or make a new one, superseding a waiting one whose terms changed.
 */
export type PlaceStep =
  | { kind: 'reuse'; order: OrderRow; seal: string | null }
  | { kind: 'make'; supersede: number | null };

export function placeStep(live: OrderRow | undefined, o: PlaceRequest): PlaceStep {
  if (live?.status === 'created' && !sameTerms(live, o.notice, o.price)) {
    return { kind: 'make', supersede: live.id };
  }
  if (live) {
    return {
      kind: 'reuse',
      order: live,
      seal: o.sealed && !live.editTokenSealed ? o.sealed : null,
    };
  }
  return { kind: 'make', supersede: null };
}

/** The new order's row as `place` writes it */
export const newOrderOf = (o: PlaceRequest): NewOrder => ({
  notice: o.notice,
  bic: o.bic,
  ...o.price,
  idempotencyKey: o.idempotencyKey,
  locale: o.locale,
  editTokenSealed: o.sealed,
  now: o.now,
});

/** The outcome of `place` once the order was made (`id` null: another request made it first) */
export const placedOf = (id: number | null, order: OrderRow | undefined): Placed =>
  order ? { order, created: id !== null } : null;

/**
 * What a COMPLETED capture does to the order, whatever its status was: nothing (a repeat), the
 * refund tried again (owed already), paid (superseding a newer order still waiting), or owed
 * back. `noticeStatus` is the order's notice's, `live` the notice's live order now.
 */
export type CompletedStep =
  | { kind: 'repeat' }
  | { kind: 'refundAgain' }
  | { kind: 'pay'; supersede: number | null }
  | { kind: 'refundDue'; reason: OrderFailure };

export function completedStep(
  order: OrderRow,
  capture: Capture,
  noticeStatus: NoticeStatus | undefined,
  live: OrderRow | undefined,
): CompletedStep {
  if (order.status === 'paid' || order.status === 'refunded') return { kind: 'repeat' };
  if (order.refundDueAt !== null) return { kind: 'refundAgain' };
  if (!sameMoney(order, capture.amount)) return { kind: 'refundDue', reason: 'amount_mismatch' };
  if (noticeStatus !== 'awaiting_payment') return { kind: 'refundDue', reason: 'not_payable' };
  // a late capture of a failed order: a newer order not yet paid gives way to it; one whose
  // money is on its way (pending) or taken keeps the notice, and this capture goes back
  if (live && live.id !== order.id) {
    return live.status === 'created'
      ? { kind: 'pay', supersede: live.id }
      : { kind: 'refundDue', reason: 'not_payable' };
  }
  return { kind: 'pay', supersede: null };
}

/** A capture the order owes back: said on stderr, the order as it is now to be refunded */
export function owedBack(
  order: OrderRow,
  capture: Capture,
  reason: OrderFailure,
  now: OrderRow,
): AfterCommit {
  log().error(
    {
      component: 'payments',
      orderId: order.id,
      status: order.status,
      captureId: capture.id,
      amount: `${capture.amount?.value} ${capture.amount?.currency_code}`,
      reason,
    },
    'capture not published: refunding it',
  );
  return { refund: now };
}

/** A PENDING capture of an order that failed meanwhile: settles later */
export function pendingOnFailed(orderId: number, capture: Capture): void {
  // its COMPLETED event publishes or refunds it, DENIED takes nothing
  log().warn(
    { component: 'payments', orderId, captureId: capture.id },
    'order failed, but its capture is pending',
  );
}

/** A refund of an order as order_refunds keeps it (once per PayPal refund id; a type, so that
 * drizzle's placeholders take it as a record) */
export type RefundRow = {
  orderId: number;
  providerRefundId: string;
  amountCents: number;
  /** An admin's refund: why, and who */
  reason: string | null;
  actorId: number | null;
  now: number;
};

/** The refund row a PayPal refund of the order's capture writes, or null (not its capture) */
export function refundRowOf(
  order: OrderRow,
  captureId: string,
  refund: { id: string | null; amountCents: number | null },
  now: number,
): RefundRow | null {
  if (!refund.id || order.captureId !== captureId) return null;
  return {
    orderId: order.id,
    providerRefundId: refund.id,
    amountCents: refund.amountCents ?? order.amountCents,
    reason: null,
    actorId: null,
    now,
  };
}

/**
 * Whether a refund makes the order refunded: a refund-due capture goes back whole (its amount
 * may differ from the order's); otherwise once its refunds add up to its amount, while a partial
 * refund leaves it paid (decision 0102). A refund of unknown amount counts as whole.
 */
export function refundCompletes(
  order: OrderRow,
  refund: { amountCents: number | null },
  refundedCents: number,
): boolean {
  const partial = order.refundDueAt === null && refundedCents < order.amountCents;
  return refund.amountCents === null || !partial;
}

/** The alert of a refund the server decided on (a refund-due order), or null (a person's) */
export function refundedAlert(
  order: OrderRow,
  captureId: string,
  refundId: string | null,
): Alert | null {
  if (order.refundDueAt === null) return null; // refunded at PayPal by a person
  return {
    kind: 'payment_refunded',
    message: `Tellimuse ${order.id} makse ${toDecimal(order.amountCents)} ${order.currency} tagastati automaatselt (${order.failureReason ?? 'põhjus teadmata'}).`,
    details: {
      orderId: order.id,
      noticeId: order.noticeId,
      captureId,
      refundId,
      reason: order.failureReason,
    },
  };
}

/** The PayPal order an event is kept under: a refund event's is its order's, for the admin */
export const eventProviderOrderId = (e: CaptureEvent, refunded: OrderRow | undefined) =>
  e.providerOrderId ?? refunded?.providerOrderId ?? null;

/** Money we cannot place (not our PayPal order?): a person must look at it; null if no money */
export function unmatchedAlert(
  e: CaptureEvent,
  capture: Capture,
  providerOrderId: string | null,
): Alert | null {
  if (capture.status !== 'COMPLETED') return null;
  return {
    kind: 'payment_unmatched',
    message: `PayPali makse ${capture.id} (${capture.amount?.value ?? '?'} ${capture.amount?.currency_code ?? ''}) ei vasta ühelegi tellimusele.`,
    details: { captureId: capture.id, paypalOrderId: providerOrderId, eventId: e.eventId },
  };
}

/** Our refund of a refund-due order failed (alerted once per order; the worker retries) */
export const refundFailedAlert = (order: OrderRow, error: string): Alert => ({
  kind: 'payment_refund_failed',
  message: `Tellimuse ${order.id} makset ${order.captureId} ei õnnestunud automaatselt tagastada; proovitakse uuesti, vajadusel tagasta PayPalis käsitsi.`,
  details: { orderId: order.id, captureId: order.captureId, error },
});

// ---- The flows: the order of reads and writes of each use case, written once for both adapters

/** A read's or write's answer: the value itself (SQLite) or its promise (PostgreSQL) */
export type Maybe<T> = T | Promise<T>;

/**
 * What the payment flows read and write, inside the use case's transaction: the SQLite order
 * store's statements, or PostgreSQL's on the transaction's client. `lockNotice`/`lockOrder`
 * hold the rows until the commit (PostgreSQL; SQLite's transaction holds the whole database).
 */
export interface OrderOps {
  notice(id: number): Maybe<NoticeForOrder | undefined>;
  byId(id: number): Maybe<OrderRow | undefined>;
  byProviderOrderId(id: string): Maybe<OrderRow | undefined>;
  byCaptureId(id: string): Maybe<OrderRow | undefined>;
  live(noticeId: number): Maybe<OrderRow | undefined>;
  lockNotice(noticeId: number): Maybe<unknown>;
  lockOrder(orderId: number): Maybe<unknown>;
  insert(o: NewOrder): Maybe<number | null>;
  setProvider(
    id: number,
    providerOrderId: string,
    approveUrl: string | null,
    now: number,
  ): Maybe<unknown>;
  sealToken(id: number, sealed: string): Maybe<unknown>;
  abandon(id: number, reason: 'superseded', now: number): Maybe<boolean>;
  failCapture(
    id: number,
    reason: OrderFailure,
    now: number,
    captureId: string | null,
  ): Maybe<boolean>;
  markPending(id: number, captureId: string, now: number): Maybe<boolean>;
  markPaid(order: OrderRow, captureId: string, now: number): Maybe<boolean>;
  markRefundDue(id: number, reason: OrderFailure, captureId: string, now: number): Maybe<boolean>;
  markRefunded(id: number, captureId: string, refundId: string | null, now: number): Maybe<boolean>;
  addRefund(r: RefundRow): Maybe<unknown>;
  refundedCents(orderId: number): Maybe<number>;
  recordEvent(
    eventId: string,
    type: string,
    providerOrderId: string | null,
    now: number,
  ): Maybe<boolean>;
  alert(alert: Alert, now: number): Maybe<unknown>;
  alerted(kind: string, orderId: number): Maybe<boolean>;
}

/** A use case's steps: each `yield` hands a read or write to the runner and gets its answer */
export type Flow<T> = Generator<unknown, T, unknown>;

/** Runs a flow whose steps answer at once (SQLite, inside its synchronous transaction) */
export function runNow<T>(flow: Flow<T>): T {
  let step = flow.next();
  while (!step.done) {
    if (step.value instanceof Promise) throw new Error('runNow: a step answered with a promise');
    step = flow.next(step.value);
  }
  return step.value;
}

/** Runs a flow whose steps answer with promises (PostgreSQL, on a transaction's client) */
export async function runAwaiting<T>(flow: Flow<T>): Promise<T> {
  let step = flow.next();
  while (!step.done) step = flow.next(await step.value);
  return step.value;
}

/**
 * The notice's live order, made now if there is none (or the one waiting no longer matches the
 * notice's payer details and price: it is superseded); `created` tells whether this call made
 * it. 'not_payable' when there is no live order and the notice no longer awaits payment; null
 * when the live order another process made is gone again.
 */
export function* placeFlow(ops: OrderOps, o: PlaceRequest): Flow<Placed> {
  yield ops.lockNotice(o.notice.id);
  const step = placeStep((yield ops.live(o.notice.id)) as OrderRow | undefined, o);
  if (step.kind === 'reuse') {
    if (step.seal) yield ops.sealToken(step.order.id, step.seal);
    return { order: step.order, created: false };
  }
  if (step.supersede !== null) yield ops.abandon(step.supersede, 'superseded', o.now);
  const notice = (yield ops.notice(o.notice.id)) as NoticeForOrder | undefined;
  if (notice?.status !== 'awaiting_payment') return 'not_payable';
  const id = (yield ops.insert(newOrderOf(o))) as number | null;
  // null: another process made the live order first; use that one
  const order = (yield id === null ? ops.live(o.notice.id) : ops.byId(id)) as OrderRow | undefined;
  return placedOf(id, order);
}

/** The order's PayPal order and approve link are known: the order as it is now */
export function* registeredFlow(
  ops: OrderOps,
  id: number,
  providerOrderId: string,
  approveUrl: string | null,
  now: number,
): Flow<OrderRow> {
  yield ops.setProvider(id, providerOrderId, approveUrl, now);
  return (yield ops.byId(id)) as OrderRow;
}

/**
 * A COMPLETED capture: the order becomes paid and its notice published, or (wrong amount,
 * notice no longer awaiting payment) the capture is owed back (completedStep).
 */
function* completedFlow(
  ops: OrderOps,
  orderId: number,
  capture: Capture,
  now: number,
): Flow<AfterCommit> {
  const order = (yield ops.byId(orderId)) as OrderRow;
  const notice = (yield ops.notice(order.noticeId)) as NoticeForOrder | undefined;
  const live = (yield ops.live(order.noticeId)) as OrderRow | undefined;
  const step = completedStep(order, capture, notice?.status, live);
  if (step.kind === 'repeat') return {};
  if (step.kind === 'refundAgain') return { refund: order };
  if (step.kind === 'pay') {
    if (step.supersede !== null) yield ops.abandon(step.supersede, 'superseded', now);
    if ((yield ops.markPaid(order, capture.id, now)) as boolean) return { paid: order.id };
  }
  const reason = step.kind === 'refundDue' ? step.reason : 'not_payable';
  if (!((yield ops.markRefundDue(order.id, reason, capture.id, now)) as boolean)) return {};
  return owedBack(order, capture, reason, (yield ops.byId(order.id)) as OrderRow);
}

/** What one capture result means for an order; what to do once it has committed */
export function* applyCaptureFlow(
  ops: OrderOps,
  orderId: number,
  capture: Capture,
  failure: OrderFailure,
  now: number,
): Flow<AfterCommit> {
  yield ops.lockOrder(orderId);
  switch (capture.status) {
    case 'COMPLETED':
      return yield* completedFlow(ops, orderId, capture, now);
    case 'PENDING':
      if (
        !((yield ops.markPending(orderId, capture.id, now)) as boolean) &&
        ((yield ops.byId(orderId)) as OrderRow | undefined)?.status === 'failed'
      ) {
        pendingOnFailed(orderId, capture);
      }
      return {};
    case 'DECLINED':
    case 'FAILED':
      yield ops.failCapture(orderId, failure, now, capture.id);
      return {};
    default:
      return {};
  }
}

/**
 * PayPal refunded `refund.amountCents` of the capture `captureId` of the order `orderId` (null:
 * all of it, or unknown). The refund is kept once per PayPal refund id; the order becomes
 * refunded once its refunds add up to its amount, while a partial refund leaves it paid
 * (decision 0102); false then, and when the order was refunded already. A refund the server
 * decided on is alerted here, whichever of our refund call and PayPal's REFUNDED event records
 * it first.
 */
function* recordRefundFlow(
  ops: OrderOps,
  orderId: number,
  captureId: string,
  refund: { id: string | null; amountCents: number | null },
  now: number,
): Flow<boolean> {
  yield ops.lockOrder(orderId);
  const order = (yield ops.byId(orderId)) as OrderRow;
  const row = refundRowOf(order, captureId, refund, now);
  if (row) yield ops.addRefund(row);
  const refundedCents = (yield ops.refundedCents(order.id)) as number;
  if (!refundCompletes(order, refund, refundedCents)) return false;
  if (!((yield ops.markRefunded(order.id, captureId, refund.id, now)) as boolean)) return false;
  const alert = refundedAlert(order, captureId, refund.id);
  if (alert) yield ops.alert(alert, now);
  return true;
}

/**
 * A verified capture or refund event, handled once (payment_events) with its effect;
 * 'duplicate' for an event seen before.
 */
export function* captureEventFlow(
  ops: OrderOps,
  e: CaptureEvent,
  now: number,
): Flow<{ outcome: EventOutcome; after: AfterCommit }> {
  const result = (outcome: EventOutcome, after: AfterCommit = {}) => ({ outcome, after });
  const refunded = e.refund
    ? ((yield ops.byCaptureId(e.refund.captureId)) as OrderRow | undefined)
    : undefined;
  const providerOrderId = eventProviderOrderId(e, refunded);
  if (!((yield ops.recordEvent(e.eventId, e.eventType, providerOrderId, now)) as boolean)) {
    return result('duplicate');
  }
  if (e.refund) {
    if (!refunded) return result('ignored');
    yield* recordRefundFlow(ops, refunded.id, e.refund.captureId, e.refund, now);
    return result('handled');
  }
  const capture = e.capture;
  if (!capture) return result('ignored');
  const order =
    (providerOrderId && ((yield ops.byProviderOrderId(providerOrderId)) as OrderRow | undefined)) ||
    ((yield ops.byCaptureId(capture.id)) as OrderRow | undefined);
  if (!order) {
    const alert = unmatchedAlert(e, capture, providerOrderId);
    if (alert) yield ops.alert(alert, now);
    return result('ignored');
  }
  return result('handled', yield* applyCaptureFlow(ops, order.id, capture, e.failure, now));
}

/** Our refund of a refund-due order's whole capture went through (see recordRefundFlow) */
export function finishRefundFlow(
  ops: OrderOps,
  orderId: number,
  captureId: string,
  refundId: string | null,
  now: number,
): Flow<boolean> {
  return recordRefundFlow(ops, orderId, captureId, { id: refundId, amountCents: null }, now);
}

/** Our refund of a refund-due order failed: alerted once per order (the worker retries) */
export function* refundFailedFlow(
  ops: OrderOps,
  order: OrderRow,
  error: string,
  now: number,
): Flow<undefined> {
  yield ops.lockOrder(order.id);
  if ((yield ops.alerted('payment_refund_failed', order.id)) as boolean) return undefined;
  yield ops.alert(refundFailedAlert(order, error), now);
  return undefined;
}
