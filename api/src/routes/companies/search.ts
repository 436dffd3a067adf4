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
import { openState } from '../../../../db/domain/opening-hours';
import { ftsQuery } from '../notices/queries';
import { type CompanySummary, hoursOf, SUMMARY_COLUMNS, type SummaryRow, toSummary } from './store';

type Statement = BetterSqlite3.Statement;

export interface CompanyList {
  items: CompanySummary[];
  total: number;
  hasMore: boolean;
}

/** The first box's radius: a county town's surroundings. */
const START_RADIUS_KM = 15;
/** Past this the box covers the globe (half the Earth's circumference). */
const MAX_RADIUS_KM = 20_040;
/** The R*Tree keeps 32-bit floats: its edges may sit ~1e-5° off the stored positions. */
const BOX_MARGIN_DEGREES = 1e-4;

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
  opening_hours: string;
}

interface ShapeStatements {
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

  function statementsFor(q: CompanyListQuery, hasName: boolean): ShapeStatements {
    const shape = [
      hasName ? 'N' : '',
      q.service.length > 0 ? 'S' : '',
      q.county ? 'C' : '',
      q.transport24 ? 'T' : '',
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
        count: sqlite.prepare(`SELECT count(*) FROM companies c WHERE ${filter}`).pluck(),
        hours: sqlite.prepare(`SELECT c.opening_hours FROM companies c WHERE ${filter}`).pluck(),
        ordered: sqlite.prepare(
          `SELECT c.id, c.lat, c.lon, c.opening_hours FROM companies c WHERE ${filter}
           ORDER BY ${order} LIMIT @limit OFFSET @offset`,
        ),
        // CROSS JOIN: the R*Tree first, then the filters on just the companies in the box
        inBox: sqlite.prepare(
          `SELECT c.id, c.lat, c.lon, c.opening_hours FROM company_geo g
           CROSS JOIN companies c ON c.id = g.id
           WHERE g.max_lat >= @minLat AND g.min_lat <= @maxLat
             AND g.max_lon >= @minLon AND g.min_lon <= @maxLon AND ${filter}`,
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
    params: Record<string, unknown>,
    from: LatLon,
    need: number,
    keep: (c: Candidate) => boolean,
  ): number[] {
    const positioned = st.positioned.get(params) as number;
    let radius = START_RADIUS_KM;
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

    const isOpen = (hours: string) => openState(hoursOf(hours), now).openNow;
    const keep = q.openNow ? (c: Candidate) => isOpen(c.opening_hours) : () => true;
    const total = q.openNow
      ? (st.hours.all(params) as string[]).filter(isOpen).length
      : (st.count.get(params) as number);
    const offset = (q.page - 1) * q.take;
    if (offset >= total) return { items: [], total, hasMore: false };

    let ids: number[];
    if (q.sort === 'distance' && q.position) {
      ids = nearest(st, params, q.position, offset + q.take, keep).slice(offset);
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
    const items = ids.map((id) => toSummary(rows.get(id)!, now, q.position));
    return { items, total, hasMore: offset + items.length < total };
  }

  return { search };
}
