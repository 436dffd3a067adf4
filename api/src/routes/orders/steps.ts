/**
 * The order statements as steps of the payment flows (decision 0109), one text for both
 * databases unless they need different SQL. Every status change is one of ORDER_TRANSITIONS
 * (db/domain/payments.ts) as a conditional UPDATE (… WHERE status IN (its from-statuses)), so a
 * forbidden or repeated change (a second return, a webhook racing the return, a cancel after the
 * capture) changes no row and answers false; the unique index orders_one_live_per_notice and the
 * payment_events primary key back this in the database.
 *
 * The locks are PostgreSQL's only (SQLite's transaction holds the whole file): the notice's row,
 * then the order's (`FOR NO KEY UPDATE`, always in that order), so a second return, a webhook
 * racing the return or two clicks on Pay wait for the first and then read what it wrote.
 */
import {
  LIVE_ORDER_STATUSES,
  ORDER_TRANSITIONS,
  type OrderFailure,
  type OrderLine,
  type OrderTransition,
} from '#domain/inputs/payments';
import { all, get, run, sql, value, type Flow } from '../../stores/flow';
import type { RefundRow } from './rules';
import type { NewOrder, NoticeForOrder, OrderRow } from './store';

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

const orderWhere = <P extends readonly unknown[]>(name: string, where: string) =>
  sql<OrderRow, P>(`orders_${name}`, `SELECT ${ORDER} FROM orders WHERE ${where}`);

const noticeById = sql<NoticeForOrder, [number]>(
  'orders_notice',
  `SELECT id, type, status, deceased_name AS "deceasedName", payer_type AS "payerType",
          business_name AS "businessName", business_address AS "businessAddress",
          business_reg_code AS "businessRegCode", invoice_email AS "invoiceEmail",
          adder_name AS "adderName", adder_email AS "adderEmail"
     FROM notices WHERE id = $1`,
);
const lockNoticeRow = sql<never, [number]>('orders_lock_notice', {
  sqlite: null,
  pg: 'SELECT id FROM notices WHERE id = $1 FOR NO KEY UPDATE',
});
const lockOrderRow = sql<never, [number]>('orders_lock_order', {
  sqlite: null,
  pg: `SELECT o.id FROM notices n JOIN orders o ON o.notice_id = n.id WHERE o.id = $1
         FOR NO KEY UPDATE OF n, o`,
});
const byId = orderWhere<[number]>('by_id', 'id = $1');
const byProvider = orderWhere<[string]>('by_provider', 'provider_order_id = $1');
const byCapture = orderWhere<[string]>('by_capture', 'capture_id = $1');
const live = orderWhere<[number]>(
  'live',
  `notice_id = $1 AND status IN (${list(LIVE_ORDER_STATUSES)})`,
);
// 'failed' written out, not bound, as in the WHERE of the partial index orders_refund_due: only
// then may the planner use that index
const refundsDue = orderWhere<[]>(
  'refunds_due',
  "refund_due_at IS NOT NULL AND status = 'failed' ORDER BY refund_due_at",
);
const linesOf = sql<OrderLine, [number]>(
  'orders_lines',
  `SELECT description, quantity, unit_price_cents AS "unitPriceCents", vat_rate_bp AS "vatRateBp"
     FROM order_lines WHERE order_id = $1 ORDER BY id`,
);
// any unique key refusing the row (the notice's live order, the idempotency key): no row
type Text = string | null;
const insertOrder = sql<
  { id: number },
  [
    number,
    string,
    string,
    string,
    Text,
    Text,
    Text,
    Text,
    Text,
    number,
    number,
    string,
    string,
    Text,
    number,
  ]
>(
  'orders_insert',
  `INSERT INTO orders (notice_id, payer_name, payer_email, payer_type, business_name,
     business_address, business_reg_code, invoice_email, terms, privacy, bic, status,
     amount_cents, vat_cents, currency, idempotency_key, locale, edit_token_sealed, created_at,
     updated_at)
   VALUES ($1, $2, $3, $4, $5, $6, $7, $8, true, true, $9, 'created', $10, $11, 'EUR', $12, $13,
     $14, $15, $15)
   ON CONFLICT DO NOTHING RETURNING id`,
);
const insertLine = sql<never, [number, string, number, number, number]>(
  'orders_insert_line',
  `INSERT INTO order_lines (order_id, description, quantity, unit_price_cents, vat_rate_bp)
   VALUES ($1, $2, $3, $4, $5)`,
);
const setProvider = sql<never, [number, string, string | null, number]>(
  'orders_set_provider',
  `UPDATE orders SET provider_order_id = $2, approve_url = $3, updated_at = $4
    WHERE id = $1 AND (provider_order_id IS NULL OR provider_order_id = $2)`,
);
const sealToken = sql<never, [number, string]>(
  'orders_seal_token',
  `UPDATE orders SET edit_token_sealed = $2
    WHERE id = $1 AND edit_token_sealed IS NULL AND status IN ('created', 'pending')`,
);
// a refund once per PayPal refund id; an admin's reason and name join a row PayPal's event wrote
const addRefundRow = sql<never, [number, string, number, string | null, number | null, number]>(
  'orders_add_refund',
  `INSERT INTO order_refunds (order_id, provider_refund_id, amount_cents, reason, actor_id,
     created_at)
   VALUES ($1, $2, $3, $4, $5, $6)
   ON CONFLICT (provider_refund_id) DO UPDATE
     SET reason = coalesce(order_refunds.reason, excluded.reason),
         actor_id = coalesce(order_refunds.actor_id, excluded.actor_id)`,
);
const refundByProvider = sql<
  { orderId: number; actorId: number | null; amountCents: number },
  [string]
