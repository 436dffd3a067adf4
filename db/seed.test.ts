import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, migrateDatabase, openDatabase } from './client';
import { TALLINN_TIME_ZONE, parseNoticeDate } from '#domain/calendar/dates';
import { nameSortKey } from '#domain/rules/estonian-sort';
import { loadGeography, parseCsv } from './geography';
import type { images as imagesTable } from './schema';
import type { SqlRow } from './schema/sql-row';
import { createDiskBlobStore } from '#api/services/blobs';
import { seedDemo } from './seed';
import { COUNTY_FUNERALS } from './seed/funerals';
import { makeNotice } from './seed/notices';
import { POEMS } from './seed/poems';
import { createRng } from './seed/random';

const DAY_MS = 86_400_000;
/** A fixed "now" so the assertions do not depend on the day the tests run. */
const NOW = Date.UTC(2026, 2, 15, 10, 30);
/** How long seeding the whole demo may take: sized for a slow, busy machine */
const SEED_BOUND_MS = 120_000;

let dir: string;
const opened: Database[] = [];

function freshDatabase(name: string): { database: Database; uploadsDir: string } {
  const database = openDatabase(path.join(dir, `${name}.db`));
  migrateDatabase(database);
  opened.push(database);
  return { database, uploadsDir: path.join(dir, `${name}-uploads`) };
}

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'kyynal-seed-'));
});

