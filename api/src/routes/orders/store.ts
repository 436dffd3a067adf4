/**
 * Orders, their lines and handled payment events in SQLite, as prepared statements. Every status
 * change is one of ORDER_TRANSITIONS (db/domain/payments.ts) as a conditional UPDATE (… WHERE
 * status IN (its from-statuses)), so a forbidden or repeated change (a second return, a webhook
 * racing the return, a cancel after the capture) changes no row and returns false; the unique
 * index orders_one_live_per_notice and the payment_events primary key back this in the database.
 */
import type BetterSqlite3 from 'better-sqlite3';
import {
  LIVE_ORDER_STATUSES,
  ORDER_TRANSITIONS,
  type OrderFailure,
  type OrderLine,
  type OrderStatus,
  type OrderTransition,
} from '../../../../db/domain/payments';
import type { NoticeType } from '../../../../db/domain/notice-types';
import type { NoticeStatus } from '../../../../db/domain/statuses';
import { raiseAlert, type Alert } from '../../services/alerts';
import type { Locale } from '../../lib/i18n';

export interface OrderRow {
  id: number;
  noticeId: number;
  payerName: string;
  payerEmail: string;
  payerType: 'private' | 'business';
  businessName: string | null;
  businessAddress: string | null;
  businessRegCode: string | null;
  invoiceEmail: string | null;
  bic: string | null;
  status: OrderStatus;
  amountCents: number;
  vatCents: number;
  currency: 'EUR';
  providerOrderId: string | null;
  approveUrl: string | null;
  captureId: string | null;
  idempotencyKey: string;
  failureReason: OrderFailure | null;
  locale: Locale;
  editTokenSealed: string | null;
  paidAt: number | null;
  /** Set when the server decided to give the capture back (see ORDER_TRANSITIONS.refundDue) */
  refundDueAt: number | null;
  refundId: string | null;
  createdAt: number;
}

/** What an order is made from: the notice's payer details at the time of payment. */
export interface NoticeForOrder {
  id: number;
  type: NoticeType;
  status: NoticeStatus;
  deceasedName: string;
  payerType: 'private' | 'business';
  businessName: string | null;
  businessAddress: string | null;
  businessRegCode: string | null;
  invoiceEmail: string | null;
  adderName: string;
  adderEmail: string;
}

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

const ORDER_COLUMNS = `o.id, o.notice_id AS noticeId, o.payer_name AS payerName,
  o.payer_email AS payerEmail, o.payer_type AS payerType, o.business_name AS businessName,
  o.business_address AS businessAddress, o.business_reg_code AS businessRegCode,
  o.invoice_email AS invoiceEmail, o.bic, o.status, o.amount_cents AS amountCents,
  o.vat_cents AS vatCents, o.currency, o.provider_order_id AS providerOrderId,
  o.approve_url AS approveUrl, o.capture_id AS captureId, o.idempotency_key AS idempotencyKey,
  o.failure_reason AS failureReason, o.locale, o.edit_token_sealed AS editTokenSealed,
  o.paid_at AS paidAt, o.refund_due_at AS refundDueAt, o.refund_id AS refundId,
  o.created_at AS createdAt`;

const sqlList = (values: readonly string[]) => `(${values.map((v) => `'${v}'`).join(', ')})`;
const LIVE = sqlList(LIVE_ORDER_STATUSES);

/** `SET status = <to> …, WHERE id = ? AND status IN (<from>)` of one transition */
const transition = (name: OrderTransition, set: string, where = '') => {
  const { from, to } = ORDER_TRANSITIONS[name];
  return `UPDATE orders SET status = '${to}', ${set}, updated_at = @now
           WHERE id = @id AND status IN ${sqlList(from)} ${where}`;
};

