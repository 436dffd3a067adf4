/**
 * What the places routes answer, as zod schemas for the API description (api/src/openapi).
 * The types come from the places table (store.ts); each schema is held to its type.
 */
import { z } from 'zod';
import type { PlaceList } from './index';
import type { PlacePosition } from './store';

export const placeList: z.ZodType<PlaceList> = z.object({
  /** Changes whenever the list does; also the ETag */
  version: z.string(),
  /** [id, name, municipality, countyId, ehakType, lat, lon], in Estonian alphabetical order */
  items: z.array(
    z.tuple([
      z.number().int(),
      z.string(),
      z.string().nullable(),
      z.number().int(),
      z.number().int(),
      z.number(),
      z.number(),
    ]),
  ),
});

/** One place with its inner point: where "near Viljandi" is measured from */
export const placePosition: z.ZodType<PlacePosition> = z.object({
  id: z.number().int(),
  name: z.string(),
  municipalityName: z.string().nullable(),
  countyId: z.number().int(),
  lat: z.number(),
  lon: z.number(),
});
