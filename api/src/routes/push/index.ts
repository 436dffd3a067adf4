/**
 * Web Push subscriptions (pushRoutes, mounted at /api/push) and follows (followRoutes, mounted
 * at /api/notices); their SQL is store.ts:
 *   GET    /push/key                     { publicKey } (VAPID, for pushManager.subscribe)
 *   POST   /push/subscriptions           { endpoint, keys: { p256dh, auth } } → 201 { ok } (upsert;
 *                                         with a Bearer session the subscription is the user's);
 *                                         422 push_endpoint_refused: not a browser push service, or
 *                                         an internal address (services/push/endpoints.ts)
 *   DELETE /push/subscriptions           { endpoint } → 204 (its follows go with it)
 *   GET    /push/follows?endpoint=       { items } the subscription's followed notices
 *   POST   /notices/:id/follow           { endpoint, anniversary? } → { following, anniversary }
 *   DELETE /notices/:id/follow           { endpoint } → 204
 * A subscription is identified by its endpoint, which only the browser holding it knows.
 */
import {
  endpointInput,
  followInput,
  followsQuery,
  pushSubscriptionInput,
} from '#domain/inputs/push';
import { idParam } from '#domain/inputs/validation';
import type { AppDeps } from '../../context';
import { ApiError } from '../../lib/errors';
import { checkPushEndpoint, systemResolve } from '../../services/push/endpoints';
import { createRouter, validate } from '../../lib/router';
import { optionalUser } from '../../middleware/auth';
import type { Stores } from '../../stores';

export function pushRoutes(deps: AppDeps, { push, users }: Stores) {
  const policy = {
    testServiceOrigin: deps.push?.testServiceOrigin,
    resolve: deps.push?.resolve ?? systemResolve,
  };

  return createRouter()
    .get('/key', (c) => {
      if (!deps.push) {
        throw new ApiError(503, 'push_unavailable', c.get('t')('push.unavailable'));
      }
      return c.json({ publicKey: deps.push.publicKey });
    })
    .post('/subscriptions', validate('json', pushSubscriptionInput), async (c) => {
      const { endpoint, keys } = c.req.valid('json');
      // the shared schema lets plain http through on loopback; the server sends only to the
      // browsers' push services on public addresses, or to its own local test push service
      if (!(await checkPushEndpoint(endpoint, policy)).ok) {
        const t = c.get('t');
        throw new ApiError(422, 'push_endpoint_refused', t('push.endpointRefused'), {
          endpoint: t('push.endpointRefused'),
        });
      }
      const now = deps.now();
      const user = await optionalUser(c, users, now);
      await push.subscribe(
        { endpoint, p256dh: keys.p256dh, auth: keys.auth },
        user?.id ?? null,
        now,
      );
      return c.json({ ok: true as const }, 201);
    })
    .delete('/subscriptions', validate('json', endpointInput), async (c) => {
      await push.unsubscribe(c.req.valid('json').endpoint);
      return c.body(null, 204);
    })
    .get('/follows', validate('query', followsQuery), async (c) =>
      c.json({ items: await push.follows(c.req.valid('query').endpoint) }),
    );
}

/** Following a notice's news (mounted at /api/notices). */
export function followRoutes(deps: AppDeps, { push }: Stores) {
  return createRouter()
    .post('/:id/follow', validate('param', idParam), validate('json', followInput), async (c) => {
      const { endpoint, anniversary } = c.req.valid('json');
      const stored = await push.follow(c.req.valid('param').id, endpoint, anniversary, deps.now());
      return c.json({ following: true as const, anniversary: stored.anniversary });
    })
    .delete(
      '/:id/follow',
      validate('param', idParam),
      validate('json', endpointInput),
      async (c) => {
        await push.unfollow(c.req.valid('param').id, c.req.valid('json').endpoint);
        return c.body(null, 204);
      },
    );
}
