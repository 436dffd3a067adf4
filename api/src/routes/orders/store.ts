/**
 * Orders, their lines and handled payment events in SQLite, on drizzle's prepared queries. Every
 * status change is one of ORDER_TRANSITIONS (db/domain/payments.ts) as a conditional UPDATE
 * (… WHERE status IN (its from-statuses)), so a forbidden or repeated change (a second return, a
 * webhook racing the return, a cancel after the capture) changes no row and returns false; the
 * unique index orders_one_live_per_notice and the payment_events primary key back this in the
 * database.
 *
 * Two layers: createOrderStore, the statements (the SQLite adapter's own parts, which the
 * admin's order store composes too), and createPaymentStore, the payment flow's use cases on
 * them: the port services/payments/* and the order routes call (decision 0062). Each of its
 * methods is one use case, atomic in one SQLite transaction (placing an order, a capture's
 * result: paid and published or owed back, a webhook event with its effect, a refund's
 * bookkeeping), so a status check and the transition it guards never interleave with another
 * request; what each transition may do: decision 0010.
 */
import {
  and,
  eq,
  getTableColumns,
  inArray,
  isNotNull,
  isNull,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { SQLiteUpdateSetSource } from 'drizzle-orm/sqlite-core';
import type { Database } from '../../../../db/client';
import {
  LIVE_ORDER_STATUSES,
  ORDER_TRANSITIONS,
  type OrderFailure,
  type OrderLine,
  type OrderTransition,
} from '../../../../db/domain/payments';
import type { Locale } from '../../../../db/domain/locales';
import {
  adminAlerts,
  notices,
  orderLines,
  orderRefunds,
  orders,
  paymentEvents,
} from '../../../../db/schema';
import type { Capture } from '../../services/payments/paypal';
import { raiseAlert, type Alert } from '../../stores/alerts';
import { param, setParam } from '../../lib/placeholders';
import {
  applyCaptureFlow,
  captureEventFlow,
  finishRefundFlow,
  placeFlow,
  refundFailedFlow,
  registeredFlow,
  runNow,
  type Flow,
  type OrderOps,
  type RefundRow,
} from './rules';

/** An order as the payment code sees it: every column but the checkboxes and updated_at */
const {
  terms: _terms,
  privacy: _privacy,
  updatedAt: _updatedAt,
  ...orderColumns
} = getTableColumns(orders);

export type OrderRow = Omit<typeof orders.$inferSelect, 'terms' | 'privacy' | 'updatedAt'>;

const noticeColumns = {
  id: notices.id,
  type: notices.type,
  status: notices.status,
  deceasedName: notices.deceasedName,
  payerType: notices.payerType,
  businessName: notices.businessName,
  businessAddress: notices.businessAddress,
  businessRegCode: notices.businessRegCode,
  invoiceEmail: notices.invoiceEmail,
  adderName: notices.adderName,
  adderEmail: notices.adderEmail,
};

/** What an order is made from: the notice's payer details at the time of payment. */
export type NoticeForOrder = Pick<typeof notices.$inferSelect, keyof typeof noticeColumns>;

export interface NewOrder {
  notice: NoticeForOrder;
  bic: string | null;
  amountCents: number;
  vatCents: number;
  lines: OrderLine[];
  idempotencyKey: string;
  locale: Locale;
  editTokenSealed: string | null;
  now: number;
}

const isUniqueViolation = (err: unknown) =>
  (err as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE';

export function createOrderStore({ db, sqlite }: Database) {
  const orderWhere = (condition: SQL | undefined) =>
    db.select(orderColumns).from(orders).where(condition).prepare();
  /**
   * One transition of ORDER_TRANSITIONS: `SET status = <to>, …set, updated_at` on the order `id`
   * only while its status is one of the transition's from-statuses (and `where` holds)
   */
  const transition = (
    name: OrderTransition,
    set: SQLiteUpdateSetSource<typeof orders>,
    where?: SQL,
  ) => {
    const { from, to } = ORDER_TRANSITIONS[name];
    return db
      .update(orders)
      .set({ status: to, ...set, updatedAt: setParam('now') })
      .where(and(eq(orders.id, param('id')), inArray(orders.status, from), where))
      .prepare();
  };

  const notice = db
    .select(noticeColumns)
    .from(notices)
    .where(eq(notices.id, param('id')))
    .prepare();
  const byId = orderWhere(eq(orders.id, param('id')));
  const byProvider = orderWhere(eq(orders.providerOrderId, param('providerOrderId')));
  const byCapture = orderWhere(eq(orders.captureId, param('captureId')));
  const live = orderWhere(
    and(eq(orders.noticeId, param('noticeId')), inArray(orders.status, LIVE_ORDER_STATUSES)),
  );
  const lines = db
    .select({
      description: orderLines.description,
      quantity: orderLines.quantity,
      unitPriceCents: orderLines.unitPriceCents,
      vatRateBp: orderLines.vatRateBp,
    })
    .from(orderLines)
    .where(eq(orderLines.orderId, param('orderId')))
    .orderBy(orderLines.id)
    .prepare();
  const insertOrder = db
    .insert(orders)
    .values({
      noticeId: param('noticeId'),
      payerName: param('payerName'),
      payerEmail: param('payerEmail'),
      payerType: param('payerType'),
      businessName: param('businessName'),
      businessAddress: param('businessAddress'),
      businessRegCode: param('businessRegCode'),
      invoiceEmail: param('invoiceEmail'),
      terms: true,
      privacy: true,
      bic: param('bic'),
      status: 'created',
      amountCents: param('amountCents'),
      vatCents: param('vatCents'),
      currency: 'EUR',
      idempotencyKey: param('idempotencyKey'),
      locale: param('locale'),
      editTokenSealed: param('editTokenSealed'),
      createdAt: param('now'),
      updatedAt: param('now'),
    })
    .returning({ id: orders.id })
    .prepare();
  const insertLine = db
    .insert(orderLines)
    .values({
      orderId: param('orderId'),
      description: param('description'),
      quantity: param('quantity'),
      unitPriceCents: param('unitPriceCents'),
      vatRateBp: param('vatRateBp'),
    })
    .prepare();
  const setProvider = db
    .update(orders)
    .set({
      providerOrderId: setParam('providerOrderId'),
      approveUrl: setParam('approveUrl'),
      updatedAt: setParam('now'),
    })
    .where(
      and(
        eq(orders.id, param('id')),
        or(isNull(orders.providerOrderId), eq(orders.providerOrderId, param('providerOrderId'))),
      ),
    )
    .prepare();
  const sealToken = db
    .update(orders)
    .set({ editTokenSealed: setParam('sealed') })
    .where(
      and(
        eq(orders.id, param('id')),
        isNull(orders.editTokenSealed),
        inArray(orders.status, ['created', 'pending']),
      ),
    )
    .prepare();
  const captureFailed = transition('captureFailed', {
    failureReason: setParam('reason'),
    captureId: sql`coalesce(${param('captureId')}, ${orders.captureId})`,
  });
  const abandoned = transition('abandoned', { failureReason: setParam('reason') });
  const pending = transition('capturePending', { captureId: setParam('captureId') });
  // a failed order whose capture is owed back never becomes paid
  const paid = transition(
    'captureCompleted',
    { captureId: setParam('captureId'), paidAt: setParam('now'), failureReason: null },
    isNull(orders.refundDueAt),
  );
  const refundDue = transition(
    'refundDue',
    {
      failureReason: setParam('reason'),
      captureId: setParam('captureId'),
      refundDueAt: setParam('now'),
    },
    isNull(orders.refundDueAt),
  );
  const refunded = transition(
    'refunded',
    {
      refundId: sql`coalesce(${param('refundId')}, ${orders.refundId})`,
      refundedAt: setParam('now'),
    },
    eq(orders.captureId, param('captureId')),
  );
  // a refund once per PayPal refund id; an admin's reason and name join a row PayPal's event wrote
  const addRefund = db
    .insert(orderRefunds)
    .values({
      orderId: param('orderId'),
      providerRefundId: param('providerRefundId'),
      amountCents: param('amountCents'),
      reason: param('reason'),
      actorId: param('actorId'),
      createdAt: param('now'),
    })
    .onConflictDoUpdate({
      target: orderRefunds.providerRefundId,
      set: {
        reason: sql`coalesce(${orderRefunds.reason}, excluded.reason)`,
        actorId: sql`coalesce(${orderRefunds.actorId}, excluded.actor_id)`,
      },
    })
    .prepare();
  const refundByProviderId = db
    .select({ orderId: orderRefunds.orderId, actorId: orderRefunds.actorId })
    .from(orderRefunds)
    .where(eq(orderRefunds.providerRefundId, param('providerRefundId')))
    .prepare();
  const refundedCents = db
    .select({ cents: sql<number>`coalesce(sum(${orderRefunds.amountCents}), 0)` })
    .from(orderRefunds)
    .where(eq(orderRefunds.orderId, param('orderId')))
    .prepare();
  const publish = db
    .update(notices)
    .set({ status: 'published', publishedAt: setParam('now'), updatedAt: setParam('now') })
    .where(and(eq(notices.id, param('id')), eq(notices.status, 'awaiting_payment')))
    .prepare();
  // 'failed' written out, not bound, as in the WHERE of the partial index orders_refund_due:
  // only then may the planner use that index
  const refundsDue = db
    .select(orderColumns)
    .from(orders)
    .where(and(isNotNull(orders.refundDueAt), sql`${orders.status} = 'failed'`))
    .orderBy(orders.refundDueAt)
    .prepare();
  const recordEvent = db
    .insert(paymentEvents)
    .values({
      eventId: param('eventId'),
      eventType: param('eventType'),
      providerOrderId: param('providerOrderId'),
      createdAt: param('now'),
    })
    .onConflictDoNothing({ target: paymentEvents.eventId })
    .prepare();
  const forgetEvent = db
    .delete(paymentEvents)
    .where(eq(paymentEvents.eventId, param('eventId')))
    .prepare();
  // in SQL: drizzle has no JSON path operator
  const alerted = db
    .select({ one: sql`1` })
    .from(adminAlerts)
    .where(
      and(
        eq(adminAlerts.kind, param('kind')),
        sql`json_extract(${adminAlerts.details}, '$.orderId') = ${param('orderId')}`,
      ),
    )
    .limit(1)
    .prepare();

  return {
    notice: (id: number) => notice.get({ id }),
    byId: (id: number) => byId.get({ id }),
    byProviderOrderId: (id: string) => byProvider.get({ providerOrderId: id }),
    byCaptureId: (id: string) => byCapture.get({ captureId: id }),
    /** The notice's order that is waiting, pending or paid (at most one: unique index). */
    live: (noticeId: number) => live.get({ noticeId }),
    lines: (orderId: number): OrderLine[] => lines.all({ orderId }),

    /** The new order's id, or null when another request made the notice's live order first. */
    insert: sqlite.transaction((o: NewOrder): number | null => {
      let id: number;
      try {
        id = insertOrder.get({
          noticeId: o.notice.id,
          payerName: o.notice.adderName,
          payerEmail: o.notice.adderEmail,
          payerType: o.notice.payerType,
          businessName: o.notice.businessName,
          businessAddress: o.notice.businessAddress,
          businessRegCode: o.notice.businessRegCode,
          invoiceEmail: o.notice.invoiceEmail,
          bic: o.bic,
          amountCents: o.amountCents,
          vatCents: o.vatCents,
          idempotencyKey: o.idempotencyKey,
          locale: o.locale,
          editTokenSealed: o.editTokenSealed,
          now: o.now,
        })!.id;
      } catch (err) {
        if (isUniqueViolation(err)) return null;
        throw err;
      }
      for (const l of o.lines) {
        insertLine.run({
          orderId: id,
          description: l.description,
          quantity: l.quantity,
          unitPriceCents: l.unitPriceCents,
          vatRateBp: l.vatRateBp,
        });
      }
      return id;
    }),

    setProvider: (id: number, providerOrderId: string, approveUrl: string | null, now: number) =>
      setProvider.run({ id, providerOrderId, approveUrl, now }).changes > 0,
    sealToken: (id: number, sealed: string) => void sealToken.run({ sealed, id }),

    // Each returns false when the transition is not allowed from the order's status now.

    /** DECLINED, DENIED, or PayPal refused the order or its capture. */
    failCapture: (id: number, reason: OrderFailure, now: number, captureId: string | null = null) =>
      captureFailed.run({ id, reason, captureId, now }).changes > 0,
    /** The payer cancelled, or new payer details replace the order; only before any capture. */
    abandon: (id: number, reason: 'cancelled' | 'superseded' | 'provider_error', now: number) =>
      abandoned.run({ id, reason, now }).changes > 0,
    markPending: (id: number, captureId: string, now: number) =>
      pending.run({ id, captureId, now }).changes > 0,
    /** A COMPLETED capture that must not publish: the order fails and owes its money back. */
    markRefundDue: (id: number, reason: OrderFailure, captureId: string, now: number) =>
      refundDue.run({ id, reason, captureId, now }).changes > 0,
    /** The capture `captureId` of the order went back to the payer. */
    markRefunded: (id: number, captureId: string, refundId: string | null, now: number) =>
      refunded.run({ id, captureId, refundId, now }).changes > 0,
    /** Records a PayPal refund of the order (once per refund id; see addRefund above). */
    addRefund: (r: RefundRow) => void addRefund.run(r),
    refundByProviderId: (providerRefundId: string) => refundByProviderId.get({ providerRefundId }),
    /** What has been given back of the order so far */
    refundedCents: (orderId: number) => refundedCents.get({ orderId })!.cents,
    /** Orders whose capture is owed back and not yet refunded, oldest first. */
    refundsDue: () => refundsDue.all(),

    /**
     * Marks the order paid and publishes its notice; call it inside a transaction that checked
     * the notice awaits payment. False when the transition is not allowed (or another order of
     * the notice is live, which the unique index refuses).
     */
    markPaid: (order: OrderRow, captureId: string, now: number): boolean => {
      try {
        if (paid.run({ id: order.id, captureId, now }).changes === 0) return false;
      } catch (err) {
        if (isUniqueViolation(err)) return false;
        throw err;
      }
      // paid and not published must never commit: roll the caller's transaction back
      if (publish.run({ id: order.noticeId, now }).changes === 0) {
        throw new Error(`notice ${order.noticeId} of order ${order.id} does not await payment`);
      }
      return true;
    },

    /** An admin alert, written with the caller's transaction. */
    alert: (alert: Alert, now: number) => raiseAlert(sqlite, alert, now),
    /** Whether an alert of `kind` about the order was raised before */
    alerted: (kind: string, orderId: number) => alerted.get({ kind, orderId }) !== undefined,

    /** True the first time an event id is seen. */
    recordEvent: (eventId: string, type: string, providerOrderId: string | null, now: number) =>
      recordEvent.run({ eventId, eventType: type, providerOrderId, now }).changes > 0,
    /** Forgets an event whose effect could not be completed, so PayPal's redelivery counts. */
    forgetEvent: (eventId: string) => void forgetEvent.run({ eventId }),

    transaction: <T>(work: () => T): T => sqlite.transaction(work)(),
  };
}

export type OrderStore = ReturnType<typeof createOrderStore>;

/** What to do once the transaction that applied a capture has committed. */
export interface AfterCommit {
  /** Mail the confirmation of this order */
  paid?: number;
  /** Give this order's capture back */
  refund?: OrderRow;
}

/** A verified capture or refund event (not APPROVED), as settlement.ts reads it */
export interface CaptureEvent {
  eventId: string;
  eventType: string;
  /** The PayPal order the resource names (supplementary_data), if it does */
  providerOrderId: string | null;
  /** A REFUNDED event: the refunded capture, PayPal's refund id and amount */
  refund: { captureId: string; id: string | null; amountCents: number | null } | null;
  /** A capture event we act on: the capture, its status being the event's */
  capture: Capture | null;
  /** How a DECLINED or FAILED capture fails the order */
  failure: OrderFailure;
}

export type EventOutcome = 'handled' | 'duplicate' | 'ignored';

/** The payment flow's port, over the order store `orders` (by default its own) */
export function createPaymentStore(database: Database, orders = createOrderStore(database)) {
  const { sqlite } = database;
  // the flows' reads and writes (rules.ts); the transaction holds the database: nothing to lock
  const ops: OrderOps = { ...orders, lockNotice: () => undefined, lockOrder: () => undefined };
  /** A flow of rules.ts as one SQLite transaction */
  const inTransaction =
    <A extends unknown[], T>(flow: (ops: OrderOps, ...args: A) => Flow<T>) =>
    (...args: A): T =>
      sqlite.transaction(() => runNow(flow(ops, ...args)))();

  return {
    notice: orders.notice,
    byId: orders.byId,
    byProviderOrderId: orders.byProviderOrderId,
    /** The notice's order that is waiting, pending or paid (at most one: unique index). */
    live: orders.live,
    lines: orders.lines,
    /** What has been given back of the order so far */
    refundedCents: orders.refundedCents,
    /** Orders whose capture is owed back and not yet refunded, oldest first. */
    refundsDue: orders.refundsDue,

    /** The notice's live order, made now if there is none (rules.ts: placeFlow) */
    place: inTransaction(placeFlow),
    /** The order's PayPal order and approve link are known: the order as it is now */
    registered: inTransaction(registeredFlow),

    /** The payer cancelled, or PayPal refused the order; only before any capture. */
    abandon: orders.abandon,
    /** PayPal declined the capture. */
    failCapture: orders.failCapture,
    /** True the first time an event id is seen. */
    recordEvent: orders.recordEvent,
    /** Forgets an event whose effect could not be completed, so PayPal's redelivery counts. */
    forgetEvent: orders.forgetEvent,

    /** A capture's result applied to the order; what to do once it has committed */
    applyCapture: inTransaction(applyCaptureFlow),
    /** A verified capture or refund event, handled once (payment_events) with its effect */
    captureEvent: inTransaction(captureEventFlow),
    /** Our refund of a refund-due order's whole capture went through */
    finishRefund: inTransaction(finishRefundFlow),
    /** Our refund of a refund-due order failed: alerted once per order (the worker retries) */
    refundFailed: inTransaction(refundFailedFlow),
  };
}

export type PaymentStore = ReturnType<typeof createPaymentStore>;
