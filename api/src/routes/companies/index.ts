/**
 * The directory's companies: GET /api/companies (the search) and GET /api/companies/:id (a
 * company's page, by id or slug). The reviews and claims under this path are other routers'.
 */
import type { TypedResponse } from 'hono';
import { companyListQuery, idOrSlugParam } from '#domain/inputs/directory-query';
import type { AppDeps } from '../../context';
import { ApiError, invalidFields } from '../../lib/errors';
import { createRouter, validate } from '../../lib/router';
import type { Stores } from '../../stores';
import type { CompanyList } from './search';

export function companyRoutes(deps: AppDeps, { companies, companySearch }: Stores) {
  return createRouter()
    .get('/', validate('query', companyListQuery), async (c) => {
      const json = await companySearch.searchJson(c.req.valid('query'), deps.now());
      // an unknown service category is a field error, like an unknown county
      if (json === null) throw invalidFields(c.get('t'), { service: 'invalid' });
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
