/**
 * Orders and payment as the API and the PWA's payment step share them: the request schema and
 * the order the API answers with. Money is in euro cents, rates in basis points (2400 = 24 %).
 */
import { z } from 'zod';

export const ORDER_STATUSES = ['created', 'pending', 'paid', 'failed', 'refunded'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Why an order failed, for the "payment failed" page (and support). */
export const ORDER_FAILURES = [
  'cancelled',
  'declined',
  'denied',
  'amount_mismatch',
  'superseded',
  'provider_error',
  /** Captured, but the notice no longer awaited payment (another order paid it): refunded */
  'not_payable',
] as const;
export type OrderFailure = (typeof ORDER_FAILURES)[number];

/**
 * Every change of an order's status, the one table of them: what happened, the statuses it may
 * happen in, and the status it leads to. The order store turns each into a conditional UPDATE
 * (… WHERE status IN (from)), so a transition that is not allowed changes no row and the caller
 * sees that. docs/payments.md shows the same table.
 *
 * The rule behind it: a COMPLETED capture ends either paid (and the notice published) or
 * refunded with an admin alert, whatever the order's status was; nothing fails an order while
 * PayPal holds (or may still take) its money.
 */
export const ORDER_TRANSITIONS = {
  /** PayPal answered the capture PENDING: money on its way, the notice waits */
  capturePending: { from: ['created'], to: 'pending' },
  /** A COMPLETED capture of exactly the order's amount, and the notice awaits payment */
  captureCompleted: { from: ['created', 'pending', 'failed'], to: 'paid' },
  /** DECLINED, DENIED or refused by PayPal: no money taken */
  captureFailed: { from: ['created', 'pending'], to: 'failed' },
  /** The payer cancelled (PayPal has no capture and no approval), or new payer details */
  abandoned: { from: ['created'], to: 'failed' },
  /** A COMPLETED capture that must not publish (wrong amount, notice paid already): refund due */
  refundDue: { from: ['created', 'pending', 'failed'], to: 'failed' },
  /** The money went back: our refund of a refund-due capture, or a refund made at PayPal */
  refunded: { from: ['paid', 'failed'], to: 'refunded' },
} as const satisfies Record<string, { from: readonly OrderStatus[]; to: OrderStatus }>;
export type OrderTransition = keyof typeof ORDER_TRANSITIONS;

/** Statuses an order of a notice may hold only once at a time (orders_one_live_per_notice) */
export const LIVE_ORDER_STATUSES = [
  'created',
  'pending',
  'paid',
] as const satisfies readonly OrderStatus[];

/** SWIFT/BIC: bank, country, location and an optional branch (8 or 11 characters). */
export const BIC_PATTERN = /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/;

/** POST /api/orders body. The amount is never taken from the client. */
export const orderInput = z.object({
  noticeId: z
    .number({ error: 'required' })
    .int({ error: 'integer' })
    .positive({ error: 'invalid' }),
  bic: z
    .string({ error: 'invalid' })
    .trim()
    .toUpperCase()
    .transform((v) => v || null)
    .pipe(z.string().regex(BIC_PATTERN, { error: 'invalid' }).nullable())
    .nullable()
    .optional()
    .transform((v) => v ?? null),
});
export type OrderInput = z.input<typeof orderInput>;

export interface OrderLine {
  description: string;
  quantity: number;
  /** VAT included, like the prices in settings */
  unitPriceCents: number;
  vatRateBp: number;
}

/** An order as POST /api/orders and GET /api/orders/:id answer it. */
export interface OrderView {
  id: number;
  noticeId: number;
  status: OrderStatus;
  /** Total, VAT included */
  amountCents: number;
  vatCents: number;
  netCents: number;
  currency: 'EUR';
  lines: OrderLine[];
  /** Where to send the payer to pay; only while the order waits for approval */
  approveUrl: string | null;
  /** The local PayPal sandbox stands in: no real money moves */
  testMode: boolean;
  /** The published card, once paid */
  noticePath: string | null;
  /** Invoice (business payer) or receipt (private payer), once paid */
  documentKind: 'invoice' | 'receipt';
  documentUrl: string | null;
  failureReason: OrderFailure | null;
}
