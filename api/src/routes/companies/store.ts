/**
 * The directory's companies as the API answers them (a list item, a company page) and what is
 * derived from their price lists, on raw prepared statements (the list is a hot path, and the
 * page shares its row mapping). The page and the derived prices are flows, written once for both
 * databases (decision 0109). The search itself is in ./search.ts.
 */
import type BetterSqlite3 from 'better-sqlite3';
import { distanceKm, needsFerry, type LatLon } from '#domain/rules/geo';
import {
  openState,
  type OpenState,
  storedOpeningHours,
  type OpeningHours,
} from '#domain/calendar/opening-hours';
import {
  completePrice,
  isPriceConfirmed,
  PRICE_GROUPS,
  type GroupPrice,
  type PriceGroup,
} from '#domain/rules/prices';
import type { companies, companyPrices, places } from '#db/schema';
import type { SqlRow } from '#db/schema/sql-row';
import { all, get, run, sql, sqliteDb, value, type Db, type Flow } from '../../stores/flow';
import { uploadUrl } from '../notices/queries';
import type { CompanyDetail, CompanySummary } from './responses';

export type { CompanyDetail, CompanySummary } from './responses';

type CompanyRow = SqlRow<typeof companies>;

/** What a list item reads of a company: SUMMARY_COLUMNS as better-sqlite3 returns them. */
export type SummaryRow = Pick<
  CompanyRow,
  | 'id'
  | 'name'
  | 'slug'
  | 'lat'
  | 'lon'
  | 'opening_hours'
  | 'transport_phone'
  | 'cremation_from_cents'
  | 'burial_from_cents'
  | 'review_count'
  | 'rating_sum'
  | 'verified_at'
> & { logo_file: string | null };

/** The columns of SummaryRow, for a query over `companies c`, the hours read as `hours` */
const summaryColumns = (hours: string) => `c.id, c.name, c.slug, c.lat, c.lon, ${hours},
  c.transport_phone, c.cremation_from_cents, c.burial_from_cents, c.review_count, c.rating_sum,
  c.verified_at, (SELECT file_name FROM images WHERE id = c.logo_image_id) AS logo_file`;

/** The columns of SummaryRow, for a query over `companies c` */
export const SUMMARY_COLUMNS = summaryColumns('c.opening_hours');
/** SUMMARY_COLUMNS on PostgreSQL: the hours (jsonb there) as JSON text, as SQLite keeps them */
export const PG_SUMMARY_COLUMNS = summaryColumns('c.opening_hours::text AS opening_hours');

/** What the company page reads of its company and place, the hours as text on both databases */
const DETAIL_SQL = `SELECT ${summaryColumns('CAST(c.opening_hours AS text) AS opening_hours')},
     c.description, c.phone, c.email, c.website, c.address,
     c.county_id, c.owner_user_id, c.created_at, c.updated_at,
     p.id AS place_id, p.name AS place_name, p.municipality_name AS place_municipality,
     p.county_id AS place_county_id
   FROM companies c LEFT JOIN places p ON p.id = c.place_id
   WHERE c.id = $1`;

export type DetailRow = SummaryRow &
  Pick<
    CompanyRow,
    | 'description'
    | 'phone'
    | 'email'
    | 'website'
    | 'address'
    | 'county_id'
    | 'owner_user_id'
    | 'created_at'
    | 'updated_at'
  > & {
    place_id: number | null;
    place_name: SqlRow<typeof places>['name'] | null;
    place_municipality: string | null;
    place_county_id: number | null;
  };

export type PriceRow = Pick<
  SqlRow<typeof companyPrices>,
  'price_group' | 'from_cents' | 'confirmed_on'
>;

/** The average of `sum` over `count` reviews to 1 decimal; null without reviews. */
export const averageRating = (sum: number, count: number) =>
  count === 0 ? null : Math.round((sum / count) * 10) / 10;

/** The stored hours (JSON) as db/domain/opening-hours reads them. */
export const hoursOf = (json: string): OpeningHours =>
  storedOpeningHours(JSON.parse(json) as Record<string, unknown>);