afterAll(() => {
  for (const database of opened) database.sqlite.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The columns of the notices table that these tests read. */
interface NoticeRow {
  type: number;
  status: string;
  published_at: number;
  created_at: number;
  terms_accepted_at: number | null;
  deceased_name: string;
  name_sort_key: string;
  birth_date: string;
  birth_date_sort: string;
  death_date: string;
  death_date_sort: string;
}

const rows = <T>(database: Database, query: string, ...params: unknown[]) =>
  database.sqlite.prepare(query).all(...params) as T[];
const scalar = (database: Database, query: string, ...params: unknown[]) =>
  database.sqlite
    .prepare(query)
    .pluck()
    .get(...params) as number;

const TABLES = [
  'counties',
  'places',
  'settings',
  'poems',
  'images',
  'notices',
  'notice_counties',
  'candles',
  'replies',
];
const tableCounts = (database: Database) =>
  Object.fromEntries(TABLES.map((t) => [t, scalar(database, `SELECT count(*) FROM ${t}`)]));

describe('parseCsv', () => {
  it('reads quoted fields, doubled quotes, CRLF, a BOM and a missing final newline', () => {
    const text = '\uFEFFa,b,c\r\n"x, y","say ""hi""",\r\n"two\nlines",2,3';
    expect(parseCsv(text)).toEqual([
      ['a', 'b', 'c'],
      ['x, y', 'say "hi"', ''],
      ['two\nlines', '2', '3'],
    ]);
  });

  it('skips blank lines and rejects an unterminated quote', () => {
    expect(parseCsv('a\n\n1\n')).toEqual([['a'], ['1']]);
    expect(() => parseCsv('a\n"1')).toThrow(/unterminated/);
  });
});

describe('loadGeography', () => {
  it('loads the 15 counties and every EHAK place, once', () => {
    const { database } = freshDatabase('geography');
    loadGeography(database);

    expect(rows(database, 'SELECT id, code, name FROM counties ORDER BY id').slice(0, 3)).toEqual([
      { id: 1, code: '0037', name: 'Harju maakond' },
      { id: 2, code: '0039', name: 'Hiiu maakond' },
      { id: 3, code: '0045', name: 'Ida-Viru maakond' },
    ]);
    expect(scalar(database, 'SELECT count(*) FROM counties')).toBe(15);
    expect(
      rows(database, 'SELECT level, count(*) AS n FROM places GROUP BY level ORDER BY level'),
    ).toEqual([
      { level: 'municipality', n: 79 },
      { level: 'settlement', n: 4711 },
    ]);
    expect(
      rows(
        database,
        `SELECT p.level, p.code, p.ehak_type AS type, p.municipality_name AS municipality, c.name AS county
         FROM places p JOIN counties c ON c.id = p.county_id
         WHERE p.name IN ('Tallinn', 'Aa küla') ORDER BY p.name`,
      ),
    ).toEqual([
      {
        level: 'settlement',
        code: '1004',
        type: 8,
        municipality: 'Lüganuse vald',
        county: 'Ida-Viru maakond',
      },
      { level: 'municipality', code: '0784', type: 4, municipality: null, county: 'Harju maakond' },
    ]);
    // every place has real coordinates inside Estonia
    expect(
      scalar(
        database,
        'SELECT count(*) FROM places WHERE lat NOT BETWEEN 57.5 AND 59.9 OR lon NOT BETWEEN 21.6 AND 28.3',
      ),
    ).toBe(0);

    const before = tableCounts(database);
    loadGeography(database);
    expect(tableCounts(database)).toEqual(before);
  });

  it('orders counties as the funeral places in seed/funerals expect', () => {
    const { database } = freshDatabase('county-order');
    loadGeography(database);
    const names = rows<{ name: string }>(database, 'SELECT name FROM counties ORDER BY id');
    expect(names.map((c) => c.name)).toEqual(COUNTY_FUNERALS.map((c) => `${c.county} maakond`));
  });
});

describe('makeNotice', () => {
  it('makes plausible, consistent notices', () => {
    const rng = createRng(7);
    const from = NOW - 730 * DAY_MS;
    const tallinnDay = new Intl.DateTimeFormat('sv-SE', { timeZone: TALLINN_TIME_ZONE });
    const types = [0, 0, 0];
    for (let i = 0; i < 3000; i++) {
      const n = makeNotice(rng, { publishedFrom: from, publishedTo: NOW });
      types[n.type]!++;
      expect(n.publishedAt).toBeGreaterThanOrEqual(from);
      expect(n.publishedAt).toBeLessThanOrEqual(NOW);
      expect(parseNoticeDate(n.birthDate)?.sort).toBe(n.birthDateSort);
      expect(parseNoticeDate(n.deathDate)?.sort).toBe(n.deathDateSort);
      const birthYear = Number(n.birthDateSort.slice(0, 4));
      expect(birthYear).toBeGreaterThanOrEqual(1925);
      expect(birthYear).toBeLessThanOrEqual(2000);
      expect(n.birthDateSort < n.deathDateSort).toBe(true);

      const published = tallinnDay.format(n.publishedAt);
      if (n.type === 2) {
        const years = Number(published.slice(0, 4)) - Number(n.deathDateSort.slice(0, 4));
        expect(years).toBeGreaterThanOrEqual(1);
        expect(years).toBeLessThanOrEqual(30);
      } else {
        const days = (Date.parse(published) - Date.parse(n.deathDateSort)) / DAY_MS;
        expect(days).toBeGreaterThanOrEqual(0);
        expect(days).toBeLessThanOrEqual(2);
      }
      if (n.type !== 0) expect(n.funeralInfo).toBe('');

      expect(n.counties.length).toBeGreaterThanOrEqual(1);
      expect(new Set(n.counties).size).toBe(n.counties.length);
      for (const c of n.counties) expect(c >= 1 && c <= 15).toBe(true);
      expect(n.adderEmail).toMatch(/^[a-z0-9.-]+@example\.ee$/);
      if (n.payerType === 'business') expect(n.businessRegCode).toMatch(/^\d{8}$/);
      else expect(n.businessName).toBeNull();
      expect(n.maidenName === null || !n.deceasedName.endsWith(` ${n.maidenName}`)).toBe(true);
    }
    // roughly 60 / 20 / 20
    expect(types[0]! / 3000).toBeGreaterThan(0.55);
    expect(types[1]! / 3000).toBeGreaterThan(0.15);
    expect(types[2]! / 3000).toBeGreaterThan(0.15);
  });

  it('is deterministic for a seed', () => {
    const make = () =>
      makeNotice(createRng(99), { publishedFrom: NOW - 30 * DAY_MS, publishedTo: NOW });
    expect(make()).toEqual(make());
  });
});

describe('seedDemo', () => {
  let database: Database;
  let uploadsDir: string;

  // the whole demo (notices, companies, pictures): seconds on a quiet machine, far more beside a
  // bench or other suites, so its own bound rather than the 10 s default of a hook
  beforeAll(async () => {
    ({ database, uploadsDir } = freshDatabase('demo'));
    loadGeography(database);
    expect(await seedDemo(database, { blobs: createDiskBlobStore(uploadsDir), now: NOW })).toEqual({
      created: true,
    });
  }, SEED_BOUND_MS);

  it('publishes notices of all three types in every county over two years', () => {
    const notices = rows<NoticeRow>(database, 'SELECT * FROM notices');
    expect(notices.length).toBeGreaterThanOrEqual(60);
    for (const n of notices) {
      expect(n.status).toBe('published');
      expect(n.published_at).toBeLessThanOrEqual(NOW);
      expect(n.published_at).toBeGreaterThanOrEqual(NOW - 731 * DAY_MS);
      expect(n.created_at).toBe(n.published_at);
      expect(n.terms_accepted_at).not.toBeNull();
    }
    const share = (type: number) => notices.filter((n) => n.type === type).length / notices.length;
    expect(share(0)).toBeCloseTo(0.6, 1);
    expect(share(1)).toBeCloseTo(0.2, 1);
    expect(share(2)).toBeCloseTo(0.2, 1);
    // spread out, not bunched on one day
    expect(Math.min(...notices.map((n) => n.published_at))).toBeLessThan(NOW - 365 * DAY_MS);

    const perCounty = rows<{ n: number }>(
      database,
      'SELECT count(*) AS n FROM counties c LEFT JOIN notice_counties nc ON nc.county_id = c.id GROUP BY c.id',
    );
    expect(perCounty).toHaveLength(15);
    for (const { n } of perCounty) expect(n).toBeGreaterThanOrEqual(3);
  });

  it('uses names with every Estonian letter and keeps sort keys and dates consistent', () => {
    const notices = rows<NoticeRow>(database, 'SELECT * FROM notices');
    const names = notices.map((n) => n.deceased_name).join(' ');
    for (const letter of ['Õ', 'ä', 'ö', 'ü', 'Š', 'Ž']) expect(names).toContain(letter);
    for (const n of notices) {
      expect(n.name_sort_key).toBe(nameSortKey(n.deceased_name));
      expect(parseNoticeDate(n.birth_date)?.sort).toBe(n.birth_date_sort);
      expect(parseNoticeDate(n.death_date)?.sort).toBe(n.death_date_sort);
    }
  });

  it('places notices only in settlements of their own counties', () => {
    const placed = rows<{ level: string; inCounty: number }>(
      database,
      `SELECT p.level,
              EXISTS (SELECT 1 FROM notice_counties nc
                      WHERE nc.notice_id = n.id AND nc.county_id = p.county_id) AS inCounty
       FROM notices n JOIN places p ON p.id = n.place_id`,
    );
    expect(placed.length).toBeGreaterThan(5);
    for (const p of placed) expect(p).toEqual({ level: 'settlement', inCounty: 1 });
  });

  it('keeps the candle and reply counters equal to the rows, within the notice lifetime', () => {
    const mismatched = scalar(
      database,
      `SELECT count(*) FROM notices n
       WHERE n.candles != (SELECT count(*) FROM candles c WHERE c.notice_id = n.id)
          OR n.replies != (SELECT count(*) FROM replies r WHERE r.notice_id = n.id)
          OR n.views < n.candles`,
    );
    expect(mismatched).toBe(0);
    expect(scalar(database, 'SELECT sum(candles) FROM notices')).toBeGreaterThan(300);
    expect(scalar(database, 'SELECT sum(replies) FROM notices')).toBeGreaterThan(60);
    expect(scalar(database, 'SELECT max(candles) FROM notices')).toBeLessThanOrEqual(40);
    expect(scalar(database, 'SELECT max(replies) FROM notices')).toBeLessThanOrEqual(6);
    const outOfTime = (table: string) =>
      scalar(
        database,
        `SELECT count(*) FROM ${table} x JOIN notices n ON n.id = x.notice_id
         WHERE x.created_at <= n.published_at OR x.created_at >= ?`,
        NOW,
      );
    expect(outOfTime('candles')).toBe(0);
    expect(outOfTime('replies')).toBe(0);
    expect(
      scalar(database, `SELECT count(*) FROM candles WHERE visitor_hash NOT GLOB '[0-9a-f]*'`),
    ).toBe(0);
  });

  it('stores the settings as JSON and the poems', () => {
    const settings = Object.fromEntries(
      rows<{ key: string; value: string }>(database, 'SELECT key, value FROM settings').map((s) => [
        s.key,
        JSON.parse(s.value) as unknown,
      ]),
    );
    expect(settings).toMatchObject({
      price_private_cents: 2900,
      price_business_cents: 4900,
      vat_rate_bp: 2400,
      seller: { name: 'Küünal OÜ', regCode: '16543210', iban: 'EE382200221020145685' },
    });
    const poems = rows<{
      body: string;
      title: string;
      author: string | null;
      author_death_year: number | null;
      folk: 0 | 1;
      licence_grantor: string | null;
      licence_granted_on: string | null;
      licence_scope: string | null;
    }>(database, 'SELECT * FROM poems');
    expect(poems).toHaveLength(POEMS.length);
    expect(poems.length).toBeGreaterThanOrEqual(12);
    for (const p of poems) {
      // the demo's own verses: no real poet, so no year of death; offered under Küünal's licence
      expect(p).toMatchObject({
        author: 'Küünal',
        author_death_year: null,
        folk: 0,
        licence_grantor: 'Küünal',
        licence_granted_on: '2026-11-21',
      });
      expect(p.licence_scope).toBeTruthy();
      expect(p.title).toBe(p.body.split('\n')[0]!.replace(/[,.]$/, ''));
      const lines = p.body.split('\n').length;
      expect(lines >= 4 && lines <= 8).toBe(true);
    }
  });

  it('gives every notice with a bank poem that poem as its attribution', () => {
    expect(
      scalar(database, "SELECT count(*) FROM notices WHERE poem <> '' AND poem_id IS NOT NULL"),
    ).toBeGreaterThan(0);
    expect(
      scalar(
        database,
        `SELECT count(*) FROM notices n LEFT JOIN poems p ON p.id = n.poem_id
         WHERE (n.poem = '') <> (n.poem_id IS NULL) OR (n.poem_id IS NOT NULL AND p.body <> n.poem)`,
      ),
    ).toBe(0);
  });

  it('writes the images it records, portraits in greyscale', async () => {
    const images = rows<
      Pick<SqlRow<typeof imagesTable>, 'kind' | 'file_name' | 'mime' | 'width' | 'height' | 'bytes'>
    >(database, 'SELECT * FROM images');
    const backgrounds = images.filter((i) => i.kind === 'background');
    const portraits = images.filter((i) => i.kind === 'portrait');
    expect(backgrounds.length).toBeGreaterThanOrEqual(6);
    expect(portraits.length).toBeGreaterThanOrEqual(12);
    expect(readdirSync(uploadsDir).sort()).toEqual(images.map((i) => i.file_name).sort());

    const greyscale = async (file: string) => {
      const { channels } = await sharp(file).stats();
      return channels.every((c) => Math.abs(c.mean - channels[0]!.mean) < 0.5);
    };
    for (const image of images) {
      const file = path.join(uploadsDir, image.file_name);
      expect(image.file_name).toMatch(/^[0-9a-f]{32}\.jpg$/);
      expect(image.mime).toBe('image/jpeg');
      expect(statSync(file).size).toBe(image.bytes);
      expect(image.bytes).toBeLessThan(150_000);
      const meta = await sharp(file).metadata();
      expect(meta).toMatchObject({ format: 'jpeg', width: image.width, height: image.height });
      if (image.kind === 'portrait') {
        expect([image.width, image.height]).toEqual([600, 750]);
        expect(meta.channels).toBe(1);
        expect(await greyscale(file)).toBe(true);
      } else if (image.kind === 'logo') {
        // the directory's providers' logos (seed/logos.ts)
        expect([image.width, image.height]).toEqual([160, 160]);
      } else {
        expect([image.width, image.height]).toEqual([1600, 900]);
      }
    }
    // the check can tell colour from grey: the backgrounds are in colour
    const colourful = await Promise.all(
      backgrounds.map((b) => greyscale(path.join(uploadsDir, b.file_name))),
    );
    expect(colourful.filter((grey) => !grey).length).toBeGreaterThanOrEqual(5);

    const use = rows<{ total: number; background: number; portrait: number }>(
      database,
      `SELECT count(*) AS total, count(background_image_id) AS background,
              count(portrait_image_id) AS portrait FROM notices`,
    )[0]!;
    expect(use.background / use.total).toBeGreaterThan(0.6);
    expect(use.portrait / use.total).toBeGreaterThan(0.15);
    expect(use.portrait / use.total).toBeLessThan(0.5);
    expect(
      scalar(
        database,
        `SELECT count(*) FROM notices n JOIN images i ON i.id = n.portrait_image_id
         WHERE i.kind != 'portrait'`,
      ),
    ).toBe(0);
  });

  it('finds Õunapuu through the FTS index without diacritics', () => {
    const found = rows<{ rowid: number }>(
      database,
      `SELECT rowid FROM notices_fts WHERE notices_fts MATCH 'ounapuu*'`,
    );
    expect(found.length).toBeGreaterThan(0);
    for (const { rowid } of found) {
      const names = rows<{ deceased_name: string; maiden_name: string | null }>(
        database,
        'SELECT deceased_name, maiden_name FROM notices WHERE id = ?',
        rowid,
      )[0]!;
      expect(`${names.deceased_name} ${names.maiden_name ?? ''}`).toContain('Õunapuu');
    }
  });

  it('does nothing the second time', async () => {
    const before = tableCounts(database);
    const files = readdirSync(uploadsDir).sort();
    expect(await seedDemo(database, { blobs: createDiskBlobStore(uploadsDir), now: NOW })).toEqual({
      created: false,
    });
    expect(tableCounts(database)).toEqual(before);
    expect(readdirSync(uploadsDir).sort()).toEqual(files);
  });

  it(
    'makes the same demo on another machine',
    async () => {
      const other = freshDatabase('demo-again');
      expect(
        await seedDemo(other.database, { blobs: createDiskBlobStore(other.uploadsDir), now: NOW }),
      ).toEqual({
        created: true,
      });
      const content = (d: Database) =>
        rows(
          d,
          `SELECT type, deceased_name, prefix, funeral_info, published_at, candles, replies, place_id,
                background_image_id, portrait_image_id FROM notices ORDER BY id`,
        );
      expect(content(other.database)).toEqual(content(database));
      expect(tableCounts(other.database)).toEqual(tableCounts(database));
    },
    SEED_BOUND_MS,
  );
});
