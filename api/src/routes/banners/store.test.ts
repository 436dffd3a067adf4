/**
 * The banner store on the test adapter's database (SQLite, or PostgreSQL with
 * KYYNAL_TEST_ADAPTER=pg), without the app: views and clicks counted once per visitor, address
 * and day under concurrency, a click only after the visitor's view, past days' marks dropped (on PostgreSQL folded into the banner's counts)
 * with the figures unchanged, saves and deletes audited.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bannerInput } from '#domain/inputs/banner-input';
import { migratePostgres, openPostgres } from '#db/pg/client';
import { copySqliteToPostgres } from '#db/pg/copy';
import { createTestDatabase, describePg } from '#db/pg/test/server';
import { openDataDir } from '#db/setup';
import { useStoreDatabase } from '#api-test/store-database';
import { createAuditLog } from '../../stores/audit';
import { portOf } from '../../stores/port';
import { createBannerStore } from './store';
import { createPgBannerStore } from './store.pg';

const held = useStoreDatabase({
  sqlite: (database) => portOf(createBannerStore(database.sqlite, createAuditLog(database.sqlite))),
  pg: (database) => createPgBannerStore(database.pool),
});
// 2026-06-15 12:00 in Tallinn
const NOW = Date.parse('2026-06-15T09:00:00Z');
const DAY = 86_400_000;
const manager = { id: 1, email: 'bannerid@example.ee', role: 5 };
/** A visitor (its hash) at an address of its own unless given */
const by = (visitor: string, address = `aadress-${visitor}`) => ({ visitor, address });

let imageSeq = 0;
async function bannerImage() {
  return Number(
    await held.database.sql.value(
      `INSERT INTO images (kind, file_name, mime, width, height, bytes)
       VALUES ('banner', ?, 'image/jpeg', 1200, 300, 1000) RETURNING id`,
      `banner-${++imageSeq}.jpg`,
    ),
  );
}
const input = (imageId: number, over: Record<string, unknown> = {}) =>
  bannerInput.parse({
    imageId,
    link: 'https://lilled.example.ee/',
    alt: 'Kevadised lilled',
    placements: ['home'],
    startsOn: '15.06.2026',
    endsOn: '30.06.2026',
    weight: 1,
    active: true,
    ...over,
  });
const created = async (over: Record<string, unknown> = {}) => {
  const saved = await held.store.create(input(await bannerImage(), over), manager, NOW);
  if (!saved.ok) throw new Error('not saved');
  return saved.banner;
};

