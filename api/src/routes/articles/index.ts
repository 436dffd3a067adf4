/**
 * The articles: GET /api/articles (the list: category, search, paging) and
 * GET /api/articles/:idOrSlug (a post with its related posts). Published posts only; an editor
 * (role 10, signed in) gets a draft too. The admin's writes are routes/admin/articles.ts.
 */
import { articleListQuery } from '#domain/inputs/article-input';
import { idOrSlugParam } from '#domain/inputs/directory-query';
import { ROLES } from '#domain/vocabulary/roles';
import type { AppDeps } from '../../context';
import { ApiError } from '../../lib/errors';
import { createRouter, validate } from '../../lib/router';
import { optionalUser } from '../../middleware/auth';
import type { Stores } from '../../stores';

export function articleRoutes(deps: AppDeps, { articles, users }: Stores) {
  return createRouter()
    .get('/', validate('query', articleListQuery), async (c) =>
      c.json(await articles.list(c.req.valid('query'))),
    )
    .get('/:id', validate('param', idOrSlugParam), async (c) => {
      const user = await optionalUser(c, users, deps.now());
      const editor = user !== undefined && user.role >= ROLES.admin;
      const article = await articles.detail(c.req.valid('param').id, { editor });
      if (!article) throw new ApiError(404, 'not_found', c.get('t')('errors.notFound'));
      // a draft, or what an editor sees, is nobody else's
      if (editor) c.header('Cache-Control', 'private, no-store');
      return c.json(article);
    });
}
