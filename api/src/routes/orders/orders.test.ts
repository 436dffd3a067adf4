/**
 * Orders over real HTTP: the app, the local PayPal sandbox (random port) and an SMTP catcher.
 * A payer orders, approves on the sandbox's page, comes back, and the notice is published once,
 * with one confirmation mail carrying the links and the receipt or invoice.
 */
import { describe, expect, it } from 'vitest';
import { bearer, errorOf, registerUser } from '#api-test/accounts';
import {
  approveOnSandbox,
  awaitingPayment,
  editToken,
  getOrder,
  noticeRow,
  orderRow,
  payOnSandbox,
  pdfText,
  placeOrder,
  SELLER,
  settle,
  usePaymentWorld,
} from '#api-test/payments';

const ctx = usePaymentWorld();

describe('POST /api/orders', () => {
  it('prices the order from settings by payer type, VAT included, and links to the sandbox', async () => {
    const notice = await awaitingPayment(ctx.world.server, { deceasedName: 'Jüri Õunapuu' });
    const order = await placeOrder(ctx.visitor, notice);
    expect(order).toMatchObject({
      noticeId: notice.id,
      status: 'created',
      amountCents: 2900,
      vatCents: 561, // round(2900 × 0.24 / 1.24)
      netCents: 2339,
      currency: 'EUR',
      lines: [
        {
          description: 'Ärasaatmisteade: Jüri Õunapuu',
          quantity: 1,
          unitPriceCents: 2900,
          vatRateBp: 2400,
        },
      ],
      testMode: true,
      noticePath: null,
      documentKind: 'receipt',
      documentUrl: null,
      failureReason: null,
    });
    expect(order.approveUrl).toMatch(
      new RegExp(`^${ctx.world.sandbox.url}/checkoutnow\\?token=[A-Z0-9]{17}$`),
    );
    const business = await awaitingPayment(ctx.world.server, {
      type: 2,
      business: {
        name: 'Matusebüroo OÜ',
        address: 'Pikk 1, Tartu',
        regCode: '12345678',
        invoiceEmail: 'arved@example.ee',
      },
    });
    expect(await placeOrder(ctx.visitor, business)).toMatchObject({
      amountCents: 4900,
      vatCents: 948,
      netCents: 3952,
      documentKind: 'invoice',
      lines: [{ description: 'Mälestuspäev: Mari Maasikas', unitPriceCents: 4900 }],
    });
  });

  it('answers a second click on Pay with the same order and the same PayPal order', async () => {
    const notice = await awaitingPayment(ctx.world.server);
    const [a, b] = await Promise.all([
      ctx.visitor.post('/api/orders', { noticeId: notice.id }, editToken(notice.token)),
      ctx.visitor.post('/api/orders', { noticeId: notice.id }, editToken(notice.token)),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    const [first, second] = [await a.json(), await b.json()] as {
      id: number;
      approveUrl: string;
    }[];
    expect(second!.id).toBe(first!.id);
    expect(second!.approveUrl).toBe(first!.approveUrl);
    const again = await placeOrder(ctx.visitor, notice, 200);
    expect(again.approveUrl).toBe(first!.approveUrl);
    const count = (await ctx.world.server.sql.get(
      'SELECT count(*) AS n FROM orders WHERE notice_id = ?',
      notice.id,
    )) as { n: number };
    expect(count.n).toBe(1);
  });

  it('makes a new order when the payer details changed before paying', async () => {
    const notice = await awaitingPayment(ctx.world.server);
    const first = await placeOrder(ctx.visitor, notice);
    await ctx.world.server.sql.run(
      `UPDATE notices SET payer_type = 'business', business_name = 'Firma OÜ',
           business_address = 'Tee 1', business_reg_code = '12345678', invoice_email = ? WHERE id = ?`,
      notice.email,
      notice.id,
    );
    const second = await placeOrder(ctx.visitor, notice, 201);
    expect(second.id).not.toBe(first.id);
    expect(second.amountCents).toBe(4900);
    expect(second.approveUrl).not.toBe(first.approveUrl);
    expect(await orderRow(ctx.world.server, first.id)).toMatchObject({
      status: 'failed',
      failureReason: 'superseded',
    });
  });

  it('refuses a wrong edit token (403), an unknown notice (404) and a bad body (422)', async () => {
    const notice = await awaitingPayment(ctx.world.server);
    const wrong = await ctx.visitor.post(
      '/api/orders',
      { noticeId: notice.id },
      editToken('x'.repeat(43)),
    );
    expect(wrong.status).toBe(403);
    expect((await errorOf(wrong)).code).toBe('edit_forbidden');
    const none = await ctx.visitor.post('/api/orders', { noticeId: notice.id });
    expect(none.status).toBe(403);
    const unknown = await ctx.visitor.post(
      '/api/orders',
      { noticeId: 999_999 },
      editToken(notice.token),
    );
    expect(unknown.status).toBe(404);
    const bad = await ctx.visitor.post(
      '/api/orders?locale=en',
      { noticeId: notice.id, bic: 'not a bic' },
      editToken(notice.token),
    );
    expect(bad.status).toBe(422);
    expect((await errorOf(bad)).fields).toEqual({ bic: 'Invalid value.' });
    const bic = await ctx.visitor.post(
      '/api/orders',
      { noticeId: notice.id, bic: 'hablee2x' },
      editToken(notice.token),
    );
    expect(bic.status).toBe(201);
    const stored = (await ctx.world.server.sql.get(
      'SELECT bic FROM orders WHERE notice_id = ?',
      notice.id,
    )) as { bic: string };
    expect(stored.bic).toBe('HABLEE2X');
  });

  it('keeps CSRF on orders while the webhook alone is exempt', async () => {
    const notice = await awaitingPayment(ctx.world.server);
    const res = await fetch(`${ctx.world.server.base}/api/orders`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: ctx.visitor.cookie,
        ...editToken(notice.token),
      },
      body: JSON.stringify({ noticeId: notice.id }),
    });
    expect(res.status).toBe(403);
    expect((await errorOf(res)).code).toBe('csrf');
    const huge = await ctx.visitor.post('/api/orders', {
      noticeId: notice.id,
      pad: 'x'.repeat(20_000),
    });
    expect(huge.status).toBe(413);
  });

  it('only takes orders for notices awaiting payment', async () => {
    const draft = await awaitingPayment(ctx.world.server);
    await ctx.world.server.sql.run("UPDATE notices SET status = 'draft' WHERE id = ?", draft.id);
    const res = await ctx.visitor.post(
      '/api/orders',
      { noticeId: draft.id },
      editToken(draft.token),
    );
    expect(res.status).toBe(409);
    expect((await errorOf(res)).code).toBe('not_payable');
  });

  it('lets the signed-in owner order and read without the edit token', async () => {
    const owner = await registerUser(ctx.visitor);
    const notice = await awaitingPayment(ctx.world.server);
    await ctx.world.server.sql.run(
      'UPDATE notices SET user_id = ? WHERE id = ?',
      owner.user.id,
      notice.id,
    );
    const res = await ctx.visitor.post('/api/orders', { noticeId: notice.id }, bearer(owner.token));
    expect(res.status).toBe(201);
    const order = (await res.json()) as { id: number };
    expect((await ctx.visitor.get(`/api/orders/${order.id}`, bearer(owner.token))).status).toBe(
      200,
    );
    const stranger = await registerUser(ctx.visitor);
    const refused = await ctx.visitor.get(`/api/orders/${order.id}`, bearer(stranger.token));
    expect(refused.status).toBe(403);
  });
});

