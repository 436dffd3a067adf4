/**
 * The admin's orders over real HTTP, with the local PayPal sandbox: the list's filters, an order's
 * page, full and partial refunds through PayPal's refund API (its events, the credit note mailed
 * and read back with pdf.js, the audit entries), refusals that change nothing, and the roles.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '#domain/inputs/auth';
import { noticePath } from '#domain/vocabulary/notice-types';
import type { AdminOrderDetail } from '#domain/inputs/order-admin';
import { bearer, errorOf, loginUser, registerUser } from '#api-test/accounts';
import {
  awaitingPayment,
  jsonOf,
  noticeRow,
  orderRow,
  payOnSandbox,
  pdfText,
  placeOrder,
  refundOf,
  settle,
  type TestNotice,
  usePaymentWorld,
} from '#api-test/payments';
import { upsertAdmin } from '../../services/admin-account';
import type { PaypalError } from '../../services/payments/paypal';

const ctx = usePaymentWorld();
let admin: Session;

beforeAll(async () => {
  await upsertAdmin(ctx.world.server.stores.users, {
    name: 'Haldur',
    email: 'haldur.orders@example.ee',
    password: 'haldus-parool-2026',
  });
  admin = await loginUser(ctx.visitor, 'haldur.orders@example.ee', 'haldus-parool-2026');
});

const as = (session: Session = admin) => bearer(session.token);
const api = (session: Session = admin) => ctx.visitor.client(as(session)).admin.orders;

/** A paid order through the wizard's API and the sandbox's approval page */
async function paidOrder(payer: Parameters<typeof awaitingPayment>[1] = {}) {
  const notice = await awaitingPayment(ctx.world.server, payer);
  const order = await placeOrder(ctx.visitor, notice);
  await payOnSandbox(ctx.world, order);
  expect((await orderRow(ctx.world.server, order.id)).status).toBe('paid');
  await ctx.world.smtp.waitFor(notice.email); // the confirmation
  return { notice, order };
}

const refund = (id: number, body: unknown, headers: Record<string, string> = {}) =>
  ctx.visitor.post(`/api/admin/orders/${id}/refund`, body, { ...as(), ...headers });

async function detailOf(id: number): Promise<AdminOrderDetail> {
  const res = await api()[':id'].$get({ param: { id: String(id) } });
  expect(res.status).toBe(200);
  return (await res.json()) as AdminOrderDetail;
}

/** The order's audit entries, before and after parsed (jsonb on PostgreSQL, text on SQLite) */
const auditOf = async (id: number) =>
  (
    await ctx.world.server.sql.all<{
      action: string;
      actor: string;
      reason: string | null;
      before: unknown;
      after: unknown;
    }>(
      `SELECT action, actor_email AS actor, reason, before, after FROM audit_log
        WHERE entity_kind = 'order' AND entity_id = ? ORDER BY id`,
      String(id),
    )
  ).map((a) => ({
    ...a,
    before: a.before === null ? null : jsonOf(a.before),
    after: a.after === null ? null : jsonOf(a.after),
  }));

const refundRows = async (id: number) =>
  (await ctx.world.server.sql.all(
    'SELECT amount_cents AS cents, reason FROM order_refunds WHERE order_id = ?',
    id,
  )) as { cents: number; reason: string | null }[];

/** The PAYMENT.CAPTURE.REFUNDED events the sandbox delivered for a capture */
const refundEvents = (captureId: string) =>
  ctx.world.sandbox
    .deliveries()
    .filter((d) => d.event.event_type === 'PAYMENT.CAPTURE.REFUNDED' && refundOf(d) === captureId);

/** The credit note mail to the payer: its PDF read back */
async function creditNote(notice: TestNotice, after: number) {
  const mail = await ctx.world.smtp.waitFor(notice.email, { after });
  expect(mail.subject).toMatch(/^Küünal: kreeditarve KYY-\d{6}-K\d$/);
  expect(mail.attachments).toHaveLength(1);
  expect(mail.attachments[0]!.contentType).toBe('application/pdf');
  return { mail, text: await pdfText(new Uint8Array(mail.attachments[0]!.content)) };
}

