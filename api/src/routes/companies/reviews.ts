/**
 * A company's reviews (mounted at /api/companies): the visible ones for everybody, the
 * reviewer's own (held or not) for its reviewer, a new one or a replacement with the reviewer
 * session of the social sign-in (X-Reviewer-Token, routes/social), and the confirmed owner's one
 * public answer (account session).
 */
import type { Context } from 'hono';
import { idOrSlugParam } from '#domain/inputs/directory-query';
import {
  reviewAnswerInput,
  reviewInput,
  reviewListQuery,
  reviewRefParam,
} from '#domain/inputs/company-input';
import { REVIEW_PAGE_SIZE } from '#domain/inputs/limits';
import type { Review } from '#domain/rules/reviews';
import { ROLES } from '#domain/vocabulary/roles';
import type { AppDeps, AppEnv } from '../../context';
import { ApiError } from '../../lib/errors';
import { createRouter, validate } from '../../lib/router';
import { createAuth, reviewerToken, unauthorized } from '../../middleware/auth';
import type { Stores } from '../../stores';

const NO_STORE = { 'Cache-Control': 'no-store' };

export function reviewRoutes(deps: AppDeps, stores: Stores) {
  const { reviews, social, companies } = stores;
  const { requireRole } = createAuth(stores.users, deps.now);

  /** The company of the path's `:id` (id or slug); a 404 when there is none. */
  const companyId = async (c: Context<AppEnv>, idOrSlug: string): Promise<number> => {
    const id = await companies.resolveId(idOrSlug);
    if (id === null) throw new ApiError(404, 'not_found', c.get('t')('errors.notFound'));
    return id;
  };

  /** The signed-in reviewer; a 401 without a valid reviewer session. */
  const reviewer = async (c: Context<AppEnv>) => {
    const token = reviewerToken(c);
    const identity = token ? await social.reviewer(token, deps.now()) : undefined;
    if (!identity) throw unauthorized(c);
    return identity;
  };

  return createRouter()
    .get(
      '/:id/reviews',
      validate('param', idOrSlugParam),
      validate('query', reviewListQuery),
      async (c) => {
        const id = await companyId(c, c.req.valid('param').id);
        const page = await reviews.visible(id, c.req.valid('query').page, REVIEW_PAGE_SIZE);
        // the reviewer's own review only to a valid session; a stale one just sees the list
        const token = reviewerToken(c);
        const identity = token ? await social.reviewer(token, deps.now()) : undefined;
        const mine: Review | null = identity ? await reviews.mine(id, identity.id) : null;
        return c.json({ ...page, mine }, 200, token ? NO_STORE : {});
      },
    )
    .post(
      '/:id/reviews',
      validate('param', idOrSlugParam),
      validate('json', reviewInput),
      async (c) => {
        const id = await companyId(c, c.req.valid('param').id);
        const review = await reviews.create(id, await reviewer(c), c.req.valid('json'), deps.now());
        return c.json(review, 201, NO_STORE);
      },
    )
    .put(
      '/:id/reviews/mine',
      validate('param', idOrSlugParam),
      validate('json', reviewInput),
      async (c) => {
        const id = await companyId(c, c.req.valid('param').id);
        const review = await reviews.replace(
          id,
          await reviewer(c),
          c.req.valid('json'),
          deps.now(),
        );
        return c.json(review, 200, NO_STORE);
      },
    )
    .post(
      '/:id/reviews/:rid/answer',
      requireRole(ROLES.provider),
      validate('param', reviewRefParam),
      validate('json', reviewAnswerInput),
      async (c) => {
        const { id: idOrSlug, rid } = c.req.valid('param');
        const id = await companyId(c, idOrSlug);
        const { text } = c.req.valid('json');
        const review = await reviews.answer(id, c.get('user').id, rid, text, deps.now());
        return c.json(review, 201);
      },
    );
}
