/**
 * The directory's search (GET /api/companies) on raw prepared statements, its categories checked
 * by the service store: a search's SQL depends
 * only on which filters are present, so each shape is prepared once.
 *
 * The nearest companies come from an index held in memory (./nearest-index.ts), which walks
 * outwards from the asker with every filter checked in memory (a name search's matches as a set
 * of ids). What is read of the database (the index, totals, list rows) is kept until
 * directory_version moves: any write to companies, what they offer or the categories.
 * "Open now" is not in SQL: it is computed from each candidate's hours at the request's clock
 * (db/domain/opening-hours), so with `open=now` every company the other filters keep is read once
 * (the total counts them).
 */
import type BetterSqlite3 from 'better-sqlite3';
import type { CompanyListQuery } from '../../../../db/domain/directory-query';
import { estonianSortKey } from '../../../../db/domain/estonian-sort';
import { ftsQuery } from '../notices/queries';
import type { ServiceStore } from '../services/store';
import { cachedPerDirectoryVersion } from './directory-version';
import type { OpenState } from '../../../../db/domain/opening-hours';
import { buildNearestIndex, type IndexedCompany, type NearestIndex } from './nearest-index';
import {
  createOpenStates,
  positionSummary,
  rowSummary,
  stateSummary,
  SUMMARY_COLUMNS,
  type SummaryRow,
} from './store';

type Statement = BetterSqlite3.Statement;

export type { CompanyList } from './responses';
const COUNT_CACHE_MAX = 1000;

/** Tie-breaks after every sort: the name in Estonian alphabetical order, then the id. */
const BY_NAME = 'estonian_sort_key(c.name), c.id';
const LOWEST_PRICE =
  'coalesce(min(c.cremation_from_cents, c.burial_from_cents), c.cremation_from_cents, c.burial_from_cents)';
const ORDER_BY: Record<Exclude<CompanyListQuery['sort'], 'distance'>, string> = {
  name: BY_NAME,
  // the best average first, companies without reviews last
  rating: `c.review_count = 0, c.rating_sum * 1.0 / max(c.review_count, 1) DESC, c.review_count DESC, ${BY_NAME}`,
  // the lower of the two complete prices, companies without either last
  price: `${LOWEST_PRICE} IS NULL, ${LOWEST_PRICE}, ${BY_NAME}`,
};

export interface Candidate {
  id: number;
  /** Read where open=now needs it */
  opening_hours: string;
}

interface ShapeStatements {
  /** Which filters the statements have (a key of the count cache) */
  shape: string;
  count: Statement;
  /** Every match's hours (the total under open=now) */
  hours: Statement;
  /** Ids in a non-distance order, a page of them (`@limit` -1 for all) */
  ordered: Statement;
  /** Matches without a position, by name (they come after every distance) */
  unpositioned: Statement;
}

/** What a search's filters read of a company, in memory (the distance index's companies) */
type Filterable = Pick<IndexedCompany, 'id' | 'countyId' | 'transport24' | 'services'> & {
  openingHours: string;
};

/**
 * The checks of the filters asked for, run on every company a search walks past in memory:
 * ANY of the chosen categories, the county, the 24/7 line, the name's matches (`named`), open now.
 */
export function filterChecks(
  q: CompanyListQuery,
  named: ReadonlySet<number> | null,
  isOpen: (c: { id: number; opening_hours: string }) => boolean,
): ((c: Filterable) => boolean)[] {
  const [only, ...more] = q.service;
  // only the filters asked for: this runs for every company the index walks past
  const checks: ((c: Filterable) => boolean)[] = [];
  if (only !== undefined) {
    checks.push(
      more.length === 0
        ? (c) => c.services.includes(only)
        : (c) => c.services.some((s) => s === only || more.includes(s)),
    );
  }
  if (q.county !== undefined) checks.push((c) => c.countyId === q.county);
  if (q.transport24) checks.push((c) => c.transport24);
  if (named) checks.push((c) => named.has(c.id));
  if (q.openNow) checks.push((c) => isOpen({ id: c.id, opening_hours: c.openingHours }));
  return checks;
}

/**
 * The first `need` matches by distance from `q.position` (ties by id), then those without a
 * position (`unpositioned`: every match without one, by name), open now where asked.
 */
export function nearestIds(
  index: NearestIndex,
  q: CompanyListQuery,
  named: ReadonlySet<number> | null,
  need: number,
  isOpen: (c: { id: number; opening_hours: string }) => boolean,
  unpositioned: () => readonly Candidate[],
): number[] {
  const checks = filterChecks(q, named, isOpen);
  const keep = (c: IndexedCompany) => checks.every((check) => check(c));
  const ids = index.nearest(q.position!, need, keep).map((c) => c.id);
  if (ids.length < need) {
    const rest = unpositioned().filter((c) => !q.openNow || isOpen(c));
    ids.push(...rest.slice(0, need - ids.length).map((c) => c.id));
  }
  return ids;
}

