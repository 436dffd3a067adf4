/**
 * The directory's search (GET /api/companies) on raw prepared statements: a search's SQL depends
 * only on which filters are present, so each shape is prepared once.
 *
 * The nearest companies come from the R*Tree over positions (migration 0013, company_geo): a box
 * around the asker that grows until it holds a page's worth of companies within its inscribed
 * circle, then the exact great-circle distance orders them; no distance is computed for a
 * company outside the box. "Open now" is not in SQL: it is computed from each candidate's
 * hours at the request's clock (db/domain/opening-hours), so with `open=now` every company the
 * other filters keep is read once (the total counts them).
 */
import type BetterSqlite3 from 'better-sqlite3';
import type { CompanyListQuery } from '../../../../db/domain/directory-query';
import { estonianSortKey } from '../../../../db/domain/estonian-sort';
import { boundingBox, distanceKm, type LatLon } from '../../../../db/domain/geo';
import { ftsQuery } from '../notices/queries';
import {
  type CompanySummary,
  createOpenStates,
  SUMMARY_COLUMNS,
  type SummaryRow,
  toSummary,
} from './store';

type Statement = BetterSqlite3.Statement;

export interface CompanyList {
  items: CompanySummary[];
  total: number;
  hasMore: boolean;
}

/**
 * The first box's radius: where `need` matches would lie if the matches were spread evenly over
 * Estonia's land (45,300 km²), with a margin; never under MIN_RADIUS_KM.
 */
const LAND_AREA_KM2 = 45_300;
const MIN_RADIUS_KM = 2;
const startRadius = (need: number, matches: number) =>
  Math.max(
    MIN_RADIUS_KM,
    1.3 * Math.sqrt((need * LAND_AREA_KM2) / (Math.PI * Math.max(matches, 1))),
  );
/** Past this the box covers the globe (half the Earth's circumference). */
const MAX_RADIUS_KM = 20_040;
/** The R*Tree keeps 32-bit floats: its edges may sit ~1e-5° off the stored positions. */
const BOX_MARGIN_DEGREES = 1e-4;
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

interface Candidate {
  id: number;
  lat: number | null;
  lon: number | null;
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
  /** Matches with a position inside a box */
  inBox: Statement;
  positioned: Statement;
  /** Matches without a position, by name (they come after every distance) */
  unpositioned: Statement;
}