>(
  'orders_refund_by_provider_id',
  `SELECT order_id AS "orderId", actor_id AS "actorId", amount_cents AS "amountCents"
     FROM order_refunds WHERE provider_refund_id = $1`,
);
const refundedSum = sql<{ cents: number }, [number]>(
  'orders_refunded_cents',
  `SELECT CAST(coalesce(sum(amount_cents), 0) AS bigint) AS cents FROM order_refunds
    WHERE order_id = $1`,
);
const publish = sql<never, [number, number]>(
  'orders_publish',
  `UPDATE notices SET status = 'published', published_at = $2, updated_at = $2
    WHERE id = $1 AND status = 'awaiting_payment'`,
);
const insertEvent = sql<never, [string, string, string | null, number]>(
  'orders_record_event',
  `INSERT INTO payment_events (event_id, event_type, provider_order_id, created_at)
   VALUES ($1, $2, $3, $4) ON CONFLICT (event_id) DO NOTHING`,
);
const deleteEvent = sql<never, [string]>(
  'orders_forget_event',
  'DELETE FROM payment_events WHERE event_id = $1',
);
const alertAbout = sql<{ one: number }, [string, number]>('orders_alerted', {
  sqlite: `SELECT 1 AS one FROM admin_alerts
            WHERE kind = $1 AND json_extract(details, '$.orderId') = $2 LIMIT 1`,
  pg: `SELECT 1 AS one FROM admin_alerts
        WHERE kind = $1 AND details -> 'orderId' = to_jsonb($2::int) LIMIT 1`,
});
// markPaid's unique-key refusal must not abort PostgreSQL's transaction (SQLite undoes only the
// refused statement)
const savepoint = sql('orders_paid_savepoint', { sqlite: null, pg: 'SAVEPOINT mark_paid' });
const rollbackToSavepoint = sql('orders_paid_rollback', {
  sqlite: null,
  pg: 'ROLLBACK TO SAVEPOINT mark_paid',
});
const releaseSavepoint = sql('orders_paid_release', {
  sqlite: null,
  pg: 'RELEASE SAVEPOINT mark_paid',
});

/**
 * One transition of ORDER_TRANSITIONS: `SET status = <to>, …set, updated_at = $2` on the order
 * $1 only while its status is one of the transition's from-statuses (and `where` holds)
 */
function transition<P extends readonly unknown[]>(name: OrderTransition, set: string, where = '') {
  const { from, to } = ORDER_TRANSITIONS[name];
  return sql<never, [number, number, ...P]>(
    `orders_${name}`,
    `UPDATE orders SET status = '${to}', ${set}, updated_at = $2
      WHERE id = $1 AND status IN (${list(from)})${where}`,
  );
}

const t = {
  captureFailed: transition<[OrderFailure, string | null]>(
    'captureFailed',
    'failure_reason = $3, capture_id = coalesce($4, capture_id)',
  ),
  abandoned: transition<[string]>('abandoned', 'failure_reason = $3'),
  pending: transition<[string]>('capturePending', 'capture_id = $3'),
  // a failed order whose capture is owed back never becomes paid
  paid: transition<[string]>(
    'captureCompleted',
    'capture_id = $3, paid_at = $2, failure_reason = NULL',
    ' AND refund_due_at IS NULL',
  ),
  refundDue: transition<[OrderFailure, string]>(
    'refundDue',
    'failure_reason = $3, capture_id = $4, refund_due_at = $2',
    ' AND refund_due_at IS NULL',
  ),
  refunded: transition<[string, string | null]>(
    'refunded',
    'refund_id = coalesce($4, refund_id), refunded_at = $2',
    ' AND capture_id = $3',
  ),
};

/** A unique key refused the row (SQLite's error or PostgreSQL's unique_violation) */
const uniqueKeyRefused = (error: unknown) => {
  const code = (error as { code?: unknown }).code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
};

// ---- The steps: reads

