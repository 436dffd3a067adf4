/**
 * The admin's view of orders (section `orders`): the list with its filters, one order with its
 * refunds and PayPal's events, and the admin's writes, each one transaction: a refund PayPal made
 * recorded with its bookkeeping, and the confirmation queued again (both audited). Raw SQL
 * prepared once, composing the order store's statements; the list filters on indexed columns
 * (orders_created, orders_status_created, orders_payer_type_created) and searches the payer's name,
 * the business and the e-mail with LIKE over their lower case (fold_case, Estonian letters too).
 */
import type BetterSqlite3 from 'better-sqlite3';
import {
  ORDER_PAGE_SIZE,
  type AdminOrderDetail,
  type AdminOrderListItem,
  type AdminOrderRefund,
  type OrderListQuery,
} from '../../../../db/domain/order-admin';
import { parseDay, tallinnDayStart } from '../../../../db/domain/dates';
import type { NoticeHideReason, NoticeStatus } from '../../../../db/domain/statuses';
import type { NoticeType } from '../../../../db/domain/notice-types';
import type { MailMessage } from '../../services/mail';
import type { MailOutbox } from '../../services/mail-outbox';
import type { AuditActor, AuditEntry, AuditLog } from '../../stores/audit';
import type { OrderRow, OrderStore } from './store';
import { runNow, type Flow, type Maybe, type OrderOps } from './rules';

const likePattern = (q: string) => `%${q.toLowerCase().replace(/[\\%_]/g, (m) => `\\${m}`)}%`;

/** The instant a DD.MM.YYYY day starts in Tallinn, `plusDays` later */
function dayStart(day: string, plusDays = 0): number {
  const d = parseDay(day)!;
  return tallinnDayStart(d.year, d.month, d.day + plusDays);
}

/** The list's filter values (null: not filtered), LIKE's pattern in lower case */
export function listFilter(query: OrderListQuery) {
  return {
    status: query.status ?? null,
    payerType: query.payerType ?? null,
    from: query.from ? dayStart(query.from) : null,
    to: query.to ? dayStart(query.to, 1) : null,
    q: query.q ? likePattern(query.q) : null,
  };
}

/** The audit entry of an admin's refund, from the order and notice before and after it */
export function refundAudit(
  r: AdminRefund,
  before: { status: string; refundedCents: number; noticeStatus: NoticeStatus },
  after: { status: string; refundedCents: number },
  hidden: boolean,
): AuditEntry {
  return {
    actor: r.actor,
    action: 'order.refund',
    entityId: r.order.id,
    before: {
      status: before.status,
      refundedCents: before.refundedCents,
      ...(hidden ? { noticeStatus: before.noticeStatus } : {}),
    },
    after: {
      status: after.status,
      refundedCents: after.refundedCents,
      amountCents: r.amountCents,
      refundId: r.providerRefundId,
      creditNote: r.creditNote,
      ...(hidden ? { noticeStatus: 'hidden' } : {}),
    },
    reason: r.reason,
    at: r.at,
  };
}

/** Whether a paid order's confirmation may be queued again: what stands in the way, or null */
export const resendRefusal = (order: OrderRow | undefined): 'not_found' | 'not_paid' | null =>
  !order ? 'not_found' : order.status !== 'paid' ? 'not_paid' : null;

/** The audit entry of a confirmation queued again */
export const resendAudit = (
  order: OrderRow,
  mailId: number,
  actor: AuditActor,
  at: number,
): AuditEntry => ({
  actor,
  action: 'order.resend_mail',
  entityId: order.id,
  after: { mailId, to: order.payerEmail },
  at,
});

/** What the admin's writes read and write: the order statements and the admin's own */
export interface AdminOrderOps extends OrderOps {
  refundByProviderId(id: string): Maybe<{ actorId: number | null } | undefined>;
  /** The order as its page reads it (with its notice's status) */
  page(orderId: number): Maybe<AdminOrderRow | undefined>;
  /** Takes a published notice down (refunded); false when it was not published */
  hide(noticeId: number, at: number): Maybe<boolean>;
  queueMail(kind: string, message: MailMessage, at: number): Maybe<unknown>;
  /** Queues the order's confirmation mail again: its id */
  queueConfirmation(orderId: number, at: number): Maybe<number>;
  audit(entry: AuditEntry): Maybe<unknown>;
}

/**
 * Records a refund PayPal made for the admin: the refund row (with the reason and the admin),
 * the order's change to refunded once its refunds reach its amount (ORDER_TRANSITIONS.refunded;
 * a partial refund keeps it paid, decision 0102), the notice taken down when asked, the credit
 * note's mail and the audit entry. False (nothing) when this very refund was recorded for an
 * admin already (a retried request).
 */
