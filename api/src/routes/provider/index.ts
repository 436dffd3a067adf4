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
  isPastDay,
  offerInput,
  providerRequestsQuery,
  providerSettingsInput,
} from '../../../../db/domain/service-requests';
import { COUNTY_COUNT, idParam } from '../../../../db/domain/validation';
import { ROLES } from '../../../../db/domain/roles';
import type { AppDeps } from '../../context';
import { invalidField } from '../../lib/errors';
import { createRouter, validate } from '../../lib/router';
import { createAuth } from '../../middleware/auth';
import type { Stores } from '../../stores';
import { createRequestAlerts } from '../requests/alerts';

export function providerRoutes(deps: AppDeps, stores: Stores) {
  const { providerRequests: provider, requests } = stores;
  const { requireRole } = createAuth(stores.users, deps.now);
  const alerts = createRequestAlerts(deps, deps.database.sqlite, requests);

  return createRouter()
    .use(requireRole(ROLES.provider))
    .get('/requests', validate('query', providerRequestsQuery), (c) => {
      const companyId = provider.companyOf(c.get('user').id);
      return c.json(provider.inbox(companyId, c.req.valid('query')));
    })
    .get('/requests/unread', (c) =>
      c.json({ count: provider.unread(provider.companyOf(c.get('user').id)) }),
    )
    .get('/requests/:id', validate('param', idParam), (c) => {
      const companyId = provider.companyOf(c.get('user').id);
      return c.json(provider.detail(companyId, c.req.valid('param').id, deps.now()));
    })
    .post('/requests/:id/offers', validate('param', idParam), validate('json', offerInput), (c) => {
      const t = c.get('t');
      const companyId = provider.companyOf(c.get('user').id);
      const input = c.req.valid('json');
      const now = deps.now();
      if (isPastDay(input.validUntil, now)) {
        throw invalidField(t, 'validUntil', t('validation.pastDate'));
      }
      const requestId = c.req.valid('param').id;
      const outcome = deps.database.sqlite.transaction(() => {
        const outcome = provider.makeOffer(companyId, requestId, input, now);
        if (outcome.created) {
          const request = requests.byId(requestId)!;
          alerts.offerMade(request, companyId, Math.round(input.totalEuros * 100), now);
        }
        return outcome;
      })();
      return c.json(outcome.offer, outcome.created ? 201 : 200);
    })
    .get('/offers', (c) => c.json({ items: provider.offers(provider.companyOf(c.get('user').id)) }))
    .get('/settings', (c) => c.json(provider.settings(provider.companyOf(c.get('user').id))))
    .put('/settings', validate('json', providerSettingsInput), (c) => {
      const t = c.get('t');
      const companyId = provider.companyOf(c.get('user').id);
      const settings = c.req.valid('json');
      if (settings.counties.some((id) => id > COUNTY_COUNT)) {
        throw invalidField(t, 'counties', t('validation.county'));
      }
      if (requests.unknownServices(settings.services).length) {
        throw invalidField(t, 'services', t('validation.service'));
      }
      return c.json(provider.saveSettings(companyId, settings, deps.now()));
    });
}
