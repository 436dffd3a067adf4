/**
 * Admin section "gallery" (/api/admin/gallery, behind the admin area's role check): the notice
 * wizard's backgrounds. A new one is first uploaded through the upload pipeline
 * (POST /api/uploads?kind=background: limits, re-encoding), then added here by its id.
 */
import type { Context } from 'hono';
import { GALLERY_MAX, galleryAddInput, galleryChangeInput } from '#domain/inputs/gallery-input';
import { idParam } from '#domain/inputs/validation';
import type { AppDeps, AppEnv } from '../../context';
import { ApiError } from '../../lib/errors';
import { deleteQuietly } from '../../services/blobs';
import { createRouter, validate } from '../../lib/router';
import type { Stores } from '../../stores';
import type { GalleryItem, GalleryRefusal } from '../backgrounds/store';
import { auditActor } from './actor';

const refused = (outcome: object): outcome is GalleryRefusal =>
  'ok' in outcome && outcome.ok === false;

/** The item, or the refusal as the error shape */
function answer<T extends object>(c: Context<AppEnv>, outcome: T | GalleryRefusal): T {
  if (!refused(outcome)) return outcome;
  const t = c.get('t');
  switch (outcome.reason) {
    case 'notFound':
      throw new ApiError(404, 'image_not_found', t('adminContent.imageNotFound'));
    case 'full':
      throw new ApiError(409, 'gallery_full', t('adminContent.galleryFull', { max: GALLERY_MAX }));
    case 'inUse':
      throw new ApiError(
        409,
        'image_in_use',
        t('adminContent.imageInUse', { count: outcome.notices }),
      );
  }
}

export function adminGalleryRoutes(deps: AppDeps, { backgrounds }: Stores) {
  return createRouter()
    .get('/', async (c) => c.json({ items: await backgrounds.adminList() }))
    .post('/', validate('json', galleryAddInput), async (c) => {
      const outcome = await backgrounds.add(c.req.valid('json').imageId, auditActor(c), deps.now());
      return c.json(answer<GalleryItem>(c, outcome), 201);
    })
    .patch('/:id', validate('param', idParam), validate('json', galleryChangeInput), async (c) => {
      const { id } = c.req.valid('param');
      const outcome = await backgrounds.change(id, c.req.valid('json'), auditActor(c), deps.now());
      return c.json(answer<GalleryItem>(c, outcome));
    })
    .delete('/:id', validate('param', idParam), async (c) => {
      const { id } = c.req.valid('param');
      const { fileName } = answer(c, await backgrounds.remove(id, auditActor(c), deps.now()));
      // the row is gone: its object next (one left behind is the upload sweeper's orphan)
      await deleteQuietly(deps.blobs, fileName);
      return c.body(null, 204);
    });
}
