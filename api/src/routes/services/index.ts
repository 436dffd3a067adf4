/** The directory's service categories: GET /api/services and /api/services/:id (id or slug). */
import { idOrSlugParam } from '#domain/inputs/directory-query';
import { ApiError } from '../../lib/errors';
import { createRouter, validate } from '../../lib/router';
import type { Stores } from '../../stores';

/** Categories change with an admin's edit; their company counts with an owner's. */
const SERVICES_CACHE = 'public, max-age=300';

export function serviceRoutes({ services }: Stores) {
  return createRouter()
    .get('/', async (c) => {
      c.header('Cache-Control', SERVICES_CACHE);
      return c.json(await services.list());
    })
    .get('/:id', validate('param', idOrSlugParam), async (c) => {
      const service = await services.find(c.req.valid('param').id);
      if (!service) throw new ApiError(404, 'not_found', c.get('t')('errors.notFound'));
      c.header('Cache-Control', SERVICES_CACHE);
      return c.json(service);
    });
}