/** A list item's fields that depend on the asker's position */
type PositionField = 'distanceKm' | 'ferry';
/** A list item's fields that depend on the clock */
type StateField = 'openNow' | 'opensAt' | 'closesAt' | 'hoursKnown' | 'temporarilyClosed';

/** What a list item shows from the company's row alone (the search keeps it as JSON) */
export function rowSummary(r: SummaryRow): Omit<CompanySummary, PositionField | StateField> {
  return {
    id: r.id,
    name: r.name,
    slug: r.slug,
    transport24: r.transport_phone !== null,
    priceFrom: { cremation: r.cremation_from_cents, burial: r.burial_from_cents },
    rating: averageRating(r.rating_sum, r.review_count),
    reviewCount: r.review_count,
    logo: uploadUrl(r.logo_file),
    lat: r.lat,
    lon: r.lon,
    verified: r.verified_at !== null,
  };
}

/** The distance a list item shows, km to 1 decimal (`km`: where the caller measured it already) */
export const shownDistanceKm = (from: LatLon, position: LatLon, km?: number) =>
  Math.round((km ?? distanceKm(from, position)) * 10) / 10;

/** What a list item shows from the asker's position (`from`, null without one) */
export function positionSummary(
  r: Pick<SummaryRow, 'lat' | 'lon'>,
  from: LatLon | null,
  /** The distance from `from`, where the caller has measured it already */
  km?: number,
): Pick<CompanySummary, PositionField> {
  const position = r.lat !== null && r.lon !== null ? { lat: r.lat, lon: r.lon } : null;
  return {
    distanceKm: from && position ? shownDistanceKm(from, position, km) : null,
    ferry: from !== null && position !== null && needsFerry(from, position),
  };
}

/** What a list item shows from the company's open state (db/domain/opening-hours, Tallinn time) */
export const stateSummary = (state: OpenState): Pick<CompanySummary, StateField> => ({
  openNow: state.openNow,
  opensAt: state.opensAt ?? null,
  closesAt: state.closesAt ?? null,
  hoursKnown: state.known,
  temporarilyClosed: state.temporarilyClosed,
});

/** A company as a list item (and the head of its page) */
export const toSummary = (
  r: SummaryRow,
  state: OpenState,
  from: LatLon | null,
): CompanySummary => ({
  ...rowSummary(r),
  ...positionSummary(r, from),
  ...stateSummary(state),
});

/** A path's `:id`: the numeric id, or else the slug. */
export const isNumericId = (idOrSlug: string) => /^[1-9]\d{0,15}$/.test(idOrSlug);

const GROUP_ORDER = new Map<string, number>(PRICE_GROUPS.map((group, i) => [group, i]));

/** A price list's rows as GroupPrices in PRICE_GROUPS' order (unknown groups left out) */
export const groupPrices = (rows: readonly PriceRow[]): GroupPrice[] =>
  rows
    .filter((r) => GROUP_ORDER.has(r.price_group))
    .map((r) => ({
      group: r.price_group as PriceGroup,
      fromCents: r.from_cents,
      confirmedOn: r.confirmed_on,
    }))
    .sort((a, b) => GROUP_ORDER.get(a.group)! - GROUP_ORDER.get(b.group)!);

/**
 * What the company row keeps from its price list: the lowest complete prices for cremation and
 * for burial (db/domain/prices completePrice), null where a needed group has no price.
 */
export const lowestPrices = (prices: readonly GroupPrice[]) => ({
  cremation: completePrice(prices, 'cremation')?.cents ?? null,
  burial: completePrice(prices, 'burial')?.cents ?? null,
});

