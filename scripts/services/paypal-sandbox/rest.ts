/**
 * The sandbox's REST API: PayPal's OAuth token, Orders v2 (create, show, capture), refunds and
 * webhook signature verification, with PayPal's paths, field names, statuses and error shapes.
 */
import { randomBytes } from 'node:crypto';
import type { Context, Hono } from 'hono';
import { sameSecret } from '#api/lib/tokens';
import type { CreateOrderRequest, Money } from '#api/services/payments/paypal';
import { fromDecimal } from '#domain/rules/money';
import {
  checkOrderRequest,
  refundedCents,
  isoNow,
  paypalError,
  paypalId,
  type Orders,
  type SandboxOrder,
} from './orders';
import type { SignatureFields, Webhooks } from './webhooks';

const TOKEN_TTL_S = 32_400;

export interface Credentials {
  clientId: string;
  clientSecret: string;
}

/** Adds the REST routes to the sandbox's app; returns how many tokens it has issued so far. */
export function restRoutes(
  app: Hono,
  orders: Orders,
  webhooks: Webhooks,
  credentials: Credentials,
): { tokensIssued: () => number } {
  const tokens = new Map<string, number>();
  let issued = 0;

  app.post('/v1/oauth2/token', async (c) => {
    const basic = /^Basic (.+)$/.exec(c.req.header('authorization') ?? '')?.[1] ?? '';
    const [id = '', secret = ''] = Buffer.from(basic, 'base64').toString().split(':');
    if (id !== credentials.clientId || !sameSecret(secret, credentials.clientSecret)) {
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
  app.get('/v1/notifications/certs/:certId', (c) => {
    const pem = webhooks.certificate(c.req.param('certId'));
    return pem === null ? c.notFound() : c.text(pem);
  });

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
    const known = requestId ? orders.byId.get(orders.created.get(requestId) ?? '') : undefined;
    if (known) return c.json(orders.representation(known), 200);
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
      refunds: [],
    };
    orders.byId.set(order.id, order);
    if (requestId) orders.created.set(requestId, order.id);
    return c.json(orders.representation(order), 201);
  });

  app.get('/v2/checkout/orders/:id', (c) => {
    const order = orders.byId.get(c.req.param('id'));
    return order
      ? c.json(orders.representation(order))
      : paypalError(c, 404, 'INVALID_RESOURCE_ID', 'Specified resource ID does not exist.');
  });

  app.post('/v2/checkout/orders/:id/capture', (c) => {
    const order = orders.byId.get(c.req.param('id'));
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
        { href: `${orders.base}/v2/payments/captures/${captureId}`, rel: 'self', method: 'GET' },
        { href: `${orders.base}/v2/checkout/orders/${order.id}`, rel: 'up', method: 'GET' },
      ],
      create_time: time,
      update_time: time,
    };
    order.status = 'COMPLETED';
    order.updateTime = time;
    const answer = { status: 201, body: orders.representation(order) };
    if (requestId) order.captures.set(requestId, answer);
    void webhooks.later(webhooks.captureEvent(order));
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
    const order = [...orders.byId.values()].find((o) => o.capture?.id === c.req.param('id'));
    const capture = order?.capture;
    if (!order || !capture) {
      return paypalError(c, 404, 'INVALID_RESOURCE_ID', 'Specified resource ID does not exist.');
    }
    const requestId = c.req.header('paypal-request-id') ?? null;
    // the same PayPal-Request-Id gets the refund it made
    const replay = requestId && order.refunds.find((r) => r.requestId === requestId);
    if (replay) return c.json(replay.resource, 201);
    if (capture.status === 'REFUNDED') {
      return paypalError(
        c,
        422,
        'CAPTURE_FULLY_REFUNDED',
        'The capture has already been fully refunded.',
      );
    }
    if (capture.status !== 'COMPLETED' && capture.status !== 'PARTIALLY_REFUNDED') {
      return paypalError(
        c,
        422,
        'TRANSACTION_REFUSED',
        'Only a completed capture can be refunded.',
      );
    }
    const left = fromDecimal(capture.amount.value)! - refundedCents(order);
    let cents = left;
    if (body.amount) {
      const value = fromDecimal(String(body.amount.value ?? ''));
      if (value === null || value <= 0) {
        return paypalError(c, 400, 'INVALID_PARAMETER_VALUE', 'amount.value is invalid.');
      }
      if (body.amount.currency_code !== capture.amount.currency_code) {
        return paypalError(
          c,
          422,
          'CURRENCY_MISMATCH',
          'Refund must be in the same currency as the capture.',
        );
      }
      if (value > left) {
        return paypalError(
          c,
          422,
          'REFUND_AMOUNT_EXCEEDED',
          'The refund amount must be less than or equal to the capture amount that has not yet been refunded.',
        );
      }
      cents = value;
    }
    const { resource, delivery } = webhooks.refund(order, requestId, cents);
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
    const valid = webhooks.signatureValid(body as SignatureFields, body.webhook_event);
    return c.json({ verification_status: valid ? 'SUCCESS' : 'FAILURE' });
  });

  return { tokensIssued: () => issued };
}
