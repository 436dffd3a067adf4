/**
 * The directory's search (GET /api/companies), written once for both databases. Each company's
 * search fields are read in one query when directory_version moves (any write to companies, what
 * they offer or the categories), and every search filters, orders and walks that snapshot in
 * memory: the nearest companies through a grid index (./nearest-index.ts), one per service
 * category asked alone, so the common search (a position and one service) checks no filter at
 * all. Per database only three reads differ: the snapshot's rows, a name's matches (FTS5 here, a
 * tsquery in search.pg.ts) and the list rows of a page.
 *
 * The name order is the Estonian alphabet (õ ä ö ü after w) by estonianSortKey, ties by id, as
 * everywhere; "open now" is computed from each company's hours at the request's clock
 * (db/domain/opening-hours), so with `open=now` the total counts every match at that minute.
 */
import type BetterSqlite3 from 'better-sqlite3';
import type { CompanyListQuery } from '#domain/inputs/directory-query';
import { estonianSortKey } from '#domain/rules/estonian-sort';
import { landMassOf, type FerryIsland } from '#domain/rules/geo';
import { openStateUntil, type OpeningHours } from '#domain/calendar/opening-hours';
import { ftsQuery } from '../notices/queries';
import type { ServiceStore } from '../services/store';
import { cachedPerDirectoryVersion } from './directory-version';
import { buildNearestIndex, type IndexedCompany, type NearestIndex } from './nearest-index';
import {
  hoursOf,
  rowSummary,
  shownDistanceKm,
  stateSummary,
  SUMMARY_COLUMNS,
  type SummaryRow,
} from './store';

export type { CompanyList } from './responses';

const COUNT_CACHE_MAX = 1000;

/** What both databases read of every company once per directory_version */
export interface DirectoryRow {
  id: number;
  name: string;
  lat: number | null;
  lon: number | null;
  county_id: number | null;
  /** The 24/7 transport line is set */
  transport24: boolean;
  /** Stored JSON text */
  opening_hours: string;
  review_count: number;
  rating_sum: number;
  cremation_from_cents: number | null;
  burial_from_cents: number | null;
  services: readonly number[];
}

/**
 * A company as the search's filters, orders and distance walk read it, and the parts of its list
 * item kept with it (a snapshot's companies are its own: nothing here changes under it)
 */
export interface DirectoryCompany extends Omit<IndexedCompany, 'lat' | 'lon'> {
  lat: number | null;
  lon: number | null;
  sortKey: string;
  reviewCount: number;
  ratingSum: number;
  /** The lower of the two complete prices (either where the other is missing), or null */
  lowest: number | null;
  /** The land mass it is on, for the ferry flag (null: the mainland, or no position) */
  land: FerryIsland | null;
  /** Its list item's row-only fields as JSON without braces, once a page has read its row */
  rowJson: string | null;
  /** Its hours as read, once asked */
  hours: OpeningHours | null;
  /** Its open state from `stateFrom` until `stateUntil` (instants): open now, and as JSON fields */
  stateFrom: number;
  stateUntil: number;
  openNow: boolean;
  stateJson: string;
}

const toDirectoryCompany = (r: DirectoryRow): DirectoryCompany => ({
  id: r.id,
  lat: r.lat,
  lon: r.lon,
  countyId: r.county_id,
  transport24: r.transport24,
  services: r.services,
  openingHours: r.opening_hours,
  sortKey: estonianSortKey(r.name),
  reviewCount: r.review_count,
  ratingSum: r.rating_sum,
  lowest:
    r.cremation_from_cents !== null && r.burial_from_cents !== null
      ? Math.min(r.cremation_from_cents, r.burial_from_cents)
      : (r.cremation_from_cents ?? r.burial_from_cents),
  land: r.lat !== null && r.lon !== null ? landMassOf({ lat: r.lat, lon: r.lon }) : null,
  rowJson: null,
  hours: null,
  stateFrom: 0,
  stateUntil: 0,
  openNow: false,
  stateJson: '',
});

