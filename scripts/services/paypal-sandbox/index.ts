/**
 * A local stand-in for PayPal while no PayPal credentials are configured: `npm start` runs it,
 * and so do the API tests (on a random port). It speaks the subset of PayPal's REST API that
 * Küünal uses, with PayPal's paths, field names, statuses and error shapes:
 *
 *   POST /v1/oauth2/token                          client credentials (HTTP Basic) → bearer token
 *   POST /v2/checkout/orders                       create (PayPal-Request-Id: a repeat returns the same order)
 *   GET  /v2/checkout/orders/:id                   show
 *   POST /v2/checkout/orders/:id/capture           capture an APPROVED order (idempotent by PayPal-Request-Id;
 *                                                  a second capture → 422 ORDER_ALREADY_CAPTURED)
 *   POST /v2/payments/captures/:id/refund          refund `amount` of a capture, or what is left of it
 *                                                  without one (idempotent by PayPal-Request-Id); partial
 *                                                  refunds add up to the capture (PARTIALLY_REFUNDED,
 *                                                  then REFUNDED); beyond it → 422 REFUND_AMOUNT_EXCEEDED,
 *                                                  once all is back → 422 CAPTURE_FULLY_REFUNDED
 *   POST /v1/notifications/verify-webhook-signature  → { verification_status: SUCCESS | FAILURE }
 *   GET  /checkoutnow?token=…                      the payer's approval page ("Maksa" / "Katkesta")
 *
 * When the payer approves it delivers CHECKOUT.ORDER.APPROVED, after a capture
 * PAYMENT.CAPTURE.COMPLETED, .PENDING or .DECLINED, after a refund PAYMENT.CAPTURE.REFUNDED to the
 * webhook URL with PayPal's transmission headers, signed like PayPal signs them (SHA256withRSA
 * over "transmissionId|time|webhookId|crc32(body)") with a key of its own.
 *
 * Test-only controls (no PayPal counterpart): the approval page chooses how the capture turns
 * out (completes, stays pending, is declined); GET /sandbox lists the orders and settles pending
 * captures (→ .COMPLETED / .DENIED) or refunds what is left of completed ones (→ .REFUNDED). The same is
 * available in-process to tests, which may also hold webhook deliveries back and release them in
 * an order of their choosing (holdWebhooks, heldEvents, releaseEvent), and make API requests
 * fail as in a PayPal outage (outage).
 *
 * The parts: orders.ts (state and PayPal's shapes), rest.ts (the API), webhooks.ts (signed
 * events and their delivery), pages.ts (the payer's and the tester's pages).
 *
 * Run directly (`tsx scripts/services/paypal-sandbox/index.ts`) it listens on TEST_PAYPAL_PORT and
 * prints the PAYPAL_* values that point the app at it.
 */
import { randomBytes } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { loadEnv } from '#api/env';
import { WEBHOOK_PATH } from '#api/routes/payments/paypal';
import { listen } from '#api/server';
import type { Capture, OrderStatus, PaypalErrorBody } from '#api/services/payments/paypal';
import { createOrders, paypalError } from './orders';
import { pageRoutes } from './pages';
import { restRoutes } from './rest';
import { createWebhooks, type WebhookDelivery } from './webhooks';

export type { WebhookDelivery } from './webhooks';

export interface PaypalSandboxOptions {
  /** 0 picks a free port */
  port: number;
  /** Where webhook events go; none are sent until it is set (see setWebhookUrl) */
  webhookUrl?: string;
  /** Wait this long after a capture before delivering its event (PayPal takes a moment too) */
  webhookDelayMs?: number;
}

