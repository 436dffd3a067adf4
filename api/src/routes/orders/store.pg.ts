/**
 * Orders and payments on PostgreSQL: the order statements (pgOrders, each on a transaction's
 * client; the admin's order store composes them too) and the payment flow's port on them. The
 * decisions are rules.ts's, shared with the SQLite adapter (store.ts); here only SQL.
 *
 * Concurrency: every use case that checks and then writes runs its flow (rules.ts) in one
 * transaction that first locks the notice's row and then the order's (`FOR NO KEY UPDATE`, always in that order), so a
 * second return, a webhook racing the return or two clicks on Pay wait for the first and then
 * read what it wrote. Every status change is still one of ORDER_TRANSITIONS as a conditional
 * UPDATE, the unique index orders_one_live_per_notice refuses a second live order (INSERT … ON
 * CONFLICT DO NOTHING), payment_events' primary key takes an event once (ON CONFLICT DO
 * NOTHING, which waits for a concurrent insert of the same id to commit), and publishing
 * requires the notice to await payment: a paid notice is never published twice.
 */
import type pg from 'pg';
import {
  LIVE_ORDER_STATUSES,
  ORDER_TRANSITIONS,
  type OrderFailure,
  type OrderLine,
  type OrderTransition,
} from '../../../../db/domain/payments';
import type { Alert } from '../../stores/alerts';
import { raiseAlertPg } from '../../stores/alerts.pg';
import type { Port } from '../../stores/port';
import {
  all,
  get,
  isUniqueViolation,
  run,
  statement,
  transaction,
  value,
  type Queryable,
} from '../../stores/pg/sql';
import {
  applyCaptureFlow,
  captureEventFlow,
  finishRefundFlow,
  placeFlow,
  refundFailedFlow,
  registeredFlow,
  runAwaiting,
  type Flow,
  type OrderOps,
  type RefundRow,
} from './rules';
import type { NewOrder, NoticeForOrder, OrderRow, PaymentStore } from './store';

/** An order as the payment code sees it (OrderRow): every column but the checkboxes, updated_at */
const ORDER = `id, notice_id AS "noticeId", payer_name AS "payerName", payer_email AS "payerEmail",
  payer_type AS "payerType", business_name AS "businessName",
  business_address AS "businessAddress", business_reg_code AS "businessRegCode",
  invoice_email AS "invoiceEmail", bic, status, amount_cents AS "amountCents",
  vat_cents AS "vatCents", currency, provider_order_id AS "providerOrderId",
  approve_url AS "approveUrl", capture_id AS "captureId", idempotency_key AS "idempotencyKey",
  failure_reason AS "failureReason", locale, edit_token_sealed AS "editTokenSealed",
  paid_at AS "paidAt", refund_due_at AS "refundDueAt", refund_id AS "refundId",
  refunded_at AS "refundedAt", created_at AS "createdAt"`;

const list = (values: readonly string[]) => values.map((v) => `'${v}'`).join(', ');

const orderWhere = (name: string, where: string) =>
  statement(`orders_${name}`, `SELECT ${ORDER} FROM orders WHERE ${where}`);

