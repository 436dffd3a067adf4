/**
 * Push subscriptions and the notices they follow, on drizzle's prepared queries (not a hot
 * path). A subscription is identified by its endpoint, which only the browser holding it knows.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../../db/client';
import { isNoticeType, noticePath } from '../../../../db/domain/notice-types';
import type { FollowItem } from '../../../../db/domain/push';
import { follows, notices, pushSubscriptions } from '../../../../db/schema';
import { DomainError } from '../../lib/errors';
import { param } from '../../lib/placeholders';

type NewSubscription = Pick<typeof pushSubscriptions.$inferInsert, 'endpoint' | 'p256dh' | 'auth'>;

/** A follow as the subscription's list reads it */
export interface FollowRow {
  id: number;
  type: number;
  deceasedName: string;
  anniversary: boolean;
  createdAt: number;
}

/** The follows of a subscription as the API answers them (only notices of a known type) */
export const toFollowItems = (rows: FollowRow[]): FollowItem[] =>
  rows
    .filter((r) => isNoticeType(r.type))
    .map((r) => ({
      noticeId: r.id,
      path: noticePath(r.type as 0 | 1 | 2, r.id),
      deceasedName: r.deceasedName,
      type: r.type,
      anniversary: r.anniversary,
      followedAt: r.createdAt,
    }));

export const subscriptionNotFound = () =>
  new DomainError('not_found', 'subscription_not_found', 'push.subscriptionNotFound');
export const noticeNotFound = () =>
  new DomainError('not_found', 'not_found', 'errors.noticeNotFound');

export function createPushStore({ db }: Database) {
  const upsertSubscription = db
    .insert(pushSubscriptions)
    .values({
      endpoint: param('endpoint'),
      p256dh: param('p256dh'),
      auth: param('auth'),
      userId: param('userId'),
      createdAt: param('now'),
    })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      // a visitor's renewal keeps the user a signed-in subscribe recorded
      set: {
        p256dh: sql`excluded.p256dh`,
        auth: sql`excluded.auth`,
        failures: 0,
        userId: sql`coalesce(excluded.user_id, ${pushSubscriptions.userId})`,
      },
    })
    .prepare();
  const deleteSubscription = db
    .delete(pushSubscriptions)
    .where(eq(pushSubscriptions.endpoint, param('endpoint')))
    .prepare();
  const subscriptionId = db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.endpoint, param('endpoint')))
    .prepare();
  const publishedNotice = db
    .select({ id: notices.id })
    .from(notices)
    .where(and(eq(notices.id, param('id')), eq(notices.status, 'published')))
    .prepare();
  // anniversary: null keeps what a follow had (0 for a new one)
  const upsertFollow = db
    .insert(follows)
    .values({
      subscriptionId: param('subscriptionId'),
      noticeId: param('noticeId'),
      anniversary: sql`coalesce(${param('anniversary')}, 0)`,
      createdAt: param('now'),
    })
    .onConflictDoUpdate({
      target: [follows.subscriptionId, follows.noticeId],
      set: { anniversary: sql`coalesce(${param('anniversary')}, ${follows.anniversary})` },
    })
    .returning({ anniversary: follows.anniversary })
    .prepare();
  const deleteFollow = db
    .delete(follows)
    .where(
      and(
        eq(follows.subscriptionId, param('subscriptionId')),
        eq(follows.noticeId, param('noticeId')),
      ),
    )
    .prepare();
  const followList = db
    .select({
      id: notices.id,
      type: notices.type,
      deceasedName: notices.deceasedName,
      anniversary: follows.anniversary,
      createdAt: follows.createdAt,
    })
    .from(follows)
    .innerJoin(notices, eq(notices.id, follows.noticeId))
    .where(
      and(eq(follows.subscriptionId, param('subscriptionId')), eq(notices.status, 'published')),
    )
    .orderBy(desc(follows.createdAt), desc(follows.id))
    .prepare();

  /** The subscription's id; DomainError not_found for an endpoint never subscribed */
  const subscriptionOf = (endpoint: string): number => {
    const row = subscriptionId.get({ endpoint });
    if (!row) throw subscriptionNotFound();
    return row.id;
  };

  return {
    /**
     * Saves a subscription, or renews the keys of a known endpoint (and forgets its failures);
     * a signed-in user's subscription is theirs (a provider's service request alerts go to it)
     */
    subscribe(subscription: NewSubscription, userId: number | null, now: number): void {
      upsertSubscription.run({ ...subscription, userId, now });
    },
    /** Forgets a subscription; its follows go with it */
    unsubscribe(endpoint: string): void {
      deleteSubscription.run({ endpoint });
    },
    /** The published notices the subscription follows, latest first */
    follows(endpoint: string): FollowItem[] {
      return toFollowItems(followList.all({ subscriptionId: subscriptionOf(endpoint) }));
    },
    /**
     * Follows a published notice (DomainError not_found for any other, or an unknown endpoint);
     * `anniversary` undefined keeps the follow's setting. Returns the setting now stored.
     */
    follow(noticeId: number, endpoint: string, anniversary: boolean | undefined, now: number) {
      if (!publishedNotice.get({ id: noticeId })) throw noticeNotFound();
      const subscriptionId = subscriptionOf(endpoint);
      const flag = anniversary === undefined ? null : anniversary ? 1 : 0;
      const [stored] = upsertFollow.all({ subscriptionId, noticeId, anniversary: flag, now });
      return { anniversary: stored?.anniversary === true };
    },
    /** Stops following; nothing happens for an unknown endpoint or a notice not followed */
    unfollow(noticeId: number, endpoint: string): void {
      const row = subscriptionId.get({ endpoint });
      if (row) deleteFollow.run({ subscriptionId: row.id, noticeId });
    },
  };
}
