/** PostgreSQL adapters: The directory: companies, its search, services, reviews, claims */
import { createPgClaims } from '../../routes/companies/claims-store.pg';
import { createPgReviews } from '../../routes/companies/reviews-store.pg';
import { createPgCompanySearch } from '../../routes/companies/search.pg';
import { createPgCompanies } from '../../routes/companies/store.pg';
import { createPgServices } from '../../routes/services/store.pg';
import type { PgStoreGroup } from './context';

export const directoryStores: PgStoreGroup<
  'companies' | 'companySearch' | 'services' | 'reviews' | 'claims'
> = (ctx) => {
  const services = createPgServices(ctx.pool);
  return {
    companies: createPgCompanies(ctx.pool),
    /** The search: filters, distance (the in-memory index), open now, per directory_version */
    companySearch: createPgCompanySearch(ctx.pool, services),
    services,
    /** Reviews, the rating kept on the company (its row locked by every change) */
    reviews: createPgReviews(ctx.pool),
    claims: createPgClaims(ctx),
  };
};
