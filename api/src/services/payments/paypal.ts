/**
 * A typed client for the part of PayPal's REST API we use: an OAuth 2 client-credentials token,
 * Orders v2 (create, show, capture), Payments v2 (refund a capture) and webhook signature
 * verification. Field names are PayPal's own. The base URL is configurable, so the same client talks to PayPal, PayPal's
 * sandbox or our local stand-in (scripts/services/paypal-sandbox/).
 */
import ky, { HTTPError, type KyInstance } from 'ky';

// ---------------------------------------------------------------- PayPal's shapes

export interface Money {
  currency_code: string;
  /** Decimal string, e.g. "29.00" */
  value: string;
}

export interface LinkDescription {
  href: string;
  rel: string;
  method?: string;
}

export interface Item {
  name: string;
  /** Whole number as a string */
  quantity: string;
  /** Per unit, tax excluded */
  unit_amount: Money;
  /** Per unit */
  tax?: Money;
  sku?: string;
  category?: 'DIGITAL_GOODS' | 'PHYSICAL_GOODS' | 'DONATION';
}

export interface PurchaseUnitRequest {
  reference_id?: string;
  custom_id?: string;
  invoice_id?: string;
  description?: string;
  amount: Money & { breakdown?: { item_total?: Money; tax_total?: Money } };
  items?: Item[];
}

export type CaptureStatus =
  'COMPLETED' | 'DECLINED' | 'PARTIALLY_REFUNDED' | 'PENDING' | 'REFUNDED' | 'FAILED';

export interface Capture {
  id: string;
  status: CaptureStatus;
  status_details?: { reason?: string };
  amount: Money;
  final_capture?: boolean;
  custom_id?: string;
  invoice_id?: string;
  supplementary_data?: { related_ids?: { order_id?: string } };
  links?: LinkDescription[];
  create_time?: string;
  update_time?: string;
}

/** A refund of a capture (Payments v2) */
export interface Refund {
  id: string;
  status: 'CANCELLED' | 'FAILED' | 'PENDING' | 'COMPLETED';
  status_details?: { reason?: string };
  amount?: Money;
  invoice_id?: string;
  note_to_payer?: string;
  links?: LinkDescription[];
  create_time?: string;
  update_time?: string;
}

export interface PurchaseUnit extends PurchaseUnitRequest {
  payments?: { captures?: Capture[] };
}

export type OrderStatus =
  'CREATED' | 'SAVED' | 'APPROVED' | 'VOIDED' | 'COMPLETED' | 'PAYER_ACTION_REQUIRED';

export interface ExperienceContext {
  brand_name?: string;
  locale?: string;
  shipping_preference?: 'GET_FROM_FILE' | 'NO_SHIPPING' | 'SET_PROVIDED_ADDRESS';
  user_action?: 'CONTINUE' | 'PAY_NOW';
  return_url: string;
  cancel_url: string;
}

export interface CreateOrderRequest {
  intent: 'CAPTURE';
  purchase_units: PurchaseUnitRequest[];
  payment_source: { paypal: { experience_context: ExperienceContext } };
}

export interface PaypalOrder {
  id: string;
  status: OrderStatus;
  intent?: 'CAPTURE' | 'AUTHORIZE';
  purchase_units?: PurchaseUnit[];
  payer?: { payer_id?: string; email_address?: string };
  links?: LinkDescription[];
  create_time?: string;
  update_time?: string;
}

export interface WebhookEvent<R = Record<string, unknown>> {
  id: string;
  event_type: string;
  event_version?: string;
  resource_type?: string;
  resource_version?: string;
  create_time?: string;
  summary?: string;
  resource: R;
  links?: LinkDescription[];
}

/** PayPal's error body: `name` is the kind, `details[].issue` the precise reason. */
export interface PaypalErrorBody {
  name?: string;
  message?: string;
  debug_id?: string;
  details?: { issue?: string; description?: string; field?: string }[];
  /** OAuth errors use these instead */
  error?: string;
  error_description?: string;
}

export class PaypalError extends Error {
  constructor(
    readonly status: number,
    readonly body: PaypalErrorBody,
  ) {
    super(
      `PayPal ${status} ${body.name ?? body.error ?? ''}: ${body.details?.[0]?.issue ?? body.message ?? body.error_description ?? ''}`,
    );
  }

  /** The first detail's issue, e.g. ORDER_ALREADY_CAPTURED */
  get issue(): string | undefined {
    return this.body.details?.[0]?.issue;
  }
}

// ---------------------------------------------------------------- the client

/** The transmission headers PayPal sends with every webhook delivery. */
export const WEBHOOK_HEADERS = {
  authAlgo: 'paypal-auth-algo',
  certUrl: 'paypal-cert-url',
  transmissionId: 'paypal-transmission-id',
  transmissionSig: 'paypal-transmission-sig',
  transmissionTime: 'paypal-transmission-time',
} as const;

export interface WebhookVerification {
  /** Header lookup of the delivery (lower-case names) */
  header: (name: string) => string | undefined;
  webhookId: string;
  /** The delivery's body exactly as received (a JSON object) */
  rawBody: string;
}

export interface PaypalClient {
  /** `requestId` (PayPal-Request-Id): a repeat with the same id returns the same order. */
  createOrder(order: CreateOrderRequest, requestId: string): Promise<PaypalOrder>;
  getOrder(id: string): Promise<PaypalOrder>;
  /** `requestId` makes a repeated capture return the first one's result. */
  captureOrder(id: string, requestId: string): Promise<PaypalOrder>;
  /**
   * Refunds `amount` of a capture (all that is left of it without one); `requestId` makes a
   * repeat return the first refund.
   */
  refundCapture(
    captureId: string,
    requestId: string,
    noteToPayer?: string,
    amount?: Money,
  ): Promise<Refund>;
  /** True only when PayPal answers verification_status SUCCESS. */
  verifyWebhookSignature(input: WebhookVerification): Promise<boolean>;
}

