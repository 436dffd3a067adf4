/**
 * PayPal's side of the flow over real HTTP: returns, cancels and webhook deliveries from the
 * local sandbox, including the unhappy paths: pending, declined, denied, a tampered amount, a
 * forged or repeated webhook.
 */
import { describe, expect, it } from 'vitest';
import type { WebhookDelivery } from '#scripts/services/paypal-sandbox';
import { errorOf } from '#api-test/accounts';
import {
  alertsOf as alertsIn,
  approveOnSandbox,
  awaitingPayment,
  getOrder,
  noticeRow,
  orderRow,
  paypalOrderOf,
  payOnSandbox,
  refundOf,
  placeOrder,
  settle,
  type TestNotice,
  usePaymentWorld,
} from '#api-test/payments';
import { createRefundWorker } from '../../services/payments/refund-worker';
import { WEBHOOK_PATH } from './paypal';

const ctx = usePaymentWorld();

const FAILED = (id: number) => `/kaastundeavaldus?tellimus=${id}&makse=ebaonnestus`;
const CONFIRM = (id: number) => `/kaastundeavaldus?tellimus=${id}`;
const where = (url: URL) => url.pathname + url.search;

/** The sandbox's delivery of `type` for the PayPal order behind our order `id`. */
async function delivery(id: number, type: string): Promise<WebhookDelivery> {
  const providerOrderId = (await orderRow(ctx.world.server, id)).providerOrderId;
  return ctx.world.sandbox.waitForDelivery(
    (d) => d.event.event_type === type && paypalOrderOf(d) === providerOrderId,
  );
}

/** PayPal completes a pending capture: the order is paid, the notice published, the payer mailed. */
async function completeCapture(captureId: string, orderId: number, notice: TestNotice) {
  const completed = await ctx.world.sandbox.settleCapture(captureId, 'COMPLETED');
  expect(completed.status).toBe(200);
  expect((await orderRow(ctx.world.server, orderId)).status).toBe('paid');
  expect((await noticeRow(ctx.world.server, notice.id)).status).toBe('published');
  await ctx.world.smtp.waitFor(notice.email);
}

/** Tampers our order's amount to 1.00 EUR before the capture; PayPal's order still says 29.00. */
const tamperAmount = (orderId: number) =>
  ctx.world.server.sql.run('UPDATE orders SET amount_cents = 100 WHERE id = ?', orderId);

const alertsOf = (orderId: number) => alertsIn(ctx.world.server, orderId);

const eventCount = (eventId: string) =>
  ctx.world.server.sql.value<number>(
    'SELECT count(*) FROM payment_events WHERE event_id = ?',
    eventId,
  );

/** A delivery as PayPal would make it, with headers of our choosing. */
const postWebhook = (body: string, headers: Record<string, string>) =>
  fetch(ctx.world.server.base + WEBHOOK_PATH, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });

