/**
 * Admin section "claims" (behind the admin area's role check): pending claims of company pages,
 * confirmed or rejected by the admin.
 */
import { idParam } from '../../../../db/domain/validation';
import type { AppDeps } from '../../context';
import { createRouter, validate } from '../../lib/router';
import type { Stores } from '../../stores';
import { auditActor } from './actor';

export function adminClaimRoutes(deps: AppDeps, { claims, companies }: Stores) {
  return createRouter()
    .get('/', (c) => c.json({ items: claims.pending() }))
    .post('/:id/confirm', validate('param', idParam), (c) => {
      const now = deps.now();
      const companyId = claims.confirmByAdmin(c.req.valid('param').id, auditActor(c), now);
      return c.json(companies.companyDetail(String(companyId), now)!);
    })
    .post('/:id/reject', validate('param', idParam), (c) => {
      claims.rejectByAdmin(c.req.valid('param').id, auditActor(c), deps.now());
      return c.body(null, 204);
    });
}
