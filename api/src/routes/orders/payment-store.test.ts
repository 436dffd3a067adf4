/**
 * The payment flow's store under concurrency, on the database the run uses (SQLite, or
 * PostgreSQL with KYYNAL_TEST_ADAPTER=pg): requests racing each other (two clicks on Pay, the
 * return and the webhook, PayPal redelivering an event, two refund workers) end as one request
 * would: one order, one publication, one confirmation mail, one refund, one alert. And the
 * admin's order store: its search folding Estonian letters, a retried refund recorded once.
 */
import { describe, expect, it } from 'vitest';
import type { OrderListQuery } from '#domain/inputs/order-admin';
import { addNotice } from '#api-test/fixtures';
import { TEST_ADAPTER } from '#api-test/test-database';
import { useStoreDatabase } from '#api-test/store-database';
import { jsonOf } from '#api-test/payments';
import type { Capture } from '../../services/payments/paypal';
import { portOf, type Port } from '../../stores/port';
import type { PlaceRequest } from './rules';
import { createMailQueue } from '../../stores/mail-outbox';
import { createAdminOrderStore, type AdminOrderStore } from './admin-store';
import { createPgAdminOrderStore } from './admin-store.pg';
import { createPaymentStore, type NoticeForOrder, type PaymentStore } from './store';
import { createPgPaymentStore } from './store.pg';

/** How often the pg admin store woke the mail sender */
let kicks = 0;

const held = useStoreDatabase<{ payments: Port<PaymentStore>; admin: Port<AdminOrderStore> }>({
  sqlite: (database) => {
    const queue = createMailQueue(database.sqlite);
    return {
      payments: portOf(createPaymentStore(database)),
      admin: portOf(
        createAdminOrderStore(database.sqlite, {
          enqueue: (kind, message) => queue.enqueue(kind, message, NOW),
        }),
      ),
    };
  },
  pg: (database) => ({
    payments: createPgPaymentStore(database.pool),
    admin: createPgAdminOrderStore(database.pool, { kick: () => void kicks++ }),
  }),
});

const NOW = Date.parse('2026-06-15T09:00:00Z');
const RACERS = 12;
let seq = 0;

/** A notice awaiting payment, as the payment flow reads it */
async function awaiting(): Promise<NoticeForOrder> {
  const id = await addNotice(held.database.sql, {
    status: 'awaiting_payment',
    deceasedName: 'Mari Maasikas',
  });
  return (await held.store.payments.notice(id))!;
}

const request = (notice: NoticeForOrder, amountCents = 2900): PlaceRequest => ({
  notice,
  price: {
    amountCents,
    vatCents: 561,
    lines: [
      { description: 'Surmakuulutus', quantity: 1, unitPriceCents: amountCents, vatRateBp: 2400 },
    ],
  },
  bic: null,
  locale: 'et',
  sealed: null,
  idempotencyKey: `key-${++seq}`,
  now: NOW,
});

/** A placed order with its PayPal order */
async function placed(notice?: NoticeForOrder) {
  const result = await held.store.payments.place(request(notice ?? (await awaiting())));
  if (!result || result === 'not_payable') throw new Error(`not placed: ${result}`);
  const n = ++seq;
  return held.store.payments.registered(
    result.order.id,
    `PP-${n}`,
    `https://paypal.test/${n}`,
    NOW,
  );
}

const capture = (
  id: string,
  value = '29.00',
  status: Capture['status'] = 'COMPLETED',
): Capture => ({
  id,
  status,
  amount: { currency_code: 'EUR', value },
});

const count = async (text: string, ...params: unknown[]) =>
  Number(await held.database.sql.value(text, ...params));

/** Kinds of the alerts about an order */
const alerts = async (orderId: number) =>
  (
    await held.database.sql.all<{ kind: string; details: unknown }>(
      'SELECT kind, details FROM admin_alerts',
    )
  )
    .filter((a) => jsonOf(a.details).orderId === orderId)
    .map((a) => a.kind);

