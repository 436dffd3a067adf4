/**
 * The admin's view of orders on PostgreSQL (admin-store.ts holds the rules: the list's filter,
 * the audit entries). The search folds case with lower(), which PostgreSQL applies to every
 * letter of the database's encoding ('Õis' matches 'õis'). A refund and a resent confirmation
 * are each one transaction holding the order's row (and its notice's), so a retried request
 * waits for the first and then finds its refund recorded; the mail is queued in it and the
 * sender woken after the commit.
 */
import type pg from 'pg';
import {
  ORDER_PAGE_SIZE,
  type AdminOrderListItem,
  type AdminOrderRefund,
} from '../../../../db/domain/order-admin';
import type { MailOutbox } from '../../services/mail-outbox';
import { recordAudit } from '../../stores/audit.pg';
import { enqueueMail } from '../../stores/mail-queue.pg';
import { all, get, run, statement, transaction, value, type Queryable } from '../../stores/pg/sql';
import type { Port } from '../../stores/port';
import {
  adminRefundFlow,
  listFilter,
  resendFlow,
  type AdminOrderOps,
  type AdminOrderRow,
  type AdminOrderStore,
  type AdminRefund,
} from './admin-store';
import { runAwaiting } from './rules';
import { pgOrderOps, pgOrders } from './store.pg';

const LIST_COLUMNS = `o.id, o.created_at AS "createdAt", o.status, o.payer_type AS "payerType",
  o.payer_name AS "payerName", o.payer_email AS "payerEmail", o.business_name AS "businessName",
  o.amount_cents AS "amountCents",
  (SELECT coalesce(sum(r.amount_cents), 0)::bigint FROM order_refunds r WHERE r.order_id = o.id)
    AS "refundedCents",
  o.notice_id AS "noticeId", n.deceased_name AS "deceasedName"`;

// $1 status, $2 payer type, $3 from, $4 to, $5 the LIKE pattern (lower case)
const FILTER = `($1::text IS NULL OR o.status = $1)
  AND ($2::text IS NULL OR o.payer_type = $2)
  AND ($3::bigint IS NULL OR o.created_at >= $3)
  AND ($4::bigint IS NULL OR o.created_at < $4)
  AND ($5::text IS NULL OR lower(o.payer_name) LIKE $5 ESCAPE '\\'
       OR lower(o.payer_email) LIKE $5 ESCAPE '\\'
       OR lower(coalesce(o.business_name, '')) LIKE $5 ESCAPE '\\')`;

const s = {
  list: statement(
    'admin_orders_list',
    `SELECT ${LIST_COLUMNS} FROM orders o JOIN notices n ON n.id = o.notice_id
      WHERE ${FILTER} ORDER BY o.created_at DESC, o.id DESC LIMIT $6 OFFSET $7`,
  ),
  total: statement('admin_orders_total', `SELECT count(*) FROM orders o WHERE ${FILTER}`),
  one: statement(
    'admin_orders_one',
    `SELECT ${LIST_COLUMNS}, o.vat_cents AS "vatCents", o.failure_reason AS "failureReason",
            o.paid_at AS "paidAt", o.locale, o.capture_id AS "captureId",
            o.provider_order_id AS "providerOrderId", o.business_address AS "businessAddress",
            o.business_reg_code AS "businessRegCode", o.invoice_email AS "invoiceEmail",
            n.type AS "noticeType", n.status AS "noticeStatus",
            n.hidden_reason AS "noticeHiddenReason"
       FROM orders o JOIN notices n ON n.id = o.notice_id WHERE o.id = $1`,
  ),
  refunds: statement(
    'admin_orders_refunds',
    `SELECT id, provider_refund_id AS "providerRefundId", amount_cents AS "amountCents", reason,
            created_at AS "createdAt"
       FROM order_refunds WHERE order_id = $1 ORDER BY id`,
  ),
  events: statement(
    'admin_orders_events',
    `SELECT event_id AS "eventId", event_type AS "eventType", created_at AS "createdAt"
       FROM payment_events WHERE provider_order_id = $1 ORDER BY created_at, event_id`,
  ),
  hide: statement(
    'admin_orders_hide',
    `UPDATE notices SET status = 'hidden', hidden_at = $2, hidden_reason = 'refunded',
            updated_at = $2
      WHERE id = $1 AND status = 'published'`,
  ),
  queueConfirmation: statement(
    'admin_orders_queue_confirmation',
    `INSERT INTO mail_outbox (kind, order_id, due_at) VALUES ('order_paid', $1, $2) RETURNING id`,
  ),
};

const byId = (q: Queryable, id: number) => get<AdminOrderRow>(q, s.one, [id]);

/** The admin flows' reads and writes on a transaction's client */
const opsOn = (c: pg.PoolClient): AdminOrderOps => ({
  ...pgOrderOps(c),
  refundByProviderId: (id) => pgOrders.refundByProviderId(c, id),
  page: (orderId) => byId(c, orderId),
  hide: async (noticeId, at) => (await run(c, s.hide, [noticeId, at])) > 0,
  queueMail: (kind, message, at) => enqueueMail(c, kind, message, at),
  queueConfirmation: async (orderId, at) =>
    (await value<number>(c, s.queueConfirmation, [orderId, at]))!,
  audit: (entry) => recordAudit(c, entry),
});

export function createPgAdminOrderStore(
  pool: pg.Pool,
  mail: Pick<MailOutbox, 'kick'>,
): Port<AdminOrderStore> {
  return {
    async list(query) {
      const f = listFilter(query);
      const params = [f.status, f.payerType, f.from, f.to, f.q];
      const [items, total] = await Promise.all([
        all<AdminOrderListItem>(pool, s.list, [
          ...params,
          ORDER_PAGE_SIZE,
          query.page * ORDER_PAGE_SIZE,
        ]),
        value<number>(pool, s.total, params),
      ]);
      return { items, total: total ?? 0 };
    },
    byId: (id) => byId(pool, id),
    refunds: (orderId) => all<AdminOrderRefund>(pool, s.refunds, [orderId]),
    events: async (providerOrderId) =>
      providerOrderId
        ? all<{ eventId: string; eventType: string; createdAt: number }>(pool, s.events, [
            providerOrderId,
          ])
        : [],

    /** admin-store.ts's adminRefundFlow, the order's (and its notice's) row locked */
    async recordRefund(r: AdminRefund) {
      if (await transaction(pool, (c) => runAwaiting(adminRefundFlow(opsOn(c), r)))) mail.kick();
    },

    async resendConfirmation(orderId, actor, at) {
      const outcome = await transaction(pool, (c) =>
        runAwaiting(resendFlow(opsOn(c), orderId, actor, at)),
      );
      if (outcome === 'queued') mail.kick();
      return outcome;
    },
  };
}
