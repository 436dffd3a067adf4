/**
 * Admin section "articles" (behind the admin area's role check): the list of every post (drafts
 * too), a post with its editor document, creating, updating, publishing or unpublishing and
 * deleting posts. The bodies may be large (the editor's
 * document, up to ARTICLE_LIMITS.docMaxBytes): app.ts gives this path its own body limit.
 */
import type { Context } from 'hono';
import {
  adminArticleListQuery,
  articleInput,
  articlePublishInput,
} from '#domain/inputs/article-input';
import { idParam } from '#domain/inputs/validation';
import type { AppDeps, AppEnv } from '../../context';
import { ApiError, invalidField } from '../../lib/errors';
import { createRouter, validate } from '../../lib/router';
import type { Stores } from '../../stores';
import { ADMIN_ARTICLE_PAGE } from '../articles/admin-store';
import type { SaveOutcome } from '../articles/store';
import { auditActor } from './actor';

export const ADMIN_ARTICLES_PATH = '/api/admin/articles';

const notFound = (c: Context<AppEnv>) =>
  new ApiError(404, 'not_found', c.get('t')('errors.notFound'));

/** A saved post (201 when created), or the refusal as a field error */
function answer(c: Context<AppEnv>, outcome: SaveOutcome | null, status: 200 | 201) {
  if (!outcome) throw notFound(c);
  if (!outcome.ok) {
    const t = c.get('t');
    throw invalidField(t, outcome.field, t(`validation.${outcome.reason}`));
  }
  return c.json(outcome.article, status);
}

export function adminArticleRoutes(deps: AppDeps, { articles, articleAdmin }: Stores) {
  return createRouter()
    .get('/', validate('query', adminArticleListQuery), async (c) => {
      const query = c.req.valid('query');
      return c.json({
        ...(await articleAdmin.list(query, deps.now())),
        page: query.page,
        take: ADMIN_ARTICLE_PAGE,
      });
    })
    .post(
      '/:id/publish',
      validate('param', idParam),
      validate('json', articlePublishInput),
      async (c) => {
        const { published } = c.req.valid('json');
        const id = c.req.valid('param').id;
        const item = await articleAdmin.setPublished(id, published, auditActor(c), deps.now());
        if (!item) throw notFound(c);
        return c.json(item);
      },
    )
    .get('/:id', validate('param', idParam), async (c) => {
      const article = await articles.adminArticle(c.req.valid('param').id);
      if (!article) throw notFound(c);
      return c.json(article);
    })
    .post('/', validate('json', articleInput), async (c) => {
      const actor = auditActor(c);
      const outcome = await articles.save(c.req.valid('json'), null, actor.id, deps.now(), actor);
      return answer(c, outcome, 201);
    })
    .put('/:id', validate('param', idParam), validate('json', articleInput), async (c) => {
      const actor = auditActor(c);
      const { id } = c.req.valid('param');
      const outcome = await articles.save(c.req.valid('json'), id, actor.id, deps.now(), actor);
      return answer(c, outcome, 200);
    })
    .delete('/:id', validate('param', idParam), async (c) => {
      const removed = await articles.remove(c.req.valid('param').id, auditActor(c), deps.now());
      if (!removed) throw notFound(c);
      return c.body(null, 204);
    });
}
