/**
 * Admin section "claims" (behind the admin area's role check): pending claims of company pages,
 * confirmed or rejected by the admin.
 */
import { idParam } from '#domain/inputs/validation';
import type { AppDeps } from '../../context';
import { createRouter, validate } from '../../lib/router';
import type { Stores } from '../../stores';
import { auditActor } from './actor';

export function adminClaimRoutes(deps: AppDeps, { claims }: Stores) {
  return createRouter()
    .get('/', async (c) => c.json({ items: await claims.pending() }))
    .post('/:id/confirm', validate('param', idParam), async (c) =>
      c.json(await claims.confirmByAdmin(c.req.valid('param').id, auditActor(c), deps.now())),
    )
    .post('/:id/reject', validate('param', idParam), async (c) => {
      await claims.rejectByAdmin(c.req.valid('param').id, auditActor(c), deps.now());
      return c.body(null, 204);
    });
}