/**
 * The company's open state at `now`, computed again only once it may have changed (at its next
 * opening or closing, at midnight, at the latest each hour): a list shows the same companies to
 * many askers.
 */
function stateAt(c: DirectoryCompany, now: number): DirectoryCompany {
  if (now < c.stateFrom || now >= c.stateUntil) {
    const { state, until } = openStateUntil((c.hours ??= hoursOf(c.openingHours)), now);
    c.openNow = state.openNow;
    c.stateJson = JSON.stringify(stateSummary(state)).slice(1, -1);
    c.stateFrom = Math.floor(now / 60_000) * 60_000;
    c.stateUntil = until;
  }
  return c;
}

type Order = (a: DirectoryCompany, b: DirectoryCompany) => number;

/** The tie-break after every order: the name in Estonian alphabetical order, then the id */
const byName: Order = (a, b) =>
  a.sortKey < b.sortKey ? -1 : a.sortKey > b.sortKey ? 1 : a.id - b.id;
const ORDERS: Record<Exclude<CompanyListQuery['sort'], 'distance' | 'name'>, Order> = {
  // the best average first, companies without reviews last
  rating: (a, b) =>
    Number(a.reviewCount === 0) - Number(b.reviewCount === 0) ||
    b.ratingSum / Math.max(b.reviewCount, 1) - a.ratingSum / Math.max(a.reviewCount, 1) ||
    b.reviewCount - a.reviewCount ||
    byName(a, b),
  // the lower of the two complete prices, companies without either last
  price: (a, b) =>
    Number(a.lowest === null) - Number(b.lowest === null) ||
    (a.lowest ?? 0) - (b.lowest ?? 0) ||
    byName(a, b),
};

type Positioned = DirectoryCompany & IndexedCompany;
const isPositioned = (c: DirectoryCompany): c is Positioned => c.lat !== null && c.lon !== null;

/** The pool of every company, in `pools` and `indexes` (category ids start at 1) */
const EVERY = 0;

/** What is kept of the directory for one directory_version */
export interface DirectorySnapshot {
  /** Every company by name */
  companies: readonly DirectoryCompany[];
  /** Every company in the other orders, sorted when first asked */
  orders: Map<keyof typeof ORDERS, DirectoryCompany[]>;
  /** The companies offering a category (EVERY: all), by name */
  pools: Map<number, readonly DirectoryCompany[]>;
  /** A distance index over each pool's positioned companies, built when first asked */
  indexes: Map<number, NearestIndex<Positioned>>;
  /** Totals by filters (a count is a pass over a pool) */
  counts: Map<string, number>;
  byId: Map<number, DirectoryCompany>;
}

export function directorySnapshot(rows: readonly DirectoryRow[]): DirectorySnapshot {
  const companies = rows.map(toDirectoryCompany).sort(byName);
  return {
    companies,
    orders: new Map(),
    pools: new Map([[EVERY, companies]]),
    indexes: new Map(),
    counts: new Map(),
    byId: new Map(companies.map((c) => [c.id, c])),
  };
}

/** The companies offering `service` (EVERY: all of them), by name */
function poolOf(snapshot: DirectorySnapshot, service: number): readonly DirectoryCompany[] {
  let pool = snapshot.pools.get(service);
  if (!pool) {
    pool = snapshot.companies.filter((c) => c.services.includes(service));
    snapshot.pools.set(service, pool);
  }
  return pool;
}

function indexOf(snapshot: DirectorySnapshot, service: number): NearestIndex<Positioned> {
  let index = snapshot.indexes.get(service);
  if (!index) {
    index = buildNearestIndex(poolOf(snapshot, service).filter(isPositioned));
    snapshot.indexes.set(service, index);
  }
  return index;
}

function ordered(snapshot: DirectorySnapshot, sort: CompanyListQuery['sort']) {
  if (sort === 'distance' || sort === 'name') return snapshot.companies;
  let order = snapshot.orders.get(sort);
  if (!order) {
    order = [...snapshot.companies].sort(ORDERS[sort]);
    snapshot.orders.set(sort, order);
  }
  return order;
}

