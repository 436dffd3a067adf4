/**
 * The signed-in provider's own company (mounted at /api/account/company): read it as the
 * company page answers it, or replace what the owner keeps (description, logo, contacts, place
 * and pin, hours, services, prices). There is no id in the path: an owner reaches only the
 * company their confirmed claim gave them (404 without one).
 */
import { companyEditInput } from '#domain/inputs/company-input';
import { ROLES } from '#domain/vocabulary/roles';
import type { AppDeps } from '../../context';
import { ApiError, invalidFields } from '../../lib/errors';
import { createRouter, validate } from '../../lib/router';
import { createAuth } from '../../middleware/auth';
import type { Stores } from '../../stores';

export function ownCompanyRoutes(deps: AppDeps, { users, ownCompany }: Stores) {
  const { requireRole } = createAuth(users, deps.now);

  return createRouter()
    .use(requireRole(ROLES.provider))
    .get('/', async (c) => {
      const company = await ownCompany.view(c.get('user').id, deps.now());
      if (company === null) throw new ApiError(404, 'no_company', c.get('t')('ownCompany.none'));
      return c.json(company);
    })
    .put('/', validate('json', companyEditInput), async (c) => {
      const outcome = await ownCompany.save(c.get('user').id, c.req.valid('json'), deps.now());
      if (!outcome.ok) throw invalidFields(c.get('t'), outcome.problems);
      return c.json(outcome.company);
    });
}
