/**
 * The payment state test: every order state walked through every PayPal event and payer action,
 * in every order fast-check comes up with (and the named sequences first), against the
 * real app over HTTP and the local PayPal sandbox holding its webhooks back until the sequence
 * releases them. Whatever happened, once PayPal has finished (pending captures settled, every
 * event delivered) the notice ends in exactly one of:
 *   - paid and published once (one capture kept, one paid order, one confirmation mail),
 *   - no money taken (no capture kept, nothing published, nothing mailed),
 * and every capture that was given back belongs to a refunded order with an admin alert.
 *
 * PAYMENT_STATE_RUNS sets the number of random sequences (default 100; new runs stop starting
 * after 45 s on a slow machine).
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderView } from '#domain/inputs/payments';
import {
  alertsOf,
  approveOnSandbox,
  awaitingPayment,
  editToken,
  noticeRow,
  orderRow,
  placeOrder,
  settle,
  startPaymentWorld,
  type Outcome,
  type PaymentWorld,
  type TestNotice,
} from '#api-test/payments';
import type { Visitor } from '#api-test/harness';

const RUNS = Number(process.env.PAYMENT_STATE_RUNS ?? 100);
const TIME_LIMIT_MS = 45_000;

/** What the payer and PayPal may do, to the notice's first order A unless said otherwise. */
const ACTIONS = [
  'approve', // the payer approves A on PayPal's page (the browser is then sent to the return URL)
  'return', // the browser opens A's return URL
  'cancel', // A's cancel URL is opened (it needs no session)
  'oldestEvent', // PayPal delivers the oldest webhook event it holds
  'newestEvent', // … or the newest: events arrive out of order
  'duplicate', // PayPal delivers the last delivered event again
  'settle', // PayPal decides A's pending capture (completes or denies, per scenario)
  'captureElsewhere', // A is captured at PayPal without our app (another tab, another server)
  'newPayer', // the payer details change and Pay is pressed: A gives way to a new order
  'payAgain', // Pay is pressed again and the order it gives is paid in full, return included
] as const;
type Action = (typeof ACTIONS)[number];

interface Scenario {
  /** How the payer's capture turns out on PayPal's page */
  outcome: Outcome;
  /** How a pending capture settles */
  settleTo: 'COMPLETED' | 'DENIED';
  /** A's amount differs from PayPal's order (captured money that must be refunded) */
  tamper: boolean;
  actions: Action[];
}

const scenario = (
  actions: Action[],
  options: Partial<Omit<Scenario, 'actions'>> = {},
): [Scenario] => [
  { outcome: 'COMPLETED', settleTo: 'COMPLETED', tamper: false, ...options, actions },
];

/** The sequences the issue names, walked before the random ones */
const NAMED: [Scenario][] = [
  // #1: a PENDING capture, then the cancel URL, then PayPal completes the capture
  scenario(['approve', 'return', 'cancel', 'settle', 'oldestEvent', 'oldestEvent'], {
    outcome: 'PENDING',
  }),
  scenario(['approve', 'return', 'cancel', 'settle'], { outcome: 'PENDING', settleTo: 'DENIED' }),
  // #10: approved, the tab closed, only the APPROVED webhook arrives
  scenario(['approve', 'oldestEvent']),
  // #11: captured amount ≠ order amount
  scenario(['approve', 'return'], { tamper: true }),
  scenario(['approve', 'oldestEvent', 'duplicate', 'return', 'duplicate']),
  scenario(['approve', 'return'], { outcome: 'DECLINED' }),
  // cancelled, paid anew, then the first PayPal order is captured after all: refunded
  scenario(['cancel', 'payAgain', 'approve', 'captureElsewhere']),
  // cancelled on our side while PayPal captured it: the capture still publishes
  scenario(['cancel', 'approve', 'captureElsewhere', 'newestEvent']),
  scenario(['approve', 'newPayer', 'captureElsewhere', 'payAgain']),
  scenario(['approve', 'newPayer', 'return', 'oldestEvent', 'payAgain', 'captureElsewhere']),
];