const s = {
  notice: statement(
    'orders_notice',
    `SELECT id, type, status, deceased_name AS "deceasedName", payer_type AS "payerType",
            business_name AS "businessName", business_address AS "businessAddress",
            business_reg_code AS "businessRegCode", invoice_email AS "invoiceEmail",
            adder_name AS "adderName", adder_email AS "adderEmail"
       FROM notices WHERE id = $1`,
  ),
  lockNotice: statement(
    'orders_lock_notice',
    'SELECT id FROM notices WHERE id = $1 FOR NO KEY UPDATE',
  ),
  lockOrder: statement(
    'orders_lock_order',
    `SELECT o.id FROM notices n JOIN orders o ON o.notice_id = n.id WHERE o.id = $1
       FOR NO KEY UPDATE OF n, o`,
  ),
  byId: orderWhere('by_id', 'id = $1'),
  byProvider: orderWhere('by_provider', 'provider_order_id = $1'),
  byCapture: orderWhere('by_capture', 'capture_id = $1'),
  live: orderWhere('live', `notice_id = $1 AND status IN (${list(LIVE_ORDER_STATUSES)})`),
  // 'failed' written out, as in the WHERE of the partial index orders_refund_due
  refundsDue: orderWhere(
    'refunds_due',
    "refund_due_at IS NOT NULL AND status = 'failed' ORDER BY refund_due_at",
  ),
  lines: statement(
    'orders_lines',
    `SELECT description, quantity, unit_price_cents AS "unitPriceCents", vat_rate_bp AS "vatRateBp"
       FROM order_lines WHERE order_id = $1 ORDER BY id`,
  ),
  insert: statement(
    'orders_insert',
    `INSERT INTO orders (notice_id, payer_name, payer_email, payer_type, business_name,
       business_address, business_reg_code, invoice_email, terms, privacy, bic, status,
       amount_cents, vat_cents, currency, idempotency_key, locale, edit_token_sealed, created_at,
       updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, true, true, $9, 'created', $10, $11, 'EUR', $12, $13,
       $14, $15, $15)
     ON CONFLICT DO NOTHING RETURNING id`,
  ),
  insertLine: statement(
    'orders_insert_line',
    `INSERT INTO order_lines (order_id, description, quantity, unit_price_cents, vat_rate_bp)
     VALUES ($1, $2, $3, $4, $5)`,
  ),
  setProvider: statement(
    'orders_set_provider',
    `UPDATE orders SET provider_order_id = $2, approve_url = $3, updated_at = $4
      WHERE id = $1 AND (provider_order_id IS NULL OR provider_order_id = $2)`,
  ),
  sealToken: statement(
    'orders_seal_token',
    `UPDATE orders SET edit_token_sealed = $2
      WHERE id = $1 AND edit_token_sealed IS NULL AND status IN ('created', 'pending')`,
  ),
  addRefund: statement(
    'orders_add_refund',
    `INSERT INTO order_refunds (order_id, provider_refund_id, amount_cents, reason, actor_id,
       created_at)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (provider_refund_id) DO UPDATE
       SET reason = coalesce(order_refunds.reason, excluded.reason),
           actor_id = coalesce(order_refunds.actor_id, excluded.actor_id)`,
  ),
  refundByProviderId: statement(
    'orders_refund_by_provider_id',
    `SELECT order_id AS "orderId", actor_id AS "actorId" FROM order_refunds
      WHERE provider_refund_id = $1`,
  ),
  refundedCents: statement(
    'orders_refunded_cents',
    'SELECT coalesce(sum(amount_cents), 0)::bigint FROM order_refunds WHERE order_id = $1',
  ),
  publish: statement(
    'orders_publish',
    `UPDATE notices SET status = 'published', published_at = $2, updated_at = $2
      WHERE id = $1 AND status = 'awaiting_payment'`,
  ),
  recordEvent: statement(
    'orders_record_event',
    `INSERT INTO payment_events (event_id, event_type, provider_order_id, created_at)
     VALUES ($1, $2, $3, $4) ON CONFLICT (event_id) DO NOTHING`,
  ),
  forgetEvent: statement('orders_forget_event', 'DELETE FROM payment_events WHERE event_id = $1'),
  alerted: statement(
    'orders_alerted',
    `SELECT 1 FROM admin_alerts WHERE kind = $1 AND details -> 'orderId' = to_jsonb($2::int)
      LIMIT 1`,
  ),
};

/**
 * One transition of ORDER_TRANSITIONS: `SET status = <to>, …set, updated_at = $2` on the order
 * $1 only while its status is one of the transition's from-statuses (and `where` holds)
 */
function transition(name: OrderTransition, set: string, where = '') {
  const { from, to } = ORDER_TRANSITIONS[name];
  return statement(
    `orders_${name}`,
    `UPDATE orders SET status = '${to}', ${set}, updated_at = $2
      WHERE id = $1 AND status IN (${list(from)})${where}`,
  );
}

const t = {
  captureFailed: transition(
    'captureFailed',
    'failure_reason = $3, capture_id = coalesce($4, capture_id)',
  ),
  abandoned: transition('abandoned', 'failure_reason = $3'),
  pending: transition('capturePending', 'capture_id = $3'),
  // a failed order whose capture is owed back never becomes paid
  paid: transition(
    'captureCompleted',
    'capture_id = $3, paid_at = $2, failure_reason = NULL',
    ' AND refund_due_at IS NULL',
  ),
  refundDue: transition(
    'refundDue',
    'failure_reason = $3, capture_id = $4, refund_due_at = $2',
    ' AND refund_due_at IS NULL',
  ),
  refunded: transition(
    'refunded',
    'refund_id = coalesce($4, refund_id), refunded_at = $2',
    ' AND capture_id = $3',
  ),
};

