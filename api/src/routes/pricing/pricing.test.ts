import { describe, expect, it } from 'vitest';
import { startTestServer, useTestServer } from '#api-test/harness';
import { createPaypalClient } from '../../services/payments/paypal';

const run = (sql: string, ...params: unknown[]) => server.sql.run(sql, ...params);

const { server, api } = useTestServer();

describe('GET /api/pricing', () => {
  const setting = (key: string, value: number) =>
    run(
      'INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
      key,
      JSON.stringify(value),
    );

  it('answers the prices and VAT rate from the settings', async () => {
    await setting('price_private_cents', 3100);
    await setting('price_business_cents', 5500);
    await setting('vat_rate_bp', 2200);
    const res = await api.pricing.$get();
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      privateCents: 3100,
      businessCents: 5500,
      vatRateBp: 2200,
      currency: 'EUR',
      testMode: false,
    });
  });

  it('says testMode when the local PayPal sandbox stands in', async () => {
    const sandboxed = await startTestServer(undefined, {
      payments: {
        // never called: the price list only says which PayPal stands in
        paypal: createPaypalClient({
          baseUrl: 'http://127.0.0.1:9',
          clientId: 'x',
          clientSecret: 'y',
        }),
        testMode: true,
        webhookId: undefined,
      },
    });
    try {
      const res = await fetch(`${sandboxed.base}/api/pricing`);
      expect(await res.json()).toMatchObject({ privateCents: 2900, testMode: true });
    } finally {
      await sandboxed.close();
    }
  });
});