describe('admin orders: roles', () => {
  it('refuses nobody with 401 and roles 1, 3 and 5 with 403, writing nothing', async () => {
    const { order } = await paidOrder();
    const user = await registerUser(ctx.visitor);
    const id = String(order.id);
    expect((await ctx.visitor.client().admin.orders.$get({ query: {} })).status).toBe(401);
    for (const role of [1, 3, 5]) {
      await ctx.world.server.sql.run('UPDATE users SET role = ? WHERE id = ?', role, user.user.id);
      expect((await api(user).$get({ query: {} })).status).toBe(403);
      expect((await api(user)[':id'].$get({ param: { id } })).status).toBe(403);
      const res = await ctx.visitor.post(
        `/api/admin/orders/${id}/refund`,
        { amountCents: 100, reason: 'proov' },
        as(user),
      );
      expect(res.status).toBe(403);
      expect((await errorOf(res)).code).toBe('forbidden');
      const mail = await ctx.visitor.post(`/api/admin/orders/${id}/resend-mail`, {}, as(user));
      expect(mail.status).toBe(403);
    }
    expect(await refundRows(order.id)).toEqual([]);
    expect(await auditOf(order.id)).toEqual([]);
    expect((await orderRow(ctx.world.server, order.id)).status).toBe('paid');
  });
});

describe('admin orders: list and page', () => {
  it('filters by status, payer type, period and searches name or e-mail, paged', async () => {
    const paid = await paidOrder();
    const business = await paidOrder({
      business: {
        name: 'Leinabüroo Õis OÜ',
        address: 'Pikk 1, Tallinn',
        regCode: '12345678',
        invoiceEmail: `arved.${process.pid}@example.ee`,
      },
    });
    const waiting = await placeOrder(ctx.visitor, await awaitingPayment(ctx.world.server));

    const list = async (query: Record<string, string>) => {
      const res = await api().$get({ query });
      expect(res.status).toBe(200);
      return res.json();
    };
    const all = await list({});
    expect(all.take).toBe(25);
    expect(all.total).toBeGreaterThanOrEqual(3);
    expect(all.items[0]!.id).toBe(waiting.id); // newest first
    const byEmail = await list({ q: paid.notice.email.toUpperCase() });
    expect(byEmail.items.map((o) => o.id)).toEqual([paid.order.id]);
    expect(byEmail.items[0]).toMatchObject({
      status: 'paid',
      payerType: 'private',
      amountCents: 2900,
      refundedCents: 0,
      deceasedName: 'Mari Maasikas',
    });
    const byName = await list({ q: 'õis', payerType: 'business' });
    expect(byName.items.map((o) => o.id)).toEqual([business.order.id]);
    expect((await list({ q: 'õis', payerType: 'private' })).total).toBe(0);
    const created = await list({ status: 'created' });
    expect(created.items.map((o) => o.id)).toContain(waiting.id);
    expect(created.items.every((o) => o.status === 'created')).toBe(true);
    // the period in Tallinn days: today holds them, a day long past none
    const today = new Intl.DateTimeFormat('et-EE', {
      timeZone: 'Europe/Tallinn',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    }).format(ctx.world.server.now());
    expect((await list({ from: today, to: today })).total).toBe(all.total);
    expect((await list({ from: '01.01.2020', to: '31.12.2020' })).total).toBe(0);
    // a '%' is searched for, not a wildcard
    expect((await list({ q: '%' })).total).toBe(0);
    for (const query of ['status=lost', 'from=31.02.2026', 'page=-1']) {
      const res = await ctx.visitor.get(`/api/admin/orders?${query}`, as());
      expect(res.status).toBe(422);
    }
  });

  it("shows an order's lines, VAT, PayPal's events, its notice and its receipt", async () => {
    const { order, notice } = await paidOrder();
    const detail = await detailOf(order.id);
    expect(detail).toMatchObject({
      id: order.id,
      status: 'paid',
      amountCents: 2900,
      vatCents: 561,
      netCents: 2339,
      refundedCents: 0,
      refundableCents: 2900,
      payerEmail: notice.email,
      documentKind: 'receipt',
      documentUrl: `/api/admin/orders/${order.id}/document.pdf`,
      notice: { id: notice.id, status: 'published', path: noticePath(0, notice.id) },
      refunds: [],
    });
    expect(detail.lines).toEqual([
      expect.objectContaining({ quantity: 1, unitPriceCents: 2900, vatRateBp: 2400 }),
    ]);
    expect(detail.events.map((e) => e.eventType)).toContain('PAYMENT.CAPTURE.COMPLETED');
    const pdf = await ctx.visitor.get(detail.documentUrl!, as());
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(await pdfText(new Uint8Array(await pdf.arrayBuffer()))).toContain('Kviitung');
    expect((await api()[':id'].$get({ param: { id: '999999' } })).status).toBe(404);
  });
});

