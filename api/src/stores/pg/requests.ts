/** PostgreSQL adapters: Company pages' edits (owner, admin) and service requests */
import type { Stores } from '..';
import { createPgOwnCompanyStore } from '../../routes/account/company-store.pg';
import { createPgCompanyAdminStore } from '../../routes/companies/admin-store.pg';
import { createPgProviderStore } from '../../routes/provider/store.pg';
import { createPgRequestStore, createPgRequestSweepStore } from '../../routes/requests/store.pg';
import type { PgContext } from './context';

/**
 * The group's ports; the owner's edit answers the page through the directory's ports (a
 * company's page data), read after its commit.
 */
export const requestsStores = (
  ctx: PgContext,
  directory: Pick<Stores, 'companies' | 'claims'>,
): Pick<
  Stores,
  'ownCompany' | 'companyAdmin' | 'requests' | 'providerRequests' | 'requestSweep'
> => ({
  ownCompany: createPgOwnCompanyStore(ctx, directory.companies),
  companyAdmin: createPgCompanyAdminStore(ctx),
  requests: createPgRequestStore(ctx),
  providerRequests: createPgProviderStore(ctx),
  requestSweep: createPgRequestSweepStore(ctx.pool),
});
