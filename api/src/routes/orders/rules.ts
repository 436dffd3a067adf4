/**
 * The payment flow's decisions, as pure functions the flows (flows.ts) call between their reads
 * and writes: whether an order placed now reuses, supersedes or makes the notice's
 * live order; what a COMPLETED capture does to an order (paid and published, or owed back); when
 * a refund completes an order; and the admin alerts the flow raises. Decision 0010.
 */
import { fromDecimal, toDecimal } from '#domain/rules/money';
import type { OrderFailure } from '#domain/inputs/payments';
import type { NoticeStatus } from '#domain/vocabulary/statuses';
import type { Capture, Money } from '../../services/payments/paypal';
import type { Alert } from '../../stores/alerts';
import type { AfterCommit, CaptureEvent, NewOrder, NoticeForOrder, OrderRow } from './store';

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
  console.error(
    `[payments] order ${order.id} (${order.status}): capture ${capture.id} of ${capture.amount?.value} ${capture.amount?.currency_code} is not published (${reason}); refunding it`,
  );
  return { refund: now };
}

/** A PENDING capture of an order that failed meanwhile: settles later */
export function pendingOnFailed(orderId: number, capture: Capture): void {
  // its COMPLETED event publishes or refunds it, DENIED takes nothing
  console.warn(`[payments] order ${orderId} failed, but capture ${capture.id} is pending`);
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
