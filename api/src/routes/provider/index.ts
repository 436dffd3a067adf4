/**
 * Service requests, the provider's side (mounted at /api/provider): a Bearer session of role 3
 * or more whose account owns a claimed company (403 no_company otherwise). Answers never carry the
 * family's name, e-mail or phone before this company's offer was accepted, and no position but
 * the settlement's centre (mapLat, mapLon).
 *   GET  /requests?page&take&service&status=open|offered|closed  { items, total, hasMore }, nearest first
 *   GET  /requests/unread                     { count } (open requests not opened yet)
 *   GET  /requests/:id                        the item + attendees (+ name, email, phone once accepted); read
 *   POST /requests/:id/offers                 offerInput → 201 ProviderOffer; the same clientKey → 200;
 *                                             409 offer_exists, request_closed
 *   GET  /offers                              { items } every offer of the company, newest first
 *   GET  /settings, PUT /settings             providerSettingsInput ↔ the settings
 */
import {
  offerInput,
  providerRequestsQuery,
  providerSettingsInput,
} from '#domain/inputs/service-requests';
import { idParam } from '#domain/inputs/validation';
import { ROLES } from '#domain/vocabulary/roles';
import type { AppDeps } from '../../context';
import { invalidFields } from '../../lib/errors';
import { createRouter, validate } from '../../lib/router';
import { createAuth } from '../../middleware/auth';
import type { Stores } from '../../stores';

export function providerRoutes(deps: AppDeps, stores: Stores) {
  const { providerRequests: provider } = stores;
  const { requireRole } = createAuth(stores.users, deps.now);

  return createRouter()
    .use(requireRole(ROLES.provider))
    .get('/requests', validate('query', providerRequestsQuery), async (c) =>
      c.json(await provider.inbox(c.get('user').id, c.req.valid('query'))),
    )
    .get('/requests/unread', async (c) =>
      c.json({ count: await provider.unread(c.get('user').id) }),
    )
    .get('/requests/:id', validate('param', idParam), async (c) =>
      c.json(await provider.detail(c.get('user').id, c.req.valid('param').id, deps.now())),
    )
    .post(
      '/requests/:id/offers',
      validate('param', idParam),
      validate('json', offerInput),
      async (c) => {
        const outcome = await provider.makeOffer(
          c.get('user').id,
          c.req.valid('param').id,
          c.req.valid('json'),
          deps.now(),
        );
        if (!outcome.ok) throw invalidFields(c.get('t'), outcome.problems);
        return c.json(outcome.offer, outcome.created ? 201 : 200);
      },
    )
    .get('/offers', async (c) => c.json({ items: await provider.offers(c.get('user').id) }))
    .get('/settings', async (c) => c.json(await provider.settings(c.get('user').id)))
    .put('/settings', validate('json', providerSettingsInput), async (c) => {
      const outcome = await provider.saveSettings(
        c.get('user').id,
        c.req.valid('json'),
        deps.now(),
      );
      if (!outcome.ok) throw invalidFields(c.get('t'), outcome.problems);
      return c.json(outcome.settings);
    });
}
