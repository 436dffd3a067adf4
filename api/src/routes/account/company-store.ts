/**
 * The owner's own company page: which company a provider owns (a confirmed claim), and saving
 * its edit as a whole in one transaction: the references checked (services, place, logo), the
 * row, its services and price list replaced, the lowest prices recomputed, updatedAt stamped.
 * The edit itself (`createCompanyWrite`) is the admin's too, inside the admin's transaction.
 */
import type { Database } from '#db/client';
import type { CompanyEdit } from '#domain/inputs/company-input';
import { isoDay, tallinnWallClock } from '#domain/calendar/dates';
import { completePrice, type GroupPrice } from '#domain/rules/prices';
import type { ValidationKey } from '#domain/inputs/validation';
import { DomainError } from '../../lib/errors';
import {
  get,
  run,
  sql,
  sqliteDb,
  value,
  wait,
  type Db,
  type Flow,
  type Maybe,
} from '../../stores/flow';
import type { CompanyDetail, CompanyStore } from '../companies/store';

/** Field → validation key of what the edit refers to and does not exist (or is not the user's) */
export type EditProblems = Partial<Record<'serviceIds' | 'placeId' | 'logoImageId', ValidationKey>>;

const todayInTallinn = (now: number) => {
  const clock = tallinnWallClock(now);
  return isoDay(clock.year, clock.month, clock.day);
};

/** An edit's place as its write reads it */
export interface EditPlace {
  countyId: number;
  lat: number;
  lon: number;
}

/** What an edit refers to, as it was found: null when every reference is usable */
export function editProblems(
  edit: CompanyEdit,
  found: { knownServices: number; place: EditPlace | undefined; logoUsable: boolean },
): EditProblems | null {
  const problems: EditProblems = {};
  if (edit.serviceIds.length > 0 && found.knownServices !== edit.serviceIds.length) {
    problems.serviceIds = 'service';
  }
  if (edit.placeId !== null && !found.place) problems.placeId = 'place';
  if (edit.logoImageId !== null && !found.logoUsable) problems.logoImageId = 'image';
  return Object.keys(problems).length > 0 ? problems : null;
}

/** The company row's columns an edit sets (a pin the owner set wins over the place's centre) */
export function editedColumns(
  edit: CompanyEdit & { name?: string },
  place: EditPlace | undefined,
  now: number,
) {
  const position =
    edit.lat !== null && edit.lon !== null
      ? { lat: edit.lat, lon: edit.lon }
      : { lat: place?.lat ?? null, lon: place?.lon ?? null };
  return {
    ...(edit.name === undefined ? {} : { name: edit.name }),
    description: edit.description,
    logoImageId: edit.logoImageId,
    phone: edit.phone,
    email: edit.email,
    website: edit.website,
    address: edit.address,
    placeId: edit.placeId,
    countyId: place?.countyId ?? null,
    ...position,
    openingHours: edit.hours,
    transportPhone: edit.transportPhone,
    updatedAt: now,
  };
}

/** The price list's lines an edit writes; a line without its day is confirmed today */
export function editedPrices(edit: CompanyEdit, now: number): GroupPrice[] {
  const today = todayInTallinn(now);
  return edit.prices.map((line) => ({
    group: line.group,
    fromCents: line.fromCents,
    confirmedOn: line.confirmedOn ?? today,
  }));
}

