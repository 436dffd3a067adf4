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
 *   POST /v2/payments/captures/:id/refund          refund a COMPLETED capture in full (idempotent by
 *                                                  PayPal-Request-Id; again → 422 CAPTURE_FULLY_REFUNDED)
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
 * captures (→ .COMPLETED / .DENIED) or refunds completed ones (→ .REFUNDED). The same is
 * available in-process to tests, which may also hold webhook deliveries back and release them in
 * an order of their choosing (holdWebhooks, heldEvents, releaseEvent), and make API requests
 * fail as in a PayPal outage (outage).
 *
 * Run directly (`tsx scripts/services/paypal-sandbox.ts`) it listens on TEST_PAYPAL_PORT and
 * prints the PAYPAL_* values that point the app at it.
 */
import {
  constants,
  createHash,
  generateKeyPairSync,
  randomBytes,
  randomUUID,
  sign,
  timingSafeEqual,
  verify,
} from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { crc32 } from 'node:zlib';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { loadEnv } from '../../api/src/env';
import { escapeHtml } from '../../api/src/lib/html';
import { WEBHOOK_PATH } from '../../api/src/routes/payments/paypal';
import { listen } from '../../api/src/server';
import { fromDecimal } from '../../db/domain/money';
import type {
  Capture,
  CaptureStatus,
  CreateOrderRequest,
  ExperienceContext,
  LinkDescription,
  Money,
  OrderStatus,
  PaypalErrorBody,
  PurchaseUnitRequest,
  Refund,
  WebhookEvent,
} from '../../api/src/services/payments/paypal';
import { createWaiter } from './waiter';

export interface PaypalSandboxOptions {
  /** 0 picks a free port */
  port: number;
  /** Where webhook events go; none are sent until it is set (see setWebhookUrl) */
  webhookUrl?: string;
  /** Wait this long after a capture before delivering its event (PayPal takes a moment too) */
  webhookDelayMs?: number;
}

/** One webhook delivery attempt, as the sandbox made it. */
export interface WebhookDelivery {
  event: WebhookEvent<Record<string, unknown>>;
  /** The transmission headers it was sent with (paypal-transmission-sig…) */
  headers: Record<string, string>;
  /** HTTP status of the app's answer; 0 when it could not be reached */
  status: number;
}

export type CaptureOutcome = 'COMPLETED' | 'PENDING' | 'DECLINED';

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
  /** A completed capture is refunded in full at PayPal (PAYMENT.CAPTURE.REFUNDED) */
  refundCapture(captureId: string): Promise<WebhookDelivery>;
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

interface SandboxOrder {
  id: string;
  status: OrderStatus;
  unit: PurchaseUnitRequest;
  context: ExperienceContext;
  createTime: string;
  updateTime: string;
  outcome: CaptureOutcome;
  payerId: string | null;
  capture: Capture | null;
  /** PayPal-Request-Id → the capture answer it got */
  captures: Map<string, { status: number; body: unknown }>;
  /** The refund of its capture, and the PayPal-Request-Id that made it */
  refund: { resource: Refund; requestId: string | null } | null;
}

const AUTH_ALGO = 'SHA256withRSA';
const TOKEN_TTL_S = 32_400;
const FORM_LIMIT = 64 * 1024;
const TEST_PAYER = {
  name: { given_name: 'Test', surname: 'Maksja' },
  email: 'testmaksja@example.com',
};
const OUTCOMES: Record<CaptureOutcome, string> = {
  COMPLETED: 'õnnestub',
  PENDING: 'jääb ootele',
  DECLINED: 'lükatakse tagasi',
};
const EVENT_OF: Record<CaptureStatus, string> = {
  COMPLETED: 'PAYMENT.CAPTURE.COMPLETED',
  PENDING: 'PAYMENT.CAPTURE.PENDING',
  DECLINED: 'PAYMENT.CAPTURE.DECLINED',
  FAILED: 'PAYMENT.CAPTURE.DECLINED',
  REFUNDED: 'PAYMENT.CAPTURE.REFUNDED',
  PARTIALLY_REFUNDED: 'PAYMENT.CAPTURE.REFUNDED',
};