export interface PaypalSandbox {
  url: string;
  clientId: string;
  clientSecret: string;
  webhookId: string;
  setWebhookUrl(url: string): void;
  /** Deliveries so far, oldest first */
  deliveries(): WebhookDelivery[];
  /** Resolves with the first delivery (past or future) that `match` accepts. */
  waitForDelivery(
    match: (delivery: WebhookDelivery) => boolean,
    timeoutMs?: number,
  ): Promise<WebhookDelivery>;
  /** Sends an event again exactly as before (same id and body, new transmission) */
  redeliver(eventId: string): Promise<WebhookDelivery>;
  /**
   * From now on, keep new events instead of delivering them (true), or deliver as they come
   * (false: what was held stays held until released). A held event's delivery promise resolves
   * once it is released.
   */
  holdWebhooks(hold: boolean): void;
  /** Events held back, oldest first */
  heldEvents(): { id: string; type: string }[];
  /** Delivers a held event now */
  releaseEvent(eventId: string): Promise<WebhookDelivery>;
  /** A pending capture completes or is denied, and its webhook event is delivered */
  settleCapture(captureId: string, status: 'COMPLETED' | 'DENIED'): Promise<WebhookDelivery>;
  /** A capture is refunded at PayPal, `cents` of it or what is left (PAYMENT.CAPTURE.REFUNDED) */
  refundCapture(captureId: string, cents?: number): Promise<WebhookDelivery>;
  /**
   * PayPal has an outage for API requests whose "METHOD /path" matches (503
   * INTERNAL_SERVER_ERROR), until called with null
   */
  outage(requests: RegExp | null): void;
  /** What PayPal knows of an order: its status and its capture, if any */
  order(id: string): { status: OrderStatus; capture: Capture | null } | null;
  /** How many tokens were issued (the client should cache them) */
  tokensIssued(): number;
  close(): Promise<void>;
}

const FORM_LIMIT = 64 * 1024;

export async function startPaypalSandbox(options: PaypalSandboxOptions): Promise<PaypalSandbox> {
  const credentials = {
    clientId: `sandbox-${randomBytes(12).toString('base64url')}`,
    clientSecret: randomBytes(24).toString('base64url'),
  };
  const orders = createOrders();
  const webhooks = createWebhooks(orders, options.webhookUrl ?? null, options.webhookDelayMs);

  const app = new Hono();
  app.use(bodyLimit({ maxSize: FORM_LIMIT }));
  let outage: RegExp | null = null;
  app.use(async (c, next) => {
    if (!outage?.test(`${c.req.method} ${c.req.path}`)) return next();
    const body: PaypalErrorBody = {
      name: 'INTERNAL_SERVER_ERROR',
      message: 'An internal server error has occurred.',
      debug_id: randomBytes(7).toString('hex'),
    };
    return c.json(body, 503);
  });
  const { tokensIssued } = restRoutes(app, orders, webhooks, credentials);
  pageRoutes(app, orders, webhooks);
  app.notFound((c) =>
    paypalError(c, 404, 'RESOURCE_NOT_FOUND', `No ${c.req.method} ${c.req.path} in this sandbox.`),
  );

  const server = await listen(app, options.port);
  orders.base = `http://localhost:${server.port}`;

  return {
    url: orders.base,
    ...credentials,
    webhookId: webhooks.webhookId,
    setWebhookUrl: webhooks.setWebhookUrl,
    deliveries: webhooks.deliveries,
    waitForDelivery: webhooks.waitForDelivery,
    redeliver: webhooks.transmit,
    holdWebhooks: webhooks.holdWebhooks,
    heldEvents: webhooks.heldEvents,
    releaseEvent: webhooks.releaseEvent,
    settleCapture: webhooks.settle,
    refundCapture: (captureId, cents) =>
      webhooks.refund(orders.findCapture(captureId), null, cents).delivery,
    outage: (requests) => void (outage = requests),
    order: (id) => {
      const order = orders.byId.get(id);
      return order ? { status: order.status, capture: order.capture } : null;
    },
    tokensIssued,
    close: server.close,
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const env = loadEnv();
  const sandbox = await startPaypalSandbox({
    port: env.paypal.testPort,
    webhookUrl: `${env.publicUrl}${WEBHOOK_PATH}`,
    webhookDelayMs: 500,
  });
  console.log(
    `PayPal test sandbox: ${sandbox.url} (orders at ${sandbox.url}/sandbox), webhooks to ${env.publicUrl}${WEBHOOK_PATH}`,
  );
  console.log('Point the app at it with:');
  console.log(
    `  PAYPAL_API_URL=${sandbox.url} PAYPAL_CLIENT_ID=${sandbox.clientId} PAYPAL_CLIENT_SECRET=${sandbox.clientSecret} PAYPAL_WEBHOOK_ID=${sandbox.webhookId}`,
  );
  const stop = () => void sandbox.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
