/** GET /api/places: every EHAK place, for the offline search (and choosing one offline). */
import { client, unwrap } from '../../lib/api';

/** GET /api/places: [id, name, municipalityName, countyId, ehakType, lat, lon] */
export type PlaceTuple = [number, string, string | null, number, number, number, number];
export interface PlacesAnswer {
  version: string | number;
  items: PlaceTuple[];
}

/**
 * Always revalidated (`no-cache`: a 304 while the list is unchanged), so a list the browser's
 * HTTP cache kept from before its shape changed is not used for the week of its max-age.
 */
export const fetchPlaces = (): Promise<PlacesAnswer> =>
  unwrap(client.api.places.$get(undefined, { init: { cache: 'no-cache' } }));
