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
import { tallinnDayStart, tallinnWallClock } from '#domain/calendar/dates';
import { endpointInput } from '#domain/inputs/push';
import {
  acceptOfferInput,
  isPastDay,
  REQUEST_LIMITS,
  requestTokenQuery,
  serviceRequestInput,
} from '#domain/inputs/service-requests';
import { idParam } from '#domain/inputs/validation';
import type { AppDeps } from '../../context';
import { ApiError, invalidField, tooManyRequests } from '../../lib/errors';
import type { Translate } from '../../lib/i18n';
import { createRouter, validate, type InvalidInput } from '../../lib/router';
import { mailSender, mailThrottled, type Allowance } from '../../middleware/allowance';
import { optionalUser } from '../../middleware/auth';
import type { Stores } from '../../stores';
import { throttleRule } from '../../stores/throttle';
import type { NewRequestRefusal } from './rules';

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

/** The answer to a refused new request; `now` for the e-mail limit's Retry-After */
function refused(t: Translate, refusal: NewRequestRefusal, now: number): ApiError {
  switch (refusal) {
    case 'place':
      return invalidField(t, 'placeId', t('validation.place'));
    case 'services':
      return invalidField(t, 'services', t('validation.service'));
    case 'emailLimit': {
      const message = t('requests.perEmail', { limit: REQUEST_LIMITS.perEmailPerDay });
      const { year, month, day } = tallinnWallClock(now);
      const retryAfter = Math.ceil((tallinnDayStart(year, month, day + 1) - now) / 1000);
      return new ApiError(429, 'request_email_limit', message, { email: message }, retryAfter);
    }
  }
}

export function requestRoutes(deps: AppDeps, stores: Stores) {
  const { requests, users } = stores;

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
      const { year, month, day } = tallinnWallClock(now);
      const dayStart = tallinnDayStart(year, month, day);
      // asked first, so that a refused request spends nothing; create asks again
      const refusal = await requests.refusalOf(input, dayStart);
      if (refusal) throw refused(t, refusal, now);
      const user = await optionalUser(c, users, now);
      // the allowances are spent in the request's transaction
      const created = await requests.create(
        input,
        { userId: user?.id ?? null, locale: c.get('locale') },
        now,
        dayStart,
        {
          allowance: [[REQUEST_ALLOWANCE.rule, [c.get('visitorHash')]]],
          mail: mailSender(c, deps),
        },
      );
      if (created.ok) return c.json({ id: created.id, token: created.token }, 201);
      if (created.refusal !== 'throttled') throw refused(t, created.refusal, now);
      if (created.spent === 'mail') throw mailThrottled(c, created.wait);
      const { code, messageKey } = REQUEST_ALLOWANCE;
      throw tooManyRequests(t, code, messageKey, created.wait);
    })
    .post('/:id/confirm', ...tokenAndId, async (c) => {
      const { id } = c.req.valid('param');
      const { status, providersAsked } = await requests.confirm(
        id,
        c.req.valid('query').token,
        deps.now(),
      );
      return c.json({ status, providersAsked });
    })
    .get('/:id', ...tokenAndId, async (c) =>
      c.json(
        await requests.view(c.req.valid('param').id, c.req.valid('query').token, c.get('locale')),
      ),
    )
    .post('/:id/accept', ...tokenAndId, validate('json', acceptOfferInput), async (c) => {
      const view = await requests.accept(
        c.req.valid('param').id,
        c.req.valid('query').token,
        c.req.valid('json').offerId,
        deps.now(),
        c.get('locale'),
      );
      return c.json(view);
    })
    .post('/:id/cancel', ...tokenAndId, async (c) => {
      const { id } = c.req.valid('param');
      return c.json(
        await requests.cancel(id, c.req.valid('query').token, deps.now(), c.get('locale')),
      );
    })
    .post('/:id/follow', ...tokenAndId, validate('json', endpointInput), async (c) => {
      const { id } = c.req.valid('param');
      await requests.follow(
        id,
        c.req.valid('query').token,
        c.req.valid('json').endpoint,
        deps.now(),
      );
      return c.json({ following: true as const });
    });
}