/** A listed company's row, and its list item's row-only fields as JSON without braces */
export interface KeptRow {
  row: SummaryRow;
  json: string;
}

/** Keeps list rows read, for the pages `createListJson` writes */
export function keepRows(rowsById: Map<number, KeptRow>, rows: readonly SummaryRow[]): void {
  for (const row of rows) {
    rowsById.set(row.id, { row, json: JSON.stringify(rowSummary(row)).slice(1, -1) });
  }
}

/**
 * A page of the list as the JSON of a CompanyList, each item joined from its kept row part and
 * its live part (the distance from the asker, the open state at `now`, kept per company and
 * minute).
 */
export function createListJson() {
  const openStateOf = createOpenStates();
  /** An open state's fields as JSON without the braces: one per company and minute */
  const stateJsons = new WeakMap<OpenState, string>();
  function stateJson(state: OpenState): string {
    let json = stateJsons.get(state);
    if (json === undefined) {
      json = JSON.stringify(stateSummary(state)).slice(1, -1);
      stateJsons.set(state, json);
    }
    return json;
  }
  return {
    /** Whether a company is open at `now` (its hours as stored JSON) */
    isOpenAt: (now: number) => (c: Pick<Candidate, 'id' | 'opening_hours'>) =>
      openStateOf(c.id, c.opening_hours, now).openNow,
    empty: (total: number) => JSON.stringify({ items: [], total, hasMore: false }),
    /** The page of `rows` (its ids' kept rows, in order) after `offset` of `total` */
    page(
      rows: readonly KeptRow[],
      q: CompanyListQuery,
      now: number,
      total: number,
      offset: number,
    ) {
      const items = rows.map(({ row, json }) => {
        // two plain values: written out, as JSON.stringify costs more than the rest of the item
        const { distanceKm, ferry } = positionSummary(row, q.position);
        const state = stateJson(openStateOf(row.id, row.opening_hours, now));
        return `{"distanceKm":${distanceKm},"ferry":${ferry},${state},${json}}`;
      });
      const hasMore = offset + items.length < total;
      return `{"items":[${items.join(',')}],"total":${total},"hasMore":${hasMore}}`;
    },
  };
}