/** Whether a company is open at the search's minute */
type IsOpen = (c: DirectoryCompany) => boolean;

/**
 * The checks of the filters asked for, run on every company a search passes: ANY of the chosen
 * categories (left out when the pool holds only the one chosen), the county, the 24/7 line, the
 * name's matches (`named`), open now. Null when nothing is to be checked.
 */
function matcher(
  q: CompanyListQuery,
  named: ReadonlySet<number> | null,
  isOpen: IsOpen,
  poolService: number,
): ((c: DirectoryCompany) => boolean) | null {
  const checks: ((c: DirectoryCompany) => boolean)[] = [];
  const [only, ...more] = q.service;
  if (only !== undefined && poolService === EVERY) {
    checks.push(
      more.length === 0
        ? (c) => c.services.includes(only)
        : (c) => c.services.some((s) => s === only || more.includes(s)),
    );
  }
  if (q.county !== undefined) checks.push((c) => c.countyId === q.county);
  if (q.transport24) checks.push((c) => c.transport24);
  if (named) checks.push((c) => named.has(c.id));
  if (q.openNow) checks.push(isOpen);
  if (checks.length === 0) return null;
  const [check] = checks;
  return checks.length === 1 ? check! : (c) => checks.every((test) => test(c));
}

/** A page's company, with its distance from the asker where the distance walk measured it */
interface Hit {
  company: DirectoryCompany;
  km?: number;
}

/** A search's page: its companies, in order, after `offset` of `total` */
interface Found {
  total: number;
  offset: number;
  hits: readonly Hit[];
}

/**
 * The page `q` asks for: by distance from `q.position` (ties by id), then the matches without a
 * position by name; or in the order asked. `match` is the name's search text (the key of the
 * totals kept), `named` its matching ids.
 */
export function searchSnapshot(
  snapshot: DirectorySnapshot,
  q: CompanyListQuery,
  match: string | undefined,
  named: ReadonlySet<number> | null,
  isOpen: IsOpen,
): Found {
  // one category asked alone: its own pool, which needs no category check
  const service = q.service.length === 1 ? q.service[0]! : EVERY;
  const pool = poolOf(snapshot, service);
  const matches = matcher(q, named, isOpen, service);
  const count = () => (matches ? pool.filter(matches).length : pool.length);
  let total: number;
  if (q.openNow) total = count();
  else {
    const key = `${q.service.join(',')}|${q.county}|${q.transport24}|${match}`;
    const kept = snapshot.counts.get(key);
    if (kept === undefined) {
      total = count();
      const { counts } = snapshot;
      if (counts.size >= COUNT_CACHE_MAX) counts.delete(counts.keys().next().value!);
      counts.set(key, total);
    } else total = kept;
  }
  const offset = (q.page - 1) * q.take;
  if (offset >= total) return { total, offset, hits: [] };

  const need = offset + q.take;
  const hits: Hit[] = [];
  if (q.sort === 'distance' && q.position) {
    hits.push(...indexOf(snapshot, service).nearest(q.position, need, matches));
    for (const c of pool) {
      if (hits.length === need) break;
      if (!isPositioned(c) && (!matches || matches(c))) hits.push({ company: c });
    }
  } else {
    // the other orders are kept for all companies: the category is checked as it walks
    const inOrder = matcher(q, named, isOpen, EVERY);
    for (const c of ordered(snapshot, q.sort)) {
      if (inOrder && !inOrder(c)) continue;
      if (hits.push({ company: c }) === need) break;
    }
  }
  return { total, offset, hits: hits.slice(offset) };
}

/** Keeps the list rows read with their companies, for the pages `createListJson` writes */
export function keepRows({ byId }: DirectorySnapshot, rows: readonly SummaryRow[]): void {
  for (const row of rows) {
    const company = byId.get(row.id);
    if (company) company.rowJson = JSON.stringify(rowSummary(row)).slice(1, -1);
  }
}