/** The company's row, locked until the transaction ends (PostgreSQL) */
const lockCompany = sql<{ id: number }, [number]>('company_write_lock', {
  sqlite: null, // the SQLite transaction holds the file
  pg: 'SELECT id FROM companies WHERE id = $1 FOR UPDATE',
});
const knownServices = sql<{ n: number }, [number[]]>('company_write_known_services', {
  sqlite: 'SELECT count(*) AS n FROM services WHERE id IN (SELECT value FROM json_each($1))',
  pg: 'SELECT count(*) AS n FROM services WHERE id = ANY($1::int[])',
});
const placeById = sql<EditPlace, [number]>(
  'company_write_place',
  'SELECT county_id AS "countyId", lat, lon FROM places WHERE id = $1',
);
// a logo the user uploaded, or the one the page has already (a seeded logo stays usable)
const usableLogo = sql<{ id: number }, [number, number, number]>(
  'company_write_usable_logo',
  `SELECT id FROM images WHERE id = $1 AND kind = 'logo'
     AND (uploaded_by = $2 OR id IN (SELECT logo_image_id FROM companies WHERE id = $3))`,
);
type Columns = ReturnType<typeof editedColumns>;
// opening_hours as JSON text (SQLite's text column; PostgreSQL's jsonb parses it)
const update = sql<
  never,
  [
    number,
    string | null,
    Columns['description'],
    Columns['logoImageId'],
    Columns['phone'],
    Columns['email'],
    Columns['website'],
    Columns['address'],
    Columns['placeId'],
    Columns['countyId'],
    Columns['lat'],
    Columns['lon'],
    string,
    Columns['transportPhone'],
    number,
    number | null,
    number | null,
  ]
>(
  'company_write_update',
  `UPDATE companies SET name = coalesce($2, name), description = $3, logo_image_id = $4,
     phone = $5, email = $6, website = $7, address = $8, place_id = $9, county_id = $10,
     lat = $11, lon = $12, opening_hours = $13, transport_phone = $14, updated_at = $15,
     cremation_from_cents = $16, burial_from_cents = $17
   WHERE id = $1`,
);
const deleteServices = sql<never, [number]>(
  'company_write_delete_services',
  'DELETE FROM company_services WHERE company_id = $1',
);
const insertServices = sql<never, [number, number[]]>('company_write_insert_services', {
  sqlite: `INSERT INTO company_services (company_id, service_id)
           SELECT $1, value FROM json_each($2)`,
  pg: 'INSERT INTO company_services (company_id, service_id) SELECT $1, s FROM unnest($2::int[]) AS s',
});
const deletePrices = sql<never, [number]>(
  'company_write_delete_prices',
  'DELETE FROM company_prices WHERE company_id = $1',
);
// the lines as three arrays of one length, in order
const insertPrices = sql<never, [number, string[], number[], string[]]>(
  'company_write_insert_prices',
  {
    sqlite: `INSERT INTO company_prices (company_id, price_group, from_cents, confirmed_on)
             SELECT $1, g.value, c.value, d.value FROM json_each($2) g
               JOIN json_each($3) c ON c.key = g.key JOIN json_each($4) d ON d.key = g.key
              ORDER BY g.key`,
    pg: `INSERT INTO company_prices (company_id, price_group, from_cents, confirmed_on)
         SELECT $1, g, c, d FROM unnest($2::text[], $3::int[], $4::text[]) AS p(g, c, d)`,
  },
);

/**
 * The edit of company `companyId` (the owner's, or the admin's with the name), a step of the
 * caller's transaction; `userId` is whose uploaded logo may be chosen. Returns the problems of
 * its references instead (nothing written) when a service, the place or the logo is not usable.
 * The company's row is locked first (PostgreSQL), so two saves of one page run one after the
 * other: the services and prices are those of one of them, never a mix.
 */
export function* companyWritten(
  companyId: number,
  userId: number,
  edit: CompanyEdit & { name?: string },
  now: number,
): Flow<EditProblems | null> {
  yield* run(lockCompany, companyId);
  const services =
    edit.serviceIds.length > 0 ? ((yield* value(knownServices, edit.serviceIds)) ?? 0) : 0;
  const place = edit.placeId === null ? undefined : yield* get(placeById, edit.placeId);
  const logoUsable =
    edit.logoImageId !== null &&
    (yield* get(usableLogo, edit.logoImageId, userId, companyId)) !== undefined;
  const problems = editProblems(edit, { knownServices: services, place, logoUsable });
  if (problems) return problems;

  const c = editedColumns(edit, place, now);
  const prices = editedPrices(edit, now);
  yield* run(
    update,
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
    JSON.stringify(c.openingHours),
    c.transportPhone,
    c.updatedAt,
    // what the row keeps of its price list (the lowest complete prices, db/domain/prices)
    completePrice(prices, 'cremation')?.cents ?? null,
    completePrice(prices, 'burial')?.cents ?? null,
  );
  yield* run(deleteServices, companyId);
  if (edit.serviceIds.length > 0) yield* run(insertServices, companyId, edit.serviceIds);
  yield* run(deletePrices, companyId);
  if (prices.length > 0) {
    yield* run(
      insertPrices,
      companyId,
      prices.map((p) => p.group),
      prices.map((p) => p.fromCents),
      prices.map((p) => p.confirmedOn),
    );
  }
  return null;
}

