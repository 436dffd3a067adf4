/**
 * Push notifications: subscriptions, follows and the send queue (notices' and service requests').
 */
import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  primaryKey,
  sqliteTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/sqlite-core';
import { createdAt, id, optionalRef, requiredRef } from './columns';
import { users } from './accounts';
import { notices } from './notices';
import { serviceRequests } from './requests';

export const pushSubscriptions = sqliteTable('push_subscriptions', {
  id: id(),
  endpoint: text('endpoint').notNull().unique(),
  p256dh: text('p256dh').notNull(),
  auth: text('auth').notNull(),
  userId: optionalRef('user_id', () => users.id, 'set null'),
  failures: integer('failures').notNull().default(0),
  createdAt: createdAt(),
  lastSuccessAt: integer('last_success_at'),
});

export const follows = sqliteTable(
  'follows',
  {
    id: id(),
    subscriptionId: requiredRef('subscription_id', () => pushSubscriptions.id, 'cascade'),
    noticeId: requiredRef('notice_id', () => notices.id, 'cascade'),
    anniversary: integer('anniversary', { mode: 'boolean' }).notNull().default(false),
    /** Year (Tallinn time) the death-day reminder last went out: at most one a year */
    anniversarySentYear: integer('anniversary_sent_year'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('follows_subscription_notice').on(t.subscriptionId, t.noticeId),
    index('follows_notice').on(t.noticeId),
  ],
);

/**
 * Web Push work, written in the same transaction as the reply or candle that causes it and sent
 * by the in-process worker (api/src/services/push). A job without a subscription goes to every
 * follower of the notice; a retry (5xx, 429), an anniversary reminder and a service request's
 * jobs (one per subscription of the provider, or of the family's follows) target one subscription.
 * Candles are gathered: at most one pending 'candles' job per notice, its count going up.
 */
export const pushJobs = sqliteTable(
  'push_jobs',
  {
    id: id(),
    /** The notice a reply, candles or anniversary job is about */
    noticeId: optionalRef('notice_id', () => notices.id, 'cascade'),
    /** The service request a `request` (to a provider) or `request_offer` (to the family) job is about */
    requestId: optionalRef('request_id', () => serviceRequests.id, 'cascade'),
    subscriptionId: optionalRef('subscription_id', () => pushSubscriptions.id, 'cascade'),
    kind: text('kind', {
      enum: ['reply', 'candles', 'anniversary', 'request', 'request_offer'],
    }).notNull(),
    /** JSON { title, body, url, tag } as the service worker receives it (candles: filled in when sent) */
    payload: text('payload', { mode: 'json' })
      .$type<{ title: string; body: string; url: string; tag: string }>()
      .notNull(),
    /** Candles gathered into this job */
    count: integer('count').notNull().default(1),
    dueAt: integer('due_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    state: text('state', { enum: ['pending', 'sending', 'done', 'failed'] })
      .notNull()
      .default('pending'),
    lastError: text('last_error'),
    /**
     * Until when a claimed ('sending') job is its worker's: after that another worker (another
     * app instance, or this one restarted) may claim it again (docs/push.md)
     */
    leaseUntil: integer('lease_until'),
    createdAt: createdAt(),
  },
  (t) => [
    index('push_jobs_state_due').on(t.state, t.dueAt),
    uniqueIndex('push_jobs_one_pending_candles')
      .on(t.noticeId)
      .where(sql`${t.kind} = 'candles' and ${t.state} = 'pending' and ${t.subscriptionId} is null`),
  ],
);

/** Per notice: when followers were last told about candles (gathered, one per 15 minutes). */
export const pushNoticeState = sqliteTable('push_notice_state', {
  noticeId: integer('notice_id')
    .primaryKey()
    .references(() => notices.id, { onDelete: 'cascade' }),
  candlesNotifiedAt: integer('candles_notified_at'),
});

/** Push subscriptions a family follows its request with: told of every new offer */
export const requestFollows = sqliteTable(
  'request_follows',
  {
    requestId: requiredRef('request_id', () => serviceRequests.id, 'cascade'),
    subscriptionId: requiredRef('subscription_id', () => pushSubscriptions.id, 'cascade'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.requestId, t.subscriptionId] })],
);
