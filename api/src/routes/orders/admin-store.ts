/**
 * The admin's view of orders (section `orders`), written once for both databases (decision
 * 0109): the list with its filters, one order with its refunds and PayPal's events, and the
 * admin's writes, each one flow in one transaction: a refund PayPal made recorded with its
 * bookkeeping, and the confirmation queued again (both audited). They lock the order's row and
 * its notice's first (PostgreSQL; steps.ts), so a retried request waits for the first and then
 * finds its refund recorded. The list filters on indexed columns (orders_created,
 * orders_status_created, orders_payer_type_created) and searches the payer's name, the business
 * and the e-mail with LIKE over their lower case: SQLite's fold_case (registered here: its
 * lower() folds ASCII only, 'Õis' must match 'õis'), PostgreSQL's lower() (every letter of the
 * database's encoding). Per database only the queued mail (`AdminOrderEffects`).
 */
import type BetterSqlite3 from 'better-sqlite3';
import {
  ORDER_PAGE_SIZE,
  type AdminOrderDetail,
  type AdminOrderListItem,
  type AdminOrderRefund,
  type OrderListQuery,
} from '#domain/inputs/order-admin';
import { parseDay, tallinnDayStart } from '#domain/calendar/dates';
import type { NoticeHideReason, NoticeStatus } from '#domain/vocabulary/statuses';
import type { NoticeType } from '#domain/vocabulary/notice-types';
import type { MailMessage } from '../../services/mail';
import type { MailOutbox } from '../../services/mail-outbox';
import { audited, type AuditActor, type AuditEntry } from '../../stores/audit';
import {
  all,
  get,
  run,
  sql,
  sqliteDb,
  value,
  wait,
  type Db,
  type Flow,
  type Maybe,
} from '../../stores/flow';
import {
  addRefund,
  lockOrder,
  markRefunded,
  orderById,
  refundByProviderId,
  refundedCents,
} from './steps';
import type { OrderRow } from './store';

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

const LIST_COLUMNS = `o.id, o.created_at AS "createdAt", o.status, o.payer_type AS "payerType",
  o.payer_name AS "payerName", o.payer_email AS "payerEmail", o.business_name AS "businessName",
  o.amount_cents AS "amountCents",
  (SELECT CAST(coalesce(sum(r.amount_cents), 0) AS bigint) FROM order_refunds r
    WHERE r.order_id = o.id) AS "refundedCents",
  o.notice_id AS "noticeId", n.deceased_name AS "deceasedName"`;

/** $1 status, $2 payer type, $3 from, $4 to, $5 the LIKE pattern (lower case), folded by `fold` */
const filter = (fold: string) => `(CAST($1 AS text) IS NULL OR o.status = $1)
  AND (CAST($2 AS text) IS NULL OR o.payer_type = $2)
  AND (CAST($3 AS bigint) IS NULL OR o.created_at >= $3)
  AND (CAST($4 AS bigint) IS NULL OR o.created_at < $4)
  AND (CAST($5 AS text) IS NULL OR ${fold}(o.payer_name) LIKE $5 ESCAPE '\\'
       OR ${fold}(o.payer_email) LIKE $5 ESCAPE '\\'
       OR ${fold}(coalesce(o.business_name, '')) LIKE $5 ESCAPE '\\')`;
/** The statement's text on each database, `WHERE` its filter */
const filtered = (text: (where: string) => string) => ({
  sqlite: text(filter('fold_case')),
  pg: text(filter('lower')),
});

type Filter = [string | null, string | null, number | null, number | null, string | null];
const listPage = sql<AdminOrderListItem, [...Filter, number, number]>(
  'admin_orders_list',
  filtered(
    (where) => `SELECT ${LIST_COLUMNS} FROM orders o JOIN notices n ON n.id = o.notice_id
      WHERE ${where} ORDER BY o.created_at DESC, o.id DESC LIMIT $6 OFFSET $7`,
  ),
);
const listTotal = sql<{ count: number }, Filter>(
  'admin_orders_total',
  filtered((where) => `SELECT count(*) AS count FROM orders o WHERE ${where}`),
);
const page = sql<AdminOrderRow, [number]>(
  'admin_orders_one',
  `SELECT ${LIST_COLUMNS}, o.vat_cents AS "vatCents", o.failure_reason AS "failureReason",
          o.paid_at AS "paidAt", o.locale, o.capture_id AS "captureId",
          o.provider_order_id AS "providerOrderId", o.business_address AS "businessAddress",
          o.business_reg_code AS "businessRegCode", o.invoice_email AS "invoiceEmail",
          n.type AS "noticeType", n.status AS "noticeStatus",
          n.hidden_reason AS "noticeHiddenReason"
     FROM orders o JOIN notices n ON n.id = o.notice_id WHERE o.id = $1`,
);
const refundsOf = sql<AdminOrderRefund, [number]>(
  'admin_orders_refunds',
  `SELECT id, provider_refund_id AS "providerRefundId", amount_cents AS "amountCents", reason,
          created_at AS "createdAt"
     FROM order_refunds WHERE order_id = $1 ORDER BY id`,
);
// the order's PayPal order id, and its refunds' events (PayPal names the capture, not the order)
const eventsOf = sql<{ eventId: string; eventType: string; createdAt: number }, [string]>(
  'admin_orders_events',
  `SELECT event_id AS "eventId", event_type AS "eventType", created_at AS "createdAt"
     FROM payment_events WHERE provider_order_id = $1 ORDER BY created_at, event_id`,
);
const hide = sql<never, [number, number]>(
  'admin_orders_hide',
  `UPDATE notices SET status = 'hidden', hidden_at = $2, hidden_reason = 'refunded',
          updated_at = $2
    WHERE id = $1 AND status = 'published'`,
);
const queueConfirmation = sql<{ id: number }, [number, number]>(
  'admin_orders_queue_confirmation',
  `INSERT INTO mail_outbox (kind, order_id, due_at) VALUES ('order_paid', $1, $2) RETURNING id`,
);