const isUniqueViolation = (err: unknown) =>
  (err as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE';

export function createOrderStore(sqlite: BetterSqlite3.Database) {
  const notice = sqlite.prepare(
    `SELECT id, type, status, deceased_name AS deceasedName, payer_type AS payerType,
            business_name AS businessName, business_address AS businessAddress,
            business_reg_code AS businessRegCode, invoice_email AS invoiceEmail,
            adder_name AS adderName, adder_email AS adderEmail
       FROM notices WHERE id = ?`,
  );
  const byId = sqlite.prepare(`SELECT ${ORDER_COLUMNS} FROM orders o WHERE o.id = ?`);
  const byProvider = sqlite.prepare(
    `SELECT ${ORDER_COLUMNS} FROM orders o WHERE o.provider_order_id = ?`,
  );
  const byCapture = sqlite.prepare(`SELECT ${ORDER_COLUMNS} FROM orders o WHERE o.capture_id = ?`);
  const live = sqlite.prepare(
    `SELECT ${ORDER_COLUMNS} FROM orders o WHERE o.notice_id = ? AND o.status IN ${LIVE}`,
  );
  const lines = sqlite.prepare(
    `SELECT description, quantity, unit_price_cents AS unitPriceCents, vat_rate_bp AS vatRateBp
       FROM order_lines WHERE order_id = ? ORDER BY id`,
  );
  const insertOrder = sqlite
    .prepare(
      `INSERT INTO orders (notice_id, payer_name, payer_email, payer_type, business_name,
         business_address, business_reg_code, invoice_email, terms, privacy, bic, status,
         amount_cents, vat_cents, currency, idempotency_key, locale, edit_token_sealed,
         created_at, updated_at)
       VALUES (@noticeId, @payerName, @payerEmail, @payerType, @businessName, @businessAddress,
         @businessRegCode, @invoiceEmail, 1, 1, @bic, 'created', @amountCents, @vatCents, 'EUR',
         @idempotencyKey, @locale, @editTokenSealed, @now, @now)
       RETURNING id`,
    )
    .pluck();
  const insertLine = sqlite.prepare(
    `INSERT INTO order_lines (order_id, description, quantity, unit_price_cents, vat_rate_bp)
     VALUES (?, ?, ?, ?, ?)`,
  );
  const setProvider = sqlite.prepare(
    `UPDATE orders SET provider_order_id = ?, approve_url = ?, updated_at = ?
      WHERE id = ? AND (provider_order_id IS NULL OR provider_order_id = ?)`,
  );
  const sealToken = sqlite.prepare(
    `UPDATE orders SET edit_token_sealed = ?
      WHERE id = ? AND edit_token_sealed IS NULL AND status IN ('created', 'pending')`,
  );
  const clearSealed = sqlite.prepare('UPDATE orders SET edit_token_sealed = NULL WHERE id = ?');
  const captureFailed = sqlite.prepare(
    transition(
      'captureFailed',
      'failure_reason = @reason, capture_id = coalesce(@captureId, capture_id)',
    ),
  );
  const abandoned = sqlite.prepare(transition('abandoned', 'failure_reason = @reason'));
  const pending = sqlite.prepare(transition('capturePending', 'capture_id = @captureId'));
  // a failed order whose capture is owed back never becomes paid
  const paid = sqlite.prepare(
    transition(
      'captureCompleted',
      'capture_id = @captureId, paid_at = @now, failure_reason = NULL',
      'AND refund_due_at IS NULL',
    ),
  );
  const refundDue = sqlite.prepare(
    transition(
      'refundDue',
      'failure_reason = @reason, capture_id = @captureId, refund_due_at = @now',
      'AND refund_due_at IS NULL',
    ),
  );
  const refunded = sqlite.prepare(
    transition(
      'refunded',
      'refund_id = coalesce(@refundId, refund_id)',
      'AND capture_id = @captureId',
    ),
  );
  const publish = sqlite.prepare(
    `UPDATE notices SET status = 'published', published_at = ?, updated_at = ?
      WHERE id = ? AND status = 'awaiting_payment'`,
  );
  const refundsDue = sqlite.prepare(
    `SELECT ${ORDER_COLUMNS} FROM orders o
      WHERE o.refund_due_at IS NOT NULL AND o.status = 'failed' ORDER BY o.refund_due_at`,
  );
  const recordEvent = sqlite.prepare(
    `INSERT INTO payment_events (event_id, event_type, provider_order_id, created_at)
     VALUES (?, ?, ?, ?) ON CONFLICT (event_id) DO NOTHING`,
  );

  const forgetEvent = sqlite.prepare('DELETE FROM payment_events WHERE event_id = ?');
  const alerted = sqlite
    .prepare(
      `SELECT EXISTS (SELECT 1 FROM admin_alerts
                       WHERE kind = ? AND json_extract(details, '$.orderId') = ?)`,
    )
    .pluck();

  return {
    notice: (id: number) => notice.get(id) as NoticeForOrder | undefined,
    byId: (id: number) => byId.get(id) as OrderRow | undefined,
    byProviderOrderId: (id: string) => byProvider.get(id) as OrderRow | undefined,
    byCaptureId: (id: string) => byCapture.get(id) as OrderRow | undefined,
    /** The notice's order that is waiting, pending or paid (at most one: unique index). */
    live: (noticeId: number) => live.get(noticeId) as OrderRow | undefined,
    lines: (orderId: number) => lines.all(orderId) as OrderLine[],

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
        }) as number;
      } catch (err) {
        if (isUniqueViolation(err)) return null;
        throw err;
      }
      for (const l of o.lines) {
        insertLine.run(id, l.description, l.quantity, l.unitPriceCents, l.vatRateBp);
      }
      return id;
    }),

    setProvider: (id: number, providerOrderId: string, approveUrl: string | null, now: number) =>
      setProvider.run(providerOrderId, approveUrl, now, id, providerOrderId).changes > 0,
    sealToken: (id: number, sealed: string) => void sealToken.run(sealed, id),
    clearSealed: (id: number) => void clearSealed.run(id),

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
    /** Orders whose capture is owed back and not yet refunded, oldest first. */
    refundsDue: () => refundsDue.all() as OrderRow[],

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
      if (publish.run(now, now, order.noticeId).changes === 0) {
        throw new Error(`notice ${order.noticeId} of order ${order.id} does not await payment`);
      }
      return true;
    },

    /** An admin alert, written with the caller's transaction. */
    alert: (alert: Alert, now: number) => raiseAlert(sqlite, alert, now),
    /** Whether an alert of `kind` about the order was raised before */
    alerted: (kind: string, orderId: number) => alerted.get(kind, orderId) === 1,

    /** True the first time an event id is seen. */
    recordEvent: (eventId: string, type: string, providerOrderId: string | null, now: number) =>
      recordEvent.run(eventId, type, providerOrderId, now).changes > 0,
    /** Forgets an event whose effect could not be completed, so PayPal's redelivery counts. */
    forgetEvent: (eventId: string) => void forgetEvent.run(eventId),

    transaction: <T>(work: () => T): T => sqlite.transaction(work)(),
  };
}

export type OrderStore = ReturnType<typeof createOrderStore>;