describe('paying', () => {
  it('publishes on a completed capture and mails the links with the receipt', async () => {
    const notice = await awaitingPayment(ctx.world.server, { deceasedName: 'Õie Šõršnäkk' });
    const order = await placeOrder(ctx.visitor, notice);
    expect((await orderRow(ctx.world.server, order.id)).sealed).not.toBeNull();
    const back = await payOnSandbox(ctx.world, order);
    expect(back.pathname + back.search).toBe(`/kaastundeavaldus?tellimus=${order.id}`);

    expect(await noticeRow(ctx.world.server, notice.id)).toEqual({
      status: 'published',
      publishedAt: ctx.world.server.now(),
    });
    const paid = await getOrder(ctx.visitor, notice, order.id);
    expect(paid).toMatchObject({
      status: 'paid',
      approveUrl: null,
      noticePath: `/arasaatmisteade/${notice.id}`,
      documentUrl: `/api/orders/${order.id}/document.pdf?token=${notice.token}`,
    });

    const mail = await ctx.world.smtp.waitFor(notice.email);
    expect(mail.subject).toBe('Küünal: teade on avaldatud');
    expect(mail.text).toContain('Makse 29,00 € on kätte saadud ja teade „Õie Šõršnäkk“');
    expect(mail.text).toContain(`https://kyynal.test/arasaatmisteade/${notice.id}`);
    expect(mail.text).toContain(`https://kyynal.test/muuda/${notice.id}?token=${notice.token}`);
    expect(mail.text).toContain('See oli testmakse');
    expect(mail.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      [`kviitung-KYY-${String(order.id).padStart(6, '0')}.pdf`, 'application/pdf'],
    ]);
    const receipt = await pdfText(new Uint8Array(mail.attachments[0]!.content));
    expect(receipt).toContain('Kviitung');
    expect(receipt).toContain('Tiina Tamm');
    expect(receipt).toContain('Ärasaatmisteade: Õie Šõršnäkk');
    await settle();
    // the sealed token was only kept for this mail
    expect((await orderRow(ctx.world.server, order.id)).sealed).toBeNull();
    // the payer's token still opens the notice's orders
    expect((await ctx.visitor.get(`/api/orders/${order.id}`, editToken(notice.token))).status).toBe(
      200,
    );
  });

  it('invoices a business payer: PDF with seller, buyer and Estonian letters, also to the invoice address', async () => {
    const notice = await awaitingPayment(ctx.world.server, {
      deceasedName: 'Ülle Äärelaid',
      business: {
        name: 'Šokolaadi Žürii OÜ',
        address: 'Õunapuu 5, Võru; õäöüšž ÕÄÖÜŠŽ',
        regCode: '87654321',
        invoiceEmail: `raamatupidamine.${process.pid}@example.ee`,
      },
    });
    const order = await placeOrder(ctx.visitor, notice);
    await payOnSandbox(ctx.world, order);
    const mail = await ctx.world.smtp.waitFor(notice.email);
    const number = `KYY-${String(order.id).padStart(6, '0')}`;
    expect(mail.attachments[0]!.filename).toBe(`arve-${number}.pdf`);
    expect(mail.text).toContain('Arve on kirja manuses.');
    const invoiceMail = await ctx.world.smtp.waitFor(`raamatupidamine.${process.pid}@example.ee`);
    expect(invoiceMail.subject).toBe(`Küünal: arve ${number}`);
    // the invoice address gets the invoice, never the private edit link
    expect(invoiceMail.text).not.toContain(notice.token);

    const download = await ctx.visitor.get(
      `/api/orders/${order.id}/document.pdf?token=${notice.token}`,
    );
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toBe(
      `attachment; filename="arve-${number}.pdf"`,
    );
    const text = await pdfText(new Uint8Array(await download.arrayBuffer()));
    for (const expected of [
      'Arve',
      `Number: ${number}`,
      'Kuupäev: 15.06.2026',
      SELLER.name,
      `Registrikood: ${SELLER.regCode}`,
      `KMKR nr: ${SELLER.vatNo}`,
      `IBAN: ${SELLER.iban}`,
      'Šokolaadi Žürii OÜ',
      'Õunapuu 5, Võru; õäöüšž ÕÄÖÜŠŽ',
      'Registrikood: 87654321',
      'Ärasaatmisteade: Ülle Äärelaid',
      '39,52 €',
      '9,48 €',
      '49,00 €',
      'Käibemaks 24%',
      'TESTMAKSE – päris raha ei liikunud',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('publishes once and mails once when the payer comes back twice', async () => {
    const notice = await awaitingPayment(ctx.world.server);
    const order = await placeOrder(ctx.visitor, notice);
    const returnUrl = await approveOnSandbox(ctx.world, order);
    // a double reload while the capture is under way, then once more later
    const twice = await Promise.all([1, 2].map(() => fetch(returnUrl, { redirect: 'manual' })));
    ctx.world.server.advance(60_000);
    const later = await fetch(returnUrl, { redirect: 'manual' });
    for (const res of [...twice, later]) {
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe(`/kaastundeavaldus?tellimus=${order.id}`);
    }
    expect(await noticeRow(ctx.world.server, notice.id)).toEqual({
      status: 'published',
      publishedAt: ctx.world.server.now() - 60_000,
    });
    await ctx.world.smtp.waitFor(notice.email);
    await settle();
    expect(ctx.world.smtp.messages(notice.email)).toHaveLength(1);
    // a click on Pay in a stale tab answers with the paid order
    expect(await placeOrder(ctx.visitor, notice, 200)).toMatchObject({
      id: order.id,
      status: 'paid',
    });
  });

  it('shows a localised mail to an English-speaking payer', async () => {
    const notice = await awaitingPayment(ctx.world.server);
    const res = await ctx.visitor.post(
      '/api/orders?locale=en',
      { noticeId: notice.id },
      editToken(notice.token),
    );
    await payOnSandbox(ctx.world, (await res.json()) as Parameters<typeof payOnSandbox>[1]);
    const mail = await ctx.world.smtp.waitFor(notice.email);
    expect(mail.subject).toBe('Küünal: your notice is published');
    expect(mail.text).toContain('We received your payment of 29,00 €');
    expect(mail.attachments[0]!.filename).toMatch(/^kviitung-/);
    const text = await pdfText(new Uint8Array(mail.attachments[0]!.content));
    expect(text).toContain('Receipt');
  });
});

describe('GET /api/orders/:id and its document', () => {
  it('404s an unknown order and 403s a wrong token, also for the PDF', async () => {
    const notice = await awaitingPayment(ctx.world.server);
    const order = await placeOrder(ctx.visitor, notice);
    expect((await ctx.visitor.get('/api/orders/999999', editToken(notice.token))).status).toBe(404);
    const wrong = await ctx.visitor.get(`/api/orders/${order.id}`, editToken('y'.repeat(43)));
    expect(wrong.status).toBe(403);
    expect((await errorOf(wrong)).code).toBe('edit_forbidden');
    const other = await awaitingPayment(ctx.world.server);
    expect((await ctx.visitor.get(`/api/orders/${order.id}`, editToken(other.token))).status).toBe(
      403,
    );
    const pdf = await ctx.visitor.get(`/api/orders/${order.id}/document.pdf?token=${other.token}`);
    expect(pdf.status).toBe(403);
    // no document before the payment
    const early = await ctx.visitor.get(
      `/api/orders/${order.id}/document.pdf?token=${notice.token}`,
    );
    expect(early.status).toBe(409);
  });
});
