/** PostgreSQL adapters: Company pages' edits (owner, admin) and service requests */
import type { Stores } from '..';
import { createPgProviderStore } from '../../routes/provider/store.pg';
import { createPgRequestStore, createPgRequestSweepStore } from '../../routes/requests/store.pg';
import { unported, type PgStoreGroup } from './context';

export const requestsStores: PgStoreGroup<
  'ownCompany' | 'companyAdmin' | 'requests' | 'providerRequests' | 'requestSweep'
> = (ctx) => ({
  ownCompany: unported<Stores['ownCompany']>('ownCompany'),
  companyAdmin: unported<Stores['companyAdmin']>('companyAdmin'),
  requests: createPgRequestStore(ctx),
  providerRequests: createPgProviderStore(ctx),
  requestSweep: createPgRequestSweepStore(ctx.pool),
});
