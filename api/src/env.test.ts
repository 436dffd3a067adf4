/** The environment's rules: PostgreSQL (DATABASE_URL) with one set of secrets for all; the map's tiles. */
import { describe, expect, it } from 'vitest';
import { loadEnv } from './env';

const secrets = {
  SESSION_SECRET: 'a-secret-of-at-least-thirty-two-characters',
  VAPID_PUBLIC_KEY: 'public',
  VAPID_PRIVATE_KEY: 'private',
};
const DATABASE_URL = 'postgres://kyynal:pw@db.internal:5432/kyynal';

describe('DATABASE_URL', () => {
  it('is the embedded SQLite file when unset', () => {
    expect(loadEnv({}).databaseUrl).toBeNull();
  });

  it('takes PostgreSQL with the shared secrets', () => {
    expect(loadEnv({ DATABASE_URL, ...secrets }).databaseUrl).toBe(DATABASE_URL);
  });

  it('refuses to start without the secrets every instance must share, naming them', () => {
    expect(() => loadEnv({ DATABASE_URL })).toThrow(
      /DATABASE_URL is set.*SESSION_SECRET.*VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY/s,
    );
    expect(() => loadEnv({ DATABASE_URL, ...secrets, VAPID_PRIVATE_KEY: '' })).toThrow(
      /VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY/,
    );
    const { SESSION_SECRET: _, ...vapidOnly } = secrets;
    expect(() => loadEnv({ DATABASE_URL, ...vapidOnly })).toThrow(/SESSION_SECRET/);
  });

  it('refuses the SQLite file replica beside it', () => {
    expect(() =>
      loadEnv({ DATABASE_URL, ...secrets, LITESTREAM_REPLICA: 'file:///var/replica' }),
    ).toThrow(/LITESTREAM_REPLICA copies the SQLite file/);
  });
});

describe('MAP_TILE_URL', () => {
  it('is no tile layer when unset', () => {
    expect(loadEnv({}).mapTiles).toBeNull();
  });

  it("attributes OpenStreetMap's servers by default, another provider as MAP_TILE_ATTRIBUTION says", () => {
    const osm = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';
    expect(loadEnv({ MAP_TILE_URL: osm }).mapTiles).toEqual({
      url: osm,
      attribution: '© OpenStreetMap contributors',
    });
    const other = 'https://tile.example.org/{z}/{x}/{y}.png';
    expect(loadEnv({ MAP_TILE_URL: other, MAP_TILE_ATTRIBUTION: '© Example' }).mapTiles).toEqual({
      url: other,
      attribution: '© Example',
    });
  });

  it("refuses another provider's tiles without their attribution, and an origin CSP cannot name", () => {
    expect(() => loadEnv({ MAP_TILE_URL: 'https://tile.example.org/{z}/{x}/{y}.png' })).toThrow(
      /MAP_TILE_ATTRIBUTION/,
    );
    for (const url of ['https://tile.{s}.example.org/{z}.png', "https://a.org';x/{z}.png"]) {
      expect(() => loadEnv({ MAP_TILE_URL: url, MAP_TILE_ATTRIBUTION: '©' }), url).toThrow(
        /MAP_TILE_URL/,
      );
    }
  });
});
