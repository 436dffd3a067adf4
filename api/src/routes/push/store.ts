/**
 * Push subscriptions and the notices they follow, written once for both databases (decision
 * 0109); on SQLite run here, synchronously. A subscription is identified by its endpoint, which
 * only the browser holding it knows.
 */
import type { Database } from '#db/client';
import { isNoticeType, noticePath } from '#domain/vocabulary/notice-types';
import type { FollowItem } from '#domain/inputs/push';
import type { pushSubscriptions } from '#db/schema';
import { DomainError } from '../../lib/errors';
import { all, get, run, sql, sqliteDb, value, type Db, type Flow } from '../../stores/flow';

type NewSubscription = Pick<typeof pushSubscriptions.$inferInsert, 'endpoint' | 'p256dh' | 'auth'>;

/** A follow as the subscription's list reads it (anniversary: 0 or 1 on SQLite) */
interface FollowRow {
  id: number;
  type: number;
  deceasedName: string;
  anniversary: boolean | number;
  createdAt: number;
}

/** The follows of a subscription as the API answers them (only notices of a known type) */
const toFollowItems = (rows: FollowRow[]): FollowItem[] =>
  rows
    .filter((r) => isNoticeType(r.type))
    .map((r) => ({
      noticeId: r.id,
      path: noticePath(r.type as 0 | 1 | 2, r.id),
      deceasedName: r.deceasedName,
      type: r.type,
      anniversary: Boolean(r.anniversary),
      followedAt: r.createdAt,
    }));

const subscriptionNotFound = () =>
  new DomainError('not_found', 'subscription_not_found', 'push.subscriptionNotFound');
const noticeNotFound = () => new DomainError('not_found', 'not_found', 'errors.noticeNotFound');

const subscriptionId = sql<{ id: number }, [string]>(
  'push_subscription_id',
  'SELECT id FROM push_subscriptions WHERE endpoint = $1',
);
/** The subscription's id, its row share-locked until the transaction ends (PostgreSQL) */
const lockedSubscriptionId = sql<{ id: number }, [string]>('push_subscription_id_locked', {
  sqlite: 'SELECT id FROM push_subscriptions WHERE endpoint = $1',
  pg: 'SELECT id FROM push_subscriptions WHERE endpoint = $1 FOR KEY SHARE',
});
// a visitor's renewal keeps the user a signed-in subscribe recorded
const upsertSubscription = sql<never, [string, string, string, number | null, number]>(
  'push_upsert_subscription',
  `INSERT INTO push_subscriptions (endpoint, p256dh, auth, user_id, created_at)
   VALUES ($1, $2, $3, $4, $5)
   ON CONFLICT (endpoint) DO UPDATE SET p256dh = excluded.p256dh, auth = excluded.auth,
     failures = 0, user_id = coalesce(excluded.user_id, push_subscriptions.user_id)`,
);
const deleteSubscription = sql<never, [string]>(
  'push_delete_subscription',
  'DELETE FROM push_subscriptions WHERE endpoint = $1',
);
const publishedNotice = sql<{ id: number }, [number]>(
  'push_published_notice',
  "SELECT id FROM notices WHERE id = $1 AND status = 'published'",
);
// anniversary: null keeps what a follow had (false for a new one)
const upsertFollow = sql<
  { anniversary: boolean | number },
  [number, number, boolean | null, number]
>(
  'push_upsert_follow',
  `INSERT INTO follows (subscription_id, notice_id, anniversary, created_at)
   VALUES ($1, $2, coalesce($3, false), $4)
   ON CONFLICT (subscription_id, notice_id)
   DO UPDATE SET anniversary = coalesce($3, follows.anniversary)
   RETURNING anniversary`,
);
const deleteFollow = sql<never, [number, string]>(
  'push_delete_follow',
  `DELETE FROM follows WHERE notice_id = $1
      AND subscription_id = (SELECT id FROM push_subscriptions WHERE endpoint = $2)`,
);
const followList = sql<FollowRow, [number]>(
  'push_follow_list',
  `SELECT n.id, n.type, n.deceased_name AS "deceasedName", f.anniversary,
          f.created_at AS "createdAt"
     FROM follows f JOIN notices n ON n.id = f.notice_id
    WHERE f.subscription_id = $1 AND n.status = 'published'
    ORDER BY f.created_at DESC, f.id DESC`,
);

/** Push subscriptions on either database (decision 0109) */
export function pushStoreOf<Tx>(db: Db<Tx>) {
  return {
    /**
     * Saves a subscription, or renews the keys of a known endpoint (and forgets its failures);
     * a signed-in user's subscription is theirs (a provider's service request alerts go to it)
     */
    subscribe: (subscription: NewSubscription, userId: number | null, now: number) =>
      db.read(function* (): Flow<void> {
        const { endpoint, p256dh, auth } = subscription;
        yield* run(upsertSubscription, endpoint, p256dh, auth, userId, now);
      }),
    /** Forgets a subscription; its follows go with it */
    unsubscribe: (endpoint: string) =>
      db.read(function* (): Flow<void> {
        yield* run(deleteSubscription, endpoint);
      }),
    /** The published notices the subscription follows, latest first */
    follows: (endpoint: string) =>
      db.read(function* () {
        const subscription = yield* value(subscriptionId, endpoint);
        if (subscription === undefined) throw subscriptionNotFound();
        return toFollowItems(yield* all(followList, subscription));
      }),
    /**
     * Follows a published notice (DomainError not_found for any other, or an unknown endpoint);
     * `anniversary` undefined keeps the follow's setting. Returns the setting now stored. The
     * subscription's row is share-locked, so an unsubscribe in between cannot leave the follow
     * pointing at nothing.
     */
    follow: (noticeId: number, endpoint: string, anniversary: boolean | undefined, now: number) =>
      db.transaction(function* () {
        if (!(yield* get(publishedNotice, noticeId))) throw noticeNotFound();
        const subscription = yield* value(lockedSubscriptionId, endpoint);
        if (subscription === undefined) throw subscriptionNotFound();
        const stored = yield* get(upsertFollow, subscription, noticeId, anniversary ?? null, now);
        return { anniversary: Boolean(stored?.anniversary) };
      }),
    /** Stops following; nothing happens for an unknown endpoint or a notice not followed */
    unfollow: (noticeId: number, endpoint: string) =>
      db.read(function* (): Flow<void> {
        yield* run(deleteFollow, noticeId, endpoint);
      }),
  };
}

export const createPushStore = ({ sqlite }: Database) => pushStoreOf(sqliteDb(sqlite));