describe('banner store', () => {
  it('counts views and clicks once per visitor and day, also when they come at once', async () => {
    const banner = await created();
    const views = await Promise.all([
      ...Array.from({ length: 20 }, (_, i) =>
        held.store.view(banner.id, by(`külastaja-${i}`), NOW),
      ),
      ...Array.from({ length: 20 }, () => held.store.view(banner.id, by('sama'), NOW)),
    ]);
    expect(views.every(Boolean)).toBe(true);
    const links = await Promise.all(
      Array.from({ length: 10 }, () => held.store.click(banner.id, by('sama'), NOW)),
    );
    expect(new Set(links)).toEqual(new Set(['https://lilled.example.ee/']));
    expect(await held.store.adminBanner(banner.id, NOW)).toMatchObject({
      views: 21,
      clicks: 1,
      ctr: 4.8,
    });

    // the next Tallinn day: the visitor counts again; past days' marks are gone, figures kept
    await held.store.view(banner.id, by('sama'), NOW + DAY);
    expect(
      await held.database.sql.value(
        'SELECT count(*) FROM banner_marks WHERE day < ?',
        '2026-06-16',
      ),
    ).toBe(0);
    expect(await held.store.adminBanner(banner.id, NOW + DAY)).toMatchObject({
      views: 22,
      clicks: 1,
    });
    const { items, total } = await held.store.adminList(1, NOW + DAY);
    expect(total).toBeGreaterThanOrEqual(1);
    expect(items.find((b) => b.id === banner.id)).toMatchObject({ views: 22, clicks: 1 });
  });

  it('counts one view and click per address and day, a click only after its visitor’s view', async () => {
    const banner = await created();
    // 30 fresh visitors from one address, at once: one view
    await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        held.store.view(banner.id, by(`uus-${i}`, 'kontor'), NOW),
      ),
    );
    const seen = await held.database.sql.value<string>(
      "SELECT visitor_hash FROM banner_marks WHERE banner_id = ? AND kind = 'view'",
      banner.id,
    );
    // clicks by visitors that did not see it, or whose view was not counted, count nothing
    expect(await held.store.click(banner.id, by('pime'), NOW)).toBe('https://lilled.example.ee/');
    await held.store.click(banner.id, by(seen === 'uus-1' ? 'uus-2' : 'uus-1', 'kontor'), NOW);
    await held.store.click(banner.id, null, NOW);
    expect(await held.store.adminBanner(banner.id, NOW)).toMatchObject({ views: 1, clicks: 0 });
    // the visitor whose view counted: one click, however often, from any address
    await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        held.store.click(banner.id, by(seen!, `mujal-${i}`), NOW),
      ),
    );
    expect(await held.store.adminBanner(banner.id, NOW)).toMatchObject({ views: 1, clicks: 1 });
  });

  it('counts nothing for a banner not shown, answers an unknown one with nothing', async () => {
    const off = await created({ active: false });
    expect(await held.store.view(off.id, by('joku'), NOW)).toBe(false);
    expect(await held.store.click(off.id, by('joku'), NOW)).toBe('https://lilled.example.ee/');
    expect(await held.store.adminBanner(off.id, NOW)).toMatchObject({
      views: 0,
      clicks: 0,
      ctr: null,
      state: 'inactive',
    });
    expect(await held.store.view(999_999, by('joku'), NOW)).toBe(false);
    expect(await held.store.click(999_999, by('joku'), NOW)).toBeNull();
  });

  it('shows a placement its live banners only', async () => {
    const live = await created({ placements: ['directory', 'articles'] });
    const later = await created({
      placements: ['directory'],
      startsOn: '01.07.2026',
      endsOn: '02.07.2026',
    });
    const ids = (await held.store.showing('directory', NOW)).map((b) => b.id);
    expect(ids).toContain(live.id);
    expect(ids).not.toContain(later.id);
    expect((await held.store.showing('articles', NOW)).find((b) => b.id === live.id)).toEqual({
      id: live.id,
      imageUrl: expect.stringMatching(/^\/uploads\/banner-/),
      width: 1200,
      height: 300,
      alt: 'Kevadised lilled',
    });
  });

  it('saves and deletes with an audit entry each, refusing an image that is no banner', async () => {
    const banner = await created();
    const updated = await held.store.update(
      banner.id,
      input(banner.imageId, { weight: 7, active: false }),
      manager,
      NOW,
    );
    expect(updated).toMatchObject({ ok: true, banner: { weight: 7, active: false } });
    const portrait = Number(
      await held.database.sql.value(
        `INSERT INTO images (kind, file_name, mime, width, height, bytes)
         VALUES ('portrait', 'portree-b.jpg', 'image/jpeg', 10, 10, 10) RETURNING id`,
      ),
    );
    expect(await held.store.update(banner.id, input(portrait), manager, NOW)).toEqual({
      ok: false,
      field: 'imageId',
    });
    expect(await held.store.update(999_999, input(banner.imageId), manager, NOW)).toBeNull();
    expect(await held.store.remove(banner.id, manager, NOW)).toBe(true);
    expect(await held.store.remove(banner.id, manager, NOW)).toBe(false);
    expect(
      await held.database.sql.all(
        `SELECT action, CAST(after AS TEXT) AS after FROM audit_log
         WHERE entity_kind = 'banner' AND entity_id = ? ORDER BY id`,
        String(banner.id),
      ),
    ).toEqual([
      { action: 'banner.create', after: expect.any(String) },
      { action: 'banner.update', after: expect.stringMatching(/"weight": ?7/) },
      { action: 'banner.delete', after: null },
    ]);
  });
});

describePg('banner figures copied from SQLite to PostgreSQL (db:to-postgres)', () => {
  it("keeps each banner's views and clicks: the copied marks are not counted twice", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'kyynal-banner-copy-'));
    const target = await createTestDatabase();
    const pg = await openPostgres(target.url, { connectAttempts: 1, log: () => {} });
    try {
      const { database } = openDataDir(dir);
      const sqliteBanners = createBannerStore(database.sqlite, createAuditLog(database.sqlite));
      const imageId = Number(
        database.sqlite
          .prepare(
            `INSERT INTO images (kind, file_name, mime, width, height, bytes)
             VALUES ('banner', 'kopeeritud.jpg', 'image/jpeg', 1200, 300, 1000) RETURNING id`,
          )
          .pluck()
          .get(),
      );
      const saved = sqliteBanners.create(input(imageId), manager, NOW);
      if (!saved.ok) throw new Error('not saved');
      const id = saved.banner.id;
      for (const who of ['a', 'b', 'c']) sqliteBanners.view(id, by(who), NOW);
      sqliteBanners.click(id, by('a'), NOW);
      expect(sqliteBanners.adminBanner(id, NOW)).toMatchObject({ views: 3, clicks: 1 });

      await migratePostgres(pg);
      await copySqliteToPostgres(database.sqlite, pg.pool);
      database.sqlite.close();
      const pgBanners = createPgBannerStore(pg.pool);
      expect(await pgBanners.adminBanner(id, NOW)).toMatchObject({ views: 3, clicks: 1 });
      // the same day's visitor is still known; a new one counts
      await pgBanners.view(id, by('a'), NOW);
      await pgBanners.view(id, by('d'), NOW);
      expect(await pgBanners.adminBanner(id, NOW)).toMatchObject({ views: 4, clicks: 1 });
      await pgBanners.view(id, by('a'), NOW + DAY);
      expect(await pgBanners.adminBanner(id, NOW + DAY)).toMatchObject({ views: 5, clicks: 1 });
    } finally {
      await pg.pool.end();
      await target.drop();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
