/**
 * Payment tests' world: the real app over a temp database, the local PayPal sandbox on a random
 * port delivering webhooks to it, an SMTP catcher for the mails, and a payer who drives the
 * sandbox's approval page with fetch the way a browser would.
 */
import path from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import {
  startPaypalSandbox,
  type PaypalSandbox,
  type WebhookDelivery,
} from '#scripts/services/paypal-sandbox';
import { startSmtpCatcher, type SmtpCatcher } from '#scripts/services/smtp-catcher';
import type { OrderView } from '#domain/inputs/payments';
import { hashToken, newToken } from '#api/lib/tokens';
import { WEBHOOK_PATH } from '#api/routes/payments/paypal';
import { paymentsFromEnv } from '#api/services/payments/config';
import type { PaypalClient } from '#api/services/payments/paypal';
import { addNotice } from './fixtures';
import { START_BOUND_MS, startTestServer, type TestServer, type Visitor } from './harness';

/** Seller details in settings, unlike the demo's, so a document shows what settings say */
export const SELLER = {
  name: 'Küünla Teenused OÜ',
  regCode: '14999999',
  vatNo: 'EE109999999',
  address: 'Tähe 1, 50103 Tartu',
  email: 'raamat@kyynal.test',
  iban: 'EE471000001020145685',
};

export interface PaymentWorld {
  server: TestServer;
  sandbox: PaypalSandbox;
  /** A PayPal client of its own on the sandbox: PayPal acting without our app (another tab…) */
  paypal: PaypalClient;
  smtp: SmtpCatcher;
  close(): Promise<void>;
}

/**
 * One world for a test file: started before its tests, closed after them. The fields are
 * filled in once beforeAll has run.
 */
export function usePaymentWorld(): { world: PaymentWorld; visitor: Visitor } {
  const context = {} as { world: PaymentWorld; visitor: Visitor };
  beforeAll(async () => {
    context.world = await startPaymentWorld();
    context.visitor = await context.world.server.visitor();
  }, START_BOUND_MS);
  afterAll(async () => {
    await context.world?.close();
  });
  return context;
}

export async function startPaymentWorld(): Promise<PaymentWorld> {
  const smtp = await startSmtpCatcher();
  const sandbox = await startPaypalSandbox({ port: 0 });
  const server = await startTestServer(undefined, {
    smtpUrl: smtp.url,
    payments: paymentsFromEnv({ live: null, testPort: 0 }, sandbox),
  });
  const { paypal } = paymentsFromEnv({ live: null, testPort: 0 }, sandbox);
  sandbox.setWebhookUrl(server.base + WEBHOOK_PATH);
  const setting = (key: string, value: string) =>
    server.sql.run(
      `INSERT INTO settings (key, value) VALUES (?, ?)
       ON CONFLICT (key) DO UPDATE SET value = excluded.value`,
      key,
      value,
    );
  await setting('price_private_cents', '2900');
  await setting('price_business_cents', '4900');
  await setting('vat_rate_bp', '2400');
  await setting('seller', JSON.stringify(SELLER));
  return {
    server,
    sandbox,
    paypal,
    smtp,
    close: async () => {
      await server.close();
      await sandbox.close();
      await smtp.close();
    },
  };
}

let seq = 0;

export interface TestNotice {
  id: number;
  token: string;
  email: string;
}

/** A notice awaiting payment, as POST /api/notices leaves it, with its edit token. */
export async function awaitingPayment(
  server: TestServer,
  payer: {
    deceasedName?: string;
    type?: 0 | 1 | 2;
    business?: { name: string; address: string; regCode: string; invoiceEmail: string };
  } = {},
): Promise<TestNotice> {
  const id = await addNotice(server.sql, {
    status: 'awaiting_payment',
    type: payer.type ?? 0,
    deceasedName: payer.deceasedName ?? 'Mari Maasikas',
    deathDate: '01.06.2026',
  });
  const token = newToken();
  const email = `maksja${++seq}.${process.pid}@example.ee`;
  const b = payer.business;
  await server.sql.run(
    `UPDATE notices SET edit_token_hash = ?, adder_name = 'Tiina Tamm', adder_email = ?,
       payer_type = ?, business_name = ?, business_address = ?, business_reg_code = ?,
       invoice_email = ?
     WHERE id = ?`,
    hashToken(token),
    email,
    b ? 'business' : 'private',
    b?.name ?? null,
    b?.address ?? null,
    b?.regCode ?? null,
    b?.invoiceEmail ?? null,
    id,
  );
  return { id, token, email };
}

export const editToken = (token: string) => ({ 'x-edit-token': token });

export async function placeOrder(
  visitor: Visitor,
  notice: TestNotice,
  expected: 200 | 201 = 201,
): Promise<OrderView> {
  const res = await visitor.post('/api/orders', { noticeId: notice.id }, editToken(notice.token));
  expect(res.status).toBe(expected);
  return (await res.json()) as OrderView;
}