export function createCompanySearch(
  sqlite: BetterSqlite3.Database,
  services: Pick<ServiceStore, 'allExist'>,
) {
  // Estonian alphabetical order (õ ä ö ü after w) for ORDER BY, the same key the notices use
  sqlite.function('estonian_sort_key', { deterministic: true }, (name) =>
    estonianSortKey(String(name)),
  );
  const statements = new Map<string, ShapeStatements>();
  const list = createListJson();

  function statementsFor(q: CompanyListQuery, hasName: boolean): ShapeStatements {
    const shape = [
      hasName ? 'N' : '',
      q.service.length > 0 ? 'S' : '',
      q.county ? 'C' : '',
      q.transport24 ? 'T' : '',
      q.openNow ? 'O' : '',
      q.sort,
    ].join('');
    let prepared = statements.get(shape);
    if (!prepared) {
      const where = ['1'];
      if (hasName) {
        where.push('c.id IN (SELECT rowid FROM companies_fts WHERE companies_fts MATCH @match)');
      }
      // ANY of the chosen services: a family picking "Tuhastamine" and "Surnuvedu" wants every
      // company that offers either (the list shows what each offers)
      if (q.service.length > 0) {
        where.push(`EXISTS (SELECT 1 FROM company_services cs WHERE cs.company_id = c.id
          AND cs.service_id IN (SELECT value FROM json_each(@services)))`);
      }
      if (q.county) where.push('c.county_id = @county');
      if (q.transport24) where.push('c.transport_phone IS NOT NULL');
      const filter = where.join(' AND ');
      const order = q.sort === 'distance' ? BY_NAME : ORDER_BY[q.sort];
      prepared = {
        shape,
        count: sqlite.prepare(`SELECT count(*) FROM companies c WHERE ${filter}`).pluck(),
        hours: sqlite.prepare(`SELECT c.id, c.opening_hours FROM companies c WHERE ${filter}`),
        ordered: sqlite.prepare(
          `SELECT c.id, c.opening_hours FROM companies c WHERE ${filter}
           ORDER BY ${order} LIMIT @limit OFFSET @offset`,
        ),
        unpositioned: sqlite.prepare(
          `SELECT c.id, c.opening_hours FROM companies c
           WHERE ${filter} AND (c.lat IS NULL OR c.lon IS NULL) ORDER BY ${BY_NAME}`,
        ),
      };
      statements.set(shape, prepared);
    }
    return prepared;
  }

  // What is read of the directory is kept for one directory_version: the index, the totals (a
  // count costs a pass over the companies) and the list rows.
  const positionedCompanies = sqlite.prepare(
    `SELECT id, lat, lon, county_id, transport_phone IS NOT NULL AS transport24, opening_hours,
       (SELECT group_concat(service_id) FROM company_services WHERE company_id = c.id) AS services
     FROM companies c WHERE lat IS NOT NULL AND lon IS NOT NULL`,
  );
  const nameMatches = sqlite
    .prepare('SELECT rowid FROM companies_fts WHERE companies_fts MATCH ?')
    .pluck();
  const summaries = sqlite.prepare(
    `SELECT ${SUMMARY_COLUMNS} FROM companies c WHERE c.id IN (SELECT value FROM json_each(?))`,
  );
  /** What is kept for one directory_version; a new version starts it empty */
  interface Kept {
    index: NearestIndex | null;
    counts: Map<string, number>;
    /** Each listed company's row, and its list item's row-only fields as JSON without braces */
    rowsById: Map<number, KeptRow>;
  }
  const keptForVersion = cachedPerDirectoryVersion(sqlite, (): Kept => ({
    index: null,
    counts: new Map(),
    rowsById: new Map(),
  }));

  function nearestIndex(kept: Kept): NearestIndex {
    if (kept.index) return kept.index;
    type PositionedRow = Pick<IndexedCompany, 'id' | 'lat' | 'lon'> & {
      county_id: number | null;
      transport24: 0 | 1;
      opening_hours: string;
      /** The category ids, comma-separated, or null */
      services: string | null;
    };
    kept.index = buildNearestIndex(
      (positionedCompanies.all() as PositionedRow[]).map((r) => ({
        id: r.id,
        lat: r.lat,
        lon: r.lon,
        countyId: r.county_id,
        transport24: r.transport24 === 1,
        services: r.services ? r.services.split(',').map(Number) : [],
        openingHours: r.opening_hours,
      })),
    );
    return kept.index;
  }

  function cachedCount({ counts }: Kept, key: string, compute: () => number): number {
    let value = counts.get(key);
    if (value === undefined) {
      value = compute();
      if (counts.size >= COUNT_CACHE_MAX) counts.delete(counts.keys().next().value!);
      counts.set(key, value);
    }
    return value;
  }

  /** The list rows of `ids`, from the cache or read at once */
  function summaryRows({ rowsById }: Kept, ids: readonly number[]) {
    const missing = ids.filter((id) => !rowsById.has(id));
    if (missing.length > 0) {
      keepRows(rowsById, summaries.all(JSON.stringify(missing)) as SummaryRow[]);
    }
    return ids.map((id) => rowsById.get(id)!);
  }

  /**
   * One page of the search at `now` (open-now and distances are computed at that instant), as
   * the JSON of a CompanyList: each item joined from its cached row part and its live part.
   * Null when a category it names does not exist (the caller's field error).
   */
  function searchJson(q: CompanyListQuery, now: number): string | null {
    if (q.service.length > 0 && !services.allExist(q.service)) return null;
    const { empty } = list;
    const match = q.name ? ftsQuery(q.name) : undefined;
    if (match === null) return empty(0);
    const kept = keptForVersion();
    const st = statementsFor(q, match !== undefined);
    const params: Record<string, unknown> = {};
    if (match) params.match = match;
    if (q.service.length > 0) params.services = JSON.stringify(q.service);
    if (q.county) params.county = q.county;

    const isOpen = list.isOpenAt(now);
    const key = `${st.shape}|${JSON.stringify(params)}`;
    const total = q.openNow
      ? (st.hours.all(params) as Candidate[]).filter(isOpen).length
      : cachedCount(kept, key, () => st.count.get(params) as number);
    const offset = (q.page - 1) * q.take;
    if (offset >= total) return empty(total);

    let ids: number[];
    if (q.sort === 'distance' && q.position) {
      const named = params.match ? new Set(nameMatches.all(params.match) as number[]) : null;
      ids = nearestIds(
        nearestIndex(kept),
        q,
        named,
        offset + q.take,
        isOpen,
        () => st.unpositioned.all(params) as Candidate[],
      ).slice(offset);
    } else if (q.openNow) {
      const all = st.ordered.all({ ...params, limit: -1, offset: 0 }) as Candidate[];
      ids = all
        .filter(isOpen)
        .slice(offset, offset + q.take)
        .map((c) => c.id);
    } else {
      const page = st.ordered.all({ ...params, limit: q.take, offset }) as Candidate[];
      ids = page.map((c) => c.id);
    }

    return list.page(summaryRows(kept, ids), q, now, total, offset);
  }

  return { searchJson };
}
