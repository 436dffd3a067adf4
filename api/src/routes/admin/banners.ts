/**
 * Admin section "banners" (behind the admin area's role check, which admits the banner manager,
 * role 5): the list with each banner's figures, one banner, creating, updating and deleting.
 * Every write records its audit entry inside its transaction (routes/banners/store.ts).
 */
import type { Context } from 'hono';
import { z } from 'zod';
import { bannerInput } from '#domain/inputs/banner-input';
import { idParam, intParam } from '#domain/inputs/validation';
import type { AppDeps, AppEnv } from '../../context';
import { ApiError, invalidField } from '../../lib/errors';
import { createRouter, validate } from '../../lib/router';
import type { Stores } from '../../stores';
import { BANNER_PAGE, type BannerSave } from '../banners/store';
import { auditActor } from './actor';

const notFound = (c: Context<AppEnv>) =>
  new ApiError(404, 'not_found', c.get('t')('errors.notFound'));

const listQuery = z.object({ page: intParam(1, 10_000, 1), locale: z.string().optional() });

/** A saved banner, or the refusal of its image as a field error */
function answer(c: Context<AppEnv>, outcome: BannerSave | null, status: 200 | 201) {
  if (!outcome) throw notFound(c);
  if (!outcome.ok) {
    const t = c.get('t');
    throw invalidField(t, outcome.field, t('validation.cover'));
  }
  return c.json(outcome.banner, status);
}

export function adminBannerRoutes(deps: AppDeps, { banners }: Stores) {
  return createRouter()
    .get('/', validate('query', listQuery), async (c) => {
      const { page } = c.req.valid('query');
      return c.json({ ...(await banners.adminList(page, deps.now())), page, take: BANNER_PAGE });
    })
    .get('/:id', validate('param', idParam), async (c) => {
      const banner = await banners.adminBanner(c.req.valid('param').id, deps.now());
      if (!banner) throw notFound(c);
      return c.json(banner);
    })
    .post('/', validate('json', bannerInput), async (c) =>
      answer(c, await banners.create(c.req.valid('json'), auditActor(c), deps.now()), 201),
    )
    .put('/:id', validate('param', idParam), validate('json', bannerInput), async (c) => {
      const { id } = c.req.valid('param');
      const outcome = await banners.update(id, c.req.valid('json'), auditActor(c), deps.now());
      return answer(c, outcome, 200);
    })
    .delete('/:id', validate('param', idParam), async (c) => {
      const removed = await banners.remove(c.req.valid('param').id, auditActor(c), deps.now());
      if (!removed) throw notFound(c);
      return c.body(null, 204);
    });
}
