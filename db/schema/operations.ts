/**
 * Operations: the durable mail outbox and alerts for the person running the site.
 */
import { blob, index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt, id, optionalRef, requiredRef } from './columns';
import { orders } from './payments';

/**
 * Outgoing mail, durable: a row is written in the transaction of the change it belongs to and
 * sent by the mail sender job (api/src/services/mail-outbox.ts), which retries with backoff.
 * A paid order gets its row from the trigger orders_paid_mail (migration 0010): recipient and
 * body are null until the sender composes the confirmation from the order. Bodies and
 * attachments (they hold private links) are erased once a mail is sent or has failed for good.
 */
export const mailOutbox = sqliteTable(
  'mail_outbox',
  {
    id: id(),
    /** draft_link, password_reset, order_paid (composed by the sender), order_invoice… */
    kind: text('kind').notNull(),
    /** The paid order an order_paid row is composed from */
    orderId: optionalRef('order_id', () => orders.id),
    recipient: text('recipient'),
    /** Where an answer goes when not to the sender (the contact form: the visitor who wrote) */
    replyTo: text('reply_to'),
    subject: text('subject'),
    textBody: text('text_body'),
    htmlBody: text('html_body'),
    /** Fixed at the first attempt, so a resend of the same row is recognisable */
    messageId: text('message_id'),
    state: text('state', { enum: ['pending', 'sending', 'sent', 'failed', 'skipped'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** When the next attempt may start */
    dueAt: integer('due_at').notNull(),
    /** While sending: after this a claim is considered abandoned (its process died) */
    leaseUntil: integer('lease_until'),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: integer('sent_at'),
  },
  (t) => [index('mail_outbox_state_due').on(t.state, t.dueAt)],
);

export const mailOutboxAttachments = sqliteTable('mail_outbox_attachments', {
  id: id(),
  mailId: requiredRef('mail_id', () => mailOutbox.id, 'cascade'),
  filename: text('filename').notNull(),
  contentType: text('content_type').notNull(),
  content: blob('content', { mode: 'buffer' }).notNull(),
});

/**
 * Things the person running the site must look at (a refunded amount mismatch, a mail flood
 * stopped by the global limit…): raised by services, kept until acknowledged in the admin area.
 */
export const adminAlerts = sqliteTable(
  'admin_alerts',
  {
    id: id(),
    /** Stable machine name, e.g. payment_refunded, mail_global_limit */
    kind: text('kind').notNull(),
    /** One line for a person, in Estonian (the admin area is Estonian) */
    message: text('message').notNull(),
    /** JSON object with the ids and figures behind the alert */
    details: text('details', { mode: 'json' })
      .$type<Record<string, unknown>>()
      .notNull()
      .default({}),
    createdAt: createdAt(),
    acknowledgedAt: integer('acknowledged_at'),
  },
  (t) => [index('admin_alerts_open').on(t.acknowledgedAt, t.createdAt)],
);