/** The company page at `now` from its row, its price list and what it offers */
export function toDetail(
  r: DetailRow,
  prices: readonly GroupPrice[],
  services: CompanyDetail['services'],
  now: number,
): CompanyDetail {
  return {
    ...toSummary(r, openState(hoursOf(r.opening_hours), now), null),
    description: r.description,
    phone: r.phone,
    email: r.email,
    website: r.website,
    address: r.address,
    place:
      r.place_id === null
        ? null
        : {
            id: r.place_id,
            name: r.place_name!,
            municipalityName: r.place_municipality,
            countyId: r.place_county_id!,
          },
    countyId: r.county_id,
    hours: hoursOf(r.opening_hours),
    transportPhone: r.transport_phone,
    prices: prices.map((line) => ({ ...line, confirmed: isPriceConfirmed(line.confirmedOn, now) })),
    services,
    updatedAt: r.updated_at,
    createdAt: r.created_at,
    claimable: r.owner_user_id === null,
  };
}

const idBySlug = sql<{ id: number }, [string]>(
  'companies_id_by_slug',
  'SELECT id FROM companies WHERE slug = $1',
);
const idById = sql<{ id: number }, [number]>(
  'companies_id_by_id',
  'SELECT id FROM companies WHERE id = $1',
);
const detailRow = sql<DetailRow, [number]>('companies_detail', DETAIL_SQL);
const priceRows = sql<PriceRow, [number]>(
  'companies_prices',
  'SELECT price_group, from_cents, confirmed_on FROM company_prices WHERE company_id = $1',
);
const serviceRows = sql<CompanyDetail['services'][number], [number]>(
  'companies_services',
  `SELECT s.id, s.slug, s.name FROM company_services cs JOIN services s ON s.id = cs.service_id
   WHERE cs.company_id = $1 ORDER BY s.sort_order, s.id`,
);
/** The company's row locked until the transaction ends (PostgreSQL; SQLite's holds the file) */
const lockCompany = sql<never, [number]>('companies_lock', {
  sqlite: null,
  pg: 'SELECT 1 FROM companies WHERE id = $1 FOR UPDATE',
});
const saveLowest = sql<never, [number, number | null, number | null]>(
  'companies_save_lowest',
  'UPDATE companies SET cremation_from_cents = $2, burial_from_cents = $3 WHERE id = $1',
);

function* pricesOf(companyId: number): Flow<GroupPrice[]> {
  return groupPrices(yield* all(priceRows, companyId));
}

/** The company's id from a path's `:id` (id or slug), or null when there is none */
function* resolveId(idOrSlug: string): Flow<number | null> {
  const id = isNumericId(idOrSlug)
    ? yield* value(idById, Number(idOrSlug))
    : yield* value(idBySlug, idOrSlug);
  return id ?? null;
}

/** The company page's data at `now` (id or slug), or null for an unknown company */
export function* companyDetailOf(idOrSlug: string, now: number): Flow<CompanyDetail | null> {
  const id = yield* resolveId(idOrSlug);
  if (id === null) return null;
  const r = yield* get(detailRow, id);
  if (!r) return null;
  return toDetail(r, yield* pricesOf(id), yield* all(serviceRows, id), now);
}

/**
 * Recomputes what the company row keeps from its price list (the lowest complete prices for
 * cremation and for burial, db/domain/prices completePrice): run after every price change. The
 * company's row first: two recomputes of one company write in turn, the later one from the price
 * list as it is then.
 */
function* saveCompanyDerived(companyId: number): Flow<void> {
  yield* run(lockCompany, companyId);
  const lowest = lowestPrices(yield* pricesOf(companyId));
  yield* run(saveLowest, companyId, lowest.cremation, lowest.burial);
}

/** The company store on a database: its flows as its methods (store.pg.ts wraps them in a port) */
export const companyStoreOf = <Tx>(db: Db<Tx>) => ({
  resolveId: (idOrSlug: string) => db.read(() => resolveId(idOrSlug)),
  companyDetail: (idOrSlug: string, now: number) => db.read(() => companyDetailOf(idOrSlug, now)),
  saveCompanyDerived: (companyId: number) => db.transaction(() => saveCompanyDerived(companyId)),
});

/** The company store on SQLite (a store that calls it inside its transaction: answeredNow) */
export const createCompanyStore = (sqlite: BetterSqlite3.Database) =>
  companyStoreOf(sqliteDb(sqlite));

export type CompanyStore = ReturnType<typeof createCompanyStore>;
