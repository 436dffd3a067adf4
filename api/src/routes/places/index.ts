/**
 * GET /api/places: every EHAK place as one compact list, for a settlement search that works
 * offline: built once per process (the geography is loaded before the app starts), sent plain or gzipped, with an
 * ETag so a client that has the list gets a 304. GET /api/places/:id: one place with its inner
 * point (the directory measures distances from a place picked in that search).
 */
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { TypedResponse } from 'hono';
import { idParam } from '#domain/inputs/validation';
import { ApiError } from '../../lib/errors';
import { createRouter, validate } from '../../lib/router';
import type { Stores } from '../../stores';
import type { PlaceRow } from './store';

export interface PlaceList {
  /** Changes whenever the list does; also the ETag */
  version: string;
  items: PlaceRow[];
}

/** EHAK places change with an administrative reform; the ETag catches that. */
const PLACES_CACHE = 'public, max-age=604800';

interface PlacesResponse {
  etag: string;
  json: string;
  gzip: Buffer;
}

/** True when If-None-Match names this ETag (weak or strong form) or is "*". */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = etag.replace(/^W\//, '');
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === bare);
}

export function placeRoutes({ places }: Stores) {
  let built: PlacesResponse | undefined;
  const placesResponse = async (): Promise<PlacesResponse> => {
    if (built) return built;
    const items = JSON.stringify(await places.sorted());
    const version = createHash('sha256').update(items).digest('base64url').slice(0, 16);
    const json = `{"version":"${version}","items":${items}}`;
    // weak: the same list is sent plain or gzipped
    built = { etag: `W/"${version}"`, json, gzip: gzipSync(json, { level: 9 }) };
    return built;
  };

  return createRouter()
    .get('/', async (c) => {
      const { etag, json, gzip } = await placesResponse();
      const headers: Record<string, string> = {
        ETag: etag,
        'Cache-Control': PLACES_CACHE,
        Vary: 'Accept-Encoding',
      };
      if (matchesEtag(c.req.header('If-None-Match'), etag)) {
        return c.body(null, 304, headers) as unknown as TypedResponse<PlaceList, 200, 'json'>;
      }
      headers['Content-Type'] = 'application/json; charset=UTF-8';
      const body = /\bgzip\b/.test(c.req.header('Accept-Encoding') ?? '')
        ? c.body(new Uint8Array(gzip), 200, { ...headers, 'Content-Encoding': 'gzip' })
        : c.body(json, 200, headers);
      // already-serialised JSON; typed for the hc client as what it is
      return body as unknown as TypedResponse<PlaceList, 200, 'json'>;
    })
    .get('/:id', validate('param', idParam), async (c) => {
      const place = await places.position(c.req.valid('param').id);
      if (!place) throw new ApiError(404, 'not_found', c.get('t')('notices.placeNotFound'));
      c.header('Cache-Control', PLACES_CACHE);
      return c.json(place);
    });
}