export function* adminRefundFlow(ops: AdminOrderOps, r: AdminRefund): Flow<boolean> {
  const { order, at } = r;
  yield ops.lockOrder(order.id);
  const known = (yield ops.refundByProviderId(r.providerRefundId)) as
    { actorId: number | null } | undefined;
  if (known?.actorId != null) return false;
  const fresh = (yield ops.byId(order.id)) as OrderRow;
  const noticeBefore = ((yield ops.page(order.id)) as AdminOrderRow).noticeStatus;
  const refundedBefore = (yield ops.refundedCents(order.id)) as number;
  yield ops.addRefund({
    orderId: order.id,
    providerRefundId: r.providerRefundId,
    amountCents: r.amountCents,
    reason: r.reason,
    actorId: r.actor.id,
    now: at,
  });
  const refundedCents = (yield ops.refundedCents(order.id)) as number;
  if (refundedCents >= order.amountCents) {
    yield ops.markRefunded(order.id, order.captureId!, r.providerRefundId, at);
  }
  // a published notice taken down because its payment went back
  const hidden = r.unpublish && ((yield ops.hide(order.noticeId, at)) as boolean);
  yield ops.queueMail('order_credit_note', r.mail, at);
  const after = (yield ops.byId(order.id)) as OrderRow;
  yield ops.audit(
    refundAudit(
      r,
      { status: fresh.status, refundedCents: refundedBefore, noticeStatus: noticeBefore },
      { status: after.status, refundedCents },
      hidden,
    ),
  );
  return true;
}

/** Queues a paid order's confirmation again, audited; what stood in the way otherwise */
export function* resendFlow(
  ops: AdminOrderOps,
  orderId: number,
  actor: AuditActor,
  at: number,
): Flow<'queued' | 'not_found' | 'not_paid'> {
  yield ops.lockOrder(orderId);
  const order = (yield ops.byId(orderId)) as OrderRow | undefined;
  const refusal = resendRefusal(order);
  if (refusal || !order) return refusal ?? 'not_found';
  const mailId = (yield ops.queueConfirmation(order.id, at)) as number;
  yield ops.audit(resendAudit(order, mailId, actor, at));
  return 'queued';
}

const LIST_COLUMNS = `o.id, o.created_at AS createdAt, o.status, o.payer_type AS payerType,
  o.payer_name AS payerName, o.payer_email AS payerEmail, o.business_name AS businessName,
  o.amount_cents AS amountCents,
  (SELECT coalesce(sum(r.amount_cents), 0) FROM order_refunds r WHERE r.order_id = o.id)
    AS refundedCents,
  o.notice_id AS noticeId, n.deceased_name AS deceasedName`;

const FILTER = `(@status IS NULL OR o.status = @status)
  AND (@payerType IS NULL OR o.payer_type = @payerType)
  AND (@from IS NULL OR o.created_at >= @from)
  AND (@to IS NULL OR o.created_at < @to)
  AND (@q IS NULL OR fold_case(o.payer_name) LIKE @q ESCAPE '\\'
       OR fold_case(o.payer_email) LIKE @q ESCAPE '\\'
       OR fold_case(coalesce(o.business_name, '')) LIKE @q ESCAPE '\\')`;

/** An order as the page's query reads it; the route shapes it into AdminOrderDetail */
export type AdminOrderRow = Pick<
  AdminOrderDetail,
  | keyof AdminOrderListItem
  | 'vatCents'
  | 'failureReason'
  | 'paidAt'
  | 'locale'
  | 'captureId'
  | 'providerOrderId'
  | 'businessAddress'
  | 'businessRegCode'
  | 'invoiceEmail'
> & {
  noticeType: NoticeType;
  noticeStatus: NoticeStatus;
  noticeHiddenReason: NoticeHideReason | null;
};

/** A refund PayPal made at the admin's request, to be recorded */
export interface AdminRefund {
  /** The order as it was when the refund was asked for (paid, with its capture) */
  order: OrderRow;
  providerRefundId: string;
  amountCents: number;
  reason: string;
  actor: AuditActor;
  /** Take the notice down too */
  unpublish: boolean;
  /** The credit note's number and the mail that carries it to the payer */
  creditNote: string;
  mail: MailMessage;
  at: number;
}

