/** The sandbox's orders, and what its REST API, webhooks and pages share. */
import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { fromDecimal } from '#domain/rules/money';
import type {
  Capture,
  CreateOrderRequest,
  ExperienceContext,
  LinkDescription,
  OrderStatus,
  PaypalErrorBody,
  PurchaseUnitRequest,
  Refund,
} from '#api/services/payments/paypal';

export type CaptureOutcome = 'COMPLETED' | 'PENDING' | 'DECLINED';

export interface SandboxOrder {
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
  /** The refunds of its capture (partial ones add up to its amount), each with its request id */
  refunds: { resource: Refund; requestId: string | null }[];
}

/** The sandbox's state: its orders, and its own address once it listens. */
export interface Orders {
  /** http://localhost:PORT, set once the sandbox listens */
  base: string;
  byId: Map<string, SandboxOrder>;
  /** PayPal-Request-Id of a create → the order it made */
  created: Map<string, string>;
  /** The order whose capture has this id; throws when there is none */
  findCapture(captureId: string): SandboxOrder;
  /** The order as PayPal's API shows it */
  representation(order: SandboxOrder): object;
}

const TEST_PAYER = {
  name: { given_name: 'Test', surname: 'Maksja' },
  email: 'testmaksja@example.com',
};
/** What the payer may choose on the approval page (test only) */
export const OUTCOMES: Record<CaptureOutcome, string> = {
  COMPLETED: 'õnnestub',
  PENDING: 'jääb ootele',
  DECLINED: 'lükatakse tagasi',
};

export function createOrders(): Orders {
  const orders: Orders = {
    base: '',
    byId: new Map(),
    created: new Map(),
    findCapture(captureId) {
      const order = [...orders.byId.values()].find((o) => o.capture?.id === captureId);
      if (!order) throw new Error(`no capture ${captureId}`);
      return order;
    },
    representation: (order) => representation(orders.base, order),
  };
  return orders;
}

function orderLinks(base: string, order: SandboxOrder): LinkDescription[] {
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
}

function representation(base: string, order: SandboxOrder) {
  return {
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
    links: orderLinks(base, order),
  };
}

/** PayPal-style ids: 17 upper-case letters and digits. */
export function paypalId(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
  return [...randomBytes(17)].map((b) => alphabet[b % alphabet.length]).join('');
}

export const isoNow = () => new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');

/** PayPal's error body: `name` the kind, `details[0].issue` the reason. */
export function paypalError(
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
export function checkOrderRequest(body: Partial<CreateOrderRequest>): [string, string] | null {
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

export function withQuery(url: string, params: Record<string, string>): string {
  const target = new URL(url);
  for (const [key, value] of Object.entries(params)) target.searchParams.set(key, value);
  return target.href;
}

/** What the capture's refunds have given back so far, in cents */
export const refundedCents = (order: SandboxOrder): number =>
  order.refunds.reduce((sum, r) => sum + (fromDecimal(r.resource.amount?.value ?? '') ?? 0), 0);
