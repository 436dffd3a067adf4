/**
 * Admin section "services" (behind the admin area's role check): the directory's service
 * categories with how many companies offer each; create, edit (name, description, icon),
 * reorder, and delete one no company offers. Each write is in the audit log.
 */
import { serviceInput, serviceOrderInput } from '#domain/inputs/service-input';
import { idParam } from '#domain/inputs/validation';
import type { AppDeps } from '../../context';
import { createRouter, validate } from '../../lib/router';
import type { Stores } from '../../stores';
import { auditActor } from './actor';

export function adminServiceRoutes(deps: AppDeps, { services }: Stores) {
  return createRouter()
    .get('/', async (c) => c.json({ items: await services.list() }))
    .post('/', validate('json', serviceInput), async (c) =>
      c.json(await services.create(c.req.valid('json'), auditActor(c), deps.now()), 201),
    )
    .put('/order', validate('json', serviceOrderInput), async (c) =>
      c.json({
        items: await services.reorder(c.req.valid('json').ids, auditActor(c), deps.now()),
      }),
    )
    .put('/:id', validate('param', idParam), validate('json', serviceInput), async (c) =>
      c.json(
        await services.update(
          c.req.valid('param').id,
          c.req.valid('json'),
          auditActor(c),
          deps.now(),
        ),
      ),
    )
    .delete('/:id', validate('param', idParam), async (c) => {
      await services.remove(c.req.valid('param').id, auditActor(c), deps.now());
      return c.body(null, 204);
    });
}
