/**
 * The EHAK places (municipalities and settlements), for the offline place searches; written once
 * for both databases (decision 0109).
 */
import type pg from 'pg';
import type { Database } from '#db/client';
import { estonianSortKey } from '#domain/rules/estonian-sort';
import type { places } from '#db/schema';
import { all, get, pgDb, sql, sqliteDb, type Db } from '../../stores/flow';
import { portOf, type Port } from '../../stores/port';

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

const byId = sql<PlacePosition, [number]>(
  'places_by_id',
  `SELECT id, name, municipality_name AS "municipalityName", county_id AS "countyId", lat, lon
     FROM places WHERE id = $1`,
);
const everyPlace = sql<PlacePosition & { ehakType: Place['ehakType'] }>(
  'places_all',
  `SELECT id, name, municipality_name AS "municipalityName", county_id AS "countyId",
          ehak_type AS "ehakType", lat, lon
     FROM places ORDER BY id`,
);

const placeStoreOf = <Tx>(db: Db<Tx>) => ({
  position: (id: number) => db.read(() => get(byId, id)),
  /** Every place as a compact row, in Estonian alphabetical order (ties by id). */
  sorted: () =>
    db.read(function* () {
      const rows = yield* all(everyPlace);
      return sortPlaces(
        rows.map((p): PlaceRow => [
          p.id,
          p.name,
          p.municipalityName,
          p.countyId,
          p.ehakType,
          p.lat,
          p.lon,
        ]),
      );
    }),
});

export const createPlaceStore = ({ sqlite }: Database) => placeStoreOf(sqliteDb(sqlite));

export const createPgPlaceStore = (pool: pg.Pool): Port<ReturnType<typeof placeStoreOf>> =>
  portOf(placeStoreOf(pgDb(pool)));
