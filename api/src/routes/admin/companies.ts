/**
 * Admin section "companies" (behind the admin area's role check): the directory's companies
 * searched and paged; one company as its page shows it with the admin's extras (owner, registry
 * code, pending claims); create, edit every field the owner can and the name, delete. Claims are
 * confirmed or rejected under /api/admin/claims. Each write is in the audit log.
 */
import type { Context } from 'hono';
import { adminCompanyInput, adminCompanyListQuery } from '../../../../db/domain/company-input';
import { idParam } from '../../../../db/domain/validation';
import type { AppDeps, AppEnv } from '../../context';
import { ApiError, invalidFields } from '../../lib/errors';
import { createRouter, validate } from '../../lib/router';
import type { Stores } from '../../stores';

import { type AdminSaveOutcome, COMPANY_PAGE } from '../companies/admin-store';
import { auditActor } from './actor';

export function adminCompanyRoutes(deps: AppDeps, { companies, companyAdmin, claims }: Stores) {
  /** The company page's data with the admin's extras; 404 for an unknown id */
  const view = (c: Context<AppEnv>, id: number, now: number) => {
    const detail = companies.companyDetail(String(id), now);
    if (!detail) throw new ApiError(404, 'not_found', c.get('t')('errors.notFound'));
    return { ...detail, ...companyAdmin.adminFields(id), pendingClaims: claims.pendingFor(id) };
  };
  const saved = (c: Context<AppEnv>, outcome: AdminSaveOutcome, now: number) => {
    if (!outcome.ok) throw invalidFields(c.get('t'), outcome.problems);
    return view(c, outcome.id, now);
  };

  return createRouter()
    .get('/', validate('query', adminCompanyListQuery), (c) => {
      const query = c.req.valid('query');
      return c.json({ ...companyAdmin.list(query), page: query.page, take: COMPANY_PAGE });
    })
    .post('/', validate('json', adminCompanyInput), (c) => {
      const now = deps.now();
      const outcome = companyAdmin.create(c.req.valid('json'), auditActor(c), now);
      return c.json(saved(c, outcome, now), 201);
    })
    .get('/:id', validate('param', idParam), (c) =>
      c.json(view(c, c.req.valid('param').id, deps.now())),
    )
    .put('/:id', validate('param', idParam), validate('json', adminCompanyInput), (c) => {
      const now = deps.now();
      const { id } = c.req.valid('param');
      const outcome = companyAdmin.update(id, c.req.valid('json'), auditActor(c), now);
      return c.json(saved(c, outcome, now));
    })
    .delete('/:id', validate('param', idParam), (c) => {
      companyAdmin.remove(c.req.valid('param').id, auditActor(c), deps.now());
      return c.body(null, 204);
    });
}