export const noticeForOrder = (id: number) => get(noticeById, id);
export const orderById = (id: number) => get(byId, id);
export const orderByProviderId = (id: string) => get(byProvider, id);
export const orderByCaptureId = (id: string) => get(byCapture, id);
/** The notice's order that is waiting, pending or paid (at most one: unique index). */
export const liveOrder = (noticeId: number) => get(live, noticeId);
export const orderLines = (orderId: number) => all(linesOf, orderId);
/** Orders whose capture is owed back and not yet refunded, oldest first. */
export const ordersRefundsDue = () => all(refundsDue);
export const refundByProviderId = (providerRefundId: string) =>
  get(refundByProvider, providerRefundId);

/** What has been given back of the order so far */
export function* refundedCents(orderId: number): Flow<number> {
  return Number(yield* value(refundedSum, orderId));
}

/** Whether an alert of `kind` about the order was raised before */
export function* alerted(kind: string, orderId: number): Flow<boolean> {
  return (yield* get(alertAbout, kind, orderId)) !== undefined;
}

// ---- Writes

/** Locks the notice's row for the rest of the transaction (placing its order; PostgreSQL) */
export const lockNotice = (noticeId: number) => run(lockNoticeRow, noticeId);
/** Locks the order's notice's row, then the order's (PostgreSQL) */
export const lockOrder = (orderId: number) => run(lockOrderRow, orderId);

/** The new order's id, or null when another request made the notice's live order first. */
export function* insert(o: NewOrder): Flow<number | null> {
  const id = yield* value(
    insertOrder,
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
  );
  if (id === undefined) return null;
  for (const l of o.lines) {
    yield* run(insertLine, id, l.description, l.quantity, l.unitPriceCents, l.vatRateBp);
  }
  return id;
}

export function* markProvider(
  id: number,
  providerOrderId: string,
  approveUrl: string | null,
  now: number,
): Flow<boolean> {
  return (yield* run(setProvider, id, providerOrderId, approveUrl, now)) > 0;
}

export const sealOrderToken = (id: number, sealed: string) => run(sealToken, id, sealed);

// Each answers false when the transition is not allowed from the order's status now.

/** DECLINED, DENIED, or PayPal refused the order or its capture. */
export function* failCapture(
  id: number,
  reason: OrderFailure,
  now: number,
  captureId: string | null = null,
): Flow<boolean> {
  return (yield* run(t.captureFailed, id, now, reason, captureId)) > 0;
}

/** The payer cancelled, or new payer details replace the order; only before any capture. */
export function* abandon(
  id: number,
  reason: 'cancelled' | 'superseded' | 'provider_error',
  now: number,
): Flow<boolean> {
  return (yield* run(t.abandoned, id, now, reason)) > 0;
}

export function* markPending(id: number, captureId: string, now: number): Flow<boolean> {
  return (yield* run(t.pending, id, now, captureId)) > 0;
}

/** A COMPLETED capture that must not publish: the order fails and owes its money back. */
export function* markRefundDue(
  id: number,
  reason: OrderFailure,
  captureId: string,
  now: number,
): Flow<boolean> {
  return (yield* run(t.refundDue, id, now, reason, captureId)) > 0;
}

/** The capture `captureId` of the order went back to the payer. */
export function* markRefunded(
  id: number,
  captureId: string,
  refundId: string | null,
  now: number,
): Flow<boolean> {
  return (yield* run(t.refunded, id, now, captureId, refundId)) > 0;
}

/**
 * Marks the order paid and publishes its notice, inside a transaction that checked the notice
 * awaits payment. False when the transition is not allowed (or another order of the notice is
 * live, which the unique index refuses).
 */
export function* markPaid(order: OrderRow, captureId: string, now: number): Flow<boolean> {
  yield* run(savepoint);
  let changed: number;
  try {
    changed = yield* run(t.paid, order.id, now, captureId);
  } catch (error) {
    if (!uniqueKeyRefused(error)) throw error;
    yield* run(rollbackToSavepoint);
    return false;
  }
  yield* run(releaseSavepoint);
  if (changed === 0) return false;
  // paid and not published must never commit: roll the caller's transaction back
  if ((yield* run(publish, order.noticeId, now)) === 0) {
    throw new Error(`notice ${order.noticeId} of order ${order.id} does not await payment`);
  }
  return true;
}

/** Records a PayPal refund of the order (once per refund id; see addRefundRow above). */
export const addRefund = (r: RefundRow) =>
  run(addRefundRow, r.orderId, r.providerRefundId, r.amountCents, r.reason, r.actorId, r.now);

/** True the first time an event id is seen. */
export function* recordEvent(
  eventId: string,
  type: string,
  providerOrderId: string | null,
  now: number,
): Flow<boolean> {
  return (yield* run(insertEvent, eventId, type, providerOrderId, now)) > 0;
}

/** Forgets an event whose effect could not be completed, so PayPal's redelivery counts. */
export function* forgetEvent(eventId: string): Flow<undefined> {
  yield* run(deleteEvent, eventId);
  return undefined;
}
