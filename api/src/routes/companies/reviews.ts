/**
 * A company's reviews (mounted at /api/companies): the visible ones for everybody, the
 * reviewer's own (held or not) for its reviewer, a new one or a replacement with the reviewer
 * session of the social sign-in (X-Reviewer-Token, routes/social), and the confirmed owner's one
 * public answer (account session).
 */
import type { Context } from 'hono';
import {
  companyRefParam,
  reviewAnswerInput,
  reviewInput,
  reviewListQuery,
  reviewRefParam,
} from '../../../../db/domain/company-input';
import { REVIEW_PAGE_SIZE } from '../../../../db/domain/limits';
import type { Review } from '../../../../db/domain/reviews';
import { ROLES } from '../../../../db/domain/roles';
import type { AppDeps, AppEnv } from '../../context';
import { ApiError } from '../../lib/errors';
import { createRouter, validate } from '../../lib/router';
import { createAuth, reviewerToken, unauthorized } from '../../middleware/auth';
import type { Stores } from '../../stores';

const NO_STORE = { 'Cache-Control': 'no-store' };

export function reviewRoutes(deps: AppDeps, stores: Stores) {
  const { reviews, social } = stores;
  const { requireRole } = createAuth(stores.users, deps.now);

  /** The signed-in reviewer; a 401 without a valid reviewer session. */
  const reviewer = (c: Context<AppEnv>) => {
    const token = reviewerToken(c);
    const identity = token ? social.reviewer(token, deps.now()) : undefined;
    if (!identity) throw unauthorized(c);
    return identity;
  };

  return createRouter()
    .get(
      '/:id/reviews',
      validate('param', companyRefParam),
      validate('query', reviewListQuery),
      (c) => {
        const company = reviews.company(c.req.valid('param').id);
        const page = reviews.visible(company.id, c.req.valid('query').page, REVIEW_PAGE_SIZE);
        // the reviewer's own review only to a valid session; a stale one just sees the list
        const token = reviewerToken(c);
        const identity = token ? social.reviewer(token, deps.now()) : undefined;
        const mine: Review | null = identity ? reviews.mine(company.id, identity.id) : null;
        return c.json({ ...page, mine }, 200, token ? NO_STORE : {});
      },
    )
    .post(
      '/:id/reviews',
      validate('param', companyRefParam),
      validate('json', reviewInput),
      (c) => {
        const company = reviews.company(c.req.valid('param').id);
        const review = reviews.create(company.id, reviewer(c), c.req.valid('json'), deps.now());
        return c.json(review, 201, NO_STORE);
      },
    )
    .put(
      '/:id/reviews/mine',
      validate('param', companyRefParam),
      validate('json', reviewInput),
      (c) => {
        const company = reviews.company(c.req.valid('param').id);
        const review = reviews.replace(company.id, reviewer(c), c.req.valid('json'), deps.now());
        return c.json(review, 200, NO_STORE);
      },
    )
    .post(
      '/:id/reviews/:rid/answer',
      requireRole(ROLES.provider),
      validate('param', reviewRefParam),
      validate('json', reviewAnswerInput),
      (c) => {
        const { id, rid } = c.req.valid('param');
        const company = reviews.company(id);
        if (company.ownerUserId !== c.get('user').id || company.verifiedAt === null) {
          throw new ApiError(403, 'not_owner', c.get('t')('reviews.notOwner'));
        }
        const review = reviews.answer(company.id, rid, c.req.valid('json').text, deps.now());
        return c.json(review, 201);
      },
    );
}