/** The order statements on a client (or the pool, for one statement) */
export const pgOrders = {
  notice: (q: Queryable, id: number) => get<NoticeForOrder>(q, s.notice, [id]),
  byId: (q: Queryable, id: number) => get<OrderRow>(q, s.byId, [id]),
  byProviderOrderId: (q: Queryable, id: string) => get<OrderRow>(q, s.byProvider, [id]),
  byCaptureId: (q: Queryable, id: string) => get<OrderRow>(q, s.byCapture, [id]),
  /** The notice's order that is waiting, pending or paid (at most one: unique index). */
  live: (q: Queryable, noticeId: number) => get<OrderRow>(q, s.live, [noticeId]),
  lines: (q: Queryable, orderId: number) => all<OrderLine>(q, s.lines, [orderId]),
  refundsDue: (q: Queryable) => all<OrderRow>(q, s.refundsDue),

  /** Locks the notice's row for the rest of the transaction (placing its order) */
  lockNotice: async (q: Queryable, noticeId: number) => {
    await run(q, s.lockNotice, [noticeId]);
  },
  /** Locks the order's notice's row, then the order's; false when there is no such order */
  lockOrder: async (q: Queryable, orderId: number) => (await run(q, s.lockOrder, [orderId])) > 0,

  /** The new order's id, or null when another request made the notice's live order first. */
  async insert(q: Queryable, o: NewOrder): Promise<number | null> {
    const id = await value<number>(q, s.insert, [
      o.notice.id,
      o.notice.adderName,
      o.notice.adderEmail,
      o.notice.payerType,
      o.notice.businessName,
      o.notice.businessAddress,
      o.notice.businessRegCode,
      o.notice.invoiceEmail,
      o.bic,
      o.amountCents,
      o.vatCents,
      o.idempotencyKey,
      o.locale,
      o.editTokenSealed,
      o.now,
    ]);
    if (id === undefined) return null;
    for (const l of o.lines) {
      await run(q, s.insertLine, [id, l.description, l.quantity, l.unitPriceCents, l.vatRateBp]);
    }
    return id;
  },
  setProvider: async (
    q: Queryable,
    id: number,
    providerOrderId: string,
    approveUrl: string | null,
    now: number,
  ) => (await run(q, s.setProvider, [id, providerOrderId, approveUrl, now])) > 0,
  sealToken: async (q: Queryable, id: number, sealed: string) => {
    await run(q, s.sealToken, [id, sealed]);
  },

  // Each returns false when the transition is not allowed from the order's status now.
  failCapture: async (
    q: Queryable,
    id: number,
    reason: OrderFailure,
    now: number,
    captureId: string | null = null,
  ) => (await run(q, t.captureFailed, [id, now, reason, captureId])) > 0,
  abandon: async (
    q: Queryable,
    id: number,
    reason: 'cancelled' | 'superseded' | 'provider_error',
    now: number,
  ) => (await run(q, t.abandoned, [id, now, reason])) > 0,
  markPending: async (q: Queryable, id: number, captureId: string, now: number) =>
    (await run(q, t.pending, [id, now, captureId])) > 0,
  markRefundDue: async (
    q: Queryable,
    id: number,
    reason: OrderFailure,
    captureId: string,
    now: number,
  ) => (await run(q, t.refundDue, [id, now, reason, captureId])) > 0,
  markRefunded: async (
    q: Queryable,
    id: number,
    captureId: string,
    refundId: string | null,
    now: number,
  ) => (await run(q, t.refunded, [id, now, captureId, refundId])) > 0,

  /** Records a PayPal refund of the order (once per refund id; see addRefund above). */
  addRefund: async (q: Queryable, r: RefundRow) => {
    await run(q, s.addRefund, [
      r.orderId,
      r.providerRefundId,
      r.amountCents,
      r.reason,
      r.actorId,
      r.now,
    ]);
  },
  refundByProviderId: (q: Queryable, providerRefundId: string) =>
    get<{ orderId: number; actorId: number | null }>(q, s.refundByProviderId, [providerRefundId]),
  /** What has been given back of the order so far */
  refundedCents: async (q: Queryable, orderId: number) =>
    (await value<number>(q, s.refundedCents, [orderId]))!,

  /**
   * Marks the order paid and publishes its notice, inside a transaction that locked the notice
   * and checked it awaits payment. False when the transition is not allowed (or another order
   * of the notice is live, which the unique index refuses: a savepoint keeps the transaction).
   */
  async markPaid(q: pg.PoolClient, order: OrderRow, captureId: string, now: number) {
    await q.query('SAVEPOINT mark_paid');
    let changed: number;
    try {
      changed = await run(q, t.paid, [order.id, now, captureId]);
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      await q.query('ROLLBACK TO SAVEPOINT mark_paid');
      return false;
    }
    await q.query('RELEASE SAVEPOINT mark_paid');
    if (changed === 0) return false;
    // paid and not published must never commit: roll the caller's transaction back
    if ((await run(q, s.publish, [order.noticeId, now])) === 0) {
      throw new Error(`notice ${order.noticeId} of order ${order.id} does not await payment`);
    }
    return true;
  },

  /** An admin alert, written with the caller's transaction. */
  alert: (q: Queryable, alert: Alert, now: number) => raiseAlertPg(q, alert, now),
  /** Whether an alert of `kind` about the order was raised before */
  alerted: async (q: Queryable, kind: string, orderId: number) =>
    (await get(q, s.alerted, [kind, orderId])) !== undefined,

  /** True the first time an event id is seen. */
  recordEvent: async (
    q: Queryable,
    eventId: string,
    type: string,
    providerOrderId: string | null,
    now: number,
  ) => (await run(q, s.recordEvent, [eventId, type, providerOrderId, now])) > 0,
  /** Forgets an event whose effect could not be completed, so PayPal's redelivery counts. */
  forgetEvent: async (q: Queryable, eventId: string): Promise<undefined> => {
    await run(q, s.forgetEvent, [eventId]);
    return undefined;
  },
};

