/**
 * The directory's companies on PostgreSQL (store.ts holds the row mapping and the derived
 * prices). `pgCompanies` runs on any Queryable, so the stores that change a company's price
 * list or page call it inside their own transactions; the port opens its own.
 */
import type pg from 'pg';
import { all, get, run, statement, transaction, value, type Queryable } from '../../stores/pg/sql';
import type { Port } from '../../stores/port';
import {
  type CompanyDetail,
  type CompanyStore,
  detailSql,
  type DetailRow,
  groupPrices,
  isNumericId,
  lowestPrices,
  PG_SUMMARY_COLUMNS,
  type PriceRow,
  toDetail,
} from './store';

const idBySlug = statement('companies_id_by_slug', 'SELECT id FROM companies WHERE slug = $1');
const idById = statement('companies_id_by_id', 'SELECT id FROM companies WHERE id = $1');
const detailRow = statement('companies_detail', detailSql(PG_SUMMARY_COLUMNS, '$1'));
const priceRows = statement(
  'companies_prices',
  'SELECT price_group, from_cents, confirmed_on FROM company_prices WHERE company_id = $1',
);
const serviceRows = statement(
  'companies_services',
  `SELECT s.id, s.slug, s.name FROM company_services cs JOIN services s ON s.id = cs.service_id
   WHERE cs.company_id = $1 ORDER BY s.sort_order, s.id`,
);
const saveLowest = statement(
  'companies_save_lowest',
  'UPDATE companies SET cremation_from_cents = $2, burial_from_cents = $3 WHERE id = $1',
);

const pricesOf = async (q: Queryable, companyId: number) =>
  groupPrices(await all<PriceRow>(q, priceRows, [companyId]));

/** The company store's reads and writes on a pool or inside a caller's transaction */
export const pgCompanies = {
  /** The company's id from a path's `:id` (id or slug), or null when there is none */
  async resolveId(q: Queryable, idOrSlug: string): Promise<number | null> {
    const id = isNumericId(idOrSlug)
      ? await value<number>(q, idById, [Number(idOrSlug)])
      : await value<number>(q, idBySlug, [idOrSlug]);
    return id ?? null;
  },

  /** The company page's data at `now` (id or slug), or null for an unknown company */
  async companyDetail(q: Queryable, idOrSlug: string, now: number): Promise<CompanyDetail | null> {
    const id = await pgCompanies.resolveId(q, idOrSlug);
    if (id === null) return null;
    const r = await get<DetailRow>(q, detailRow, [id]);
    if (!r) return null;
    const services = await all<CompanyDetail['services'][number]>(q, serviceRows, [id]);
    return toDetail(r, await pricesOf(q, id), services, now);
  },

  /** Recomputes the lowest complete prices the company row keeps (after a price change) */
  async saveCompanyDerived(q: Queryable, companyId: number): Promise<void> {
    const lowest = lowestPrices(await pricesOf(q, companyId));
    await run(q, saveLowest, [companyId, lowest.cremation, lowest.burial]);
  },
};

export function createPgCompanies(pool: pg.Pool): Port<CompanyStore> {
  return {
    resolveId: (idOrSlug) => pgCompanies.resolveId(pool, idOrSlug),
    companyDetail: (idOrSlug, now) => pgCompanies.companyDetail(pool, idOrSlug, now),
    // the company's row first: two recomputes of one company write in turn, the later one
    // from the price list as it is then
    saveCompanyDerived: (companyId) =>
      transaction(pool, async (q) => {
        await run(q, 'SELECT 1 FROM companies WHERE id = $1 FOR UPDATE', [companyId]);
        await pgCompanies.saveCompanyDerived(q, companyId);
      }),
  };
}