describe('webhook', () => {
  it('is accepted without cookie or CSRF and handled once however often PayPal delivers', async () => {
    const notice = await awaitingPayment(ctx.world.server);
    const order = await placeOrder(ctx.visitor, notice);
    await payOnSandbox(ctx.world, order);
    const completed = await delivery(order.id, 'PAYMENT.CAPTURE.COMPLETED');
    expect(completed.status).toBe(200);
    expect(await eventCount(completed.event.id)).toBe(1);
    const again = await ctx.world.sandbox.redeliver(completed.event.id);
    expect(again.status).toBe(200);
    // the very same transmission replayed: recognised as seen before
    const replay = await postWebhook(JSON.stringify(completed.event), completed.headers);
    expect(await replay.json()).toEqual({ ok: true, outcome: 'duplicate' });
    expect(await eventCount(completed.event.id)).toBe(1);
    await ctx.world.smtp.waitFor(notice.email);
    await settle();
    expect(ctx.world.smtp.messages(notice.email)).toHaveLength(1);
  });

  it('refuses a forged or altered event (400) and changes nothing', async () => {
    // a real COMPLETED event of a paid order, recorded with its transmission headers…
    const paidNotice = await awaitingPayment(ctx.world.server);
    const paid = await placeOrder(ctx.visitor, paidNotice);
    await payOnSandbox(ctx.world, paid);
    const genuine = await delivery(paid.id, 'PAYMENT.CAPTURE.COMPLETED');

    // …re-pointed at an unpaid order, sent with the genuine signature: it no longer matches
    const victim = await awaitingPayment(ctx.world.server);
    const unpaid = await placeOrder(ctx.visitor, victim);
    const forged = structuredClone(genuine.event);
    forged.id = 'WH-FORGED-1';
    (forged.resource as { supplementary_data: unknown }).supplementary_data = {
      related_ids: { order_id: (await orderRow(ctx.world.server, unpaid.id)).providerOrderId },
    };
    const res = await postWebhook(JSON.stringify(forged), genuine.headers);
    expect(res.status).toBe(400);
    expect((await errorOf(res)).code).toBe('invalid_signature');
    // a signature of our own making, none at all, or no JSON
    const selfMade = {
      ...genuine.headers,
      'paypal-transmission-sig': Buffer.from('not a signature').toString('base64'),
    };
    expect((await postWebhook(JSON.stringify(forged), selfMade)).status).toBe(400);
    expect((await postWebhook(JSON.stringify(forged), {})).status).toBe(400);
    expect((await postWebhook('{not json', genuine.headers)).status).toBe(400);
    expect(await eventCount('WH-FORGED-1')).toBe(0);
    expect((await orderRow(ctx.world.server, unpaid.id)).status).toBe('created');
    expect((await noticeRow(ctx.world.server, victim.id)).status).toBe('awaiting_payment');
  });

  it('records a refund of a paid order', async () => {
    const notice = await awaitingPayment(ctx.world.server);
    const order = await placeOrder(ctx.visitor, notice);
    await payOnSandbox(ctx.world, order);
    await delivery(order.id, 'PAYMENT.CAPTURE.COMPLETED');
    const refunded = await ctx.world.sandbox.refundCapture(
      (await orderRow(ctx.world.server, order.id)).captureId!,
    );
    expect(refunded.status).toBe(200);
    expect((await orderRow(ctx.world.server, order.id)).status).toBe('refunded');
  });
});

