/**
 * Web Push subscriptions and follows (mounted under /api):
 *   GET    /push/key                     { publicKey } (VAPID, for pushManager.subscribe)
 *   POST   /push/subscriptions           { endpoint, keys: { p256dh, auth } } → 201 { ok } (upsert);
 *                                         422 push_endpoint_refused: not a browser push service, or
 *                                         an internal address (services/push/endpoints.ts)
 *   DELETE /push/subscriptions           { endpoint } → 204 (its follows go with it)
 *   GET    /push/follows?endpoint=       { items } the subscription's followed notices
 *   POST   /notices/:id/follow           { endpoint, anniversary? } → { following, anniversary }
 *   DELETE /notices/:id/follow           { endpoint } → 204
 * A subscription is identified by its endpoint, which only the browser holding it knows.
 */
import { noticePath, isNoticeType } from '../../../../db/domain/notice-types';
import {
  endpointInput,
  followInput,
  followsQuery,
  pushSubscriptionInput,
  type FollowItem,
} from '../../../../db/domain/push';
import { idParam } from '../../../../db/domain/validation';
import type { AppDeps } from '../../context';
import type { Translate } from '../../lib/i18n';
import { ApiError } from '../../lib/errors';
import { checkPushEndpoint, systemResolve } from '../../services/push/endpoints';
import { createRouter, validate } from '../../lib/router';

export function pushRoutes(deps: AppDeps) {
  const sqlite = deps.database.sqlite;
  const upsertSubscription = sqlite.prepare(
    `INSERT INTO push_subscriptions (endpoint, p256dh, auth, created_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (endpoint) DO UPDATE SET p256dh = excluded.p256dh, auth = excluded.auth, failures = 0`,
  );
  const deleteSubscription = sqlite.prepare('DELETE FROM push_subscriptions WHERE endpoint = ?');
  const subscriptionId = sqlite
    .prepare('SELECT id FROM push_subscriptions WHERE endpoint = ?')
    .pluck();
  const publishedNotice = sqlite
    .prepare("SELECT 1 FROM notices WHERE id = ? AND status = 'published'")
    .pluck();
  const upsertFollow = sqlite
    .prepare(
      `INSERT INTO follows (subscription_id, notice_id, anniversary, created_at) VALUES (?, ?, coalesce(?, 0), ?)
       ON CONFLICT (subscription_id, notice_id)
       DO UPDATE SET anniversary = coalesce(?, follows.anniversary)
       RETURNING anniversary`,
    )
    .pluck();
  const deleteFollow = sqlite.prepare(
    'DELETE FROM follows WHERE subscription_id = ? AND notice_id = ?',
  );
  const followList = sqlite.prepare(
    `SELECT n.id, n.type, n.deceased_name, f.anniversary, f.created_at FROM follows f
     JOIN notices n ON n.id = f.notice_id
     WHERE f.subscription_id = ? AND n.status = 'published' ORDER BY f.created_at DESC, f.id DESC`,
  );

  const subscriptionOf = (endpoint: string, t: Translate): number => {
    const id = subscriptionId.get(endpoint) as number | undefined;
    if (id === undefined) {
      throw new ApiError(404, 'subscription_not_found', t('push.subscriptionNotFound'));
    }
    return id;
  };
  const requirePublished = (id: number, t: Translate): void => {
    if (!publishedNotice.get(id)) throw new ApiError(404, 'not_found', t('errors.noticeNotFound'));
  };

  const policy = {
    testServiceOrigin: deps.push?.testServiceOrigin,
    resolve: deps.push?.resolve ?? systemResolve,
  };

  return createRouter()
    .get('/push/key', (c) => {
      if (!deps.push) {
        throw new ApiError(503, 'push_unavailable', c.get('t')('push.unavailable'));
      }
      return c.json({ publicKey: deps.push.publicKey });
    })
    .post('/push/subscriptions', validate('json', pushSubscriptionInput), async (c) => {
      const { endpoint, keys } = c.req.valid('json');
      // the shared schema lets plain http through on loopback; the server sends only to the
      // browsers' push services on public addresses, or to its own local test push service
      if (!(await checkPushEndpoint(endpoint, policy)).ok) {
        const t = c.get('t');
        throw new ApiError(422, 'push_endpoint_refused', t('push.endpointRefused'), {
          endpoint: t('push.endpointRefused'),
        });
      }
      upsertSubscription.run(endpoint, keys.p256dh, keys.auth, deps.now());
      return c.json({ ok: true as const }, 201);
    })
    .delete('/push/subscriptions', validate('json', endpointInput), (c) => {
      deleteSubscription.run(c.req.valid('json').endpoint);
      return c.body(null, 204);
    })
    .get('/push/follows', validate('query', followsQuery), (c) => {
      const id = subscriptionOf(c.req.valid('query').endpoint, c.get('t'));
      const rows = followList.all(id) as {
        id: number;
        type: number;
        deceased_name: string;
        anniversary: number;
        created_at: number;
      }[];
      const items: FollowItem[] = rows
        .filter((r) => isNoticeType(r.type))
        .map((r) => ({
          noticeId: r.id,
          path: noticePath(r.type as 0 | 1 | 2, r.id),
          deceasedName: r.deceased_name,
          type: r.type,
          anniversary: r.anniversary === 1,
          followedAt: r.created_at,
        }));
      return c.json({ items });
    })
    .post('/notices/:id/follow', validate('param', idParam), validate('json', followInput), (c) => {
      const noticeId = c.req.valid('param').id;
      const { endpoint, anniversary } = c.req.valid('json');
      const t = c.get('t');
      requirePublished(noticeId, t);
      const sub = subscriptionOf(endpoint, t);
      const flag = anniversary === undefined ? null : anniversary ? 1 : 0;
      const stored = upsertFollow.get(sub, noticeId, flag, deps.now(), flag) as number;
      return c.json({ following: true as const, anniversary: stored === 1 });
    })
    .delete(
      '/notices/:id/follow',
      validate('param', idParam),
      validate('json', endpointInput),
      (c) => {
        const sub = subscriptionId.get(c.req.valid('json').endpoint) as number | undefined;
        if (sub !== undefined) deleteFollow.run(sub, c.req.valid('param').id);
        return c.body(null, 204);
      },
    );
}