/** Runs `work` RACERS times at once */
const race = <T>(work: (i: number) => Promise<T>) =>
  Promise.all(Array.from({ length: RACERS }, (_, i) => work(i)));

describe('the payment store under concurrency', () => {
  it('makes one order of many clicks on Pay at once', async () => {
    const notice = await awaiting();
    const results = await race(() => held.store.payments.place(request(notice)));
    const orders = results.map((r) => (r && r !== 'not_payable' ? r : null));
    expect(orders.every(Boolean)).toBe(true);
    expect(new Set(orders.map((r) => r!.order.id)).size).toBe(1);
    expect(orders.filter((r) => r!.created)).toHaveLength(1);
    expect(await count('SELECT count(*) FROM orders WHERE notice_id = ?', notice.id)).toBe(1);
    expect(
      await count(
        'SELECT count(*) FROM order_lines l JOIN orders o ON o.id = l.order_id WHERE o.notice_id = ?',
        notice.id,
      ),
    ).toBe(1);
  });

  it('supersedes a waiting order whose terms changed, once, and refuses a notice not awaiting payment', async () => {
    const notice = await awaiting();
    const first = await placed(notice);
    const results = await race(() => held.store.payments.place(request(notice, 4900)));
    const ids = new Set(results.map((r) => (r && r !== 'not_payable' ? r.order.id : null)));
    expect(ids.size).toBe(1);
    expect(ids.has(first.id)).toBe(false);
    expect((await held.store.payments.byId(first.id))!).toMatchObject({
      status: 'failed',
      failureReason: 'superseded',
    });
    const other = await awaiting();
    await held.database.sql.run("UPDATE notices SET status = 'draft' WHERE id = ?", other.id);
    expect(await held.store.payments.place(request(other))).toBe('not_payable');
  });

  it('publishes once and queues one confirmation when the return and the webhook race', async () => {
    const order = await placed();
    const afters = await race(() =>
      held.store.payments.applyCapture(order.id, capture(`CAP-${order.id}`), 'declined', NOW),
    );
    expect(afters.filter((a) => a.paid === order.id)).toHaveLength(1);
    expect(afters.filter((a) => a.refund)).toEqual([]);
    expect((await held.store.payments.byId(order.id))!).toMatchObject({
      status: 'paid',
      paidAt: NOW,
    });
    expect((await held.store.payments.notice(order.noticeId))!.status).toBe('published');
    expect(
      await count(
        "SELECT count(*) FROM mail_outbox WHERE kind = 'order_paid' AND order_id = ?",
        order.id,
      ),
    ).toBe(1);
  });

  it('handles an event PayPal delivers many times at once exactly once', async () => {
    const order = await placed();
    const c = capture(`CAP-${order.id}`);
    const results = await race(() =>
      held.store.payments.captureEvent(
        {
          eventId: `WH-${order.id}`,
          eventType: 'PAYMENT.CAPTURE.COMPLETED',
          providerOrderId: order.providerOrderId,
          refund: null,
          capture: c,
          failure: 'declined',
        },
        NOW,
      ),
    );
    expect(results.filter((r) => r.outcome === 'handled')).toHaveLength(1);
    expect(results.filter((r) => r.outcome === 'duplicate')).toHaveLength(RACERS - 1);
    expect(results.filter((r) => r.after.paid === order.id)).toHaveLength(1);
    expect(
      await count('SELECT count(*) FROM payment_events WHERE event_id = ?', `WH-${order.id}`),
    ).toBe(1);
  });

  it('owes back a capture of the wrong amount; the refund is recorded once, alerted once', async () => {
    const order = await placed();
    const captureId = `CAP-${order.id}`;
    const afters = await race(() =>
      held.store.payments.applyCapture(order.id, capture(captureId, '1.00'), 'declined', NOW),
    );
    // the first marks it owed; the others find it owed already and try the refund again
    expect(afters.every((a) => a.refund?.id === order.id)).toBe(true);
    const owed = (await held.store.payments.byId(order.id))!;
    expect(owed).toMatchObject({ status: 'failed', failureReason: 'amount_mismatch', captureId });
    expect((await held.store.payments.notice(order.noticeId))!.status).toBe('awaiting_payment');
    expect((await held.store.payments.refundsDue()).map((o) => o.id)).toContain(order.id);

    // two refund workers fail at once: one alert
    await race(() => held.store.payments.refundFailed(owed, 'PayPal down', NOW));
    expect(await alerts(order.id)).toEqual(['payment_refund_failed']);

    const done = await race(() =>
      held.store.payments.finishRefund(order.id, captureId, `REF-${order.id}`, NOW),
    );
    expect(done.filter(Boolean)).toHaveLength(1);
    expect((await held.store.payments.byId(order.id))!).toMatchObject({
      status: 'refunded',
      refundId: `REF-${order.id}`,
    });
    expect(await alerts(order.id)).toEqual(['payment_refund_failed', 'payment_refunded']);
    expect((await held.store.payments.refundsDue()).map((o) => o.id)).not.toContain(order.id);
  });

  it('keeps a partial refund paid and completes it once the refunds reach the amount', async () => {
    const order = await placed();
    const captureId = `CAP-${order.id}`;
    await held.store.payments.applyCapture(order.id, capture(captureId), 'declined', NOW);
    const refundEvent = (n: number, amountCents: number) => ({
      eventId: `WH-R${order.id}-${n}`,
      eventType: 'PAYMENT.CAPTURE.REFUNDED',
      providerOrderId: null,
      refund: { captureId, id: `REF-${order.id}-${n}`, amountCents },
      capture: null,
      failure: 'declined' as const,
    });
    expect((await held.store.payments.captureEvent(refundEvent(1, 900), NOW)).outcome).toBe(
      'handled',
    );
    expect((await held.store.payments.byId(order.id))!.status).toBe('paid');
    expect(await held.store.payments.refundedCents(order.id)).toBe(900);
    // the rest, delivered several times at once
    const results = await race(() => held.store.payments.captureEvent(refundEvent(2, 2000), NOW));
    expect(results.filter((r) => r.outcome === 'handled')).toHaveLength(1);
    expect(await held.store.payments.refundedCents(order.id)).toBe(2900);
    expect((await held.store.payments.byId(order.id))!.status).toBe('refunded');
    // a person refunded it at PayPal: no alert
    expect(await alerts(order.id)).toEqual([]);
  });
});