/** The ids of a page's companies whose list rows are not kept yet */
export const missingRows = ({ hits }: Found) =>
  hits.filter((hit) => hit.company.rowJson === null).map((hit) => hit.company.id);

/**
 * A page of the list as the JSON of a CompanyList, each item joined from its kept row part and
 * its live part: the distance from the asker and the ferry flag (as store.ts's positionSummary
 * answers them), the open state at `now` (kept per company and minute).
 */
export const listJson = {
  /** Whether a company is open at `now` */
  isOpenAt:
    (now: number): IsOpen =>
    (c) =>
      stateAt(c, now).openNow,
  empty: (total: number) => JSON.stringify({ items: [], total, hasMore: false }),
  /** The page `found` (its rows kept) as q asked it at `now` */
  page(found: Found, q: CompanyListQuery, now: number) {
    const from = q.position;
    const fromLand = from && landMassOf(from);
    const items = found.hits.map(({ company: c, km }) => {
      const { stateJson, rowJson } = stateAt(c, now);
      // written out: JSON.stringify of two values costs more than the rest of the item
      if (!from || c.lat === null || c.lon === null) {
        return `{"distanceKm":null,"ferry":false,${stateJson},${rowJson!}}`;
      }
      const distance = shownDistanceKm(from, { lat: c.lat, lon: c.lon }, km);
      return `{"distanceKm":${distance},"ferry":${fromLand !== c.land},${stateJson},${rowJson!}}`;
    });
    const hasMore = found.offset + items.length < found.total;
    return `{"items":[${items.join(',')}],"total":${found.total},"hasMore":${hasMore}}`;
  },
};

/** The directory's search on SQLite */
export function createCompanySearch(
  sqlite: BetterSqlite3.Database,
  services: Pick<ServiceStore, 'allExist'>,
) {
  const everyCompany = sqlite.prepare(
    `SELECT c.id, c.name, c.lat, c.lon, c.county_id, c.transport_phone IS NOT NULL AS transport24,
       c.opening_hours, c.review_count, c.rating_sum, c.cremation_from_cents, c.burial_from_cents,
       (SELECT group_concat(service_id) FROM company_services WHERE company_id = c.id) AS services
     FROM companies c`,
  );
  const nameMatches = sqlite
    .prepare('SELECT rowid FROM companies_fts WHERE companies_fts MATCH ?')
    .pluck();
  const summaries = sqlite.prepare(
    `SELECT ${SUMMARY_COLUMNS} FROM companies c WHERE c.id IN (SELECT value FROM json_each(?))`,
  );
  type Row = Omit<DirectoryRow, 'transport24' | 'services'> & {
    transport24: 0 | 1;
    /** The category ids, comma-separated, or null */
    services: string | null;
  };
  const snapshotOf = cachedPerDirectoryVersion(sqlite, () =>
    directorySnapshot(
      (everyCompany.all() as Row[]).map((r) => ({
        ...r,
        transport24: r.transport24 === 1,
        services: r.services ? r.services.split(',').map(Number) : [],
      })),
    ),
  );

  /**
   * One page of the search at `now` (open-now and distances are computed at that instant), as
   * the JSON of a CompanyList. Null when a category it names does not exist (the caller's field
   * error).
   */
  function searchJson(q: CompanyListQuery, now: number): string | null {
    if (q.service.length > 0 && !services.allExist(q.service)) return null;
    const match = q.name ? ftsQuery(q.name) : undefined;
    if (match === null) return listJson.empty(0);
    const snapshot = snapshotOf();
    const named = match ? new Set(nameMatches.all(match) as number[]) : null;
    const found = searchSnapshot(snapshot, q, match, named, listJson.isOpenAt(now));
    if (found.hits.length === 0) return listJson.empty(found.total);
    const missing = missingRows(found);
    if (missing.length > 0) {
      keepRows(snapshot, summaries.all(JSON.stringify(missing)) as SummaryRow[]);
    }
    return listJson.page(found, q, now);
  }

  return { searchJson };
}
