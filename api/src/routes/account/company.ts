/**
 * The signed-in provider's own company (mounted at /api/account/company): read it as the
 * company page answers it, or replace what the owner keeps (description, logo, contacts, place
 * and pin, hours, services, prices). There is no id in the path: an owner reaches only the
 * company their confirmed claim gave them (404 without one).
 */
import type { Context } from 'hono';
import { companyEditInput } from '../../../../db/domain/company-input';
import { ROLES } from '../../../../db/domain/roles';
import type { AppDeps, AppEnv } from '../../context';
import { ApiError, invalidFields } from '../../lib/errors';
import { createRouter, validate } from '../../lib/router';
import { createAuth } from '../../middleware/auth';
import type { Stores } from '../../stores';

export function ownCompanyRoutes(deps: AppDeps, { users, companies, ownCompany }: Stores) {
  const { requireRole } = createAuth(users, deps.now);

  /** The user's confirmed company; 404 when they have none. */
  const owned = (c: Context<AppEnv>) => {
    const company = ownCompany.ownedBy(c.get('user').id);
    if (company === null) throw new ApiError(404, 'no_company', c.get('t')('ownCompany.none'));
    return company;
  };
  /** The company as its page answers it, with its logo's id for the owner's next edit. */
  const ownView = (c: Context<AppEnv>, now: number) => {
    const { id, logoImageId } = owned(c);
    return { ...companies.companyDetail(String(id), now)!, logoImageId };
  };

  return createRouter()
    .use(requireRole(ROLES.provider))
    .get('/', (c) => c.json(ownView(c, deps.now())))
    .put('/', validate('json', companyEditInput), (c) => {
      const { id } = owned(c);
      const now = deps.now();
      const problems = ownCompany.save(id, c.get('user').id, c.req.valid('json'), now);
      if (problems) throw invalidFields(c.get('t'), problems);
      return c.json(ownView(c, now));
    });
}
