/** The EHAK places on PostgreSQL (store.ts holds the shapes, the order and the SQLite twin). */
import type pg from 'pg';
import type { Port } from '../../stores/port';
import { get, statement } from '../../stores/pg/sql';
import { sortPlaces, type createPlaceStore, type PlacePosition, type PlaceRow } from './store';

const byId = statement(
  'places_by_id',
  `SELECT id, name, municipality_name AS "municipalityName", county_id AS "countyId", lat, lon
     FROM places WHERE id = $1`,
);

export function createPgPlaceStore(pool: pg.Pool): Port<ReturnType<typeof createPlaceStore>> {
  return {
    position: (id) => get<PlacePosition>(pool, byId, [id]),
    async sorted() {
      // rows as arrays, the shape the answer sends
      const { rows } = await pool.query<PlaceRow>({
        text: 'SELECT id, name, municipality_name, county_id, ehak_type, lat, lon FROM places ORDER BY id',
        rowMode: 'array',
      });
      return sortPlaces(rows);
    },
  };
}
