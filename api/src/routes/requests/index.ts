/**
 * Service requests, the family's side (mounted at /api/requests; no account needed). The family's
 * endpoints take the private token mailed to them as `?token=`; a wrong one is a 404 like a
 * missing request.
 *   POST /                    serviceRequestInput → 201 { id, token }; mails the confirmation link
 *                             (3 a Tallinn day per e-mail, 10 a day per visitor, honeypot `website`)
 *   POST /:id/confirm?token=  → { status, providersAsked }: matching and every alert, at one time;
 *                             again: the same answer; 410 request_link_expired after 24 hours
 *   GET  /:id?token=          → FamilyRequest (offers cheapest first, the date's warnings)
 *   POST /:id/accept?token=   { offerId } → FamilyRequest; 409 when not open or the offer is not
 *   POST /:id/cancel?token=   → FamilyRequest
 *   POST /:id/follow?token=   { endpoint } → { following: true }: new offers are pushed there
 */
import { dateWarnings, warningTexts } from '../../../../db/domain/cemetery-rules';
import { tallinnDayStart, tallinnWallClock } from '../../../../db/domain/dates';
import { endpointInput } from '../../../../db/domain/push';
import {
  acceptOfferInput,
  isPastDay,
  REQUEST_LIMITS,
  requestTokenQuery,
  serviceRequestInput,
} from '../../../../db/domain/service-requests';
import { idParam } from '../../../../db/domain/validation';
import type { AppDeps, AppEnv } from '../../context';
import { ApiError, invalidField } from '../../lib/errors';
import { createRouter, validate, type InvalidInput } from '../../lib/router';
import { spendAllowance, spendMailAllowance, type Allowance } from '../../middleware/allowance';
import { optionalUser } from '../../middleware/auth';
import type { Stores } from '../../stores';
import { throttleRule } from '../../stores/throttle';
import { createRequestAlerts } from './alerts';
import type { RequestRow } from './store';

/** Requests one visitor may send in 24 hours */
export const REQUEST_ALLOWANCE: Allowance = {
  rule: throttleRule('service-request', REQUEST_LIMITS.perVisitorPerDay, 24 * 60),
  code: 'request_throttled',
  messageKey: 'requests.perVisitor',
};

/** A malformed token is answered as a wrong one */
const badToken: InvalidInput = (_error, c) => {
  const message = c.get('t')('requests.notFound');
  return new ApiError(404, 'request_not_found', message, { token: message });
};

export function requestRoutes(deps: AppDeps, stores: Stores) {
  const { requests, throttle, users } = stores;
  const alerts = createRequestAlerts(deps, deps.database.sqlite, requests);

  const view = (request: RequestRow, locale: AppEnv['Variables']['locale']) => {
    const warnings = request.funeralDate
      ? warningTexts(
          dateWarnings(
            { name: request.settlement, municipalityName: request.municipalityName },
            request.funeralDate,
          ),
          locale,
        )
      : [];
    return requests.familyView(request, warnings);
  };

  const tokenOnly = validate('query', requestTokenQuery, badToken);
  const tokenAndId = [validate('param', idParam), tokenOnly] as const;

  return createRouter()
    .post('/', validate('json', serviceRequestInput), async (c) => {
      const t = c.get('t');
      const input = c.req.valid('json');
      const now = deps.now();
      if (input.funeralDate !== null && isPastDay(input.funeralDate, now)) {
        throw invalidField(t, 'funeralDate', t('validation.pastDate'));
      }
      if (!requests.placeExists(input.placeId)) {
        throw invalidField(t, 'placeId', t('validation.place'));
      }
      if (requests.unknownServices(input.services).length) {
        throw invalidField(t, 'services', t('validation.service'));
      }
      const email = input.email.toLowerCase();
      const { year, month, day } = tallinnWallClock(now);
      const dayStart = tallinnDayStart(year, month, day);
      if (requests.sentToday(email, dayStart) >= REQUEST_LIMITS.perEmailPerDay) {
        const message = t('requests.perEmail', { limit: REQUEST_LIMITS.perEmailPerDay });
        const retryAfter = Math.ceil((tallinnDayStart(year, month, day + 1) - now) / 1000);
        throw new ApiError(429, 'request_email_limit', message, { email: message }, retryAfter);
      }
      const user = await optionalUser(c, users, now);
      // counted before the request's transaction (a store's port cannot join it)
      await spendAllowance(c, throttle, REQUEST_ALLOWANCE, now);
      await spendMailAllowance(c, deps, throttle);
      const created = deps.database.sqlite.transaction(() => {
        const created = requests.create(
          input,
          { userId: user?.id ?? null, locale: c.get('locale') },
          now,
        );
        alerts.confirmLink(requests.byId(created.id)!, created.token);
        return created;
      })();
      return c.json(created, 201);
    })
    .post('/:id/confirm', ...tokenAndId, (c) => {
      const { id } = c.req.valid('param');
      const now = deps.now();
      const outcome = requests.confirm(id, c.req.valid('query').token, now, (request, provider) =>
        alerts.alertProvider(request, provider, now),
      );
      return c.json({
        status: outcome.request.status,
        providersAsked: outcome.request.providersAsked,
      });
    })
    .get('/:id', ...tokenAndId, (c) => {
      const request = requests.withToken(c.req.valid('param').id, c.req.valid('query').token);
      return c.json(view(request, c.get('locale')));
    })
    .post('/:id/accept', ...tokenAndId, validate('json', acceptOfferInput), (c) => {
      const { id } = c.req.valid('param');
      const now = deps.now();
      deps.database.sqlite.transaction(() => {
        const request = requests.withToken(id, c.req.valid('query').token);
        const outcome = requests.accept(request, c.req.valid('json').offerId, now);
        alerts.accepted(request, outcome.acceptedCompanyId, outcome.declinedCompanyIds, now);
      })();
      return c.json(view(requests.byId(id)!, c.get('locale')));
    })
    .post('/:id/cancel', ...tokenAndId, (c) => {
      const request = requests.withToken(c.req.valid('param').id, c.req.valid('query').token);
      requests.cancel(request, deps.now());
      return c.json(view(requests.byId(request.id)!, c.get('locale')));
    })
    .post('/:id/follow', ...tokenAndId, validate('json', endpointInput), (c) => {
      const request = requests.withToken(c.req.valid('param').id, c.req.valid('query').token);
      requests.follow(request.id, c.req.valid('json').endpoint, deps.now());
      return c.json({ following: true as const });
    });
}
