/** The EHAK places (municipalities and settlements), for the offline place searches. */
import type { Database } from '../../../../db/client';
import { estonianSortKey } from '../../../../db/domain/estonian-sort';
import { places } from '../../../../db/schema';

type Place = typeof places.$inferSelect;
/**
 * [id, name, municipalityName, countyId, ehakType, lat, lon]: compact, ~4,800 rows; the inner
 * point too, so a place picked in the offline search can be used offline (the directory's
 * position, a company's pin).
 */
export type PlaceRow = [
  Place['id'],
  Place['name'],
  Place['municipalityName'],
  Place['countyId'],
  Place['ehakType'],
  Place['lat'],
  Place['lon'],
];

/** One place with its inner point (GET /api/places/:id): where "near Viljandi" is measured from. */
export type PlacePosition = Pick<
  Place,
  'id' | 'name' | 'municipalityName' | 'countyId' | 'lat' | 'lon'
>;

/** Places' rows in Estonian alphabetical order (ties by id) */
export const sortPlaces = (rows: PlaceRow[]): PlaceRow[] =>
  rows
    .map((row) => ({ row, key: estonianSortKey(row[1]) }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.row[0] - b.row[0]))
    .map(({ row }) => row);

export function createPlaceStore({ sqlite }: Database) {
  const byId = sqlite.prepare<[number], PlacePosition>(
    `SELECT id, name, municipality_name AS municipalityName, county_id AS countyId, lat, lon
       FROM places WHERE id = ?`,
  );
  return {
    position(id: number): PlacePosition | undefined {
      return byId.get(id);
    },
    /** Every place as a compact row, in Estonian alphabetical order (ties by id). */
    sorted(): PlaceRow[] {
      // raw SQL for rows as arrays, the shape the answer sends
      const rows = sqlite
        .prepare(
          'SELECT id, name, municipality_name, county_id, ehak_type, lat, lon FROM places ORDER BY id',
        )
        .raw()
        .all() as PlaceRow[];
      return sortPlaces(rows);
    },
  };
}
