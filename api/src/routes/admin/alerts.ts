/** Admin section "alerts" (role 10): what the site's services asked a person to look at. */
import { idParam } from '#domain/inputs/validation';
import type { AppDeps } from '../../context';
import { ApiError } from '../../lib/errors';
import { createRouter, validate } from '../../lib/router';
import type { Stores } from '../../stores';
import { auditActor } from './actor';

export function adminAlertRoutes(deps: AppDeps, { alerts }: Stores) {
  return createRouter()
    .get('/', async (c) => c.json(await alerts.open()))
    .post('/:id/acknowledge', validate('param', idParam), async (c) => {
      if (!(await alerts.acknowledge(c.req.valid('param').id, auditActor(c), deps.now()))) {
        throw new ApiError(404, 'not_found', c.get('t')('errors.notFound'));
      }
      return c.body(null, 204);
    });
}
