/**
 * The sandbox's webhooks: events signed as PayPal signs them (SHA256withRSA over
 * "transmissionId|time|webhookId|crc32(body)") with a key of its own, delivered to the app now,
 * a moment later, or when a test releases them.
 */
import { constants, generateKeyPairSync, randomBytes, randomUUID, sign, verify } from 'node:crypto';
import { crc32 } from 'node:zlib';
import type { CaptureStatus, Refund, WebhookEvent } from '#api/services/payments/paypal';
import { createWaiter, type Waiter } from '../waiter';
import { fromDecimal, toDecimal } from '#domain/rules/money';
import { isoNow, paypalId, refundedCents, type Orders, type SandboxOrder } from './orders';

/** One webhook delivery attempt, as the sandbox made it. */
export interface WebhookDelivery {
  event: WebhookEvent<Record<string, unknown>>;
  /** The transmission headers it was sent with (paypal-transmission-sig…) */
  headers: Record<string, string>;
  /** HTTP status of the app's answer; 0 when it could not be reached */
  status: number;
}

export const AUTH_ALGO = 'SHA256withRSA';
const EVENT_OF: Record<CaptureStatus, string> = {
  COMPLETED: 'PAYMENT.CAPTURE.COMPLETED',
  PENDING: 'PAYMENT.CAPTURE.PENDING',
  DECLINED: 'PAYMENT.CAPTURE.DECLINED',
  FAILED: 'PAYMENT.CAPTURE.DECLINED',
  REFUNDED: 'PAYMENT.CAPTURE.REFUNDED',
  PARTIALLY_REFUNDED: 'PAYMENT.CAPTURE.REFUNDED',
};

/** The fields of a verify-webhook-signature request */
export type SignatureFields = Record<
  | 'auth_algo'
  | 'cert_url'
  | 'transmission_id'
  | 'transmission_sig'
  | 'transmission_time'
  | 'webhook_id',
  string
>;

export type Webhooks = ReturnType<typeof createWebhooks>;

export function createWebhooks(orders: Orders, webhookUrl: string | null, delayMs = 0) {
  const webhookId = paypalId();
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const certId = `CERT-sandbox-${randomBytes(8).toString('hex')}`;
  const deliveries: WebhookDelivery[] = [];
  const events = new Map<string, string>();
  /** Held events: id → the release that delivers it */
  const held = new Map<string, { type: string; release: () => Promise<WebhookDelivery> }>();
  let holding = false;
  const arrivals: Waiter = createWaiter();
  const certUrl = () => `${orders.base}/v1/notifications/certs/${certId}`;

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
        {
          href: `${orders.base}/v1/notifications/webhooks-events/${id}`,
          rel: 'self',
          method: 'GET',
        },
        {
          href: `${orders.base}/v1/notifications/webhooks-events/${id}/resend`,
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
          setTimeout(() => resolve(transmit(eventId)), delayMs),
        );

  function settle(captureId: string, status: 'COMPLETED' | 'DENIED'): Promise<WebhookDelivery> {
    const order = orders.findCapture(captureId);
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

  /**
   * Refunds `cents` of a COMPLETED or PARTIALLY_REFUNDED capture (what is left of it without
   * `cents`): the capture becomes PARTIALLY_REFUNDED, or REFUNDED once nothing is left, and a
   * PAYMENT.CAPTURE.REFUNDED event goes out for each refund, as PayPal sends it.
   */
  function refund(
    order: SandboxOrder,
    requestId: string | null,
    cents?: number,
  ): { resource: Refund; delivery: Promise<WebhookDelivery> } {
    const capture = order.capture!;
    if (capture.status !== 'COMPLETED' && capture.status !== 'PARTIALLY_REFUNDED')
      throw new Error(`capture ${capture.id} is ${capture.status}`);
    const captured = fromDecimal(capture.amount.value)!;
    const left = captured - refundedCents(order);
    const amount = cents ?? left;
    if (amount <= 0 || amount > left) throw new Error(`cannot refund ${amount} of ${left} left`);
    const currency = capture.amount.currency_code;
    const total = captured - left + amount;
    capture.status = total === captured ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
    capture.update_time = isoNow();
    const refundId = paypalId();
    const resource: Refund & { seller_payable_breakdown: object } = {
      id: refundId,
      status: 'COMPLETED',
      amount: { currency_code: currency, value: toDecimal(amount) },
      ...(capture.invoice_id ? { invoice_id: capture.invoice_id } : {}),
      seller_payable_breakdown: {
        gross_amount: { currency_code: currency, value: toDecimal(amount) },
        net_amount: { currency_code: currency, value: toDecimal(amount) },
        total_refunded_amount: { currency_code: currency, value: toDecimal(total) },
      },
      create_time: isoNow(),
      update_time: isoNow(),
      links: [
        { href: `${orders.base}/v2/payments/refunds/${refundId}`, rel: 'self', method: 'GET' },
        { href: `${orders.base}/v2/payments/captures/${capture.id}`, rel: 'up', method: 'GET' },
      ],
    };
    order.refunds.push({ resource, requestId });
    const summary = `A ${toDecimal(amount)} ${currency} capture payment was refunded`;
    return {
      resource,
      delivery: dispatch(emit('PAYMENT.CAPTURE.REFUNDED', 'refund', resource, summary)),
    };
  }

  /** Whether PayPal would call this transmission genuine (verify-webhook-signature) */
  function signatureValid(f: SignatureFields, event: unknown): boolean {
    const signed = `${f.transmission_id}|${f.transmission_time}|${f.webhook_id}|${crc32(JSON.stringify(event))}`;
    return (
      f.auth_algo === AUTH_ALGO &&
      f.cert_url === certUrl() &&
      f.webhook_id === webhookId &&
      verify('sha256', Buffer.from(signed), publicKey, Buffer.from(f.transmission_sig, 'base64'))
    );
  }

  return {
    webhookId,
    /** The certificate the signatures verify against, by its id (a PEM public key here) */
    certificate: (id: string) =>
      id === certId ? publicKey.export({ type: 'spki', format: 'pem' }).toString() : null,
    signatureValid,
    setWebhookUrl: (url: string) => void (webhookUrl = url),
    deliveries: () => [...deliveries],
    waitForDelivery: (match: (delivery: WebhookDelivery) => boolean, timeoutMs = 5000) =>
      arrivals.until(() => deliveries.find(match), timeoutMs, 'such webhook delivery'),
    transmit,
    emit,
    captureEvent,
    later,
    settle,
    refund,
    holdWebhooks: (hold: boolean) => void (holding = hold),
    heldEvents: () => [...held].map(([id, { type }]) => ({ id, type })),
    releaseEvent: (eventId: string) => {
      const event = held.get(eventId);
      if (!event) throw new Error(`event ${eventId} is not held`);
      return event.release();
    },
  };
}
