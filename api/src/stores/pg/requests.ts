/** PostgreSQL adapters: Company pages' edits (owner, admin) and service requests */
import type { Stores } from '..';
import { unported, type PgStoreGroup } from './context';

export const requestsStores: PgStoreGroup<
  'ownCompany' | 'companyAdmin' | 'requests' | 'providerRequests' | 'requestSweep'
> = () => ({
  ownCompany: unported<Stores['ownCompany']>('ownCompany'),
  companyAdmin: unported<Stores['companyAdmin']>('companyAdmin'),
  requests: unported<Stores['requests']>('requests'),
  providerRequests: unported<Stores['providerRequests']>('providerRequests'),
  requestSweep: unported<Stores['requestSweep']>('requestSweep'),
});
