/**
 * The PayPal client against the local sandbox, and the sandbox against PayPal's rules: token
 * caching, PayPal-Request-Id idempotency, one capture per order, amount checks.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPaypalSandbox, type PaypalSandbox } from '#scripts/services/paypal-sandbox';
import { fromDecimal, toDecimal, vatOf } from '#domain/rules/money';
import {
  approveLink,
  createPaypalClient,
  PaypalError,
  type CreateOrderRequest,
  type PaypalClient,
} from './paypal';

let sandbox: PaypalSandbox;
let client: PaypalClient;
let clock = Date.parse('2026-06-15T09:00:00Z');

beforeAll(async () => {
  sandbox = await startPaypalSandbox({ port: 0 });
  client = createPaypalClient({
    baseUrl: sandbox.url,
    clientId: sandbox.clientId,
    clientSecret: sandbox.clientSecret,
    now: () => clock,
  });
});
afterAll(async () => {
  await sandbox?.close();
});

const order = (value = '29.00'): CreateOrderRequest => ({
  intent: 'CAPTURE',
  purchase_units: [
    {
      amount: {
        currency_code: 'EUR',
        value,
        breakdown: {
          item_total: { currency_code: 'EUR', value: '23.39' },
          tax_total: { currency_code: 'EUR', value: '5.61' },
        },
      },
      items: [
        {
          name: 'Surmakuulutus',
          quantity: '1',
          unit_amount: { currency_code: 'EUR', value: '23.39' },
          tax: { currency_code: 'EUR', value: '5.61' },
        },
      ],
    },
  ],
  payment_source: {
    paypal: {
      experience_context: {
        return_url: 'https://a.test/return',
        cancel_url: 'https://a.test/cancel',
      },
    },
  },
});

/** The payer presses "Maksa" on the sandbox's approval page. */
async function approve(href: string) {
  const token = new URL(href).searchParams.get('token')!;
  const res = await fetch(`${sandbox.url}/checkoutnow`, {
    method: 'POST',
    redirect: 'manual',
    body: new URLSearchParams({ token, action: 'pay', outcome: 'COMPLETED' }),
  });
  expect(res.status).toBe(303);
  const back = new URL(res.headers.get('location')!);
  expect(back.origin + back.pathname).toBe('https://a.test/return');
  expect(back.searchParams.get('token')).toBe(token);
  expect(back.searchParams.get('PayerID')).toMatch(/^[A-Z0-9]{13}$/);
}

describe('PayPal client on the sandbox', () => {
  it('reuses its token until shortly before it expires', async () => {
    const before = sandbox.tokensIssued();
    await client.createOrder(order(), crypto.randomUUID());
    await client.createOrder(order(), crypto.randomUUID());
    expect(sandbox.tokensIssued()).toBe(before + 1);
    clock += 9 * 3600 * 1000; // PayPal's tokens last 32,400 s
    await client.createOrder(order(), crypto.randomUUID());
    expect(sandbox.tokensIssued()).toBe(before + 2);
  });

  it('creates one order per PayPal-Request-Id and captures it once', async () => {
    const requestId = crypto.randomUUID();
    const created = await client.createOrder(order(), requestId);
    expect(created.status).toBe('PAYER_ACTION_REQUIRED');
    expect((await client.createOrder(order(), requestId)).id).toBe(created.id);

    const notApproved = await client.captureOrder(created.id, 'c1').catch((e: unknown) => e);
    expect((notApproved as PaypalError).issue).toBe('ORDER_NOT_APPROVED');

    await approve(approveLink(created)!);
    const captured = await client.captureOrder(created.id, 'c2');
    const capture = captured.purchase_units![0]!.payments!.captures![0]!;
    expect(capture).toMatchObject({
      status: 'COMPLETED',
      amount: { currency_code: 'EUR', value: '29.00' },
      supplementary_data: { related_ids: { order_id: created.id } },
    });
    // the same request again: the same answer, no second capture
    const replay = await client.captureOrder(created.id, 'c2');
    expect(replay.purchase_units![0]!.payments!.captures![0]!.id).toBe(capture.id);
    // a new capture request for a captured order: refused like PayPal refuses it
    const twice = await client.captureOrder(created.id, 'c3').catch((e: unknown) => e);
    expect(twice).toBeInstanceOf(PaypalError);
    expect((twice as PaypalError).status).toBe(422);
    expect((twice as PaypalError).issue).toBe('ORDER_ALREADY_CAPTURED');
    expect((await client.getOrder(created.id)).status).toBe('COMPLETED');
  });

  it('refuses an order whose total is not items plus tax', async () => {
    const err = await client
      .createOrder(order('30.00'), crypto.randomUUID())
      .catch((e: unknown) => e);
    expect((err as PaypalError).issue).toBe('AMOUNT_MISMATCH');
  });

  it('refuses wrong client credentials', async () => {
    const stranger = createPaypalClient({
      baseUrl: sandbox.url,
      clientId: sandbox.clientId,
      clientSecret: 'wrong',
    });
    await expect(stranger.getOrder('X')).rejects.toThrow(/401/);
  });

  it('verifies only what the sandbox signed', async () => {
    const headers = new Map([['paypal-auth-algo', 'SHA256withRSA']]);
    expect(
      await client.verifyWebhookSignature({
        header: (name) => headers.get(name),
        webhookId: sandbox.webhookId,
        rawBody: '{"id":"WH-1","event_type":"PAYMENT.CAPTURE.COMPLETED","resource":{}}',
      }),
    ).toBe(false);
  });
});

describe('money', () => {
  it('takes VAT out of a VAT-inclusive price', () => {
    expect(vatOf(2900, 2400)).toBe(561);
    expect(vatOf(4900, 2400)).toBe(948);
    expect(vatOf(1000, 2200)).toBe(180);
    expect(vatOf(0, 2400)).toBe(0);
  });

  it('writes and reads PayPal decimal values exactly', () => {
    expect(toDecimal(2339)).toBe('23.39');
    expect(toDecimal(5)).toBe('0.05');
    expect(toDecimal(2900)).toBe('29.00');
    expect(fromDecimal('23.39')).toBe(2339);
    expect(fromDecimal('29')).toBe(2900);
    expect(fromDecimal('0.5')).toBe(50);
    expect(fromDecimal('1.005')).toBeNull();
    expect(fromDecimal('-1.00')).toBeNull();
    expect(fromDecimal('1e3')).toBeNull();
  });
});
