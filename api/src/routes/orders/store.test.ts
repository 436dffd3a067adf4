/**
 * The order store against the transition table: every transition tried from every status on a
 * real migrated SQLite file. Allowed from-statuses change the row to the table's to-status; any
 * other status changes no row, and the store says so (false).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  ORDER_STATUSES,
  ORDER_TRANSITIONS,
  type OrderStatus,
  type OrderTransition,
} from '../../../../db/domain/payments';
import { openDataDir } from '../../../../db/setup';
import { insertNotice } from '../../../test/fixtures';
import { createOrderStore, type OrderRow } from './store';

const dir = mkdtempSync(path.join(tmpdir(), 'kyynal-orders-'));
const { database } = openDataDir(dir);
const store = createOrderStore(database);
afterAll(() => {
  database.sqlite.close();
  rmSync(dir, { recursive: true, force: true });
});

const NOW = Date.parse('2026-06-15T09:00:00Z');
let seq = 0;

/** A notice awaiting payment with one order in `status` (captured as CAP-n) */
function orderIn(status: OrderStatus): OrderRow {
  const noticeId = insertNotice(database, {
    status: 'awaiting_payment',
    type: 0,
    deceasedName: 'Mari Maasikas',
    deathDate: '01.06.2026',
  });
  const n = ++seq;
  const id = database.sqlite
    .prepare(
      `INSERT INTO orders (notice_id, payer_name, payer_email, payer_type, terms, privacy, status,
         amount_cents, vat_cents, currency, idempotency_key, capture_id, created_at)
       VALUES (?, 'Tiina Tamm', 'tiina@example.ee', 'private', 1, 1, ?, 2900, 561, 'EUR', ?, ?, ?)
       RETURNING id`,
    )
    .pluck()
    .get(noticeId, status, `key-${n}`, `CAP-${n}`, NOW) as number;
  return store.byId(id)!;
}

/** Each transition through the store method that makes it */
const MAKE: Record<OrderTransition, (order: OrderRow) => boolean> = {
  capturePending: (o) => store.markPending(o.id, o.captureId!, NOW),
  captureCompleted: (o) => store.transaction(() => store.markPaid(o, o.captureId!, NOW)),
  captureFailed: (o) => store.failCapture(o.id, 'declined', NOW),
  abandoned: (o) => store.abandon(o.id, 'cancelled', NOW),
  refundDue: (o) => store.markRefundDue(o.id, 'amount_mismatch', o.captureId!, NOW),
  refunded: (o) => store.markRefunded(o.id, o.captureId!, 'REFUND-1', NOW),
};

describe('order transitions', () => {
  for (const [name, { from, to }] of Object.entries(ORDER_TRANSITIONS)) {
    it(`${name}: ${from.join(', ')} → ${to}, from nowhere else`, () => {
      for (const status of ORDER_STATUSES) {
        const order = orderIn(status);
        const allowed = (from as readonly OrderStatus[]).includes(status);
        expect(MAKE[name as OrderTransition](order), `${name} from ${status}`).toBe(allowed);
        expect(store.byId(order.id)!.status, `${name} from ${status}`).toBe(allowed ? to : status);
      }
    });
  }

  it('never makes paid an order whose capture is owed back', () => {
    const order = orderIn('created');
    expect(store.markRefundDue(order.id, 'amount_mismatch', order.captureId!, NOW)).toBe(true);
    const owed = store.byId(order.id)!;
    expect(store.transaction(() => store.markPaid(owed, owed.captureId!, NOW))).toBe(false);
    expect(store.byId(order.id)).toMatchObject({ status: 'failed', paidAt: null });
  });

  it('publishes the notice with the payment, and refuses a second live order of it', () => {
    const first = orderIn('failed');
    database.sqlite
      .prepare(
        `INSERT INTO orders (notice_id, payer_name, payer_email, payer_type, terms, privacy,
           status, amount_cents, vat_cents, currency, idempotency_key, created_at)
         VALUES (?, 'Tiina Tamm', 'tiina@example.ee', 'private', 1, 1, 'pending', 2900, 561,
           'EUR', 'key-pending-sibling', ?)`,
      )
      .run(first.noticeId, NOW);
    // a pending order of the same notice keeps it: the late capture cannot be made paid
    expect(store.transaction(() => store.markPaid(first, first.captureId!, NOW))).toBe(false);
    expect(store.byId(first.id)!.status).toBe('failed');

    const lone = orderIn('pending');
    expect(store.transaction(() => store.markPaid(lone, lone.captureId!, NOW))).toBe(true);
    expect(store.notice(lone.noticeId)!.status).toBe('published');
  });

  it('keeps when an order was refunded (the dashboard counts refunds by it)', () => {
    const order = orderIn('paid');
    const refundedAt = () =>
      database.sqlite.prepare('SELECT refunded_at FROM orders WHERE id = ?').pluck().get(order.id);
    expect(refundedAt()).toBeNull();
    expect(store.markRefunded(order.id, order.captureId!, 'REFUND-2', NOW + 5000)).toBe(true);
    expect(refundedAt()).toBe(NOW + 5000);
  });
});