/** PayPal-style ids: 17 upper-case letters and digits. */
function paypalId(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
  return [...randomBytes(17)].map((b) => alphabet[b % alphabet.length]).join('');
}

const isoNow = () => new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');

const sameSecret = (a: string, b: string) => {
  const x = createHash('sha256').update(a).digest();
  const y = createHash('sha256').update(b).digest();
  return timingSafeEqual(x, y);
};

/** PayPal's error body: `name` the kind, `details[0].issue` the reason. */
function paypalError(
  c: Context,
  status: 400 | 404 | 422,
  issue: string,
  description: string,
): Response {
  const name =
    status === 404
      ? 'RESOURCE_NOT_FOUND'
      : status === 422
        ? 'UNPROCESSABLE_ENTITY'
        : 'INVALID_REQUEST';
  const body: PaypalErrorBody & { links: LinkDescription[] } = {
    name,
    message:
      status === 422
        ? 'The requested action could not be performed, semantically incorrect, or failed business validation.'
        : status === 404
          ? 'The specified resource does not exist.'
          : 'Request is not well-formed, syntactically incorrect, or violates schema.',
    debug_id: randomBytes(7).toString('hex'),
    details: [{ issue, description }],
    links: [
      {
        href: `https://developer.paypal.com/docs/api/orders/v2/#error-${issue}`,
        rel: 'information_link',
        method: 'GET',
      },
    ],
  };
  return c.json(body, status);
}

/** Why a create-order body is not acceptable, as PayPal's issue code; null when it is fine. */
function checkOrderRequest(body: Partial<CreateOrderRequest>): [string, string] | null {
  if (body.intent !== 'CAPTURE') return ['INVALID_PARAMETER_VALUE', 'intent must be CAPTURE'];
  const units = body.purchase_units;
  if (!Array.isArray(units) || units.length !== 1) {
    return ['INVALID_PARAMETER_VALUE', 'this sandbox takes exactly one purchase unit'];
  }
  const { amount, items } = units[0]!;
  const total = fromDecimal(amount?.value ?? '');
  if (!amount || !/^[A-Z]{3}$/.test(amount.currency_code ?? '') || total === null || total <= 0) {
    return ['INVALID_PARAMETER_VALUE', 'amount needs currency_code and a positive value'];
  }
  const money = (m: { currency_code: string; value: string } | undefined) =>
    m && m.currency_code === amount.currency_code ? fromDecimal(m.value) : null;
  const breakdown = amount.breakdown;
  if (breakdown) {
    const itemTotal = money(breakdown.item_total) ?? 0;
    const taxTotal = breakdown.tax_total ? money(breakdown.tax_total) : 0;
    if (taxTotal === null || itemTotal + taxTotal !== total) {
      return ['AMOUNT_MISMATCH', 'amount.value must equal item_total + tax_total'];
    }
  }
  if (items?.length) {
    if (!breakdown?.item_total) return ['ITEM_TOTAL_REQUIRED', 'items need item_total'];
    let net = 0;
    let tax = 0;
    for (const item of items) {
      const quantity = Number(item.quantity);
      const unit = money(item.unit_amount);
      const unitTax = item.tax ? money(item.tax) : 0;
      if (!Number.isInteger(quantity) || quantity < 1 || unit === null || unitTax === null) {
        return ['INVALID_PARAMETER_VALUE', 'item quantity, unit_amount or tax is invalid'];
      }
      net += unit * quantity;
      tax += unitTax * quantity;
    }
    if (net !== money(breakdown.item_total)) {
      return ['ITEM_TOTAL_MISMATCH', 'item_total must equal the sum of unit_amount × quantity'];
    }
    if (tax !== (breakdown.tax_total ? money(breakdown.tax_total) : 0)) {
      return ['TAX_TOTAL_MISMATCH', 'tax_total must equal the sum of tax × quantity'];
    }
  }
  const context = body.payment_source?.paypal?.experience_context;
  if (!context?.return_url || !context.cancel_url) {
    return ['MISSING_REQUIRED_PARAMETER', 'experience_context needs return_url and cancel_url'];
  }
  return null;
}