export function createCompanySearch(sqlite: BetterSqlite3.Database) {
  // Estonian alphabetical order (õ ä ö ü after w) for ORDER BY, the same key the notices use
  sqlite.function('estonian_sort_key', { deterministic: true }, (name) =>
    estonianSortKey(String(name)),
  );
  const statements = new Map<string, ShapeStatements>();
  const openStateOf = createOpenStates();

  function statementsFor(q: CompanyListQuery, hasName: boolean): ShapeStatements {
    const shape = [
      hasName ? 'N' : '',
      q.service.length > 0 ? 'S' : '',
      q.county ? 'C' : '',
      q.transport24 ? 'T' : '',
      q.openNow ? 'O' : '',
      q.sort,
    ].join('');
    // filters that read the companies row, beyond its id
    const rowFilter = q.county !== undefined || q.transport24 || q.openNow;
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
          `SELECT c.id, c.lat, c.lon, c.opening_hours FROM companies c WHERE ${filter}
           ORDER BY ${order} LIMIT @limit OFFSET @offset`,
        ),
        inBox: sqlite.prepare(
          // The R*Tree first. Filters on the companies row (county, 24/7 line, hours) join it;
          // the others name only the company's id, which the R*Tree has: then the R*Tree alone,
          // aliased as `c`, answers, with its positions (32-bit: under a metre off).
          rowFilter
            ? `SELECT c.id, c.lat, c.lon, c.opening_hours FROM company_geo g
               CROSS JOIN companies c ON c.id = g.id
               WHERE g.max_lat >= @minLat AND g.min_lat <= @maxLat
                 AND g.max_lon >= @minLon AND g.min_lon <= @maxLon AND ${filter}`
            : `SELECT c.id, (c.min_lat + c.max_lat) / 2 AS lat, (c.min_lon + c.max_lon) / 2 AS lon
               FROM company_geo c
               WHERE c.max_lat >= @minLat AND c.min_lat <= @maxLat
                 AND c.max_lon >= @minLon AND c.min_lon <= @maxLon AND ${filter}`,
        ),
        positioned: sqlite
          .prepare(`SELECT count(*) FROM companies c WHERE ${filter} AND c.lat IS NOT NULL`)
          .pluck(),
        unpositioned: sqlite.prepare(
          `SELECT c.id, c.lat, c.lon, c.opening_hours FROM companies c
           WHERE ${filter} AND (c.lat IS NULL OR c.lon IS NULL) ORDER BY ${BY_NAME}`,
        ),
      };
      statements.set(shape, prepared);
    }
    return prepared;
  }

  // Counts over every match (the total, and how many have a position) cost a pass over the
  // companies, so they are kept until anything is written: by this connection (total_changes)
  // or by another process (data_version).
  const writeMark = sqlite.prepare('SELECT total_changes()').pluck();
  const counts = new Map<string, number>();
  let countsMark = '';
  function cachedCount(key: string, compute: () => number): number {
    const mark = `${writeMark.get() as number}:${sqlite.pragma('data_version', { simple: true }) as number}`;
    if (mark !== countsMark) {
      counts.clear();
      countsMark = mark;
    }
    let value = counts.get(key);
    if (value === undefined) {
      value = compute();
      if (counts.size >= COUNT_CACHE_MAX) counts.delete(counts.keys().next().value!);
      counts.set(key, value);
    }
    return value;
  }

  const summaries = sqlite.prepare(
    `SELECT ${SUMMARY_COLUMNS} FROM companies c WHERE c.id IN (SELECT value FROM json_each(?))`,
  );

  /**
   * The first `need` matches by distance from `from` (ties by id): the box grows until enough
   * matches lie within its radius or it holds every match with a position; then those without
   * a position follow, by name.
   */
  function nearest(
    st: ShapeStatements,
    key: string,
    params: Record<string, unknown>,
    from: LatLon,
    need: number,
    keep: (c: Candidate) => boolean,
  ): number[] {
    const positioned = cachedCount(`P${key}`, () => st.positioned.get(params) as number);
    let radius = startRadius(need, positioned);
    let found: { id: number; km: number }[] = [];
    for (;;) {
      const box = boundingBox(from, radius);
      const rows = st.inBox.all({
        ...params,
        minLat: box.minLat - BOX_MARGIN_DEGREES,
        maxLat: box.maxLat + BOX_MARGIN_DEGREES,
        minLon: box.minLon - BOX_MARGIN_DEGREES,
        maxLon: box.maxLon + BOX_MARGIN_DEGREES,
      }) as Candidate[];
      const everything = rows.length >= positioned || radius >= MAX_RADIUS_KM;
      found = rows
        .filter(keep)
        .map((c) => ({ id: c.id, km: distanceKm(from, { lat: c.lat!, lon: c.lon! }) }))
        // a match in the box's corner may be farther than one just outside its edge
        .filter((c) => everything || c.km <= radius);
      if (everything || found.length >= need) break;
      radius *= 2;
    }
    found.sort((a, b) => a.km - b.km || a.id - b.id);
    const ids = found.slice(0, need).map((c) => c.id);
    if (ids.length < need) {
      const rest = (st.unpositioned.all(params) as Candidate[]).filter(keep);
      ids.push(...rest.slice(0, need - ids.length).map((c) => c.id));
    }
    return ids;
  }

  /** One page of the search at `now` (open-now and distances are computed at that instant). */
  function search(q: CompanyListQuery, now: number): CompanyList {
    const match = q.name ? ftsQuery(q.name) : undefined;
    if (match === null) return { items: [], total: 0, hasMore: false };
    const st = statementsFor(q, match !== undefined);
    const params: Record<string, unknown> = {};
    if (match) params.match = match;
    if (q.service.length > 0) params.services = JSON.stringify(q.service);
    if (q.county) params.county = q.county;

    const isOpen = (c: Pick<Candidate, 'id' | 'opening_hours'>) =>
      openStateOf(c.id, c.opening_hours, now).openNow;
    const keep = q.openNow ? isOpen : () => true;
    const key = `${st.shape}|${JSON.stringify(params)}`;
    const total = q.openNow
      ? (st.hours.all(params) as Candidate[]).filter(isOpen).length
      : cachedCount(key, () => st.count.get(params) as number);
    const offset = (q.page - 1) * q.take;
    if (offset >= total) return { items: [], total, hasMore: false };

    let ids: number[];
    if (q.sort === 'distance' && q.position) {
      ids = nearest(st, key, params, q.position, offset + q.take, keep).slice(offset);
    } else if (q.openNow) {
      const all = st.ordered.all({ ...params, limit: -1, offset: 0 }) as Candidate[];
      ids = all
        .filter(keep)
        .slice(offset, offset + q.take)
        .map((c) => c.id);
    } else {
      const page = st.ordered.all({ ...params, limit: q.take, offset }) as Candidate[];
      ids = page.map((c) => c.id);
    }

    const rows = new Map(
      (summaries.all(JSON.stringify(ids)) as SummaryRow[]).map((r) => [r.id, r]),
    );
    const items = ids.map((id) => {
      const row = rows.get(id)!;
      return toSummary(row, openStateOf(id, row.opening_hours, now), q.position);
    });
    return { items, total, hasMore: offset + items.length < total };
  }

  return { search };
}