describe('admin orders: refunds', () => {
  it('refunds part by part to the end: paid until the last, then refunded; credit notes mailed', async () => {
    const { order, notice } = await paidOrder();
    const captureId = (await orderRow(ctx.world.server, order.id)).captureId!;
    const first = await refund(order.id, { amountCents: 1000, reason: 'Topelt makstud osa' });
    expect(first.status).toBe(200);
    const afterFirst = (await first.json()) as AdminOrderDetail;
    expect(afterFirst).toMatchObject({
      status: 'paid',
      refundedCents: 1000,
      refundableCents: 1900,
      refunds: [{ amountCents: 1000, reason: 'Topelt makstud osa' }],
    });
    expect(
      ctx.world.sandbox.order((await orderRow(ctx.world.server, order.id)).providerOrderId!)!
        .capture,
    ).toMatchObject({ status: 'PARTIALLY_REFUNDED' });
    const one = await creditNote(notice, 1);
    expect(one.mail.text).toContain('10,00 €');
    expect(one.text).toContain('Kreeditarve');
    expect(one.text).toContain('-10,00 €');
    expect(one.text).toContain('Põhjus: Topelt makstud osa');
    expect(one.text).toContain(`Kreeditarve dokumendile KYY-${String(order.id).padStart(6, '0')}.`);
    // PayPal's event for the partial refund leaves the order paid
    await ctx.world.sandbox.waitForDelivery(
      (d) => d.event.event_type === 'PAYMENT.CAPTURE.REFUNDED' && refundOf(d) === captureId,
    );
    await settle();
    expect(refundEvents(captureId).every((d) => d.status === 200)).toBe(true);
    expect((await orderRow(ctx.world.server, order.id)).status).toBe('paid');

    const last = await refund(order.id, { amountCents: 1900, reason: 'Ülejäänud osa' });
    expect(last.status).toBe(200);
    expect(await last.json()).toMatchObject({
      status: 'refunded',
      refundedCents: 2900,
      refundableCents: 0,
    });
    const two = await creditNote(notice, 2);
    expect(two.text).toContain('-19,00 €');
    expect(two.text).toMatch(/K2/);
    await settle();
    expect(refundEvents(captureId)).toHaveLength(2);
    expect(
      refundEvents(captureId).map(
        (d) => (d.event.resource as { amount: { value: string } }).amount.value,
      ),
    ).toEqual(['10.00', '19.00']);
    expect(
      ctx.world.sandbox.order((await orderRow(ctx.world.server, order.id)).providerOrderId!)!
        .capture,
    ).toMatchObject({ status: 'REFUNDED' });
    const detail = await detailOf(order.id);
    expect(detail.events.filter((e) => e.eventType === 'PAYMENT.CAPTURE.REFUNDED')).toHaveLength(2);
    expect(await refundRows(order.id)).toEqual([
      { cents: 1000, reason: 'Topelt makstud osa' },
      { cents: 1900, reason: 'Ülejäänud osa' },
    ]);
    const audit = await auditOf(order.id);
    expect(audit.map((a) => [a.action, a.actor, a.reason])).toEqual([
      ['order.refund', 'haldur.orders@example.ee', 'Topelt makstud osa'],
      ['order.refund', 'haldur.orders@example.ee', 'Ülejäänud osa'],
    ]);
    expect(audit[1]!.before).toMatchObject({ status: 'paid', refundedCents: 1000 });
    expect(audit[1]!.after).toMatchObject({ status: 'refunded', refundedCents: 2900 });

    // a second full refund: the error shape, nothing more
    const again = await refund(order.id, { amountCents: 100, reason: 'Veel' });
    expect(again.status).toBe(409);
    expect((await errorOf(again)).code).toBe('order_fully_refunded');
    await settle();
    expect(refundEvents(captureId)).toHaveLength(2);
    expect(await auditOf(order.id)).toHaveLength(2);
    expect(ctx.world.smtp.messages(notice.email)).toHaveLength(3);
  });

  it('refunds in full and takes the notice down when asked', async () => {
    const { order, notice } = await paidOrder();
    const version = async () =>
      (await ctx.world.server.sql.value(
        'SELECT version FROM notice_list_version WHERE id = 1',
      )) as number;
    const before = await version();
    const res = await refund(order.id, {
      amountCents: 2900,
      reason: 'Petuteade',
      unpublish: true,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      status: 'refunded',
      notice: { status: 'hidden', hiddenReason: 'refunded', path: null },
    });
    expect((await noticeRow(ctx.world.server, notice.id)).status).toBe('hidden');
    expect(await version()).toBeGreaterThan(before);
    const { text } = await creditNote(notice, 1);
    expect(text).toContain('-29,00 €');
    expect(text).toContain('-5,61 €'); // the VAT given back
    expect((await auditOf(order.id))[0]!.after).toMatchObject({ noticeStatus: 'hidden' });
    // the public card is gone from the list
    const list = await ctx.visitor.get('/api/notices?type=0');
    const body = JSON.stringify(await list.json());
    expect(body).not.toContain(`"id":${notice.id},`);
  });

  it('refuses a refund above what is left, a zero amount or no reason: nothing changes', async () => {
    const { order, notice } = await paidOrder();
    const captureId = (await orderRow(ctx.world.server, order.id)).captureId!;
    const cases: [unknown, number, string][] = [
      [{ amountCents: 2901, reason: 'Liiga palju' }, 422, 'refund_too_large'],
      [{ amountCents: 0, reason: 'Null' }, 422, 'validation'],
      [{ amountCents: -5, reason: 'Miinus' }, 422, 'validation'],
      [{ amountCents: 100 }, 422, 'validation'],
      [{ amountCents: 100, reason: '   ' }, 422, 'validation'],
      [{ amountCents: 10.5, reason: 'Murd' }, 422, 'validation'],
    ];
    for (const [body, status, code] of cases) {
      const res = await refund(order.id, body);
      expect(res.status).toBe(status);
      const error = await errorOf(res);
      expect(error.code).toBe(code);
      expect(error.fields).toHaveProperty(
        (body as { reason?: string }).reason?.trim() ? 'amountCents' : 'reason',
      );
    }
    expect((await refund(order.id, { amountCents: 2000, reason: 'Osa' })).status).toBe(200);
    const over = await refund(order.id, { amountCents: 901, reason: 'Üle jäägi' });
    expect(over.status).toBe(422);
    expect((await errorOf(over)).message).toBe('Tagastada saab kõige rohkem 9,00 €.');
    await settle();
    expect(refundEvents(captureId)).toHaveLength(1);
    expect(await refundRows(order.id)).toHaveLength(1);
    expect(await auditOf(order.id)).toHaveLength(1);
    expect((await orderRow(ctx.world.server, order.id)).status).toBe('paid');
    // an unpaid order has nothing to give back
    const waiting = await placeOrder(ctx.visitor, await awaitingPayment(ctx.world.server));
    const unpaid = await refund(waiting.id, { amountCents: 100, reason: 'Proov' });
    expect(unpaid.status).toBe(409);
    expect((await errorOf(unpaid)).code).toBe('order_not_refundable');
    expect(await auditOf(waiting.id)).toEqual([]);
    // mail leaves through the outbox, after the answer: waited for, not read at once
    await ctx.world.smtp.waitFor(notice.email, { after: 1 });
    expect(ctx.world.smtp.messages(notice.email)).toHaveLength(2);
  });

  it('refunds once however often the same request is sent', async () => {
    const { order, notice } = await paidOrder();
    const captureId = (await orderRow(ctx.world.server, order.id)).captureId!;
    const key = { 'idempotency-key': `retry-${order.id}-abcdef` };
    const body = { amountCents: 500, reason: 'Kordus' };
    const answers = await Promise.all([refund(order.id, body, key), refund(order.id, body, key)]);
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    expect((await refund(order.id, body, key)).status).toBe(200);
    await settle();
    expect(refundEvents(captureId)).toHaveLength(1);
    expect(await refundRows(order.id)).toEqual([{ cents: 500, reason: 'Kordus' }]);
    expect(await auditOf(order.id)).toHaveLength(1);
    expect(ctx.world.smtp.messages(notice.email)).toHaveLength(2);
    expect((await detailOf(order.id)).refundedCents).toBe(500);
  });

  it('records nothing when PayPal is out of reach', async () => {
    const { order } = await paidOrder();
    ctx.world.sandbox.outage(/\/refund$/);
    try {
      const res = await refund(order.id, { amountCents: 2900, reason: 'Katkestus' });
      expect(res.status).toBe(503);
      expect((await errorOf(res)).code).toBe('payments_unavailable');
    } finally {
      ctx.world.sandbox.outage(null);
    }
    expect(await refundRows(order.id)).toEqual([]);
    expect(await auditOf(order.id)).toEqual([]);
    expect((await orderRow(ctx.world.server, order.id)).status).toBe('paid');
  });
});

