/**
 * Push notifications: subscriptions, follows and the send queue (db/schema/push.ts).
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, id, millis, optionalRef, requiredRef } from './columns';
import { users } from './accounts';
import { notices } from './notices';
import { serviceRequests } from './requests';

export const pushSubscriptions = pgTable('push_subscriptions', {
  id: id(),
  endpoint: text('endpoint').notNull().unique(),
  p256dh: text('p256dh').notNull(),
  auth: text('auth').notNull(),
  userId: optionalRef('user_id', () => users.id, 'set null'),
  failures: integer('failures').notNull().default(0),
  createdAt: createdAt(),
  lastSuccessAt: millis('last_success_at'),
});

export const follows = pgTable(
  'follows',
  {
    id: id(),
    subscriptionId: requiredRef('subscription_id', () => pushSubscriptions.id, 'cascade'),
    noticeId: requiredRef('notice_id', () => notices.id, 'cascade'),
    anniversary: boolean('anniversary').notNull().default(false),
    anniversarySentYear: integer('anniversary_sent_year'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('follows_subscription_notice').on(t.subscriptionId, t.noticeId),
    index('follows_notice').on(t.noticeId),
  ],
);

export const pushJobs = pgTable(
  'push_jobs',
  {
    id: id(),
    noticeId: optionalRef('notice_id', () => notices.id, 'cascade'),
    requestId: optionalRef('request_id', () => serviceRequests.id, 'cascade'),
    subscriptionId: optionalRef('subscription_id', () => pushSubscriptions.id, 'cascade'),
    kind: text('kind', {
      enum: ['reply', 'candles', 'anniversary', 'request', 'request_offer'],
    }).notNull(),
    /** { title, body, url, tag } as the service worker receives it */
    payload: jsonb('payload')
      .$type<{ title: string; body: string; url: string; tag: string }>()
      .notNull(),
    count: integer('count').notNull().default(1),
    dueAt: millis('due_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    state: text('state', { enum: ['pending', 'sending', 'done', 'failed'] })
      .notNull()
      .default('pending'),
    lastError: text('last_error'),
    /** Until when a claimed ('sending') job is its worker's (docs/push.md) */
    leaseUntil: millis('lease_until'),
    createdAt: createdAt(),
  },
  (t) => [
    index('push_jobs_state_due').on(t.state, t.dueAt),
    uniqueIndex('push_jobs_one_pending_candles')
      .on(t.noticeId)
      .where(sql`${t.kind} = 'candles' and ${t.state} = 'pending' and ${t.subscriptionId} is null`),
  ],
);

export const pushNoticeState = pgTable('push_notice_state', {
  noticeId: integer('notice_id')
    .primaryKey()
    .references(() => notices.id, { onDelete: 'cascade' }),
  candlesNotifiedAt: millis('candles_notified_at'),
});

export const requestFollows = pgTable(
  'request_follows',
  {
    requestId: requiredRef('request_id', () => serviceRequests.id, 'cascade'),
    subscriptionId: requiredRef('subscription_id', () => pushSubscriptions.id, 'cascade'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.requestId, t.subscriptionId] })],
);
