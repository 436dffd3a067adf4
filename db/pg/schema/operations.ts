/**
 * Operations: the durable mail outbox, alerts for the person running the site and the audit log
 * (db/schema/operations.ts).
 */
import { customType, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, millis, optionalRef, requiredRef } from './columns';
import { orders } from './payments';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/** A paid order's row is written by the trigger orders_paid_mail (the rules migration). */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    kind: text('kind').notNull(),
    orderId: optionalRef('order_id', () => orders.id),
    recipient: text('recipient'),
    replyTo: text('reply_to'),
    subject: text('subject'),
    textBody: text('text_body'),
    htmlBody: text('html_body'),
    messageId: text('message_id'),
    state: text('state', { enum: ['pending', 'sending', 'sent', 'failed', 'skipped'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    dueAt: millis('due_at').notNull(),
    leaseUntil: millis('lease_until'),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: millis('sent_at'),
  },
  (t) => [index('mail_outbox_state_due').on(t.state, t.dueAt)],
);

export const mailOutboxAttachments = pgTable('mail_outbox_attachments', {
  id: id(),
  mailId: requiredRef('mail_id', () => mailOutbox.id, 'cascade'),
  filename: text('filename').notNull(),
  contentType: text('content_type').notNull(),
  content: bytea('content').notNull(),
});

export const adminAlerts = pgTable(
  'admin_alerts',
  {
    id: id(),
    kind: text('kind').notNull(),
    message: text('message').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    acknowledgedAt: millis('acknowledged_at'),
  },
  (t) => [index('admin_alerts_open').on(t.acknowledgedAt, t.createdAt)],
);

/**
 * Append-only: a trigger (the rules migration) refuses UPDATE, DELETE and TRUNCATE. No foreign
 * key to the actor: the entry outlives the account, unchanged.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    /** The app's clock, not the database's: tests move it */
    at: millis('at').notNull(),
    actorId: integer('actor_id').notNull(),
    actorEmail: text('actor_email').notNull(),
    actorRole: integer('actor_role').notNull(),
    action: text('action').notNull(),
    entityKind: text('entity_kind').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    reason: text('reason'),
  },
  (t) => [
    index('audit_log_at').on(t.at),
    index('audit_log_actor').on(t.actorId, t.at),
    index('audit_log_kind').on(t.entityKind, t.at),
    index('audit_log_action').on(t.action, t.at),
  ],
);
