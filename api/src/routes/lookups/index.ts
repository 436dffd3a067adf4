/**
 * What the notice wizard looks things up in: the poem bank, the background gallery, the EHAK
 * places (for a settlement search that works offline) and the prices. Mounted at /api.
 */
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { TypedResponse } from 'hono';
import { estonianSortKey } from '../../../../db/domain/estonian-sort';
import type { images, poems as poemsTable } from '../../../../db/schema';
import type { AppDeps } from '../../context';
import { uploadUrl } from '../notices/queries';
import { createRouter } from '../../lib/router';
import type { Stores } from '../../stores';

/** [id, name, municipalityName, countyId, ehakType]: compact, ~4,800 rows */
export type PlaceRow = [number, string, string | null, number, number];

export interface PlaceList {
  /** Changes whenever the list does; also the ETag */
  version: string;
  items: PlaceRow[];
}

/** Poems and the gallery change by an administrator's hand, rarely. */
const SHORT_CACHE = 'public, max-age=300';
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

export function lookupRoutes(deps: AppDeps, { pricing }: Stores) {
  const { sqlite } = deps.database;
  const poems = sqlite.prepare('SELECT id, body FROM poems WHERE active = 1 ORDER BY id');
  const backgrounds = sqlite.prepare(
    `SELECT id, file_name AS fileName, width, height FROM images
      WHERE kind = 'background' AND active = 1 ORDER BY id`,
  );

  // Built on first use, once per process: the geography is loaded before the app starts.
  let places: PlacesResponse | undefined;
  const placesResponse = (): PlacesResponse => {
    if (places) return places;
    const rows = (
      sqlite
        .prepare('SELECT id, name, municipality_name, county_id, ehak_type FROM places ORDER BY id')
        .raw()
        .all() as PlaceRow[]
    )
      .map((row) => ({ row, key: estonianSortKey(row[1]) }))
      .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.row[0] - b.row[0]))
      .map(({ row }) => row);
    const items = JSON.stringify(rows);
    const version = createHash('sha256').update(items).digest('base64url').slice(0, 16);
    const json = `{"version":"${version}","items":${items}}`;
    // weak: the same list is sent plain or gzipped
    places = { etag: `W/"${version}"`, json, gzip: gzipSync(json, { level: 9 }) };
    return places;
  };

  return createRouter()
    .get('/poems', (c) => {
      c.header('Cache-Control', SHORT_CACHE);
      return c.json({
        items: poems.all() as Pick<typeof poemsTable.$inferSelect, 'id' | 'body'>[],
      });
    })
    .get('/images/backgrounds', (c) => {
      const rows = backgrounds.all() as Pick<
        typeof images.$inferSelect,
        'id' | 'fileName' | 'width' | 'height'
      >[];
      c.header('Cache-Control', SHORT_CACHE);
      return c.json({
        items: rows.map(({ fileName, ...image }) => ({ ...image, url: uploadUrl(fileName)! })),
      });
    })
    .get('/places', (c) => {
      const { etag, json, gzip } = placesResponse();
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
    .get('/pricing', (c) =>
      c.json({ ...pricing.pricing(), testMode: deps.payments?.testMode ?? false }),
    );
}