/** The edit on SQLite, inside the caller's (the admin store's) transaction */
export function createCompanyWrite({ sqlite }: Database) {
  const db = sqliteDb(sqlite);
  return (companyId: number, userId: number, edit: CompanyEdit & { name?: string }, now: number) =>
    db.read(() => companyWritten(companyId, userId, edit, now));
}

export type CompanyWrite = ReturnType<typeof createCompanyWrite>;

/** The owner's view of their page: as the company page answers it, with its logo's id */
export type OwnCompanyView = CompanyDetail & { logoImageId: number | null };

/** An owner's save: their page as it is now, or what it refers to that is not usable */
export type OwnSaveOutcome =
  { ok: true; company: OwnCompanyView } | { ok: false; problems: EditProblems };

const OWNED = `SELECT id, logo_image_id AS "logoImageId" FROM companies
  WHERE owner_user_id = $1 AND verified_at IS NOT NULL ORDER BY id LIMIT 1`;
const owned = sql<{ id: number; logoImageId: number | null }, [number]>('own_company_owned', OWNED);
const ownedLocked = sql<{ id: number; logoImageId: number | null }, [number]>(
  'own_company_owned_locked',
  { sqlite: OWNED, pg: `${OWNED} FOR UPDATE` },
);

/** The company page as the directory answers it (its own store: read after a save commits) */
interface Directory {
  companyDetail(idOrSlug: string, now: number): Maybe<CompanyDetail | null>;
}

/** The owner's own company page on either database */
export function ownCompanyStoreOf<Tx>(db: Db<Tx>, companies: Directory) {
  /** The user's confirmed company as its owner sees it; null when they own none */
  function* viewOf(userId: number, now: number): Flow<OwnCompanyView | null> {
    const company = yield* get(owned, userId);
    if (!company) return null;
    // the logo's id: the owner's edit sends it back to keep it
    const detail = yield* wait(companies.companyDetail(String(company.id), now));
    return detail && { ...detail, logoImageId: company.logoImageId };
  }

  return {
    /** The user's confirmed company (a confirmed claim) as its owner sees it; null when none */
    view: (userId: number, now: number) => db.read(() => viewOf(userId, now)),

    /**
     * Saves the owner's edit of their confirmed company, all or nothing (404 when they own
     * none), and answers the page as it is once the save is committed; the problems of its
     * references instead (nothing written) when a service, the place or the logo is not usable.
     */
    save: (userId: number, edit: CompanyEdit, now: number) =>
      db.read(function* (): Flow<OwnSaveOutcome> {
        const saved = db.transaction(function* () {
          const company = yield* get(ownedLocked, userId);
          if (!company) throw new DomainError('not_found', 'no_company', 'ownCompany.none');
          return yield* companyWritten(company.id, userId, edit, now);
        });
        const problems = yield* wait(saved);
        if (problems) return { ok: false, problems };
        return { ok: true, company: (yield* viewOf(userId, now))! };
      }),
  };
}

export const createOwnCompanyStore = ({ sqlite }: Database, companyStore: CompanyStore) =>
  ownCompanyStoreOf(sqliteDb(sqlite), companyStore);

export type OwnCompanyStore = ReturnType<typeof createOwnCompanyStore>;
