/**
 * The push endpoints (/api/push/*, /api/notices/:id/follow) over the ky instance,
 * with the shared request/answer types of db/domain/push.ts.
 */
import type { FollowItem } from '#domain/inputs/push';
import { ApiError } from '../../lib/api-error';
import { http, httpCall as call } from '../../lib/http';

/** A subscription as the server stores it (PushSubscription.toJSON()). */
export interface SubscriptionBody {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface FollowState {
  following: boolean;
  anniversary: boolean;
}

export function getPushKey(): Promise<string> {
  return call(() => http.get('/api/push/key').json<{ publicKey: string }>()).then(
    (body) => body.publicKey,
  );
}

export function saveSubscription(subscription: SubscriptionBody): Promise<void> {
  return call(async () => {
    await http.post('/api/push/subscriptions', { json: subscription });
  });
}

export function follow(
  noticeId: number,
  endpoint: string,
  anniversary: boolean,
): Promise<FollowState> {
  return call(() =>
    http
      .post(`/api/notices/${noticeId}/follow`, { json: { endpoint, anniversary } })
      .json<FollowState>(),
  );
}

export function unfollow(noticeId: number, endpoint: string): Promise<void> {
  return call(async () => {
    await http.delete(`/api/notices/${noticeId}/follow`, { json: { endpoint } });
  });
}

export type { FollowItem };

/** The follows of a subscription; one the server does not know (yet, or any more) has none. */
export function getFollows(endpoint: string): Promise<FollowItem[]> {
  return call(() =>
    http.get('/api/push/follows', { searchParams: { endpoint } }).json<{ items: FollowItem[] }>(),
  ).then(
    (body) => body.items,
    (err: unknown) => {
      if (err instanceof ApiError && err.status === 404) return [];
      throw err;
    },
  );
}
