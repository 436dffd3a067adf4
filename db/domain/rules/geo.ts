/**
 * Positions, distances and the ferry rule for the provider directory. Positions are WGS 84
 * degrees; distances are great-circle kilometres (the sphere is close enough at Estonia's size).
 */

/** A WGS 84 position in decimal degrees. */
export interface LatLon {
  lat: number;
  lon: number;
}

/** A latitude/longitude box, edges included. */
export interface BoundingBox {
  minLat: number;
  maxLat: number;
  minLon: number;
  maxLon: number;
}

/** The mean Earth radius (IUGG), in km. */
export const EARTH_RADIUS_KM = 6371.0088;
/** Kilometres in a degree of latitude (along a meridian), ≈ 111.195 */
export const KM_PER_DEGREE = (EARTH_RADIUS_KM * Math.PI) / 180;
export const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Whether lat/lon are finite numbers within −90…90 and −180…180. */
export function isValidPosition(lat: number, lon: number): boolean {
  return (
    Number.isFinite(lat) && Number.isFinite(lon) && Math.abs(lat) <= 90 && Math.abs(lon) <= 180
  );
}

/** Great-circle distance between two positions in km (haversine). */
export function distanceKm(a: LatLon, b: LatLon): number {
  const halfDLat = toRadians(b.lat - a.lat) / 2;
  const halfDLon = toRadians(b.lon - a.lon) / 2;
  const h =
    Math.sin(halfDLat) ** 2 +
    Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(halfDLon) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * A position rounded to 2 decimals of a degree before it leaves the browser: 0.01° is 1.11 km
 * of latitude and about 0.57 km of longitude at Estonia's 59° N, so the grid is ~1 km.
 */
export function roundPosition(position: LatLon): LatLon {
  const round2 = (x: number) => Math.round(x * 100) / 100;
  return { lat: round2(position.lat), lon: round2(position.lon) };
}

/** The islands reached from the mainland by ferry. */
export const FERRY_ISLANDS = ['Saaremaa', 'Muhu', 'Hiiumaa', 'Vormsi', 'Kihnu', 'Ruhnu'] as const;
export type FerryIsland = (typeof FERRY_ISLANDS)[number];

/**
 * Boxes around the islands, drawn by hand from approximate coordinates of their extreme points
 * and harbours (WGS 84, rounded): Saaremaa from Sõrve säär (57.91 N 22.05 E) and Harilaid
 * (58.48 N 21.83 E) to the Väinatamm causeway (~23.1 E), Kuressaare 58.25 N 22.49 E; Muhu
 * around Liiva (58.60 N 23.23 E) to Kuivastu harbour (58.57 N 23.39 E), mainland Virtsu being
 * at 23.51 E; Hiiumaa from Ristna (58.92 N 22.05 E) and Emmaste (58.70 N 22.62 E) to Tahkuna
 * (59.09 N) and Heltermaa harbour (58.87 N 23.05 E); Vormsi around 59.00 N 23.05–23.38 E,
 * Haapsalu being at 23.54 E; Kihnu around 58.13 N 23.99 E (7 km long); Ruhnu around
 * 57.80 N 23.25 E. Each box keeps clear of the mainland coast and of the other islands'
 * boxes, except Muhu's and Saaremaa's, which share the causeway (Muhu is tested first).
 * Small islets outside the boxes count as mainland: the directory lists no providers there.
 */
const ISLAND_BOXES: readonly (readonly [FerryIsland, BoundingBox])[] = [
  ['Muhu', { minLat: 58.52, maxLat: 58.7, minLon: 23.12, maxLon: 23.45 }],
  ['Saaremaa', { minLat: 57.85, maxLat: 58.66, minLon: 21.75, maxLon: 23.12 }],
  ['Hiiumaa', { minLat: 58.68, maxLat: 59.12, minLon: 22.0, maxLon: 23.06 }],
  ['Vormsi', { minLat: 58.94, maxLat: 59.07, minLon: 23.07, maxLon: 23.42 }],
  ['Kihnu', { minLat: 58.09, maxLat: 58.17, minLon: 23.93, maxLon: 24.05 }],
  ['Ruhnu', { minLat: 57.77, maxLat: 57.83, minLon: 23.2, maxLon: 23.3 }],
];

const inBox = (p: LatLon, box: BoundingBox) =>
  p.lat >= box.minLat && p.lat <= box.maxLat && p.lon >= box.minLon && p.lon <= box.maxLon;

/** The ferry island a position is on, or null for the mainland. */
export function islandOf(position: LatLon): FerryIsland | null {
  // a plain loop: the directory asks this twice for every company it lists
  for (const [island, box] of ISLAND_BOXES) if (inBox(position, box)) return island;
  return null;
}

/**
 * The land mass a position is on for travel: its ferry island, or null for the mainland. Muhu
 * and Saaremaa are one: the Väinatamm causeway joins them.
 */
export function landMassOf(position: LatLon): FerryIsland | null {
  const island = islandOf(position);
  return island === 'Muhu' ? 'Saaremaa' : island;
}

/** Whether travel between two positions needs a ferry: different islands, or island and mainland. */
export function needsFerry(a: LatLon, b: LatLon): boolean {
  return landMassOf(a) !== landMassOf(b);
}
