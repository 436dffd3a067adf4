/**
 * The directory's search on PostgreSQL (search.ts holds the filters' checks, the distance walk
 * and the page's JSON). PostgreSQL has no Estonian alphabetical order (SQLite's search registers
 * estonian_sort_key): so here every company's sort fields are read once per directory_version,
 * like the distance index, and each order (name, rating, price) is sorted in memory by the same
 * key and the same rules as search.ts's ORDER BY, ties by id. A search walks that order with the
 * filters of search.ts's `filterChecks`; a name search's matches come from the folded full-text
 * column (`name_search @@ to_tsquery('folded', …)`, its GIN index).
 */
import type pg from 'pg';
import type { CompanyListQuery } from '../../../../db/domain/directory-query';
import { estonianSortKey } from '../../../../db/domain/estonian-sort';
import { all, statement } from '../../stores/pg/sql';
import type { Port } from '../../stores/port';
import { ftsQuery } from '../notices/queries';
import type { ServiceStore } from '../services/store';
import { cachedPerDirectoryVersionPg } from './directory-version.pg';
import { buildNearestIndex, type IndexedCompany, type NearestIndex } from './nearest-index';
import {
  createListJson,
  filterChecks,
  keepRows,
  type KeptRow,
  nearestIds,
  type createCompanySearch,
} from './search';
import { PG_SUMMARY_COLUMNS, type SummaryRow } from './store';

const COUNT_CACHE_MAX = 1000;

/** A company as the search's orders and filters read it */
interface DirectoryCompany extends Omit<IndexedCompany, 'lat' | 'lon'> {
  lat: number | null;
  lon: number | null;
  sortKey: string;
  reviewCount: number;
  ratingSum: number;
  /** The lower of the two complete prices (either where the other is missing), or null */
  lowest: number | null;
}

type Order = (a: DirectoryCompany, b: DirectoryCompany) => number;

/** search.ts BY_NAME: the name in Estonian alphabetical order, then the id */
const byName: Order = (a, b) =>
  a.sortKey < b.sortKey ? -1 : a.sortKey > b.sortKey ? 1 : a.id - b.id;
const ORDERS: Record<Exclude<CompanyListQuery['sort'], 'distance'>, Order> = {
  name: byName,
  // the best average first, companies without reviews last (search.ts ORDER_BY.rating)
  rating: (a, b) =>
    Number(a.reviewCount === 0) - Number(b.reviewCount === 0) ||
    (b.ratingSum * 1.0) / Math.max(b.reviewCount, 1) -
      (a.ratingSum * 1.0) / Math.max(a.reviewCount, 1) ||
    b.reviewCount - a.reviewCount ||
    byName(a, b),
  // the lower of the two complete prices, companies without either last (ORDER_BY.price)
  price: (a, b) =>
    Number(a.lowest === null) - Number(b.lowest === null) ||
    (a.lowest ?? 0) - (b.lowest ?? 0) ||
    byName(a, b),
};

interface CompanyRow {
  id: number;
  name: string;
  lat: number | null;
  lon: number | null;
  county_id: number | null;
  transport24: boolean;
  opening_hours: string;
  review_count: number;
  rating_sum: number;
  cremation_from_cents: number | null;
  burial_from_cents: number | null;
  services: number[];
}

const everyCompany = statement(
  'company_search_all',
  `SELECT c.id, c.name, c.lat, c.lon, c.county_id, c.transport_phone IS NOT NULL AS transport24,
     c.opening_hours::text AS opening_hours, c.review_count, c.rating_sum,
     c.cremation_from_cents, c.burial_from_cents,
     coalesce((SELECT array_agg(cs.service_id) FROM company_services cs
                WHERE cs.company_id = c.id), '{}') AS services
   FROM companies c`,
);
const nameMatches = statement(
  'company_search_name',
  `SELECT id FROM companies WHERE name_search @@ to_tsquery('folded', $1)`,
);
const summaries = statement(
  'company_search_rows',
  `SELECT ${PG_SUMMARY_COLUMNS} FROM companies c WHERE c.id = ANY($1::int[])`,
);

const toCompany = (r: CompanyRow): DirectoryCompany => ({
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
  // SQLite's coalesce(min(c, b), c, b): min() of a null is null
  lowest:
    r.cremation_from_cents !== null && r.burial_from_cents !== null
      ? Math.min(r.cremation_from_cents, r.burial_from_cents)
      : (r.cremation_from_cents ?? r.burial_from_cents),
});