export async function getOrder(visitor: Visitor, notice: TestNotice, id: number) {
  const res = await visitor.get(`/api/orders/${id}`, editToken(notice.token));
  expect(res.status).toBe(200);
  return (await res.json()) as OrderView;
}

/** Where a redirect points, with PayPal's and the app's public origin mapped to the test server. */
export function localTarget(server: TestServer, res: Response): string {
  expect([302, 303]).toContain(res.status);
  const location = new URL(res.headers.get('location')!, 'https://kyynal.test');
  return location.origin === 'https://kyynal.test'
    ? server.base + location.pathname + location.search
    : location.href;
}

export type Outcome = 'COMPLETED' | 'PENDING' | 'DECLINED';

/**
 * The payer on the sandbox's approval page: checks it says it is a test and shows the amount,
 * presses "Maksa" (or "Katkesta"). Returns where PayPal sends the browser back to (on the app).
 */
export async function approveOnSandbox(
  world: PaymentWorld,
  order: OrderView,
  { outcome = 'COMPLETED', action = 'pay' }: { outcome?: Outcome; action?: 'pay' | 'cancel' } = {},
): Promise<string> {
  const page = await fetch(order.approveUrl!);
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toContain('<title>PayPal testmakse – päris raha ei liigu</title>');
  expect(html).toContain(`${(order.amountCents / 100).toFixed(2).replace('.', ',')} €`);
  const token = new URL(order.approveUrl!).searchParams.get('token')!;
  const form = await fetch(new URL('/checkoutnow', order.approveUrl!), {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token, outcome, action }),
  });
  return localTarget(world.server, form);
}

/** approveOnSandbox, then back on the app: returns where the app sends the payer (the wizard). */
export async function payOnSandbox(
  world: PaymentWorld,
  order: OrderView,
  options: { outcome?: Outcome; action?: 'pay' | 'cancel' } = {},
): Promise<URL> {
  const back = await fetch(await approveOnSandbox(world, order, options), { redirect: 'manual' });
  expect(back.status).toBe(302);
  return new URL(back.headers.get('location')!, 'https://kyynal.test');
}

export const orderRow = async (server: TestServer, id: number) =>
  (await server.sql.get(
    `SELECT status, failure_reason AS "failureReason", provider_order_id AS "providerOrderId",
            capture_id AS "captureId", edit_token_sealed AS sealed, paid_at AS "paidAt"
       FROM orders WHERE id = ?`,
    id,
  )) as {
    status: string;
    failureReason: string | null;
    providerOrderId: string | null;
    captureId: string | null;
    sealed: string | null;
    paidAt: number | null;
  };

export const noticeRow = async (server: TestServer, id: number) =>
  (await server.sql.get(
    'SELECT status, published_at AS "publishedAt" FROM notices WHERE id = ?',
    id,
  )) as { status: string; publishedAt: number | null };

/** Lets background work (webhooks, mails) run, for tests that check that nothing more came. */
export const settle = (ms = 300) => new Promise((resolve) => setTimeout(resolve, ms));

const FONTS = `${path.resolve('node_modules/pdfjs-dist/standard_fonts')}/`;

/** The text of every page of a PDF, as pdf.js reads it. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await getDocument({ data: bytes, standardFontDataUrl: FONTS }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join('\n'));
  }
  await pdf.destroy();
  return pages.join('\n');
}

/** The PayPal order an event is about: the resource itself, or the capture's order */
export function paypalOrderOf({ event }: WebhookDelivery): string | undefined {
  const resource = event.resource as {
    id?: string;
    supplementary_data?: { related_ids?: { order_id?: string } };
  };
  return event.resource_type === 'checkout-order'
    ? resource.id
    : resource.supplementary_data?.related_ids?.order_id;
}

/** The capture a PAYMENT.CAPTURE.REFUNDED event refunded (its `up` link) */
export const refundOf = (delivery: WebhookDelivery) =>
  (delivery.event.resource as { links?: { rel: string; href: string }[] }).links
    ?.find((l) => l.rel === 'up')
    ?.href.split('/')
    .pop();

/** The kinds of the admin alerts about an order, oldest first */
export const alertsOf = async (server: TestServer, orderId: number) =>
  (
    await server.sql.all<{ kind: string; details: unknown }>(
      'SELECT kind, details FROM admin_alerts ORDER BY id',
    )
  )
    .filter((a) => jsonOf(a.details).orderId === orderId)
    .map((a) => a.kind);

/** A JSON column's value: parsed by PostgreSQL (jsonb), text on SQLite */
export const jsonOf = (value: unknown) =>
  (typeof value === 'string' ? JSON.parse(value) : value) as Record<string, unknown>;
