/**
 * Orders and payments on SQLite: the payment flows of flows.ts, run synchronously in
 * better-sqlite3's transactions (the admin alert written with them), and the types the payment
 * code shares. The statements are steps.ts's, one text for both databases (decision 0109).
 */
import type { Database } from '#db/client';
import type { OrderFailure, OrderLine } from '#domain/inputs/payments';
import type { Locale } from '#domain/vocabulary/locales';
import type { notices, orders } from '#db/schema';
import type { Capture } from '../../services/payments/paypal';
import { raiseAlert } from '../../stores/alerts';
import { sqliteDb } from '../../stores/flow';
import { paymentStoreOf } from './flows';

export type OrderRow = Omit<typeof orders.$inferSelect, 'terms' | 'privacy' | 'updatedAt'>;

/** What an order is made from: the notice's payer details at the time of payment. */
export type NoticeForOrder = Pick<
  typeof notices.$inferSelect,
  | 'id'
  | 'type'
  | 'status'
  | 'deceasedName'
  | 'payerType'
  | 'businessName'
  | 'businessAddress'
  | 'businessRegCode'
  | 'invoiceEmail'
  | 'adderName'
  | 'adderEmail'
>;

export interface NewOrder {
  notice: NoticeForOrder;
  bic: string | null;
  amountCents: number;
  vatCents: number;
  lines: OrderLine[];
  idempotencyKey: string;
  locale: Locale;
  editTokenSealed: string | null;
  now: number;
}

/** What to do once the transaction that applied a capture has committed. */
export interface AfterCommit {
  /** Mail the confirmation of this order */
  paid?: number;
  /** Give this order's capture back */
  refund?: OrderRow;
}

/** A verified capture or refund event (not APPROVED), as settlement.ts reads it */
export interface CaptureEvent {
  eventId: string;
  eventType: string;
  /** The PayPal order the resource names (supplementary_data), if it does */
  providerOrderId: string | null;
  /** A REFUNDED event: the refunded capture, PayPal's refund id and amount */
  refund: { captureId: string; id: string | null; amountCents: number | null } | null;
  /** A capture event we act on: the capture, its status being the event's */
  capture: Capture | null;
  /** How a DECLINED or FAILED capture fails the order */
  failure: OrderFailure;
}

export type EventOutcome = 'handled' | 'duplicate' | 'ignored';

/** The payment flow's port on SQLite (store.pg.ts: PostgreSQL's) */
export function createPaymentStore({ sqlite }: Database) {
  return paymentStoreOf(sqliteDb(sqlite), () => ({
    alert: (alert, now) => raiseAlert(sqlite, alert, now),
  }));
}

export type { PaymentStore } from './flows';