export interface PaypalClientOptions {
  /** e.g. https://api-m.paypal.com, https://api-m.sandbox.paypal.com or the local sandbox */
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  now?: () => number;
  /** Per attempt */
  timeoutMs?: number;
}

/** Renew a token this long before PayPal says it expires. */
const TOKEN_MARGIN_MS = 60_000;

export function createPaypalClient(options: PaypalClientOptions): PaypalClient {
  const now = options.now ?? Date.now;
  const http: KyInstance = ky.create({
    prefixUrl: options.baseUrl.replace(/\/$/, ''),
    timeout: options.timeoutMs ?? 15_000,
    // Every POST here is safe to repeat: create, capture and refund carry PayPal-Request-Id, the
    // token and verification calls change nothing.
    retry: {
      limit: 2,
      methods: ['get', 'post'],
      statusCodes: [408, 429, 500, 502, 503, 504],
      backoffLimit: 2_000,
    },
  });

  let token: { value: string; expiresAt: number } | null = null;
  let pending: Promise<string> | null = null;

  async function fetchToken(): Promise<string> {
    const basic = Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64');
    const answer = await http
      .post('v1/oauth2/token', {
        headers: { Authorization: `Basic ${basic}` },
        body: new URLSearchParams({ grant_type: 'client_credentials' }),
      })
      .json<{ access_token: string; token_type: string; expires_in: number }>();
    token = { value: answer.access_token, expiresAt: now() + answer.expires_in * 1000 };
    return answer.access_token;
  }

  /** The cached token while it is fresh; one request for a new one however many callers wait. */
  function accessToken(): Promise<string> {
    if (token && token.expiresAt - TOKEN_MARGIN_MS > now()) return Promise.resolve(token.value);
    pending ??= fetchToken().finally(() => (pending = null));
    return pending;
  }

  async function call<T>(
    method: 'get' | 'post',
    path: string,
    init: { json?: unknown; body?: string; headers?: Record<string, string> } = {},
  ): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      try {
        const bearer = await accessToken();
        return await http(path, {
          method,
          json: init.json,
          body: init.body,
          headers: {
            Authorization: `Bearer ${bearer}`,
            ...(init.body !== undefined ? { 'Content-Type': 'application/json' } : {}),
            ...init.headers,
          },
        }).json<T>();
      } catch (err) {
        if (!(err instanceof HTTPError)) throw err;
        // a token revoked or expired early: fetch a new one, once
        if (err.response.status === 401 && attempt === 0) {
          token = null;
          continue;
        }
        const body = (await err.response.json().catch(() => ({}))) as PaypalErrorBody;
        throw new PaypalError(err.response.status, body);
      }
    }
  }

  return {
    createOrder: (order, requestId) =>
      call<PaypalOrder>('post', 'v2/checkout/orders', {
        json: order,
        headers: { 'PayPal-Request-Id': requestId, Prefer: 'return=representation' },
      }),

    getOrder: (id) => call<PaypalOrder>('get', `v2/checkout/orders/${encodeURIComponent(id)}`),

    captureOrder: (id, requestId) =>
      call<PaypalOrder>('post', `v2/checkout/orders/${encodeURIComponent(id)}/capture`, {
        json: {},
        headers: { 'PayPal-Request-Id': requestId, Prefer: 'return=representation' },
      }),

    // without an amount PayPal refunds what is left of the capture
    refundCapture: (captureId, requestId, noteToPayer, amount) =>
      call<Refund>('post', `v2/payments/captures/${encodeURIComponent(captureId)}/refund`, {
        json: {
          ...(amount ? { amount } : {}),
          ...(noteToPayer ? { note_to_payer: noteToPayer } : {}),
        },
        headers: { 'PayPal-Request-Id': requestId, Prefer: 'return=representation' },
      }),

    async verifyWebhookSignature({ header, webhookId, rawBody }) {
      const fields = {
        auth_algo: header(WEBHOOK_HEADERS.authAlgo),
        cert_url: header(WEBHOOK_HEADERS.certUrl),
        transmission_id: header(WEBHOOK_HEADERS.transmissionId),
        transmission_sig: header(WEBHOOK_HEADERS.transmissionSig),
        transmission_time: header(WEBHOOK_HEADERS.transmissionTime),
        webhook_id: webhookId,
      };
      if (Object.values(fields).some((v) => !v)) return false;
      // The signature covers a CRC32 of the bytes PayPal sent; re-serialising a parsed event could
      // change them (number formats, escapes), so the event goes back verbatim.
      const body = `${JSON.stringify(fields).slice(0, -1)},"webhook_event":${rawBody}}`;
      const answer = await call<{ verification_status?: string }>(
        'post',
        'v1/notifications/verify-webhook-signature',
        { body },
      );
      return answer.verification_status === 'SUCCESS';
    },
  };
}

// ---------------------------------------------------------------- helpers

/** Where the payer approves the order: `payer-action` (experience_context) or `approve`. */
export function approveLink(order: PaypalOrder): string | null {
  const link = order.links?.find((l) => l.rel === 'payer-action' || l.rel === 'approve');
  return link?.href ?? null;
}

/** The order's capture, if it has been captured. */
export function captureOf(order: PaypalOrder): Capture | null {
  return order.purchase_units?.[0]?.payments?.captures?.[0] ?? null;
}
