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
] as const;
export type OrderFailure = (typeof ORDER_FAILURES)[number];

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
