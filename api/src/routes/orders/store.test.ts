/**
 * The order store against the transition table: every transition tried from every status on a
 * real migrated database (SQLite, or PostgreSQL with KYYNAL_TEST_ADAPTER=pg). Allowed
 * from-statuses change the row to the table's to-status; any other status changes no row, and the store says so (false).
 */
import { describe, expect, it } from 'vitest';
import {
  ORDER_STATUSES,
  ORDER_TRANSITIONS,
  type OrderStatus,
  type OrderTransition,
} from '#domain/inputs/payments';
import { addNotice } from '#api-test/fixtures';
import { useStoreDatabase } from '#api-test/store-database';
import { pgDb, sqliteDb, type Db } from '../../stores/flow';
import {
  abandon,
  failCapture,
  markPaid,
  markPending,
  markRefundDue,
  markRefunded,
  noticeForOrder,
  orderById,
} from './steps';
import type { OrderRow } from './store';

/** The order statements the test drives, on either adapter */
interface Orders {
  byId(id: number): Promise<OrderRow | undefined>;
  noticeStatus(id: number): Promise<string | undefined>;
  markPending(id: number, captureId: string, now: number): Promise<boolean>;
  /** markPaid in a transaction of its own */
  markPaid(order: OrderRow, captureId: string, now: number): Promise<boolean>;
  failCapture(id: number, reason: 'declined', now: number): Promise<boolean>;
  abandon(id: number, reason: 'cancelled', now: number): Promise<boolean>;
  markRefundDue(
    id: number,
    reason: 'amount_mismatch',
    captureId: string,
    now: number,
  ): Promise<boolean>;
  markRefunded(id: number, captureId: string, refundId: string, now: number): Promise<boolean>;
}

/** The steps, each on its own (markPaid in a transaction), on either database */
const ordersOn = <Tx>(db: Db<Tx>): Orders => ({
  byId: async (id) => db.read(() => orderById(id)),
  noticeStatus: async (id) => (await db.read(() => noticeForOrder(id)))?.status,
  markPending: async (id, captureId, now) => db.read(() => markPending(id, captureId, now)),
  markPaid: async (order, captureId, now) => db.transaction(() => markPaid(order, captureId, now)),
  failCapture: async (id, reason, now) => db.read(() => failCapture(id, reason, now)),
  abandon: async (id, reason, now) => db.read(() => abandon(id, reason, now)),
  markRefundDue: async (id, reason, captureId, now) =>
    db.read(() => markRefundDue(id, reason, captureId, now)),
  markRefunded: async (id, captureId, refundId, now) =>
    db.read(() => markRefunded(id, captureId, refundId, now)),
});

const held = useStoreDatabase<Orders>({
  sqlite: ({ sqlite }) => ordersOn(sqliteDb(sqlite)),
  pg: ({ pool }) => ordersOn(pgDb(pool)),
});

const NOW = Date.parse('2026-06-15T09:00:00Z');
let seq = 0;

/** A notice awaiting payment with one order in `status` (captured as CAP-n) */
async function orderIn(status: OrderStatus): Promise<OrderRow> {
  const noticeId = await addNotice(held.database.sql, {
    status: 'awaiting_payment',
    type: 0,
    deceasedName: 'Mari Maasikas',
    deathDate: '01.06.2026',
  });
  const n = ++seq;
  const id = (await held.database.sql.value<number>(
    `INSERT INTO orders (notice_id, payer_name, payer_email, payer_type, terms, privacy, status,
       amount_cents, vat_cents, currency, idempotency_key, capture_id, created_at)
     VALUES (?, 'Tiina Tamm', 'tiina@example.ee', 'private', TRUE, TRUE, ?, 2900, 561, 'EUR', ?, ?, ?)
     RETURNING id`,
    noticeId,
    status,
    `key-${n}`,
    `CAP-${n}`,
    NOW,
  ))!;
  return (await held.store.byId(id))!;
}

/** Each transition through the store method that makes it */
const MAKE: Record<OrderTransition, (order: OrderRow) => Promise<boolean>> = {
  capturePending: (o) => held.store.markPending(o.id, o.captureId!, NOW),
  captureCompleted: (o) => held.store.markPaid(o, o.captureId!, NOW),
  captureFailed: (o) => held.store.failCapture(o.id, 'declined', NOW),
  abandoned: (o) => held.store.abandon(o.id, 'cancelled', NOW),
  refundDue: (o) => held.store.markRefundDue(o.id, 'amount_mismatch', o.captureId!, NOW),
  refunded: (o) => held.store.markRefunded(o.id, o.captureId!, 'REFUND-1', NOW),
};

describe('order transitions', () => {
  for (const [name, { from, to }] of Object.entries(ORDER_TRANSITIONS)) {
    it(`${name}: ${from.join(', ')} → ${to}, from nowhere else`, async () => {
      for (const status of ORDER_STATUSES) {
        const order = await orderIn(status);
        const allowed = (from as readonly OrderStatus[]).includes(status);
        expect(await MAKE[name as OrderTransition](order), `${name} from ${status}`).toBe(allowed);
        expect((await held.store.byId(order.id))!.status, `${name} from ${status}`).toBe(
          allowed ? to : status,
        );
      }
    });
  }

  it('never makes paid an order whose capture is owed back', async () => {
    const order = await orderIn('created');
    expect(await held.store.markRefundDue(order.id, 'amount_mismatch', order.captureId!, NOW)).toBe(
      true,
    );
    const owed = (await held.store.byId(order.id))!;
    expect(await held.store.markPaid(owed, owed.captureId!, NOW)).toBe(false);
    expect(await held.store.byId(order.id)).toMatchObject({ status: 'failed', paidAt: null });
  });

  it('publishes the notice with the payment, and refuses a second live order of it', async () => {
    const first = await orderIn('failed');
    await held.database.sql.run(
      `INSERT INTO orders (notice_id, payer_name, payer_email, payer_type, terms, privacy,
         status, amount_cents, vat_cents, currency, idempotency_key, created_at)
       VALUES (?, 'Tiina Tamm', 'tiina@example.ee', 'private', TRUE, TRUE, 'pending', 2900, 561,
         'EUR', 'key-pending-sibling', ?)`,
      first.noticeId,
      NOW,
    );
    // a pending order of the same notice keeps it: the late capture cannot be made paid
    expect(await held.store.markPaid(first, first.captureId!, NOW)).toBe(false);
    expect((await held.store.byId(first.id))!.status).toBe('failed');

    const lone = await orderIn('pending');
    expect(await held.store.markPaid(lone, lone.captureId!, NOW)).toBe(true);
    expect(await held.store.noticeStatus(lone.noticeId)).toBe('published');
  });

  it('keeps when an order was refunded (the dashboard counts refunds by it)', async () => {
    const order = await orderIn('paid');
    const refundedAt = () =>
      held.database.sql.value('SELECT refunded_at FROM orders WHERE id = ?', order.id);
    expect(await refundedAt()).toBeNull();
    expect(await held.store.markRefunded(order.id, order.captureId!, 'REFUND-2', NOW + 5000)).toBe(
      true,
    );
    expect(await refundedAt()).toBe(NOW + 5000);
  });
});
