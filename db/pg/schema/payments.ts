/**
 * Payments: orders, their lines and refunds, the provider's events already handled, and price
 * settings (db/schema/payments.ts).
 */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Locale } from '#domain/vocabulary/locales';
import { ORDER_STATUSES, type OrderFailure } from '#domain/inputs/payments';
import { PAYER_TYPES } from '#domain/vocabulary/statuses';
import { createdAt, id, millis, requiredRef } from './columns';
import { notices } from './notices';

export const orders = pgTable(
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
    terms: boolean('terms').notNull(),
    privacy: boolean('privacy').notNull(),
    bic: text('bic'),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('created'),
    amountCents: integer('amount_cents').notNull(),
    vatCents: integer('vat_cents').notNull(),
    currency: text('currency').$type<'EUR'>().notNull().default('EUR'),
    providerOrderId: text('provider_order_id').unique(),
    approveUrl: text('approve_url'),
    captureId: text('capture_id').unique(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    failureReason: text('failure_reason').$type<OrderFailure>(),
    locale: text('locale').$type<Locale>().notNull().default('et'),
    editTokenSealed: text('edit_token_sealed'),
    paidAt: millis('paid_at'),
    refundDueAt: millis('refund_due_at'),
    refundId: text('refund_id'),
    refundedAt: millis('refunded_at'),
    createdAt: createdAt(),
    updatedAt: millis('updated_at'),
  },
  (t) => [
    index('orders_notice').on(t.noticeId),
    index('orders_refund_due')
      .on(t.refundDueAt)
      .where(sql`${t.refundDueAt} is not null and ${t.status} = 'failed'`),
    index('orders_status_paid').on(t.status, t.paidAt),
    index('orders_paid').on(t.paidAt),
    index('orders_refunded').on(t.refundedAt),
    index('orders_created').on(t.createdAt),
    index('orders_status_created').on(t.status, t.createdAt),
    index('orders_payer_type_created').on(t.payerType, t.createdAt),
    // at most one live order per notice: a second click on Pay cannot start a second charge
    uniqueIndex('orders_one_live_per_notice')
      .on(t.noticeId)
      .where(sql`${t.status} in ('created', 'pending', 'paid')`),
  ],
);

export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: id(),
    orderId: requiredRef('order_id', () => orders.id, 'cascade'),
    providerRefundId: text('provider_refund_id').notNull().unique(),
    amountCents: integer('amount_cents').notNull(),
    reason: text('reason'),
    actorId: integer('actor_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_refunds_order').on(t.orderId),
    index('order_refunds_created').on(t.createdAt),
  ],
);

export const paymentEvents = pgTable('payment_events', {
  eventId: text('event_id').primaryKey(),
  eventType: text('event_type').notNull(),
  providerOrderId: text('provider_order_id'),
  createdAt: createdAt(),
});

export const orderLines = pgTable('order_lines', {
  id: id(),
  orderId: requiredRef('order_id', () => orders.id, 'cascade'),
  description: text('description').notNull(),
  quantity: integer('quantity').notNull().default(1),
  unitPriceCents: integer('unit_price_cents').notNull(),
  vatRateBp: integer('vat_rate_bp').notNull(),
});

/** Key/value settings: prices, VAT rate, seller details */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
});
