/**
 * The distance search's index: every positioned company, with what the list's filters read, in
 * a grid of cells held in memory. A search walks rings of cells outwards from the asker and
 * stops once no company outside the rings walked could be nearer than the last one it keeps.
 *
 * Held in memory because a search must answer in well under a millisecond: an R*Tree in SQLite
 * (migration 0013) read about 77 rows per search, a third of them matches (decision 0092).
 * The search module rebuilds the index when directory_version moves.
 * Like db/domain/geo's boxes, the grid does not wrap across ±180°.
 */
import {
  distanceKm,
  EARTH_RADIUS_KM,
  KM_PER_DEGREE,
  type LatLon,
  toRadians,
} from '../../../../db/domain/geo';

export interface IndexedCompany {
  id: number;
  lat: number;
  lon: number;
  countyId: number | null;
  /** The 24/7 transport line is set */
  transport24: boolean;
  /** The category ids it offers */
  services: readonly number[];
  /** The stored JSON, for open-now */
  openingHours: string;
}

export interface Nearby {
  id: number;
  km: number;
}

/** About this many companies to a cell on average over the occupied box */
const PER_CELL = 4;
/** A cell's width in longitude per degree of latitude: square cells near 60° N */
const LON_PER_LAT = 2;
const MIN_CELL_DEGREES = 0.005;
const MAX_CELL_DEGREES = 10;
// cell coordinates as one number key: both offset into 0…2^21, so the key stays an exact integer
const OFFSET = 2 ** 20;
const SPAN = 2 ** 21;
const cellKey = (row: number, column: number) => (row + OFFSET) * SPAN + (column + OFFSET);

const byDistance = (a: Nearby, b: Nearby) => a.km - b.km || a.id - b.id;

export function buildNearestIndex(companies: readonly IndexedCompany[]) {
  let minLat = Infinity;
  let maxLat = -Infinity;
  let minLon = Infinity;
  let maxLon = -Infinity;
  for (const c of companies) {
    minLat = Math.min(minLat, c.lat);
    maxLat = Math.max(maxLat, c.lat);
    minLon = Math.min(minLon, c.lon);
    maxLon = Math.max(maxLon, c.lon);
  }
  // cells of height h and width LON_PER_LAT·h, sized so the occupied box holds about
  // companies / PER_CELL of them
  const area = (maxLat - minLat) * (maxLon - minLon);
  const cellLat = Math.min(
    MAX_CELL_DEGREES,
    Math.max(
      MIN_CELL_DEGREES,
      Math.sqrt((area * PER_CELL) / (LON_PER_LAT * Math.max(companies.length, 1))),
    ),
  );
  const cellLon = LON_PER_LAT * cellLat;
  const rowOf = (lat: number) => Math.floor(lat / cellLat);
  const columnOf = (lon: number) => Math.floor(lon / cellLon);

  const cells = new Map<number, IndexedCompany[]>();
  for (const c of companies) {
    const key = cellKey(rowOf(c.lat), columnOf(c.lon));
    const cell = cells.get(key);
    if (cell) cell.push(c);
    else cells.set(key, [c]);
  }
  const rows = { min: rowOf(minLat), max: rowOf(maxLat) };
  const columns = { min: columnOf(minLon), max: columnOf(maxLon) };

  /**
   * The shortest distance from `from` to any point outside the block of cells rows r0…r1,
   * columns c0…c1; an edge with no company beyond it does not count.
   */
  function distanceOutside(from: LatLon, r0: number, r1: number, c0: number, c1: number) {
    let km = Infinity;
    // to a parallel, along the meridian
    if (r0 > rows.min) km = Math.min(km, (from.lat - r0 * cellLat) * KM_PER_DEGREE);
    if (r1 < rows.max) km = Math.min(km, ((r1 + 1) * cellLat - from.lat) * KM_PER_DEGREE);
    // to a meridian: within 90° of longitude, to its great circle (asin(cos φ · sin Δλ)); past
    // that its nearest point is the nearer pole
    const cosLat = Math.cos(toRadians(from.lat));
    const toMeridian = (dLon: number) =>
      dLon >= 90
        ? (90 - Math.abs(from.lat)) * KM_PER_DEGREE
        : EARTH_RADIUS_KM * Math.asin(cosLat * Math.sin(toRadians(dLon)));
    if (c0 > columns.min) km = Math.min(km, toMeridian(from.lon - c0 * cellLon));
    if (c1 < columns.max) km = Math.min(km, toMeridian((c1 + 1) * cellLon - from.lon));
    return km;
  }

  /**
   * The `need` nearest companies that `keep` accepts (every one without it), nearest first (ties
   * by id), with their great-circle distance from `from`.
   */
  function nearest(
    from: LatLon,
    need: number,
    keep: ((c: IndexedCompany) => boolean) | null,
  ): Nearby[] {
    if (need <= 0 || cells.size === 0) return [];
    const row = rowOf(from.lat);
    const column = columnOf(from.lon);
    // the best `need` so far, sorted
    const best: Nearby[] = [];
    const consider = (cell: IndexedCompany[] | undefined) => {
      if (!cell) return;
      for (const c of cell) {
        const last = best.length === need ? best[need - 1]! : null;
        // the latitude alone already puts it past the last kept (a cheap bound before the trig)
        if (last && Math.abs(c.lat - from.lat) * KM_PER_DEGREE > last.km) continue;
        if (keep && !keep(c)) continue;
        const km = distanceKm(from, c);
        if (last && (km > last.km || (km === last.km && c.id > last.id))) continue;
        const found = { id: c.id, km };
        let at = best.length;
        while (at > 0 && byDistance(found, best[at - 1]!) < 0) at--;
        best.splice(at, 0, found);
        if (best.length > need) best.pop();
      }
    };
    // the first ring that reaches an occupied cell
    let ring = Math.max(
      0,
      rows.min - row,
      row - rows.max,
      columns.min - column,
      column - columns.max,
    );
    for (; ; ring++) {
      const r0 = row - ring;
      const r1 = row + ring;
      const c0 = column - ring;
      const c1 = column + ring;
      // the ring's cells within the occupied box: its top and bottom rows, then its sides
      const fromColumn = Math.max(c0, columns.min);
      const toColumn = Math.min(c1, columns.max);
      for (const r of ring === 0 ? [r0] : [r0, r1]) {
        if (r < rows.min || r > rows.max) continue;
        for (let c = fromColumn; c <= toColumn; c++) consider(cells.get(cellKey(r, c)));
      }
      const fromRow = Math.max(r0 + 1, rows.min);
      const toRow = Math.min(r1 - 1, rows.max);
      for (const c of ring === 0 ? [] : [c0, c1]) {
        if (c < columns.min || c > columns.max) continue;
        for (let r = fromRow; r <= toRow; r++) consider(cells.get(cellKey(r, c)));
      }
      const everything = r0 <= rows.min && r1 >= rows.max && c0 <= columns.min && c1 >= columns.max;
      if (everything) return best;
      if (best.length === need && best[need - 1]!.km < distanceOutside(from, r0, r1, c0, c1)) {
        return best;
      }
    }
  }

  return { nearest, size: companies.length };
}

export type NearestIndex = ReturnType<typeof buildNearestIndex>;
