/**
 * Payments: orders, their lines, the provider's events already handled, and price settings.
 */
import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import type { Locale } from '#domain/vocabulary/locales';
import { ORDER_STATUSES, type OrderFailure } from '#domain/inputs/payments';
import { PAYER_TYPES } from '#domain/vocabulary/statuses';
import { createdAt, id, requiredRef } from './columns';
import { notices } from './notices';

export const orders = sqliteTable(
  'orders',
  {
    id: id(),
    noticeId: requiredRef('notice_id', () => notices.id),
    payerName: text('payer_name').notNull(),
    payerEmail: text('payer_email').notNull(),
    payerType: text('payer_type', { enum: PAYER_TYPES }).notNull(),
    businessName: text('business_name'),
    businessAddress: text('business_address'),
    businessRegCode: text('business_reg_code'),
    invoiceEmail: text('invoice_email'),
    terms: integer('terms', { mode: 'boolean' }).notNull(),
    privacy: integer('privacy', { mode: 'boolean' }).notNull(),
    bic: text('bic'),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('created'),
    amountCents: integer('amount_cents').notNull(),
    vatCents: integer('vat_cents').notNull(),
    currency: text('currency').$type<'EUR'>().notNull().default('EUR'),
    providerOrderId: text('provider_order_id').unique(),
    /** Where the payer approves the payment (PayPal's approve link) */
    approveUrl: text('approve_url'),
    /** PayPal capture id, once captured */
    captureId: text('capture_id').unique(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    /** Why a failed order failed (cancelled, declined, amount_mismatch…) */
    failureReason: text('failure_reason').$type<OrderFailure>(),
    /** Language of the payer's confirmation mail and documents (et, en, ru) */
    locale: text('locale').$type<Locale>().notNull().default('et'),
    /** The payer's edit token, encrypted (AES-GCM) until the confirmation mail has carried it */
    editTokenSealed: text('edit_token_sealed'),
    paidAt: integer('paid_at'),
    /**
     * When the server decided to give a COMPLETED capture back (wrong amount, notice paid by
     * another order): set with status failed, kept once the refund made it refunded
     */
    refundDueAt: integer('refund_due_at'),
    /** PayPal's id of our refund of the capture */
    refundId: text('refund_id'),
    /** When the order became refunded (the dashboard's refunds are counted by it) */
    refundedAt: integer('refunded_at'),
    createdAt: createdAt(),
    updatedAt: integer('updated_at'),
  },
  (t) => [
    index('orders_notice').on(t.noticeId),
    // refunds still owed: retried until PayPal confirms them
    index('orders_refund_due')
      .on(t.refundDueAt)
      .where(sql`${t.refundDueAt} is not null and ${t.status} = 'failed'`),
    index('orders_status_paid').on(t.status, t.paidAt),
    // the dashboard's sales and refunds by Tallinn day, whatever the status
    index('orders_paid').on(t.paidAt),
    index('orders_refunded').on(t.refundedAt),
    // the admin's order list: newest first, by status or payer type
    index('orders_created').on(t.createdAt),
    index('orders_status_created').on(t.status, t.createdAt),
    index('orders_payer_type_created').on(t.payerType, t.createdAt),
    // at most one live order per notice: a second click on Pay cannot start a second charge
    uniqueIndex('orders_one_live_per_notice')
      .on(t.noticeId)
      .where(sql`${t.status} in ('created', 'pending', 'paid')`),
  ],
);

/**
 * Money given back on an order's capture, one row per PayPal refund (several partial refunds may
 * add up to the captured amount; the order turns refunded when they do). Written by the admin's
 * refund (with reason and who), by the automatic refund of a capture that must not publish, or
 * by PayPal's PAYMENT.CAPTURE.REFUNDED event for a refund made at PayPal: once per PayPal refund
 * id, whichever comes first.
 */
export const orderRefunds = sqliteTable(
  'order_refunds',
  {
    id: id(),
    orderId: requiredRef('order_id', () => orders.id, 'cascade'),
    /** PayPal's refund id */
    providerRefundId: text('provider_refund_id').notNull().unique(),
    amountCents: integer('amount_cents').notNull(),
    /** The admin's reason; null for an automatic refund or one made at PayPal */
    reason: text('reason'),
    /** The admin who refunded (users.id), null when not made in the admin area */
    actorId: integer('actor_id'),
    createdAt: createdAt(),
  },
  // the dashboard's refunds by Tallinn day
  (t) => [
    index('order_refunds_order').on(t.orderId),
    index('order_refunds_created').on(t.createdAt),
  ],
);

/** Payment provider events already handled (webhook deliveries repeat): one row per event id. */
export const paymentEvents = sqliteTable('payment_events', {
  eventId: text('event_id').primaryKey(),
  eventType: text('event_type').notNull(),
  providerOrderId: text('provider_order_id'),
  createdAt: createdAt(),
});

export const orderLines = sqliteTable('order_lines', {
  id: id(),
  orderId: requiredRef('order_id', () => orders.id, 'cascade'),
  description: text('description').notNull(),
  quantity: integer('quantity').notNull().default(1),
  unitPriceCents: integer('unit_price_cents').notNull(),
  vatRateBp: integer('vat_rate_bp').notNull(),
});

/** Key/value settings: prices, VAT rate, seller details. Values are JSON. */
export const settings = sqliteTable('settings', {
  key: text('key').primaryKey(),
  value: text('value', { mode: 'json' }).notNull(),
});