/** What each database does its own way inside an admin's change: queueing a mail */
export interface AdminOrderEffects {
  queueMail(kind: string, message: MailMessage, at: number): Maybe<unknown>;
}

/**
 * Records a refund PayPal made for the admin: the refund row (with the reason and the admin),
 * the order's change to refunded once its refunds reach its amount (ORDER_TRANSITIONS.refunded;
 * a partial refund keeps it paid, decision 0102), the notice taken down when asked, the credit
 * note's mail and the audit entry. False (nothing) when this very refund was recorded for an
 * admin already (a retried request).
 */
function* adminRefund(fx: AdminOrderEffects, r: AdminRefund): Flow<boolean> {
  const { order, at } = r;
  yield* lockOrder(order.id);
  const known = yield* refundByProviderId(r.providerRefundId);
  if (known?.actorId != null) return false;
  // PayPal's event for this very refund may have been recorded first (its webhook can arrive
  // before this transaction): the order before is then the order as the admin asked, and the
  // sum before is without this refund
  const fresh = known ? order : (yield* orderById(order.id))!;
  const noticeBefore = (yield* get(page, order.id))!.noticeStatus;
  const refundedBefore = (yield* refundedCents(order.id)) - (known?.amountCents ?? 0);
  yield* addRefund({
    orderId: order.id,
    providerRefundId: r.providerRefundId,
    amountCents: r.amountCents,
    reason: r.reason,
    actorId: r.actor.id,
    now: at,
  });
  const refunded = yield* refundedCents(order.id);
  if (refunded >= order.amountCents) {
    yield* markRefunded(order.id, order.captureId!, r.providerRefundId, at);
  }
  // a published notice taken down because its payment went back
  const hidden = r.unpublish && (yield* run(hide, order.noticeId, at)) > 0;
  yield* wait(fx.queueMail('order_credit_note', r.mail, at));
  const after = (yield* orderById(order.id))!;
  yield* audited(
    refundAudit(
      r,
      { status: fresh.status, refundedCents: refundedBefore, noticeStatus: noticeBefore },
      { status: after.status, refundedCents: refunded },
      hidden,
    ),
  );
  return true;
}

/** Queues a paid order's confirmation again, audited; what stood in the way otherwise */
function* resend(
  orderId: number,
  actor: AuditActor,
  at: number,
): Flow<'queued' | 'not_found' | 'not_paid'> {
  yield* lockOrder(orderId);
  const order = yield* orderById(orderId);
  const refusal = resendRefusal(order);
  if (refusal || !order) return refusal ?? 'not_found';
  const mailId = (yield* value(queueConfirmation, order.id, at))!;
  yield* audited(resendAudit(order, mailId, actor, at));
  return 'queued';
}

/**
 * The admin's order store on a database (`effects`: its own inside the transaction `tx`);
 * `mailed` wakes the mail sender once a change that queued mail commits
 */
export function adminOrderStoreOf<Tx>(
  db: Db<Tx>,
  effects: (tx: Tx) => AdminOrderEffects,
  mailed: () => void,
) {
  return {
    list: (query: OrderListQuery) =>
      db.read(function* (): Flow<{ items: AdminOrderListItem[]; total: number }> {
        const f = listFilter(query);
        const params: Filter = [f.status, f.payerType, f.from, f.to, f.q];
        const items = yield* all(
          listPage,
          ...params,
          ORDER_PAGE_SIZE,
          query.page * ORDER_PAGE_SIZE,
        );
        return { items, total: Number((yield* value(listTotal, ...params)) ?? 0) };
      }),
    byId: (id: number) => db.read(() => get(page, id)),
    refunds: (orderId: number) => db.read(() => all(refundsOf, orderId)),
    events: (providerOrderId: string | null) =>
      db.read(function* () {
        return providerOrderId ? yield* all(eventsOf, providerOrderId) : [];
      }),

    /** adminRefund above, in one transaction; true when it was recorded now */
    recordRefund: (r: AdminRefund) => {
      let recorded = false;
      return db.transaction(
        function* (tx) {
          recorded = yield* adminRefund(effects(tx), r);
          return recorded;
        },
        () => recorded && mailed(),
      );
    },
    /**
     * Queues a paid order's confirmation mail (composed from the order when sent) again, audited;
     * what stood in the way otherwise
     */
    resendConfirmation: (orderId: number, actor: AuditActor, at: number) => {
      let queued = false;
      return db.transaction(
        function* () {
          const outcome = yield* resend(orderId, actor, at);
          queued = outcome === 'queued';
          return outcome;
        },
        () => queued && mailed(),
      );
    },
  };
}

export type AdminOrderStore = ReturnType<typeof adminOrderStoreOf>;

/** The admin's order store on SQLite (the outbox's enqueue wakes the sender itself) */
export function createAdminOrderStore(
  sqlite: BetterSqlite3.Database,
  mail: Pick<MailOutbox, 'enqueue'>,
) {
  // SQLite's lower() folds ASCII only: 'Õis' must match 'õis'
  sqlite.function('fold_case', { deterministic: true }, (text) =>
    typeof text === 'string' ? text.toLowerCase() : text,
  );
  const effects: AdminOrderEffects = { queueMail: (kind, message) => mail.enqueue(kind, message) };
  return adminOrderStoreOf(
    sqliteDb(sqlite),
    () => effects,
    () => {},
  );
}