/** The FTS5 query search.ts builds (`"word"* "word"*`, every word) as a prefix tsquery */
export const prefixTsQuery = (fts: string) =>
  fts
    .split(' ')
    .map((term) => `${term.slice(1, -2)}:*`)
    .join(' & ');

/** What is kept for one directory_version */
interface Kept {
  /** Every company by name */
  companies: DirectoryCompany[];
  orders: Map<CompanyListQuery['sort'], DirectoryCompany[]>;
  index: NearestIndex | null;
  counts: Map<string, number>;
  rowsById: Map<number, KeptRow>;
}

export function createPgCompanySearch(
  pool: pg.Pool,
  services: Pick<Port<ServiceStore>, 'allExist'>,
): Port<ReturnType<typeof createCompanySearch>> {
  const list = createListJson();
  const keptForVersion = cachedPerDirectoryVersionPg(pool, async (): Promise<Kept> => {
    const companies = (await all<CompanyRow>(pool, everyCompany)).map(toCompany).sort(byName);
    return { companies, orders: new Map(), index: null, counts: new Map(), rowsById: new Map() };
  });

  function ordered(kept: Kept, sort: CompanyListQuery['sort']): DirectoryCompany[] {
    if (sort === 'distance' || sort === 'name') return kept.companies;
    let order = kept.orders.get(sort);
    if (!order) {
      order = [...kept.companies].sort(ORDERS[sort]);
      kept.orders.set(sort, order);
    }
    return order;
  }

  function nearestIndex(kept: Kept): NearestIndex {
    kept.index ??= buildNearestIndex(
      kept.companies.filter((c): c is DirectoryCompany & IndexedCompany => {
        return c.lat !== null && c.lon !== null;
      }),
    );
    return kept.index;
  }

  /** The list rows of `ids`, from the cache or read at once */
  async function summaryRows({ rowsById }: Kept, ids: readonly number[]) {
    const missing = ids.filter((id) => !rowsById.has(id));
    if (missing.length > 0) keepRows(rowsById, await all<SummaryRow>(pool, summaries, [missing]));
    return ids.map((id) => rowsById.get(id)!);
  }

  /** One page of the search at `now`, as search.ts's searchJson answers it */
  async function searchJson(q: CompanyListQuery, now: number): Promise<string | null> {
    if (q.service.length > 0 && !(await services.allExist(q.service))) return null;
    const match = q.name ? ftsQuery(q.name) : undefined;
    if (match === null) return list.empty(0);
    const kept = await keptForVersion();
    const named = match
      ? new Set(
          (await all<{ id: number }>(pool, nameMatches, [prefixTsQuery(match)])).map((r) => r.id),
        )
      : null;
    const isOpen = list.isOpenAt(now);
    const checks = filterChecks(q, named, isOpen);
    const matches = (c: DirectoryCompany) => checks.every((check) => check(c));
    const count = () => kept.companies.filter(matches).length;
    let total: number;
    if (q.openNow) total = count();
    else {
      const key = JSON.stringify([q.service, q.county, q.transport24, match]);
      total = kept.counts.get(key) ?? count();
      if (!kept.counts.has(key)) {
        if (kept.counts.size >= COUNT_CACHE_MAX)
          kept.counts.delete(kept.counts.keys().next().value!);
        kept.counts.set(key, total);
      }
    }
    const offset = (q.page - 1) * q.take;
    if (offset >= total) return list.empty(total);

    let ids: number[];
    if (q.sort === 'distance' && q.position) {
      const unpositioned = () =>
        kept.companies
          .filter((c) => (c.lat === null || c.lon === null) && matches(c))
          .map((c) => ({ id: c.id, opening_hours: c.openingHours }));
      ids = nearestIds(nearestIndex(kept), q, named, offset + q.take, isOpen, unpositioned).slice(
        offset,
      );
    } else {
      ids = [];
      let skipped = 0;
      for (const c of ordered(kept, q.sort)) {
        if (!matches(c)) continue;
        if (skipped < offset) skipped++;
        else if (ids.push(c.id) === q.take) break;
      }
    }
    return list.page(await summaryRows(kept, ids), q, now, total, offset);
  }

  return { searchJson };
}
