/**
 * The distance search's index: every positioned company of a pool in a grid of cells held in
 * memory. A search walks rings of cells outwards from the asker and stops once no company outside
 * the rings walked could be nearer than the last one it keeps.
 *
 * Held in memory because a search must answer in well under a millisecond: an R*Tree in SQLite
 * (migration 0013) read about 77 rows per search, a third of them matches (decision 0092).
 * The grid is laid out as kdbush lays out its tree: the companies sorted by cell, their
 * positions in typed arrays and one offset per cell, so a walk reads contiguous memory and
 * allocates nothing per company it passes (decision 0110: the search's time went to reading
 * objects scattered over the heap between requests, not to the counting).
 * The search module rebuilds the index when directory_version moves.
 * Like db/domain/geo's boxes, the grid does not wrap across ±180°.
 */
import { EARTH_RADIUS_KM, KM_PER_DEGREE, type LatLon, toRadians } from '#domain/rules/geo';

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

export interface Nearby<C> {
  company: C;
  km: number;
}

/** About this many companies to a cell on average over the occupied box */
const PER_CELL = 4;
/** A cell's width in longitude per degree of latitude: square cells near 60° N */
const LON_PER_LAT = 2;
const MIN_CELL_DEGREES = 0.005;
const MAX_CELL_DEGREES = 10;

export function buildNearestIndex<C extends IndexedCompany>(companies: readonly C[]) {
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
  // companies / PER_CELL of them (at most a few hundred more: the clamps)
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
  const rows = { min: rowOf(minLat), max: rowOf(maxLat) };
  const columns = { min: columnOf(minLon), max: columnOf(maxLon) };
  const width = columns.max - columns.min + 1;
  const cellCount = companies.length === 0 ? 0 : (rows.max - rows.min + 1) * width;
  const cellOf = (lat: number, lon: number) =>
    (rowOf(lat) - rows.min) * width + (columnOf(lon) - columns.min);

  // the companies in cell order: cell k holds slots starts[k] … starts[k + 1] - 1
  const cellOfCompany = companies.map((c) => cellOf(c.lat, c.lon));
  const starts = new Int32Array(cellCount + 1);
  for (const cell of cellOfCompany) starts[cell + 1]!++;
  for (let k = 0; k < cellCount; k++) starts[k + 1]! += starts[k]!;
  const next = starts.slice(0, cellCount);
  const slots: C[] = new Array<C>(companies.length);
  const lats = new Float64Array(companies.length);
  const cosLats = new Float64Array(companies.length);
  const lons = new Float64Array(companies.length);
  const ids = new Float64Array(companies.length);
  companies.forEach((c, i) => {
    const slot = next[cellOfCompany[i]!]!++;
    slots[slot] = c;
    lats[slot] = c.lat;
    cosLats[slot] = Math.cos(toRadians(c.lat));
    lons[slot] = c.lon;
    ids[slot] = c.id;
  });

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
   * by id), with their great-circle distance from `from` (db/domain/geo's distanceKm, the same
   * arithmetic with each company's cosine kept).
   */
  function nearest(from: LatLon, need: number, keep: ((c: C) => boolean) | null): Nearby<C>[] {
    if (need <= 0 || cellCount === 0) return [];
    const row = rowOf(from.lat);
    const column = columnOf(from.lon);
    const cosFrom = Math.cos(toRadians(from.lat));
    // the best `need` so far, nearest first: their slots and distances
    const bestSlot = new Int32Array(need);
    const bestKm = new Float64Array(need);
    let kept = 0;
    const consider = (r: number, c: number) => {
      const cell = (r - rows.min) * width + (c - columns.min);
      const end = starts[cell + 1]!;
      for (let slot = starts[cell]!; slot < end; slot++) {
        const full = kept === need;
        const lastKm = full ? bestKm[need - 1]! : Infinity;
        // the latitude alone already puts it past the last kept (a cheap bound before the trig)
        if (full && Math.abs(lats[slot]! - from.lat) * KM_PER_DEGREE > lastKm) continue;
        if (keep && !keep(slots[slot]!)) continue;
        const halfDLat = toRadians(lats[slot]! - from.lat) / 2;
        const halfDLon = toRadians(lons[slot]! - from.lon) / 2;
        const h = Math.sin(halfDLat) ** 2 + cosFrom * cosLats[slot]! * Math.sin(halfDLon) ** 2;
        const km = 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
        const id = ids[slot]!;
        if (full && (km > lastKm || (km === lastKm && id > ids[bestSlot[need - 1]!]!))) continue;
        // insert in order (nearest first, ties by id), dropping the last when full
        let at = full ? need - 1 : kept++;
        while (at > 0) {
          const before = bestKm[at - 1]!;
          if (before < km || (before === km && ids[bestSlot[at - 1]!]! < id)) break;
          bestKm[at] = before;
          bestSlot[at] = bestSlot[at - 1]!;
          at--;
        }
        bestKm[at] = km;
        bestSlot[at] = slot;
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
      for (let r = r0; r <= r1; r += ring === 0 ? 1 : 2 * ring) {
        if (r < rows.min || r > rows.max) continue;
        for (let c = fromColumn; c <= toColumn; c++) consider(r, c);
      }
      if (ring > 0) {
        const fromRow = Math.max(r0 + 1, rows.min);
        const toRow = Math.min(r1 - 1, rows.max);
        for (let c = c0; c <= c1; c += 2 * ring) {
          if (c < columns.min || c > columns.max) continue;
          for (let r = fromRow; r <= toRow; r++) consider(r, c);
        }
      }
      const everything = r0 <= rows.min && r1 >= rows.max && c0 <= columns.min && c1 >= columns.max;
      if (
        everything ||
        (kept === need && bestKm[need - 1]! < distanceOutside(from, r0, r1, c0, c1))
      ) {
        const found: Nearby<C>[] = [];
        for (let i = 0; i < kept; i++)
          found.push({ company: slots[bestSlot[i]!]!, km: bestKm[i]! });
        return found;
      }
    }
  }

  return { nearest, size: companies.length };
}

export type NearestIndex<C extends IndexedCompany> = ReturnType<typeof buildNearestIndex<C>>;
