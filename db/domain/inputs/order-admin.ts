/**
 * The admin's orders section: the list's filters, the refund request and what the API answers.
 * Money in euro cents. A partial refund keeps the order paid with `refundedCents` below its
 * amount; the refund that brings it to the amount makes it refunded (decision 0102).
 */
import { z } from 'zod';
import { pageField } from './auth';
import { fromTypedEuros } from '../rules/money';
import { dayField } from './service-requests';
import { ORDER_STATUSES, type OrderFailure, type OrderLine, type OrderStatus } from './payments';
import { PAYER_TYPES, type NoticeHideReason, type NoticeStatus } from '../vocabulary/statuses';

export const ORDER_PAGE_SIZE = 25;
export const REFUND_REASON_MAX = 500;

const optionalEnum = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .enum(values, { error: 'invalid' })
    .or(z.literal(''))
    .optional()
    .transform((v) => v || undefined);

/** GET /api/admin/orders: status, payer type, the period (Tallinn days DD.MM.YYYY), search */
export const orderListQuery = z.object({
  status: optionalEnum(ORDER_STATUSES),
  payerType: optionalEnum(PAYER_TYPES),
  from: dayField
    .or(z.literal(''))
    .optional()
    .transform((v) => v || undefined),
  to: dayField
    .or(z.literal(''))
    .optional()
    .transform((v) => v || undefined),
  q: z
    .string()
    .trim()
    .max(200, { error: 'tooLong' })
    .optional()
    .transform((v) => v || undefined),
  page: pageField,
});
export type OrderListQuery = z.infer<typeof orderListQuery>;

/** The refund form: the amount as the admin types it in euros ("29", "12,50") */
export const refundForm = z.object({
  amount: z
    .string()
    .trim()
    .min(1, { error: 'required' })
    .refine((v) => (fromTypedEuros(v) ?? 0) > 0, { error: 'invalid' }),
  reason: z
    .string()
    .trim()
    .min(1, { error: 'required' })
    .max(REFUND_REASON_MAX, { error: 'tooLong' }),
  unpublish: z.boolean(),
});

/** POST /api/admin/orders/:id/refund */
export const refundInput = z.object({
  amountCents: z
    .number({ error: 'required' })
    .int({ error: 'integer' })
    .positive({ error: 'tooSmall' })
    .max(100_000_000, { error: 'tooLarge' }),
  reason: z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .max(REFUND_REASON_MAX, { error: 'tooLong' }),
  /** Take the notice down (hidden, reason refunded) with the refund */
  unpublish: z.boolean({ error: 'invalid' }).optional().default(false),
});
export type RefundInput = z.input<typeof refundInput>;

export interface AdminOrderListItem {
  id: number;
  createdAt: number;
  status: OrderStatus;
  payerType: (typeof PAYER_TYPES)[number];
  payerName: string;
  payerEmail: string;
  businessName: string | null;
  amountCents: number;
  refundedCents: number;
  noticeId: number;
  deceasedName: string;
}

export interface AdminOrderRefund {
  id: number;
  providerRefundId: string;
  amountCents: number;
  reason: string | null;
  createdAt: number;
}

export interface AdminOrderDetail extends AdminOrderListItem {
  vatCents: number;
  netCents: number;
  currency: 'EUR';
  lines: OrderLine[];
  failureReason: OrderFailure | null;
  paidAt: number | null;
  locale: string;
  captureId: string | null;
  providerOrderId: string | null;
  businessAddress: string | null;
  businessRegCode: string | null;
  invoiceEmail: string | null;
  /** What may still be given back */
  refundableCents: number;
  refunds: AdminOrderRefund[];
  /** PayPal's events about the order (webhooks handled) */
  events: { eventId: string; eventType: string; createdAt: number }[];
  notice: {
    id: number;
    status: NoticeStatus;
    hiddenReason: NoticeHideReason | null;
    /** The public card while published */
    path: string | null;
  };
  documentKind: 'invoice' | 'receipt';
  /** The invoice or receipt (admin session), once paid */
  documentUrl: string | null;
}

/** The refund request's optional Idempotency-Key header: a retry with it refunds once */
export const refundHeaders = z.object({
  'idempotency-key': z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,64}$/, { error: 'invalid' })
    .optional(),
});