export function createAdminOrderStore(
  sqlite: BetterSqlite3.Database,
  orders: OrderStore,
  audit: AuditLog,
  mail: Pick<MailOutbox, 'enqueue'>,
) {
  // SQLite's lower() folds ASCII only: 'Õis' must match 'õis'
  sqlite.function('fold_case', { deterministic: true }, (text) =>
    typeof text === 'string' ? text.toLowerCase() : text,
  );
  const list = sqlite.prepare(
    `SELECT ${LIST_COLUMNS} FROM orders o JOIN notices n ON n.id = o.notice_id
      WHERE ${FILTER} ORDER BY o.created_at DESC, o.id DESC LIMIT @take OFFSET @offset`,
  );
  const total = sqlite.prepare(`SELECT count(*) FROM orders o WHERE ${FILTER}`).pluck();
  const one = sqlite.prepare(
    `SELECT ${LIST_COLUMNS}, o.vat_cents AS vatCents, o.failure_reason AS failureReason,
            o.paid_at AS paidAt, o.locale, o.capture_id AS captureId,
            o.provider_order_id AS providerOrderId, o.business_address AS businessAddress,
            o.business_reg_code AS businessRegCode, o.invoice_email AS invoiceEmail,
            n.type AS noticeType, n.status AS noticeStatus, n.hidden_reason AS noticeHiddenReason
       FROM orders o JOIN notices n ON n.id = o.notice_id WHERE o.id = ?`,
  );
  const refunds = sqlite.prepare(
    `SELECT id, provider_refund_id AS providerRefundId, amount_cents AS amountCents, reason,
            created_at AS createdAt
       FROM order_refunds WHERE order_id = ? ORDER BY id`,
  );
  // the order's PayPal order id, and its refunds' events (PayPal names the capture, not the order)
  const events = sqlite.prepare(
    `SELECT event_id AS eventId, event_type AS eventType, created_at AS createdAt
       FROM payment_events WHERE provider_order_id = ? ORDER BY created_at, event_id`,
  );
  const hide = sqlite.prepare(
    `UPDATE notices SET status = 'hidden', hidden_at = @now, hidden_reason = 'refunded',
            updated_at = @now
      WHERE id = @id AND status = 'published'`,
  );
  const queueConfirmation = sqlite
    .prepare(
      `INSERT INTO mail_outbox (kind, order_id, due_at) VALUES ('order_paid', ?, ?) RETURNING id`,
    )
    .pluck();

  const byId = (id: number) => one.get(id) as AdminOrderRow | undefined;
  // the flows' reads and writes; the transaction holds the database: nothing to lock
  const ops: AdminOrderOps = {
    ...orders,
    lockNotice: () => undefined,
    lockOrder: () => undefined,
    page: byId,
    hide: (noticeId, at) => hide.run({ id: noticeId, now: at }).changes > 0,
    queueMail: (kind, message) => mail.enqueue(kind, message),
    queueConfirmation: (orderId, at) => queueConfirmation.get(orderId, at) as number,
    audit: (entry) => audit.record(entry),
  };

  return {
    list(query: OrderListQuery): { items: AdminOrderListItem[]; total: number } {
      const params = listFilter(query);
      return {
        items: list.all({
          ...params,
          take: ORDER_PAGE_SIZE,
          offset: query.page * ORDER_PAGE_SIZE,
        }) as AdminOrderListItem[],
        total: total.get(params) as number,
      };
    },
    byId,
    refunds: (orderId: number) => refunds.all(orderId) as AdminOrderRefund[],
    events: (providerOrderId: string | null) =>
      providerOrderId
        ? (events.all(providerOrderId) as {
            eventId: string;
            eventType: string;
            createdAt: number;
          }[])
        : [],

    /**
     * Records a refund PayPal made for the admin: the refund row (with the reason and the admin),
     * the order's change to refunded once its refunds reach its amount (ORDER_TRANSITIONS.refunded;
     * a partial refund keeps it paid, decision 0102), the notice taken down when asked, the credit
     * note's mail and the audit entry. Nothing when this very refund was recorded for an admin
     * already (a retried request).
     */
    recordRefund: (r: AdminRefund): void => {
      sqlite.transaction(() => runNow(adminRefundFlow(ops, r)))();
    },
    /**
     * Queues a paid order's confirmation mail (composed from the order when sent) again, audited;
     * what stood in the way otherwise
     */
    resendConfirmation: (orderId: number, actor: AuditActor, at: number) =>
      sqlite.transaction(() => runNow(resendFlow(ops, orderId, actor, at)))(),
  };
}

export type AdminOrderStore = ReturnType<typeof createAdminOrderStore>;
