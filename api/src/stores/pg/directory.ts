/** PostgreSQL adapters: The directory: companies, its search, services, reviews, claims */
import type { Stores } from '..';
import { unported, type PgStoreGroup } from './context';

export const directoryStores: PgStoreGroup<
  'companies' | 'companySearch' | 'services' | 'reviews' | 'claims'
> = () => ({
  companies: unported<Stores['companies']>('companies'),
  companySearch: unported<Stores['companySearch']>('companySearch'),
  services: unported<Stores['services']>('services'),
  reviews: unported<Stores['reviews']>('reviews'),
  claims: unported<Stores['claims']>('claims'),
});
