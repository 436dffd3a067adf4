/**
 * Orders, their lines and handled payment events in SQLite, as prepared statements. Every state
 * change is a conditional UPDATE (… WHERE status IN …), so a repeated return, a webhook racing
 * the return, or a second click changes a row at most once; the unique index
 * orders_one_live_per_notice and the payment_events primary key back this in the database.
 */
import type BetterSqlite3 from 'better-sqlite3';
import type { OrderFailure, OrderLine, OrderStatus } from '../../../../db/domain/payments';
import type { NoticeType } from '../../../../db/domain/notice-types';
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
  createdAt: number;
}

/** What an order is made from: the notice's payer details at the time of payment. */
export interface NoticeForOrder {
  id: number;
  type: NoticeType;
  status: 'draft' | 'awaiting_payment' | 'published' | 'hidden';
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
  o.paid_at AS paidAt, o.created_at AS createdAt`;

const LIVE = "('created', 'pending', 'paid')";

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
  const fail = sqlite.prepare(
    `UPDATE orders SET status = 'failed', failure_reason = ?, capture_id = coalesce(?, capture_id),
            updated_at = ?
      WHERE id = ? AND status IN ('created', 'pending')`,
  );
  const pending = sqlite.prepare(
    `UPDATE orders SET status = 'pending', capture_id = ?, updated_at = ?
      WHERE id = ? AND status = 'created'`,
  );
  const paid = sqlite.prepare(
    `UPDATE orders SET status = 'paid', capture_id = ?, paid_at = ?, updated_at = ?
      WHERE id = ? AND status IN ('created', 'pending')`,
  );
  const publish = sqlite.prepare(
    `UPDATE notices SET status = 'published', published_at = ?, updated_at = ?
      WHERE id = ? AND status = 'awaiting_payment'`,
  );
  const refunded = sqlite.prepare(
    `UPDATE orders SET status = 'refunded', updated_at = ? WHERE id = ? AND status = 'paid'`,
  );
  const recordEvent = sqlite.prepare(
    `INSERT INTO payment_events (event_id, event_type, provider_order_id, created_at)
     VALUES (?, ?, ?, ?) ON CONFLICT (event_id) DO NOTHING`,
  );

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

    /** False when the order had already left created/pending. */
    fail: (id: number, reason: OrderFailure, now: number, captureId: string | null = null) =>
      fail.run(reason, captureId, now, id).changes > 0,
    markPending: (id: number, captureId: string, now: number) =>
      pending.run(captureId, now, id).changes > 0,

    /**
     * Marks the order paid and publishes its notice in one transaction. `paid` is true only for
     * the call that made the change (a repeat finds the order paid already); the notice is
     * published only from awaiting_payment.
     */
    markPaid: sqlite.transaction(
      (order: OrderRow, captureId: string, now: number): { paid: boolean; published: boolean } => {
        if (paid.run(captureId, now, now, order.id).changes === 0) {
          return { paid: false, published: false };
        }
        return { paid: true, published: publish.run(now, now, order.noticeId).changes > 0 };
      },
    ),
    markRefunded: (id: number, now: number) => refunded.run(now, id).changes > 0,

    /** True the first time an event id is seen. */
    recordEvent: (eventId: string, type: string, providerOrderId: string | null, now: number) =>
      recordEvent.run(eventId, type, providerOrderId, now).changes > 0,

    transaction: <T>(work: () => T): T => sqlite.transaction(work)(),
  };
}

export type OrderStore = ReturnType<typeof createOrderStore>;