export async function startPaypalSandbox(options: PaypalSandboxOptions): Promise<PaypalSandbox> {
  const clientId = `sandbox-${randomBytes(12).toString('base64url')}`;
  const clientSecret = randomBytes(24).toString('base64url');
  const webhookId = paypalId();
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const certId = `CERT-sandbox-${randomBytes(8).toString('hex')}`;
  let webhookUrl = options.webhookUrl ?? null;
  let base = '';
  let issued = 0;

  const tokens = new Map<string, number>();
  const orders = new Map<string, SandboxOrder>();
  /** PayPal-Request-Id of a create → the order it made */
  const created = new Map<string, string>();
  const deliveries: WebhookDelivery[] = [];
  const events = new Map<string, string>();
  /** Held events: id → the release that delivers it */
  const held = new Map<string, { type: string; release: () => Promise<WebhookDelivery> }>();
  let holding = false;
  const arrivals = createWaiter();
  const certUrl = () => `${base}/v1/notifications/certs/${certId}`;

  // ---- representation

  const orderLinks = (order: SandboxOrder): LinkDescription[] => {
    const self = `${base}/v2/checkout/orders/${order.id}`;
    const links: LinkDescription[] = [{ href: self, rel: 'self', method: 'GET' }];
    if (order.status === 'PAYER_ACTION_REQUIRED') {
      links.push({
        href: `${base}/checkoutnow?token=${order.id}`,
        rel: 'payer-action',
        method: 'GET',
      });
    }
    if (order.status === 'APPROVED') {
      links.push({ href: `${self}/capture`, rel: 'capture', method: 'POST' });
    }
    return links;
  };

  const representation = (order: SandboxOrder) => ({
    id: order.id,
    intent: 'CAPTURE',
    status: order.status,
    payment_source: {
      paypal: order.payerId
        ? {
            email_address: TEST_PAYER.email,
            account_id: order.payerId,
            account_status: 'VERIFIED',
            name: TEST_PAYER.name,
          }
        : {},
    },
    purchase_units: [
      {
        reference_id: order.unit.reference_id ?? 'default',
        ...order.unit,
        ...(order.capture ? { payments: { captures: [order.capture] } } : {}),
      },
    ],
    ...(order.payerId
      ? {
          payer: {
            name: TEST_PAYER.name,
            email_address: TEST_PAYER.email,
            payer_id: order.payerId,
          },
        }
      : {}),
    create_time: order.createTime,
    update_time: order.updateTime,
    links: orderLinks(order),
  });

  // ---- webhooks

  async function transmit(eventId: string): Promise<WebhookDelivery> {
    const body = events.get(eventId)!;
    const event = JSON.parse(body) as WebhookEvent<Record<string, unknown>>;
    const transmissionId = randomUUID();
    const time = isoNow();
    const signature = sign(
      'sha256',
      Buffer.from(`${transmissionId}|${time}|${webhookId}|${crc32(body)}`),
      { key: privateKey, padding: constants.RSA_PKCS1_PADDING },
    ).toString('base64');
    const headers = {
      'content-type': 'application/json',
      'paypal-auth-algo': AUTH_ALGO,
      'paypal-cert-url': certUrl(),
      'paypal-transmission-id': transmissionId,
      'paypal-transmission-sig': signature,
      'paypal-transmission-time': time,
    };
    let status = 0;
    if (webhookUrl) {
      try {
        const res = await fetch(webhookUrl, { method: 'POST', headers, body });
        status = res.status;
        await res.body?.cancel();
      } catch (err) {
        console.warn('[paypal-sandbox] webhook delivery failed:', (err as Error).message);
      }
    }
    const delivery = { event, headers, status };
    deliveries.push(delivery);
    arrivals.notify();
    return delivery;
  }

  /** Delivers a new event now, or holds it back until released (holdWebhooks) */
  function dispatch(eventId: string): Promise<WebhookDelivery> {
    if (!holding) return transmit(eventId);
    return new Promise((resolve, reject) => {
      const type = (JSON.parse(events.get(eventId)!) as WebhookEvent).event_type;
      held.set(eventId, {
        type,
        release: () => {
          held.delete(eventId);
          const delivery = transmit(eventId);
          delivery.then(resolve, reject);
          return delivery;
        },
      });
    });
  }

  function emit(eventType: string, resourceType: string, resource: object, summary: string) {
    const id = `WH-${paypalId()}-${paypalId()}`;
    const event: WebhookEvent<object> = {
      id,
      event_version: '1.0',
      create_time: isoNow(),
      resource_type: resourceType,
      resource_version: '2.0',
      event_type: eventType,
      summary,
      resource,
      links: [
        { href: `${base}/v1/notifications/webhooks-events/${id}`, rel: 'self', method: 'GET' },
        {
          href: `${base}/v1/notifications/webhooks-events/${id}/resend`,
          rel: 'resend',
          method: 'POST',
        },
      ],
    };
    events.set(id, JSON.stringify(event));
    return id;
  }

  function captureEvent(order: SandboxOrder): string {
    const capture = order.capture!;
    const summary = `Payment ${capture.status.toLowerCase()} for ${capture.amount.value} ${capture.amount.currency_code}`;
    return emit(EVENT_OF[capture.status], 'capture', capture, summary);
  }

  const later = (eventId: string) =>
    holding
      ? dispatch(eventId)
      : new Promise<WebhookDelivery>((resolve) =>
          setTimeout(() => resolve(transmit(eventId)), options.webhookDelayMs ?? 0),
        );

  function findCapture(captureId: string): SandboxOrder {
    const order = [...orders.values()].find((o) => o.capture?.id === captureId);
    if (!order) throw new Error(`no capture ${captureId}`);
    return order;
  }

  function settle(captureId: string, status: 'COMPLETED' | 'DENIED'): Promise<WebhookDelivery> {
    const order = findCapture(captureId);
    const capture = order.capture!;
    if (capture.status !== 'PENDING') throw new Error(`capture ${captureId} is ${capture.status}`);
    // a denied capture reads DECLINED (the status enum has no DENIED); the event names it DENIED
    capture.status = status === 'COMPLETED' ? 'COMPLETED' : 'DECLINED';
    delete capture.status_details;
    capture.update_time = isoNow();
    const eventId =
      status === 'COMPLETED'
        ? captureEvent(order)
        : emit('PAYMENT.CAPTURE.DENIED', 'capture', capture, 'Payment denied');
    return dispatch(eventId);
  }

  /** Refunds a COMPLETED capture in full; its PAYMENT.CAPTURE.REFUNDED event goes out. */
  function refund(
    order: SandboxOrder,
    requestId: string | null,
  ): { resource: Refund; delivery: Promise<WebhookDelivery> } {
    const capture = order.capture!;
    if (capture.status !== 'COMPLETED')
      throw new Error(`capture ${capture.id} is ${capture.status}`);
    capture.status = 'REFUNDED';
    capture.update_time = isoNow();
    const refundId = paypalId();
    const resource: Refund = {
      id: refundId,
      status: 'COMPLETED',
      amount: capture.amount,
      ...(capture.invoice_id ? { invoice_id: capture.invoice_id } : {}),
      create_time: isoNow(),
      update_time: isoNow(),
      links: [
        { href: `${base}/v2/payments/refunds/${refundId}`, rel: 'self', method: 'GET' },
        { href: `${base}/v2/payments/captures/${capture.id}`, rel: 'up', method: 'GET' },
      ],
    };
    order.refund = { resource, requestId };
    const summary = `A ${capture.amount.value} ${capture.amount.currency_code} capture payment was refunded`;
    return {
      resource,
      delivery: dispatch(emit('PAYMENT.CAPTURE.REFUNDED', 'refund', resource, summary)),
    };
  }

  // ---- HTTP

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

  app.post('/v1/oauth2/token', async (c) => {
    const basic = /^Basic (.+)$/.exec(c.req.header('authorization') ?? '')?.[1] ?? '';
    const [id = '', secret = ''] = Buffer.from(basic, 'base64').toString().split(':');
    if (id !== clientId || !sameSecret(secret, clientSecret)) {
      return c.json(
        { error: 'invalid_client', error_description: 'Client Authentication failed' },
        401,
      );
    }
    const form = new URLSearchParams(await c.req.text());
    if (form.get('grant_type') !== 'client_credentials') {
      return c.json(
        { error: 'unsupported_grant_type', error_description: 'Grant Type is NULL' },
        400,
      );
    }
    const token = `A21AA${randomBytes(32).toString('base64url')}`;
    tokens.set(token, Date.now() + TOKEN_TTL_S * 1000);
    issued++;
    return c.json({
      scope: 'https://uri.paypal.com/services/payments/payment/authcapture openid',
      access_token: token,
      token_type: 'Bearer',
      app_id: 'APP-SANDBOX',
      expires_in: TOKEN_TTL_S,
      nonce: `${isoNow()}${randomBytes(16).toString('base64url')}`,
    });
  });

  // the certificate the signatures verify against (a PEM public key here, not an X.509 chain)
  app.get('/v1/notifications/certs/:certId', (c) =>
    c.req.param('certId') === certId
      ? c.text(publicKey.export({ type: 'spki', format: 'pem' }).toString())
      : c.notFound(),
  );

  app.use('/v2/*', bearer);
  app.use('/v1/notifications/verify-webhook-signature', bearer);
  async function bearer(c: Context, next: () => Promise<void>) {
    const token = /^Bearer (\S+)$/.exec(c.req.header('authorization') ?? '')?.[1];
    const expiresAt = token ? tokens.get(token) : undefined;
    if (!expiresAt || expiresAt < Date.now()) {
      return c.json(
        { error: 'invalid_token', error_description: 'Access Token not found in cache' },
        401,
      );
    }
    await next();
  }

  app.post('/v2/checkout/orders', async (c) => {
    const body = (await c.req.json().catch(() => null)) as Partial<CreateOrderRequest> | null;
    // from here on synchronous: two requests with one PayPal-Request-Id cannot both create
    const requestId = c.req.header('paypal-request-id');
    const known = requestId ? orders.get(created.get(requestId) ?? '') : undefined;
    if (known) return c.json(representation(known), 200);
    if (!body) {
      return paypalError(c, 400, 'MALFORMED_REQUEST_JSON', 'The request JSON is not well formed.');
    }
    const problem = checkOrderRequest(body);
    if (problem) {
      const status =
        problem[0].endsWith('_MISMATCH') || problem[0].endsWith('_REQUIRED') ? 422 : 400;
      return paypalError(c, status, ...problem);
    }
    const order: SandboxOrder = {
      id: paypalId(),
      status: 'PAYER_ACTION_REQUIRED',
      unit: body.purchase_units![0]!,
      context: body.payment_source!.paypal.experience_context,
      createTime: isoNow(),
      updateTime: isoNow(),
      outcome: 'COMPLETED',
      payerId: null,
      capture: null,
      captures: new Map(),
      refund: null,
    };
    orders.set(order.id, order);
    if (requestId) created.set(requestId, order.id);
    return c.json(representation(order), 201);
  });

  app.get('/v2/checkout/orders/:id', (c) => {
    const order = orders.get(c.req.param('id'));
    return order
      ? c.json(representation(order))
      : paypalError(c, 404, 'INVALID_RESOURCE_ID', 'Specified resource ID does not exist.');
  });

  app.post('/v2/checkout/orders/:id/capture', (c) => {
    const order = orders.get(c.req.param('id'));
    if (!order)
      return paypalError(c, 404, 'INVALID_RESOURCE_ID', 'Specified resource ID does not exist.');
    const requestId = c.req.header('paypal-request-id');
    const replay = requestId ? order.captures.get(requestId) : undefined;
    if (replay) return c.json(replay.body, replay.status as 201);
    if (order.status === 'COMPLETED') {
      return paypalError(
        c,
        422,
        'ORDER_ALREADY_CAPTURED',
        "Order already captured. If 'intent=CAPTURE' only one capture per order is allowed.",
      );
    }
    if (order.status !== 'APPROVED') {
      return paypalError(
        c,
        422,
        'ORDER_NOT_APPROVED',
        "Payer has not yet approved the Order for payment. Please redirect the payer to the 'rel':'payer-action' url returned as part of the HATEOAS links within the Create Order call.",
      );
    }
    const captureId = paypalId();
    const time = isoNow();
    order.capture = {
      id: captureId,
      status: order.outcome,
      ...(order.outcome === 'PENDING' ? { status_details: { reason: 'PENDING_REVIEW' } } : {}),
      amount: { currency_code: order.unit.amount.currency_code, value: order.unit.amount.value },
      final_capture: true,
      ...(order.unit.custom_id ? { custom_id: order.unit.custom_id } : {}),
      ...(order.unit.invoice_id ? { invoice_id: order.unit.invoice_id } : {}),
      supplementary_data: { related_ids: { order_id: order.id } },
      links: [
        { href: `${base}/v2/payments/captures/${captureId}`, rel: 'self', method: 'GET' },
        { href: `${base}/v2/checkout/orders/${order.id}`, rel: 'up', method: 'GET' },
      ],
      create_time: time,
      update_time: time,
    };
    order.status = 'COMPLETED';
    order.updateTime = time;
    const answer = { status: 201, body: representation(order) };
    if (requestId) order.captures.set(requestId, answer);
    void later(captureEvent(order));
    return c.json(answer.body, 201);
  });

  app.post('/v2/payments/captures/:id/refund', async (c) => {
    const body = (await c.req.json().catch(() => null)) as {
      amount?: Money;
      note_to_payer?: string;
    } | null;
    if (!body) {
      return paypalError(c, 400, 'MALFORMED_REQUEST_JSON', 'The request JSON is not well formed.');
    }
    const order = [...orders.values()].find((o) => o.capture?.id === c.req.param('id'));
    const capture = order?.capture;
    if (!order || !capture) {
      return paypalError(c, 404, 'INVALID_RESOURCE_ID', 'Specified resource ID does not exist.');
    }
    const requestId = c.req.header('paypal-request-id') ?? null;
    // the same PayPal-Request-Id gets the refund it made
    if (order.refund && requestId && order.refund.requestId === requestId) {
      return c.json(order.refund.resource, 201);
    }
    if (capture.status === 'REFUNDED') {
      return paypalError(
        c,
        422,
        'CAPTURE_FULLY_REFUNDED',
        'The capture has already been fully refunded.',
      );
    }
    if (capture.status !== 'COMPLETED') {
      return paypalError(
        c,
        422,
        'TRANSACTION_REFUSED',
        'Only a completed capture can be refunded.',
      );
    }
    if (
      body.amount &&
      (body.amount.currency_code !== capture.amount.currency_code ||
        fromDecimal(body.amount.value) !== fromDecimal(capture.amount.value))
    ) {
      return paypalError(
        c,
        422,
        'PARTIAL_REFUND_NOT_ALLOWED',
        'This sandbox refunds in full only.',
      );
    }
    const { resource, delivery } = refund(order, requestId);
    void delivery;
    return c.json(resource, 201);
  });

  app.post('/v1/notifications/verify-webhook-signature', async (c) => {
    const body = (await c.req.json().catch(() => null)) as Record<string, unknown> | null;
    const fields = [
      'auth_algo',
      'cert_url',
      'transmission_id',
      'transmission_sig',
      'transmission_time',
      'webhook_id',
    ] as const;
    if (
      !body ||
      fields.some((f) => typeof body[f] !== 'string') ||
      typeof body.webhook_event !== 'object'
    ) {
      return paypalError(c, 400, 'MISSING_REQUIRED_PARAMETER', 'A required field is missing.');
    }
    const f = body as Record<(typeof fields)[number], string>;
    const signed = `${f.transmission_id}|${f.transmission_time}|${f.webhook_id}|${crc32(JSON.stringify(body.webhook_event))}`;
    const valid =
      f.auth_algo === AUTH_ALGO &&
      f.cert_url === certUrl() &&
      f.webhook_id === webhookId &&
      verify('sha256', Buffer.from(signed), publicKey, Buffer.from(f.transmission_sig, 'base64'));
    return c.json({ verification_status: valid ? 'SUCCESS' : 'FAILURE' });
  });

  // ---- the payer's pages

  app.get('/checkoutnow', (c) => {
    const order = orders.get(c.req.query('token') ?? '');
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
    const order = orders.get(String(form.token ?? ''));
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
    void later(
      emit(
        'CHECKOUT.ORDER.APPROVED',
        'checkout-order',
        representation(order),
        'An order has been approved by buyer',
      ),
    );
    return c.redirect(
      withQuery(order.context.return_url, { token: order.id, PayerID: order.payerId }),
      303,
    );
  });

  app.get('/sandbox', (c) => page(c, 200, orderList([...orders.values()].reverse())));

  app.post('/sandbox/captures/:id/:action{complete|deny|refund}', async (c) => {
    const id = c.req.param('id');
    const action = c.req.param('action');
    try {
      if (action === 'refund') await refund(findCapture(id), null).delivery;
      else await settle(id, action === 'complete' ? 'COMPLETED' : 'DENIED');
    } catch (err) {
      return page(c, 409, `<p class="error">${escapeHtml((err as Error).message)}</p>`);
    }
    return c.redirect('/sandbox', 303);
  });

  app.notFound((c) =>
    paypalError(c, 404, 'RESOURCE_NOT_FOUND', `No ${c.req.method} ${c.req.path} in this sandbox.`),
  );

  const server = await listen(app, options.port);
  base = `http://localhost:${server.port}`;

  return {
    url: base,
    clientId,
    clientSecret,
    webhookId,
    setWebhookUrl: (url) => void (webhookUrl = url),
    deliveries: () => [...deliveries],
    waitForDelivery: (match, timeoutMs = 5000) =>
      arrivals.until(() => deliveries.find(match), timeoutMs, 'such webhook delivery'),
    redeliver: (eventId) => transmit(eventId),
    holdWebhooks: (hold) => void (holding = hold),
    heldEvents: () => [...held].map(([id, { type }]) => ({ id, type })),
    releaseEvent: (eventId) => {
      const event = held.get(eventId);
      if (!event) throw new Error(`event ${eventId} is not held`);
      return event.release();
    },
    settleCapture: settle,
    refundCapture: (captureId) => refund(findCapture(captureId), null).delivery,
    outage: (requests) => void (outage = requests),
    order: (id) => {
      const order = orders.get(id);
      return order ? { status: order.status, capture: order.capture } : null;
    },
    tokensIssued: () => issued,
    close: server.close,
  };
}

function withQuery(url: string, params: Record<string, string>): string {
  const target = new URL(url);
  for (const [key, value] of Object.entries(params)) target.searchParams.set(key, value);
  return target.href;
}

// ---------------------------------------------------------------- HTML

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
        : capture?.status === 'COMPLETED'
          ? action(capture.id, 'refund', 'Tagasta raha')
          : '';
    return `<tr><td>${escapeHtml(o.id)}</td><td class="sum">${shown(o.unit.amount)}</td><td>${escapeHtml(o.status)}${capture ? ` / ${escapeHtml(capture.status)}` : ''}</td><td>${controls}</td></tr>`;
  });
  return `<h2>Maksed / Payments</h2><table><tr><th>PayPal id</th><th>Summa</th><th>Olek</th><th></th></tr>${rows.join('')}</table>`;
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
