/**
 * Push subscriptions and the notices they follow, on PostgreSQL (store.ts is the SQLite twin and
 * holds the rules). A follow share-locks its subscription's row, so an unsubscribe in between
 * cannot leave it pointing at nothing.
 */
import type pg from 'pg';
import type { Port } from '../../stores/port';
import { all, get, run, transaction, value, type Queryable } from '../../stores/pg/sql';
import {
  noticeNotFound,
  subscriptionNotFound,
  toFollowItems,
  type createPushStore,
  type FollowRow,
} from './store';

const subscriptionIdOf = (q: Queryable, endpoint: string, lock = '') =>
  value<number>(q, `SELECT id FROM push_subscriptions WHERE endpoint = $1 ${lock}`, [endpoint]);

export function createPgPushStore(pool: pg.Pool): Port<ReturnType<typeof createPushStore>> {
  return {
    subscribe: async (subscription, userId, now) =>
      void (await run(
        pool,
        `INSERT INTO push_subscriptions (endpoint, p256dh, auth, user_id, created_at)
         VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (endpoint) DO UPDATE SET p256dh = excluded.p256dh, auth = excluded.auth,
           failures = 0, user_id = coalesce(excluded.user_id, push_subscriptions.user_id)`,
        [subscription.endpoint, subscription.p256dh, subscription.auth, userId, now],
      )),

    unsubscribe: async (endpoint) =>
      void (await run(pool, 'DELETE FROM push_subscriptions WHERE endpoint = $1', [endpoint])),

    follows: async (endpoint) => {
      const subscriptionId = await subscriptionIdOf(pool, endpoint);
      if (subscriptionId === undefined) throw subscriptionNotFound();
      return toFollowItems(
        await all<FollowRow>(
          pool,
          `SELECT n.id, n.type, n.deceased_name AS "deceasedName", f.anniversary,
                  f.created_at AS "createdAt"
             FROM follows f JOIN notices n ON n.id = f.notice_id
            WHERE f.subscription_id = $1 AND n.status = 'published'
            ORDER BY f.created_at DESC, f.id DESC`,
          [subscriptionId],
        ),
      );
    },

    follow: (noticeId, endpoint, anniversary, now) =>
      transaction(pool, async (q) => {
        const published = await value<number>(
          q,
          "SELECT id FROM notices WHERE id = $1 AND status = 'published'",
          [noticeId],
        );
        if (published === undefined) throw noticeNotFound();
        const subscriptionId = await subscriptionIdOf(q, endpoint, 'FOR KEY SHARE');
        if (subscriptionId === undefined) throw subscriptionNotFound();
        // anniversary: null keeps what a follow had (false for a new one)
        const stored = await get<{ anniversary: boolean }>(
          q,
          `INSERT INTO follows (subscription_id, notice_id, anniversary, created_at)
           VALUES ($1, $2, coalesce($3::boolean, false), $4)
           ON CONFLICT (subscription_id, notice_id)
           DO UPDATE SET anniversary = coalesce($3::boolean, follows.anniversary)
           RETURNING anniversary`,
          [subscriptionId, noticeId, anniversary ?? null, now],
        );
        return { anniversary: stored?.anniversary === true };
      }),

    unfollow: async (noticeId, endpoint) =>
      void (await run(
        pool,
        `DELETE FROM follows WHERE notice_id = $1
            AND subscription_id = (SELECT id FROM push_subscriptions WHERE endpoint = $2)`,
        [noticeId, endpoint],
      )),
  };
}