/** The flows' reads and writes (rules.ts: OrderOps) on a transaction's client */
export function pgOrderOps(c: pg.PoolClient): OrderOps {
  const o = pgOrders;
  return {
    notice: (id) => o.notice(c, id),
    byId: (id) => o.byId(c, id),
    byProviderOrderId: (id) => o.byProviderOrderId(c, id),
    byCaptureId: (id) => o.byCaptureId(c, id),
    live: (noticeId) => o.live(c, noticeId),
    lockNotice: (noticeId) => o.lockNotice(c, noticeId),
    lockOrder: (orderId) => o.lockOrder(c, orderId),
    insert: (order) => o.insert(c, order),
    setProvider: (id, providerOrderId, approveUrl, now) =>
      o.setProvider(c, id, providerOrderId, approveUrl, now),
    sealToken: (id, sealed) => o.sealToken(c, id, sealed),
    abandon: (id, reason, now) => o.abandon(c, id, reason, now),
    failCapture: (id, reason, now, captureId) => o.failCapture(c, id, reason, now, captureId),
    markPending: (id, captureId, now) => o.markPending(c, id, captureId, now),
    markPaid: (order, captureId, now) => o.markPaid(c, order, captureId, now),
    markRefundDue: (id, reason, captureId, now) => o.markRefundDue(c, id, reason, captureId, now),
    markRefunded: (id, captureId, refundId, now) => o.markRefunded(c, id, captureId, refundId, now),
    addRefund: (r) => o.addRefund(c, r),
    refundedCents: (orderId) => o.refundedCents(c, orderId),
    recordEvent: (eventId, type, providerOrderId, now) =>
      o.recordEvent(c, eventId, type, providerOrderId, now),
    alert: (alert, now) => o.alert(c, alert, now),
    alerted: (kind, orderId) => o.alerted(c, kind, orderId),
  };
}

/** The payment flow's port on PostgreSQL (store.ts's createPaymentStore is the SQLite one) */
export function createPgPaymentStore(pool: pg.Pool): Port<PaymentStore> {
  const o = pgOrders;
  /** A flow of rules.ts as one transaction (retried whole on a serialisation failure) */
  const inTransaction =
    <A extends unknown[], T>(flow: (ops: OrderOps, ...args: A) => Flow<T>) =>
    (...args: A): Promise<T> =>
      transaction(pool, (c) => runAwaiting(flow(pgOrderOps(c), ...args)));

  return {
    notice: (id) => o.notice(pool, id),
    byId: (id) => o.byId(pool, id),
    byProviderOrderId: (id) => o.byProviderOrderId(pool, id),
    live: (noticeId) => o.live(pool, noticeId),
    lines: (orderId) => o.lines(pool, orderId),
    refundedCents: (orderId) => o.refundedCents(pool, orderId),
    refundsDue: () => o.refundsDue(pool),
    place: inTransaction(placeFlow),
    registered: inTransaction(registeredFlow),
    abandon: (id, reason, now) => o.abandon(pool, id, reason, now),
    failCapture: (id, reason, now, captureId) => o.failCapture(pool, id, reason, now, captureId),
    recordEvent: (eventId, type, providerOrderId, now) =>
      o.recordEvent(pool, eventId, type, providerOrderId, now),
    forgetEvent: (eventId) => o.forgetEvent(pool, eventId),
    applyCapture: inTransaction(applyCaptureFlow),
    captureEvent: inTransaction(captureEventFlow),
    finishRefund: inTransaction(finishRefundFlow),
    refundFailed: inTransaction(refundFailedFlow),
  };
}
