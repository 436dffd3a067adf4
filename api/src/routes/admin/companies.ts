/**
 * Admin section "companies" (behind the admin area's role check): the directory's companies
 * searched and paged; one company as its page shows it with the admin's extras (owner, registry
 * code, pending claims); create, edit every field the owner can and the name, delete. Claims are
 * confirmed or rejected under /api/admin/claims. Each write is in the audit log.
 */
import type { Context } from 'hono';
import { adminCompanyInput, adminCompanyListQuery } from '#domain/inputs/company-input';
import { idParam } from '#domain/inputs/validation';
import type { AppDeps, AppEnv } from '../../context';
import { ApiError, invalidFields } from '../../lib/errors';
import { createRouter, validate } from '../../lib/router';
import type { Stores } from '../../stores';

import { type AdminSaveOutcome, COMPANY_PAGE } from '../companies/admin-store';
import { auditActor } from './actor';

export function adminCompanyRoutes(deps: AppDeps, { companyAdmin }: Stores) {
  const saved = (c: Context<AppEnv>, outcome: AdminSaveOutcome) => {
    if (!outcome.ok) throw invalidFields(c.get('t'), outcome.problems);
    return outcome.company;
  };

  return createRouter()
    .get('/', validate('query', adminCompanyListQuery), async (c) => {
      const query = c.req.valid('query');
      return c.json({ ...(await companyAdmin.list(query)), page: query.page, take: COMPANY_PAGE });
    })
    .post('/', validate('json', adminCompanyInput), async (c) => {
      const outcome = await companyAdmin.create(c.req.valid('json'), auditActor(c), deps.now());
      return c.json(saved(c, outcome), 201);
    })
    .get('/:id', validate('param', idParam), async (c) => {
      const company = await companyAdmin.view(c.req.valid('param').id, deps.now());
      if (!company) throw new ApiError(404, 'not_found', c.get('t')('errors.notFound'));
      return c.json(company);
    })
    .put('/:id', validate('param', idParam), validate('json', adminCompanyInput), async (c) => {
      const { id } = c.req.valid('param');
      const outcome = await companyAdmin.update(id, c.req.valid('json'), auditActor(c), deps.now());
      return c.json(saved(c, outcome));
    })
    .delete('/:id', validate('param', idParam), async (c) => {
      await companyAdmin.remove(c.req.valid('param').id, auditActor(c), deps.now());
      return c.body(null, 204);
    });
}
