/**
 * The sandbox's pages: the payer's approval page (/checkoutnow: "Maksa" / "Katkesta", and how the
 * capture turns out, test only) and /sandbox, which lists the orders and settles pending
 * captures or refunds completed ones.
 */
import type { Context, Hono } from 'hono';
import { escapeHtml } from '#api/lib/html';
import type { Money } from '#api/services/payments/paypal';
import {
  OUTCOMES,
  isoNow,
  paypalId,
  withQuery,
  type CaptureOutcome,
  type Orders,
  type SandboxOrder,
} from './orders';
import type { Webhooks } from './webhooks';

/** Adds the payer's and the tester's pages to the sandbox's app. */
export function pageRoutes(app: Hono, orders: Orders, webhooks: Webhooks): void {
  app.get('/checkoutnow', (c) => {
    const order = orders.byId.get(c.req.query('token') ?? '');
    if (!order) return page(c, 404, '<p class="error">Tundmatu makse. / Unknown payment.</p>');
    if (order.status !== 'PAYER_ACTION_REQUIRED') {
      return page(
        c,
        409,
        `<p class="error">See makse on juba kinnitatud (${escapeHtml(order.status)}). / This payment was already approved.</p>`,
      );
    }
    return page(c, 200, approvalForm(order));
  });

  app.post('/checkoutnow', async (c) => {
    const form = await c.req.parseBody();
    const order = orders.byId.get(String(form.token ?? ''));
    if (!order || order.status !== 'PAYER_ACTION_REQUIRED') {
      return page(
        c,
        409,
        '<p class="error">Seda makset ei saa enam kinnitada. / This payment can no longer be approved.</p>',
      );
    }
    if (form.action === 'cancel') {
      // PayPal leaves the order as it was: it simply expires unapproved
      return c.redirect(withQuery(order.context.cancel_url, { token: order.id }), 303);
    }
    const outcome = String(form.outcome ?? 'COMPLETED');
    order.outcome = outcome in OUTCOMES ? (outcome as CaptureOutcome) : 'COMPLETED';
    order.payerId = paypalId().slice(0, 13);
    order.status = 'APPROVED';
    order.updateTime = isoNow();
    void webhooks.later(
      webhooks.emit(
        'CHECKOUT.ORDER.APPROVED',
        'checkout-order',
        orders.representation(order),
        'An order has been approved by buyer',
      ),
    );
    return c.redirect(
      withQuery(order.context.return_url, { token: order.id, PayerID: order.payerId }),
      303,
    );
  });

  app.get('/sandbox', (c) => page(c, 200, orderList([...orders.byId.values()].reverse())));

  app.post('/sandbox/captures/:id/:action{complete|deny|refund}', async (c) => {
    const id = c.req.param('id');
    const action = c.req.param('action');
    try {
      if (action === 'refund') await webhooks.refund(orders.findCapture(id), null).delivery;
      else await webhooks.settle(id, action === 'complete' ? 'COMPLETED' : 'DENIED');
    } catch (err) {
      return page(c, 409, `<p class="error">${escapeHtml((err as Error).message)}</p>`);
    }
    return c.redirect('/sandbox', 303);
  });
}

const STYLE = `body{font-family:system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem;color:#222}
.test{background:#fff3cd;border:2px solid #b58100;padding:.75rem;border-radius:.5rem}
table{border-collapse:collapse;width:100%;margin:1rem 0}td,th{padding:.35rem;border-bottom:1px solid #ddd;text-align:left}
td.sum{text-align:right}.total td{font-weight:700}.error{color:#a00;font-weight:600}
label{display:block;margin-top:1rem;font-weight:600}select{font-size:1rem;padding:.4rem;width:100%}
.buttons{display:flex;gap:.75rem;margin-top:1.5rem}button{padding:.6rem 1.2rem;font-size:1rem}`;

function page(c: Context, status: 200 | 404 | 409, body: string): Response {
  c.header('Cache-Control', 'no-store');
  // no form-action: browsers apply it to the redirects after the form too, which end at the app
  c.header(
    'Content-Security-Policy',
    "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
  );
  return c.html(
    `<!doctype html><html lang="et"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>PayPal testmakse – päris raha ei liigu</title><style>${STYLE}</style></head><body>
<h1>PayPal testmakse – päris raha ei liigu</h1>
<p class="test"><strong>Test payment:</strong> this is Küünal's local PayPal sandbox, not PayPal.
See on Küünla kohalik PayPali asendaja: ühtegi päris makset ei tehta.</p>
${body}</body></html>`,
    status,
  );
}

/** "29.00" EUR → "29,00 €" */
const shown = (money: Money) =>
  escapeHtml(
    `${money.value.replace('.', ',')} ${money.currency_code === 'EUR' ? '€' : money.currency_code}`,
  );

function approvalForm(order: SandboxOrder): string {
  const { amount, items = [] } = order.unit;
  const rows = items
    .map(
      (item) =>
        `<tr><td>${escapeHtml(item.name)} × ${escapeHtml(item.quantity)}</td><td class="sum">${shown(item.unit_amount)}</td></tr>`,
    )
    .join('');
  const tax = amount.breakdown?.tax_total
    ? `<tr><td>Käibemaks / VAT</td><td class="sum">${shown(amount.breakdown.tax_total)}</td></tr>`
    : '';
  const options = Object.entries(OUTCOMES)
    .map(([value, label]) => `<option value="${value}">${label}</option>`)
    .join('');
  return `<p>Saaja / Payee: <strong>${escapeHtml(order.context.brand_name ?? 'Küünal')}</strong></p>
<table>${rows}${tax}<tr class="total"><td>Kokku / Total</td><td class="sum">${shown(amount)}</td></tr></table>
<form method="post" action="/checkoutnow">
<input type="hidden" name="token" value="${escapeHtml(order.id)}">
<label for="outcome">Makse tulemus (ainult testis) / Outcome (test only)</label>
<select id="outcome" name="outcome">${options}</select>
<div class="buttons"><button type="submit" name="action" value="pay">Maksa</button>
<button type="submit" name="action" value="cancel">Katkesta</button></div>
</form>`;
}

function orderList(orders: SandboxOrder[]): string {
  if (orders.length === 0) return '<p>Makseid veel pole. / No payments yet.</p>';
  const action = (id: string, name: string, label: string) =>
    `<form method="post" action="/sandbox/captures/${escapeHtml(id)}/${name}"><button type="submit">${label}</button></form>`;
  const rows = orders.map((o) => {
    const capture = o.capture;
    const controls =
      capture?.status === 'PENDING'
        ? action(capture.id, 'complete', 'Kinnita') + action(capture.id, 'deny', 'Lükka tagasi')
        : capture?.status === 'COMPLETED' || capture?.status === 'PARTIALLY_REFUNDED'
          ? action(capture.id, 'refund', 'Tagasta raha')
          : '';
    return `<tr><td>${escapeHtml(o.id)}</td><td class="sum">${shown(o.unit.amount)}</td><td>${escapeHtml(o.status)}${capture ? ` / ${escapeHtml(capture.status)}` : ''}</td><td>${controls}</td></tr>`;
  });
  return `<h2>Maksed / Payments</h2><table><tr><th>PayPal id</th><th>Summa</th><th>Olek</th><th></th></tr>${rows.join('')}</table>`;
}
