/**
 * The owner's company page on PostgreSQL (company-store.ts is the SQLite adapter and holds the
 * edit's rules). A save locks its company's row before it reads what the edit refers to, so two
 * saves of one page run one after the other: the services and prices are those of one of them,
 * never a mix. The page answered after the save is read through the directory's port once the
 * save is committed.
 */
import { completePrice } from '../../../../db/domain/prices';
import type { CompanyEdit } from '../../../../db/domain/company-input';
import { DomainError } from '../../lib/errors';
import type { Stores } from '../../stores';
import type { Port } from '../../stores/port';
import type { PgContext } from '../../stores/pg/context';
import { get, run, statement, transaction, value, type Queryable } from '../../stores/pg/sql';
import {
  editedColumns,
  editedPrices,
  editProblems,
  type EditPlace,
  type EditProblems,
  type OwnCompanyStore,
  type OwnCompanyView,
  type OwnSaveOutcome,
} from './company-store';

const lockCompany = statement(
  'company_write_lock',
  'SELECT id FROM companies WHERE id = $1 FOR UPDATE',
);
const knownServices = statement(
  'company_write_known_services',
  'SELECT count(*) FROM services WHERE id = ANY($1::int[])',
);
const placeById = statement(
  'company_write_place',
  'SELECT county_id AS "countyId", lat, lon FROM places WHERE id = $1',
);
// a logo the user uploaded, or the one the page has already (a seeded logo stays usable)
const usableLogo = statement(
  'company_write_usable_logo',
  `SELECT id FROM images WHERE id = $1 AND kind = 'logo'
     AND (uploaded_by = $2 OR id IN (SELECT logo_image_id FROM companies WHERE id = $3))`,
);
const update = statement(
  'company_write_update',
  `UPDATE companies SET name = coalesce($2, name), description = $3, logo_image_id = $4,
     phone = $5, email = $6, website = $7, address = $8, place_id = $9, county_id = $10,
     lat = $11, lon = $12, opening_hours = $13, transport_phone = $14, updated_at = $15,
     cremation_from_cents = $16, burial_from_cents = $17
   WHERE id = $1`,
);
const deleteServices = statement(
  'company_write_delete_services',
  'DELETE FROM company_services WHERE company_id = $1',
);
const insertServices = statement(
  'company_write_insert_services',
  'INSERT INTO company_services (company_id, service_id) SELECT $1, s FROM unnest($2::int[]) AS s',
);
const deletePrices = statement(
  'company_write_delete_prices',
  'DELETE FROM company_prices WHERE company_id = $1',
);
const insertPrices = statement(
  'company_write_insert_prices',
  `INSERT INTO company_prices (company_id, price_group, from_cents, confirmed_on)
   SELECT $1, g, c, d FROM unnest($2::text[], $3::int[], $4::text[]) AS p(g, c, d)`,
);

/**
 * The edit of company `companyId` (the owner's, or the admin's with the name) inside the
 * caller's transaction, as createCompanyWrite does in SQLite; the problems of its references
 * instead (nothing written).
 */
export async function pgCompanyWrite(
  q: Queryable,
  companyId: number,
  userId: number,
  edit: CompanyEdit & { name?: string },
  now: number,
): Promise<EditProblems | null> {
  await run(q, lockCompany, [companyId]);
  const services =
    edit.serviceIds.length > 0
      ? ((await value<number>(q, knownServices, [edit.serviceIds])) ?? 0)
      : 0;
  const place =
    edit.placeId === null ? undefined : await get<EditPlace>(q, placeById, [edit.placeId]);
  const logoUsable =
    edit.logoImageId !== null &&
    (await get(q, usableLogo, [edit.logoImageId, userId, companyId])) !== undefined;
  const problems = editProblems(edit, { knownServices: services, place, logoUsable });
  if (problems) return problems;

  const c = editedColumns(edit, place, now);
  const prices = editedPrices(edit, now);
  await run(q, update, [
    companyId,
    edit.name ?? null,
    c.description,
    c.logoImageId,
    c.phone,
    c.email,
    c.website,
    c.address,
    c.placeId,
    c.countyId,
    c.lat,
    c.lon,
    c.openingHours,
    c.transportPhone,
    c.updatedAt,
    // what the row keeps of its price list (companies/store.ts saveCompanyDerived)
    completePrice(prices, 'cremation')?.cents ?? null,
    completePrice(prices, 'burial')?.cents ?? null,
  ]);
  await run(q, deleteServices, [companyId]);
  if (edit.serviceIds.length > 0) await run(q, insertServices, [companyId, edit.serviceIds]);
  await run(q, deletePrices, [companyId]);
  if (prices.length > 0) {
    await run(q, insertPrices, [
      companyId,
      prices.map((p) => p.group),
      prices.map((p) => p.fromCents),
      prices.map((p) => p.confirmedOn),
    ]);
  }
  return null;
}

const owned = statement(
  'own_company_owned',
  `SELECT id, logo_image_id AS "logoImageId" FROM companies
   WHERE owner_user_id = $1 AND verified_at IS NOT NULL ORDER BY id LIMIT 1`,
);
const ownedLocked = statement(
  'own_company_owned_locked',
  `SELECT id FROM companies WHERE owner_user_id = $1 AND verified_at IS NOT NULL
   ORDER BY id LIMIT 1 FOR UPDATE`,
);

export function createPgOwnCompanyStore(
  { pool }: PgContext,
  companies: Pick<Stores['companies'], 'companyDetail'>,
): Port<OwnCompanyStore> {
  /** The user's confirmed company as its owner sees it; null when they own none */
  async function view(userId: number, now: number): Promise<OwnCompanyView | null> {
    const company = await get<{ id: number; logoImageId: number | null }>(pool, owned, [userId]);
    if (!company) return null;
    const detail = await companies.companyDetail(String(company.id), now);
    return detail && { ...detail, logoImageId: company.logoImageId };
  }

  return {
    view,
    async save(userId, edit, now): Promise<OwnSaveOutcome> {
      const problems = await transaction(pool, async (q) => {
        const company = await get<{ id: number }>(q, ownedLocked, [userId]);
        if (!company) throw new DomainError('not_found', 'no_company', 'ownCompany.none');
        return pgCompanyWrite(q, company.id, userId, edit, now);
      });
      if (problems) return { ok: false, problems };
      return { ok: true, company: (await view(userId, now))! };
    },
  };
}