describe('refunds made at PayPal (the sandbox as PayPal)', () => {
  it('partial refunds add up to the capture, as PayPal refuses more; the order follows their events', async () => {
    const { order } = await paidOrder();
    const { captureId, providerOrderId } = await orderRow(ctx.world.server, order.id);
    const paypal = ctx.world.paypal;
    const eur = (value: string) => ({ currency_code: 'EUR', value });
    const issue = (call: Promise<unknown>) =>
      call.then(
        () => null,
        (err: PaypalError) => [err.status, err.issue],
      );

    const part = await paypal.refundCapture(captureId!, `part-${order.id}`, undefined, eur('9.00'));
    expect(part).toMatchObject({ status: 'COMPLETED', amount: eur('9.00') });
    // the same PayPal-Request-Id is the same refund
    expect(
      (await paypal.refundCapture(captureId!, `part-${order.id}`, undefined, eur('9.00'))).id,
    ).toBe(part.id);
    expect(ctx.world.sandbox.order(providerOrderId!)!.capture!.status).toBe('PARTIALLY_REFUNDED');
    expect(
      await issue(paypal.refundCapture(captureId!, `over-${order.id}`, undefined, eur('20.01'))),
    ).toEqual([422, 'REFUND_AMOUNT_EXCEEDED']);
    expect(
      await issue(
        paypal.refundCapture(captureId!, `usd-${order.id}`, undefined, {
          currency_code: 'USD',
          value: '1.00',
        }),
      ),
    ).toEqual([422, 'CURRENCY_MISMATCH']);
    expect(
      await issue(paypal.refundCapture(captureId!, `zero-${order.id}`, undefined, eur('0.00'))),
    ).toEqual([400, 'INVALID_PARAMETER_VALUE']);
    await expect.poll(() => refundRows(order.id)).toEqual([{ cents: 900, reason: null }]);
    expect((await orderRow(ctx.world.server, order.id)).status).toBe('paid');
    expect((await detailOf(order.id)).refundableCents).toBe(2000);

    // without an amount: what is left
    const rest = await paypal.refundCapture(captureId!, `rest-${order.id}`);
    expect(rest.amount).toEqual(eur('20.00'));
    expect(ctx.world.sandbox.order(providerOrderId!)!.capture!.status).toBe('REFUNDED');
    expect(await issue(paypal.refundCapture(captureId!, `again-${order.id}`))).toEqual([
      422,
      'CAPTURE_FULLY_REFUNDED',
    ]);
    await expect
      .poll(async () => (await orderRow(ctx.world.server, order.id)).status)
      .toBe('refunded');
    expect((await refundRows(order.id)).map((r) => r.cents)).toEqual([900, 2000]);
    // no admin acted: no audit entry
    expect(await auditOf(order.id)).toEqual([]);
  });
});

describe('admin orders: the confirmation mail again', () => {
  it('queues it with its receipt, audited; a refunded order gets none', async () => {
    const { order, notice } = await paidOrder();
    const res = await ctx.visitor.post(`/api/admin/orders/${order.id}/resend-mail`, {}, as());
    expect(res.status).toBe(202);
    const mail = await ctx.world.smtp.waitFor(notice.email, { after: 1 });
    expect(mail.subject).toBe('Küünal: teade on avaldatud');
    expect(mail.attachments[0]!.filename).toMatch(/^kviitung-KYY-\d{6}\.pdf$/);
    expect((await auditOf(order.id)).map((a) => a.action)).toEqual(['order.resend_mail']);
    expect((await refund(order.id, { amountCents: 2900, reason: 'Tagasi' })).status).toBe(200);
    const refused = await ctx.visitor.post(`/api/admin/orders/${order.id}/resend-mail`, {}, as());
    expect(refused.status).toBe(409);
    expect((await errorOf(refused)).code).toBe('order_not_paid');
    expect((await auditOf(order.id)).map((a) => a.action)).toEqual([
      'order.resend_mail',
      'order.refund',
    ]);
  });
});
