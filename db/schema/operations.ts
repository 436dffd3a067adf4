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

/**
 * The admin area's audit log: one row per admin or moderation action, written by the action's
 * store in the same transaction as the change (api/src/stores/audit.ts). Append-only: triggers
 * (migration 0023) refuse UPDATE and DELETE. The actor's name and e-mail are copied in, so the
 * entry still says who it was after the account is deleted.
 */
export const auditLog = sqliteTable(
  'audit_log',
  {
    id: id(),
    /** When, in Unix milliseconds (the app's clock, not SQLite's: tests move it) */
    at: integer('at').notNull(),
    /** The account that acted (no foreign key: the entry outlives the account, unchanged) */
    actorId: integer('actor_id').notNull(),
    actorEmail: text('actor_email').notNull(),
    actorRole: integer('actor_role').notNull(),
    /** What was done, `<kind>.<verb>` (db/domain/audit.ts: AUDIT_ACTIONS), e.g. order.refund */
    action: text('action').notNull(),
    /** The kind of record acted on (order, notice, reply, review, banner, user…) */
    entityKind: text('entity_kind').notNull(),
    /** Its id, as text (a user's, an order's…) */
    entityId: text('entity_id').notNull(),
    /** For edits: the changed fields before and after (JSON objects); null otherwise */
    before: text('before', { mode: 'json' }).$type<Record<string, unknown>>(),
    after: text('after', { mode: 'json' }).$type<Record<string, unknown>>(),
    /** The reason given (a refund's, a hide's), if any */
    reason: text('reason'),
  },
  (t) => [
    index('audit_log_at').on(t.at),
    index('audit_log_actor').on(t.actorId, t.at),
    index('audit_log_kind').on(t.entityKind, t.at),
    index('audit_log_action').on(t.action, t.at),
  ],
);
