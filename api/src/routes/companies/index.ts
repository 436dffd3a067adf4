/**
 * The directory's companies: GET /api/companies (the search) and GET /api/companies/:id (a
 * company's page, by id or slug). The reviews and claims under this path are other routers'.
 */
import type { TypedResponse } from 'hono';
import { companyListQuery, idOrSlugParam } from '../../../../db/domain/directory-query';
import type { AppDeps } from '../../context';
import { ApiError } from '../../lib/errors';
import { createRouter, validate } from '../../lib/router';
import type { Stores } from '../../stores';
import type { CompanyList } from './search';

export function companyRoutes(deps: AppDeps, { companies, companySearch, services }: Stores) {
  // an unknown service category is a field error, like an unknown county (asked only when the
  // search names categories: the search's one store call stays its only one otherwise)
  const listQuery = companyListQuery.refine(
    async (q) => q.service.length === 0 || (await services.allExist(q.service)),
    {
    error: 'invalid',
      path: ['service'],
    },
  );
  return createRouter()
    .get('/', validate('query', listQuery), async (c) => {
      const json = await companySearch.searchJson(c.req.valid('query'), deps.now());
      // already-serialised JSON; typed for the hc client as what it is
      return c.body(json, 200, {
        'Content-Type': 'application/json; charset=UTF-8',
      }) as unknown as TypedResponse<CompanyList, 200, 'json'>;
    })
    .get('/:id', validate('param', idOrSlugParam), async (c) => {
      const company = await companies.companyDetail(c.req.valid('param').id, deps.now());
      if (!company) throw new ApiError(404, 'not_found', c.get('t')('errors.notFound'));
      return c.json(company);
    });
}
