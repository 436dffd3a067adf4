/**
 * The directory's companies: GET /api/companies (the search) and GET /api/companies/:id (a
 * company's page, by id or slug). The reviews and claims under this path are other routers'.
 */
import { companyListQuery, idOrSlugParam } from '../../../../db/domain/directory-query';
import type { AppDeps } from '../../context';
import { ApiError } from '../../lib/errors';
import { createRouter, validate } from '../../lib/router';
import type { Stores } from '../../stores';

export function companyRoutes(deps: AppDeps, { companies, companySearch, services }: Stores) {
  // an unknown service category is a field error, like an unknown county
  const listQuery = companyListQuery.refine((q) => services.allExist(q.service), {
    error: 'invalid',
    path: ['service'],
  });
  return createRouter()
    .get('/', validate('query', listQuery), (c) =>
      c.json(companySearch.search(c.req.valid('query'), deps.now())),
    )
    .get('/:id', validate('param', idOrSlugParam), (c) => {
      const company = companies.companyDetail(c.req.valid('param').id, deps.now());
      if (!company) throw new ApiError(404, 'not_found', c.get('t')('errors.notFound'));
      return c.json(company);
    });
}
