/**
 * How the app reaches PayPal: the real API when credentials are configured, otherwise the local
 * sandbox (scripts/services/paypal-sandbox/) that `npm start` and the tests run.
 */
import type { Env } from '../../env';
import { createPaypalClient, type PaypalClient } from './paypal';

export interface PaymentsConfig {
  paypal: PaypalClient;
  /** The local sandbox stands in: the UI says "test mode", documents say "test payment" */
  testMode: boolean;
  /** Our webhook's id at PayPal, needed to verify deliveries; none: every delivery is refused */
  webhookId: string | undefined;
}

/** The local sandbox, as far as the app needs to know it. */
export interface LocalPaypal {
  url: string;
  clientId: string;
  clientSecret: string;
  webhookId: string;
}

export function paymentsFromEnv(paypal: Env['paypal'], local: LocalPaypal | null): PaymentsConfig {
  if (paypal.live) {
    const { apiUrl, clientId, clientSecret, webhookId } = paypal.live;
    return {
      paypal: createPaypalClient({ baseUrl: apiUrl, clientId, clientSecret }),
      testMode: false,
      webhookId,
    };
  }
  if (!local) throw new Error('PayPal is not configured and no local sandbox runs');
  return {
    paypal: createPaypalClient({
      baseUrl: local.url,
      clientId: local.clientId,
      clientSecret: local.clientSecret,
    }),
    testMode: true,
    webhookId: local.webhookId,
  };
}