describe('capture outcomes', () => {
  it('leaves a PENDING capture awaiting payment until the COMPLETED webhook publishes it', async () => {
    const notice = await awaitingPayment(ctx.world.server);
    const order = await placeOrder(ctx.visitor, notice);
    const back = await payOnSandbox(ctx.world, order, { outcome: 'PENDING' });
    expect(where(back)).toBe(CONFIRM(order.id));
    expect((await getOrder(ctx.visitor, notice, order.id)).status).toBe('pending');
    expect((await noticeRow(ctx.world.server, notice.id)).status).toBe('awaiting_payment');
    await delivery(order.id, 'PAYMENT.CAPTURE.PENDING');
    // a second click on Pay while the payment is pending gives the same order, no new charge
    expect((await placeOrder(ctx.visitor, notice, 200)).id).toBe(order.id);
    expect(ctx.world.smtp.messages(notice.email)).toHaveLength(0);

    await completeCapture(
      (await orderRow(ctx.world.server, order.id)).captureId!,
      order.id,
      notice,
    );
  });

  it('fails a pending capture that PayPal denies, and a retry pays with a new order', async () => {
    const notice = await awaitingPayment(ctx.world.server);
    const order = await placeOrder(ctx.visitor, notice);
    await payOnSandbox(ctx.world, order, { outcome: 'PENDING' });
    const denied = await ctx.world.sandbox.settleCapture(
      (await orderRow(ctx.world.server, order.id)).captureId!,
      'DENIED',
    );
    expect(denied.event.event_type).toBe('PAYMENT.CAPTURE.DENIED');
    expect(await orderRow(ctx.world.server, order.id)).toMatchObject({
      status: 'failed',
      failureReason: 'denied',
    });
    expect((await noticeRow(ctx.world.server, notice.id)).status).toBe('awaiting_payment');
    const retry = await placeOrder(ctx.visitor, notice, 201);
    expect(where(await payOnSandbox(ctx.world, retry))).toBe(CONFIRM(retry.id));
    expect((await noticeRow(ctx.world.server, notice.id)).status).toBe('published');
    await ctx.world.smtp.waitFor(notice.email);
  });

  it('sends a declined payment to the "payment failed" page', async () => {
    const notice = await awaitingPayment(ctx.world.server);
    const order = await placeOrder(ctx.visitor, notice);
    const back = await payOnSandbox(ctx.world, order, { outcome: 'DECLINED' });
    expect(where(back)).toBe(FAILED(order.id));
    expect(await getOrder(ctx.visitor, notice, order.id)).toMatchObject({
      status: 'failed',
      failureReason: 'declined',
      approveUrl: null,
    });
    expect((await noticeRow(ctx.world.server, notice.id)).status).toBe('awaiting_payment');
  });

  it('refunds a capture whose amount is not the order amount through PayPal, and alerts', async () => {
    const notice = await awaitingPayment(ctx.world.server);
    const order = await placeOrder(ctx.visitor, notice);
    await tamperAmount(order.id);
    const back = await payOnSandbox(ctx.world, order);
    expect(where(back)).toBe(FAILED(order.id));
    const row = await orderRow(ctx.world.server, order.id);
    expect(row).toMatchObject({ status: 'refunded', failureReason: 'amount_mismatch' });
    // the money went back at PayPal, through its refund API
    const paypalOrder = ctx.world.sandbox.order(row.providerOrderId!)!;
    expect(paypalOrder.capture).toMatchObject({ id: row.captureId, status: 'REFUNDED' });
    expect(await alertsOf(order.id)).toEqual(['payment_refunded']);
    expect(await getOrder(ctx.visitor, notice, order.id)).toMatchObject({
      status: 'refunded',
      failureReason: 'amount_mismatch',
      documentUrl: null,
    });
    // PayPal's COMPLETED and REFUNDED events change nothing more
    expect((await delivery(order.id, 'PAYMENT.CAPTURE.COMPLETED')).status).toBe(200);
    await ctx.world.sandbox.waitForDelivery(
      (d) => d.event.event_type === 'PAYMENT.CAPTURE.REFUNDED' && refundOf(d) === row.captureId,
    );
    expect((await orderRow(ctx.world.server, order.id)).status).toBe('refunded');
    expect(await alertsOf(order.id)).toEqual(['payment_refunded']);
    expect((await noticeRow(ctx.world.server, notice.id)).status).toBe('awaiting_payment');
    await settle();
    expect(ctx.world.smtp.messages(notice.email)).toHaveLength(0);
  });

  it('keeps a refund PayPal did not take owed, alerts, and the refund worker gets it through', async () => {
    const notice = await awaitingPayment(ctx.world.server);
    const order = await placeOrder(ctx.visitor, notice);
    await tamperAmount(order.id);
    ctx.world.sandbox.outage(/\/refund$/);
    try {
      expect(where(await payOnSandbox(ctx.world, order))).toBe(FAILED(order.id));
      const { captureId, providerOrderId } = await orderRow(ctx.world.server, order.id);
      expect(await orderRow(ctx.world.server, order.id)).toMatchObject({
        status: 'failed',
        failureReason: 'amount_mismatch',
      });
      expect(ctx.world.sandbox.order(providerOrderId!)!.capture!.status).toBe('COMPLETED');
      expect(await alertsOf(order.id)).toEqual(['payment_refund_failed']);
      const worker = createRefundWorker({
        store: ctx.world.server.stores.payments.store,
        paypal: ctx.world.paypal,
        now: Date.now,
      });
      expect(await worker.tick()).toBe(0); // PayPal still down: stays owed, alerted once
      ctx.world.sandbox.outage(null);
      expect(await worker.tick()).toBe(1);
      expect((await orderRow(ctx.world.server, order.id)).status).toBe('refunded');
      expect(ctx.world.sandbox.order(providerOrderId!)!.capture).toMatchObject({
        id: captureId,
        status: 'REFUNDED',
      });
      expect(await alertsOf(order.id)).toEqual(['payment_refund_failed', 'payment_refunded']);
      expect(await worker.tick()).toBe(0);
    } finally {
      ctx.world.sandbox.outage(null);
    }
  });

  it('does not fail a pending payment when the cancel URL is opened: the completion publishes (#1)', async () => {
    const notice = await awaitingPayment(ctx.world.server);
    const order = await placeOrder(ctx.visitor, notice);
    await payOnSandbox(ctx.world, order, { outcome: 'PENDING' });
    expect((await orderRow(ctx.world.server, order.id)).status).toBe('pending');
    const { providerOrderId, captureId } = await orderRow(ctx.world.server, order.id);
    const cancel = await fetch(
      `${ctx.world.server.base}/api/payments/paypal/cancel?token=${providerOrderId}`,
      { redirect: 'manual' },
    );
    expect(cancel.headers.get('location')).toBe(CONFIRM(order.id));
    expect((await orderRow(ctx.world.server, order.id)).status).toBe('pending');
    await completeCapture(captureId!, order.id, notice);
  });

  it('does not fail an order PayPal captured before the cancel URL was opened (#1)', async () => {
    const notice = await awaitingPayment(ctx.world.server);
    const order = await placeOrder(ctx.visitor, notice);
    // the payer approved, PayPal captured (the return page never arrived), then: cancel
    await approveOnSandbox(ctx.world, order);
    const { providerOrderId } = await orderRow(ctx.world.server, order.id);
    await ctx.world.paypal.captureOrder(providerOrderId!, 'elsewhere');
    const cancel = await fetch(
      `${ctx.world.server.base}/api/payments/paypal/cancel?token=${providerOrderId}`,
      { redirect: 'manual' },
    );
    expect(cancel.headers.get('location')).toBe(CONFIRM(order.id));
    expect((await orderRow(ctx.world.server, order.id)).status).toBe('paid');
    expect((await noticeRow(ctx.world.server, notice.id)).status).toBe('published');
    await ctx.world.smtp.waitFor(notice.email);
  });

  it('captures an approved order on CHECKOUT.ORDER.APPROVED when the payer never returns (#10)', async () => {
    const notice = await awaitingPayment(ctx.world.server);
    const order = await placeOrder(ctx.visitor, notice);
    await approveOnSandbox(ctx.world, order); // the tab is closed: the return URL is never opened
    const approved = await delivery(order.id, 'CHECKOUT.ORDER.APPROVED');
    expect(approved.status).toBe(200);
    expect((await orderRow(ctx.world.server, order.id)).status).toBe('paid');
    expect((await noticeRow(ctx.world.server, notice.id)).status).toBe('published');
    await ctx.world.smtp.waitFor(notice.email);
    // the payer's return afterwards finds it paid; nothing is captured or mailed twice
    const back = await fetch(
      `${ctx.world.server.base}/api/payments/paypal/return?token=${(await orderRow(ctx.world.server, order.id)).providerOrderId}`,
      { redirect: 'manual' },
    );
    expect(back.headers.get('location')).toBe(CONFIRM(order.id));
    await settle();
    expect(ctx.world.smtp.messages(notice.email)).toHaveLength(1);
  });

  it('fails a cancelled payment, keeps the notice unpublished, and a retry works', async () => {
    const notice = await awaitingPayment(ctx.world.server);
    const order = await placeOrder(ctx.visitor, notice);
    const back = await payOnSandbox(ctx.world, order, { action: 'cancel' });
    expect(where(back)).toBe(FAILED(order.id));
    expect(await orderRow(ctx.world.server, order.id)).toMatchObject({
      status: 'failed',
      failureReason: 'cancelled',
    });
    expect((await noticeRow(ctx.world.server, notice.id)).status).toBe('awaiting_payment');
    // coming back through the return URL of the cancelled order captures nothing
    const stale = await fetch(
      `${ctx.world.server.base}/api/payments/paypal/return?token=${(await orderRow(ctx.world.server, order.id)).providerOrderId}`,
      { redirect: 'manual' },
    );
    expect(stale.headers.get('location')).toBe(FAILED(order.id));

    const retry = await placeOrder(ctx.visitor, notice, 201);
    expect(retry.id).not.toBe(order.id);
    expect(where(await payOnSandbox(ctx.world, retry))).toBe(CONFIRM(retry.id));
    expect((await noticeRow(ctx.world.server, notice.id)).status).toBe('published');
    await ctx.world.smtp.waitFor(notice.email);
  });

  it('sends an unknown PayPal order to the "payment failed" page', async () => {
    for (const path of ['return', 'cancel']) {
      const res = await fetch(
        `${ctx.world.server.base}/api/payments/paypal/${path}?token=NOSUCHORDER12345`,
        {
          redirect: 'manual',
        },
      );
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe('/kaastundeavaldus?makse=ebaonnestus');
    }
  });
});
