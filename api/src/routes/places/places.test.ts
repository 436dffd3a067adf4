import { describe, expect, it } from 'vitest';
import { estonianSortKey } from '#domain/rules/estonian-sort';
import { useTestServer } from '#api-test/harness';
import type { PlaceList } from '.';

const get = (pathAndQuery: string, headers: Record<string, string> = {}) =>
  fetch(server.base + pathAndQuery, { headers });

const { server } = useTestServer();

describe('GET /api/places', () => {
  it('answers every EHAK place as compact rows, with its inner point, in Estonian alphabetical order', async () => {
    const res = await get('/api/places');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toMatch(/max-age=\d{6,}/);
    const { version, items } = (await res.json()) as PlaceList;
    const total = Number(await server.sql.value('SELECT count(*) FROM places'));
    expect(items).toHaveLength(total);
    expect(items.length).toBeGreaterThan(4700);
    expect(res.headers.get('etag')).toBe(`W/"${version}"`);

    const row = (await server.sql.get<{
      id: number;
      name: string;
      municipality: string;
      county: number;
      type: number;
      lat: number;
      lon: number;
    }>(
      `SELECT id, name, municipality_name AS municipality, county_id AS county, ehak_type AS type,
              lat, lon
         FROM places WHERE name = 'Kuressaare linn' AND level = 'settlement'`,
    ))!;
    // the inner point too: a place picked offline is used offline (#26)
    expect(items).toContainEqual([
      row.id,
      row.name,
      row.municipality,
      row.county,
      row.type,
      row.lat,
      row.lon,
    ]);
    // municipalities have no municipality of their own
    expect(items.some(([, , municipality]) => municipality === null)).toBe(true);

    const keys = items.map(([, name]) => estonianSortKey(name));
    expect(keys).toEqual([...keys].sort());
    const names = items.map(([, name]) => name);
    const first = (letter: string) => names.findIndex((n) => n.startsWith(letter));
    const [v, õ, ä, ö, ü] = ['V', 'Õ', 'Ä', 'Ö', 'Ü'].map(first);
    // … t u v w õ ä ö ü x y: Estonian letters after W, not next to their Latin look-alikes
    expect(v).toBeGreaterThan(0);
    expect(õ).toBeGreaterThan(v!);
    expect(ä).toBeGreaterThan(õ!);
    expect(ö).toBeGreaterThan(ä!);
    expect(ü).toBeGreaterThan(ö!);
  });

  it('answers 304 to a matching If-None-Match and is built once per process', async () => {
    const first = await get('/api/places');
    const etag = first.headers.get('etag')!;
    const notModified = await get('/api/places', { 'if-none-match': etag });
    expect(notModified.status).toBe(304);
    expect(await notModified.text()).toBe('');
    expect(notModified.headers.get('etag')).toBe(etag);
    const strong = await get('/api/places', { 'if-none-match': `"other", ${etag.slice(2)}` });
    expect(strong.status).toBe(304);
    expect((await get('/api/places', { 'if-none-match': '"other"' })).status).toBe(200);

    // a place added behind the app's back does not show until the process restarts
    await server.sql.run(
      `INSERT INTO places (level, code, name, ehak_type, municipality_name, county_id, lat, lon)
       VALUES ('settlement', '9999', 'Uuskülake', 8, NULL, 1, 59, 24)`,
    );
    const again = await get('/api/places');
    expect(again.headers.get('etag')).toBe(etag);
  });

  it('sends the same list gzipped to clients that accept it', async () => {
    const plain = await get('/api/places', { 'accept-encoding': 'identity' });
    expect(plain.headers.get('content-encoding')).toBeNull();
    const zipped = await get('/api/places', { 'accept-encoding': 'gzip, br' });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(await zipped.json()).toEqual(await plain.json());
  });
});

describe('GET /api/places/:id', () => {
  it('answers one place with its inner point, 404 for an unknown id, 422 for a bad one', async () => {
    const row = (await server.sql.get<{ id: number; name: string; lat: number; lon: number }>(
      `SELECT id, name, lat, lon FROM places WHERE name = 'Viljandi linn' AND level = 'settlement'`,
    ))!;
    const res = await get(`/api/places/${row.id}`);
    expect(res.status).toBe(200);
    const place = (await res.json()) as Record<string, unknown>;
    expect(place).toMatchObject({ id: row.id, name: 'Viljandi linn', lat: row.lat, lon: row.lon });
    expect(place.countyId).toEqual(expect.any(Number));
    expect(row.lat).toBeGreaterThan(58.3);
    expect(row.lat).toBeLessThan(58.4);

    const missing = await get('/api/places/999999');
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { error: { code: string } }).error.code).toBe('not_found');
    expect((await get('/api/places/abc')).status).toBe(422);
  });
});
