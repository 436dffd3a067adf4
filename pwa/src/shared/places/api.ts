/** GET /api/places (every EHAK place, for the offline search) and GET /api/places/:id. */
import { client, unwrap } from '../../lib/api';

/** GET /api/places: [id, name, municipalityName, countyId, ehakType] */
export type PlaceTuple = [number, string, string | null, number, number];
export interface PlacesAnswer {
  version: string | number;
  items: PlaceTuple[];
}

export const fetchPlaces = (): Promise<PlacesAnswer> => unwrap(client.api.places.$get());

/** GET /api/places/:id: one place with its inner point (lat, lon). */
export const fetchPlacePosition = (id: number) =>
  unwrap(client.api.places[':id'].$get({ param: { id: String(id) } }));