describe("the admin's order store", () => {
  const actor = { id: 1, email: 'haldur@example.ee', role: 10 };
  /** A paid order of a published notice */
  async function paid() {
    const order = await placed();
    await held.store.payments.applyCapture(order.id, capture(`CAP-${order.id}`), 'declined', NOW);
    return (await held.store.payments.byId(order.id))!;
  }
  /** The list's query: no filter but those given */
  const query = (given: Partial<OrderListQuery>): OrderListQuery => ({
    status: undefined,
    payerType: undefined,
    from: undefined,
    to: undefined,
    q: undefined,
    page: 0,
    ...given,
  });
  const auditCount = (orderId: number, action: string) =>
    count(
      "SELECT count(*) FROM audit_log WHERE entity_kind = 'order' AND entity_id = ? AND action = ?",
      String(orderId),
      action,
    );

  it('finds orders by the payer, folding Estonian capitals, with the filters and the total', async () => {
    const order = await paid();
    await held.database.sql.run(
      "UPDATE orders SET payer_name = 'ÕIE ŠÕRŠNÄKK' WHERE id = ?",
      order.id,
    );
    const found = await held.store.admin.list(query({ q: 'õie šõr' }));
    expect(found.items.map((i) => i.id)).toEqual([order.id]);
    expect(found.total).toBe(1);
    expect(found.items[0]).toMatchObject({ payerName: 'ÕIE ŠÕRŠNÄKK', refundedCents: 0 });
    expect((await held.store.admin.list(query({ q: 'õie', status: 'failed' }))).total).toBe(0);
    expect((await held.store.admin.list(query({ q: '100%_' }))).total).toBe(0);
    const all = await held.store.admin.list(query({}));
    expect(all.total).toBe(await count('SELECT count(*) FROM orders'));
    expect(all.items.map((i) => i.createdAt)).toEqual(
      [...all.items.map((i) => i.createdAt)].sort((a, b) => b - a),
    );
  });

  it('records a refund retried at once only once: one row, one credit note, one audit entry', async () => {
    const order = await paid();
    const mails = () =>
      count(
        "SELECT count(*) FROM mail_outbox WHERE kind = 'order_credit_note' AND recipient = ?",
        order.payerEmail,
      );
    await race(() =>
      held.store.admin.recordRefund({
        order,
        providerRefundId: `REF-A${order.id}`,
        amountCents: 2900,
        reason: 'Petuteade',
        actor,
        unpublish: true,
        creditNote: `KYY-${order.id}-K1`,
        mail: { to: order.payerEmail, subject: 'Kreeditarve', text: 'Raha tagastati.' },
        at: NOW,
      }),
    );
    expect(await held.store.admin.refunds(order.id)).toMatchObject([
      { amountCents: 2900, reason: 'Petuteade' },
    ]);
    expect(await mails()).toBe(1);
    expect(await auditCount(order.id, 'order.refund')).toBe(1);
    const page = (await held.store.admin.byId(order.id))!;
    expect(page).toMatchObject({ status: 'refunded', refundedCents: 2900, noticeStatus: 'hidden' });
  });

  it("audits the order as the admin asked when PayPal's event for the refund was recorded first", async () => {
    const order = await paid();
    const refundId = `REF-W${order.id}`;
    // the webhook of the admin's own refund wins the race to the database
    await held.store.payments.captureEvent(
      {
        eventId: `WH-W${order.id}`,
        eventType: 'PAYMENT.CAPTURE.REFUNDED',
        providerOrderId: null,
        refund: { captureId: `CAP-${order.id}`, id: refundId, amountCents: 2900 },
        capture: null,
        failure: 'declined',
      },
      NOW,
    );
    expect((await held.store.payments.byId(order.id))!.status).toBe('refunded');
    await held.store.admin.recordRefund({
      order,
      providerRefundId: refundId,
      amountCents: 2900,
      reason: 'Petuteade',
      actor,
      unpublish: false,
      creditNote: `KYY-${order.id}-K1`,
      mail: { to: order.payerEmail, subject: 'Kreeditarve', text: 'Raha tagastati.' },
      at: NOW,
    });
    const row = await held.database.sql.get<{ before: string | object; after: string | object }>(
      "SELECT before, after FROM audit_log WHERE entity_kind = 'order' AND entity_id = ? AND action = 'order.refund'",
      String(order.id),
    );
    const json = (v: string | object) => (typeof v === 'string' ? JSON.parse(v) : v) as object;
    expect(json(row!.before)).toMatchObject({ status: 'paid', refundedCents: 0 });
    expect(json(row!.after)).toMatchObject({ status: 'refunded', refundedCents: 2900 });
    expect(await held.store.admin.refunds(order.id)).toMatchObject([
      { amountCents: 2900, reason: 'Petuteade' },
    ]);
  });

  it("queues a paid order's confirmation again, and says why not otherwise", async () => {
    const order = await paid();
    expect(await held.store.admin.resendConfirmation(order.id, actor, NOW)).toBe('queued');
    expect(await held.store.admin.resendConfirmation(0, actor, NOW)).toBe('not_found');
    const waiting = await placed();
    expect(await held.store.admin.resendConfirmation(waiting.id, actor, NOW)).toBe('not_paid');
    expect(
      await count(
        "SELECT count(*) FROM mail_outbox WHERE kind = 'order_paid' AND order_id = ?",
        order.id,
      ),
    ).toBe(2);
    expect(await auditCount(order.id, 'order.resend_mail')).toBe(1);
    expect(await auditCount(waiting.id, 'order.resend_mail')).toBe(0);
    if (TEST_ADAPTER === 'pg') expect(kicks).toBeGreaterThan(0);
  });
});