describe('payment state walk', () => {
  let world: PaymentWorld;
  let visitor: Visitor;
  /** Every notice walked and whether it must have its one confirmation mail */
  const mailed: { notice: TestNotice; published: boolean }[] = [];

  beforeAll(async () => {
    world = await startPaymentWorld();
    visitor = await world.server.visitor();
    world.sandbox.holdWebhooks(true);
  });
  afterAll(async () => {
    await world?.close();
  });

  /** The PayPal order behind one of ours */
  const paypalOrder = async (orderId: number) =>
    world.sandbox.order((await orderRow(world.server, orderId)).providerOrderId!);

  const ordersOf = async (noticeId: number) =>
    (await world.server.sql.all(
      `SELECT id, status, failure_reason AS "failureReason", capture_id AS "captureId",
                refund_due_at AS "refundDueAt"
           FROM orders WHERE notice_id = ? ORDER BY id`,
      noticeId,
    )) as {
      id: number;
      status: string;
      failureReason: string | null;
      captureId: string | null;
      refundDueAt: number | null;
    }[];

  /** Delivers a held event as PayPal does: our answer must be a 2xx, never a 5xx */
  async function release(eventId: string, delivered: string[]) {
    const delivery = await world.sandbox.releaseEvent(eventId);
    expect(delivery.status, `${delivery.event.event_type} answered`).toBe(200);
    delivered.push(eventId);
  }

  /** Pays whatever order Pay gives now, to the end: approve, return */
  async function payInFull(notice: TestNotice) {
    const res = await visitor.post('/api/orders', { noticeId: notice.id }, editToken(notice.token));
    if (res.status !== 200 && res.status !== 201) return; // 409: not payable (published)
    const order = (await res.json()) as OrderView;
    if (order.status !== 'created' || !order.approveUrl) return;
    if ((await paypalOrder(order.id))?.status !== 'PAYER_ACTION_REQUIRED') return;
    const back = await approveOnSandbox(world, order);
    await (await fetch(back, { redirect: 'manual' })).body?.cancel();
  }

  async function act(
    action: Action,
    s: Scenario,
    notice: TestNotice,
    a: OrderView,
    delivered: string[],
  ) {
    const remote = (await paypalOrder(a.id))!;
    const token = (await orderRow(world.server, a.id)).providerOrderId!;
    const app = `${world.server.base}/api/payments/paypal`;
    switch (action) {
      case 'approve':
        if (remote.status === 'PAYER_ACTION_REQUIRED') {
          await approveOnSandbox(world, a, { outcome: s.outcome });
        }
        return;
      case 'return':
      case 'cancel': {
        const res = await fetch(`${app}/${action}?token=${token}&PayerID=TESTPAYER`, {
          redirect: 'manual',
        });
        expect(res.status).toBe(302);
        return;
      }
      case 'oldestEvent':
      case 'newestEvent': {
        const held = world.sandbox.heldEvents();
        const event = action === 'oldestEvent' ? held[0] : held.at(-1);
        if (event) await release(event.id, delivered);
        return;
      }
      case 'duplicate': {
        const last = delivered.at(-1);
        if (last) expect((await world.sandbox.redeliver(last)).status).toBe(200);
        return;
      }
      case 'settle':
        if (remote.capture?.status === 'PENDING') {
          void world.sandbox.settleCapture(remote.capture.id, s.settleTo);
        }
        return;
      case 'captureElsewhere':
        if (remote.status === 'APPROVED') {
          await world.paypal.captureOrder(token, `elsewhere-${a.id}`);
        }
        return;
      case 'newPayer':
        await world.server.sql.run(
          "UPDATE notices SET adder_name = adder_name || ' Jr' WHERE id = ?",
          notice.id,
        );
        await (
          await visitor.post('/api/orders', { noticeId: notice.id }, editToken(notice.token))
        ).body?.cancel();
        return;
      case 'payAgain':
        if ((await noticeRow(world.server, notice.id)).status === 'awaiting_payment') {
          const live = (await ordersOf(notice.id)).find(
            (o) => o.id !== a.id && o.status === 'created',
          );
          if (live || (await orderRow(world.server, a.id)).status === 'failed')
            await payInFull(notice);
        }
        return;
    }
  }

  /** PayPal finishes: pending captures settle, every held event is delivered */
  async function drain(s: Scenario, noticeId: number, delivered: string[]) {
    for (let round = 0; round < 20; round++) {
      for (const order of await ordersOf(noticeId)) {
        const capture = (await paypalOrder(order.id))?.capture;
        if (capture?.status === 'PENDING') void world.sandbox.settleCapture(capture.id, s.settleTo);
      }
      const held = world.sandbox.heldEvents();
      if (held.length === 0) return;
      for (const event of held) await release(event.id, delivered);
    }
    throw new Error('webhook events kept coming');
  }

  /** The end state of one walked notice */
  async function checkEnd(s: Scenario, notice: TestNotice) {
    const orders = await ordersOf(notice.id);
    const captures = await Promise.all(
      orders.map(async (o) => ({ order: o, capture: (await paypalOrder(o.id))?.capture ?? null })),
    );
    const kept = captures.filter((c) => c.capture?.status === 'COMPLETED');
    const given = captures.filter((c) => c.capture?.status === 'REFUNDED');
    const published = (await noticeRow(world.server, notice.id)).status === 'published';
    const paid = orders.filter((o) => o.status === 'paid');

    // at most one capture keeps money, and it is exactly what publishes the notice
    expect(kept.length).toBeLessThanOrEqual(1);
    expect(published).toBe(kept.length === 1);
    expect(paid.map((o) => o.id)).toEqual(kept.map((c) => c.order.id));
    if (kept[0]) expect(kept[0].order.captureId).toBe(kept[0].capture!.id);
    if (s.tamper) expect(kept.map((c) => c.order.id)).not.toContain(orders[0]!.id);
    // money given back: the order says refunded, and the admin was told
    for (const { order } of given) {
      expect(order.status).toBe('refunded');
      expect(await alertsOf(world.server, order.id)).toContain('payment_refunded');
    }
    // the rest took no money: nothing pending, nothing owed back, and no approval left
    // uncaptured on an order still waiting for it (the APPROVED webhook captures it)
    for (const { order, capture } of captures) {
      if (capture?.status === 'COMPLETED' || capture?.status === 'REFUNDED') continue;
      expect(['created', 'failed']).toContain(order.status);
      if (order.status === 'created') {
        expect((await paypalOrder(order.id))?.status).toBe('PAYER_ACTION_REQUIRED');
      }
    }
    expect(orders.filter((o) => o.refundDueAt !== null && o.status === 'failed')).toEqual([]);
    return published;
  }

  it('ends every sequence of events and actions paid and published once, without money, or refunded with an alert', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          outcome: fc.constantFrom<Outcome>('COMPLETED', 'PENDING', 'DECLINED'),
          settleTo: fc.constantFrom('COMPLETED' as const, 'DENIED' as const),
          tamper: fc.boolean(),
          actions: fc.array(fc.constantFrom(...ACTIONS), { minLength: 1, maxLength: 9 }),
        }),
        async (s) => {
          const notice = await awaitingPayment(world.server);
          const a = await placeOrder(visitor, notice);
          if (s.tamper) {
            await world.server.sql.run(
              'UPDATE orders SET amount_cents = amount_cents - 100 WHERE id = ?',
              a.id,
            );
          }
          const delivered: string[] = [];
          for (const action of s.actions) await act(action, s, notice, a, delivered);
          await drain(s, notice.id, delivered);
          const published = await checkEnd(s, notice);
          if (published) await world.smtp.waitFor(notice.email);
          mailed.push({ notice, published });
        },
      ),
      // bounded however loaded the machine is: runs stop starting after the limit
      { numRuns: RUNS, examples: NAMED, interruptAfterTimeLimit: TIME_LIMIT_MS },
    );
    // one confirmation mail per published notice, none otherwise (late ones included)
    await settle();
    for (const { notice, published } of mailed) {
      expect(world.smtp.messages(notice.email), notice.email).toHaveLength(published ? 1 : 0);
    }
  }, 120_000);
});
