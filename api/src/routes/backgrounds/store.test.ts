/**
 * The background gallery's store on the test adapter's database (SQLite, or PostgreSQL with
 * KYYNAL_TEST_ADAPTER=pg), without the app: moves and switches, deleting only what nothing uses
 * (positions closing up), and adds that come at once when the gallery is nearly full.
 */
import { describe, expect, it } from 'vitest';
import { GALLERY_MAX } from '#domain/inputs/gallery-input';
import { addNotice } from '#api-test/fixtures';
import { useStoreDatabase } from '#api-test/store-database';
import { portOf } from '../../stores/port';
import { createBackgroundStore } from './store';
import { createPgBackgroundStore } from './store.pg';

const held = useStoreDatabase({
  sqlite: (database) => portOf(createBackgroundStore(database)),
  pg: (database) => createPgBackgroundStore(database.pool),
});
const NOW = Date.parse('2026-06-15T09:00:00Z');

let fileSeq = 0;
/** A background image, the admin's upload (or, with a position, already in the gallery) */
const image = async (uploadedBy: number | null, position: number | null = null) =>
  Number(
    await held.database.sql.value(
      `INSERT INTO images (kind, file_name, mime, width, height, bytes, uploaded_by, gallery_position)
       VALUES ('background', ?, 'image/jpeg', 1600, 900, 1000, ?, ?) RETURNING id`,
      `taust-${++fileSeq}.jpg`,
      uploadedBy,
      position,
    ),
  );

describe('background store', () => {
  it('moves, switches, deletes the unused only, and stops adds at the limit when they race', async () => {
    const adminId = Number(
      await held.database.sql.value(
        `INSERT INTO users (name, email, password_hash, role)
         VALUES ('Haldur', 'galerii@example.ee', 'x', 10) RETURNING id`,
      ),
    );
    const admin = { id: adminId, email: 'galerii@example.ee', role: 10 };
    const [a, b, c] = [await image(adminId), await image(adminId), await image(adminId)];
    for (const id of [a!, b!, c!]) {
      expect(await held.store.add(id, admin, NOW)).toMatchObject({ id, active: true });
    }
    expect(await held.store.add(a!, admin, NOW)).toEqual({ ok: false, reason: 'notFound' });
    const order = async () => (await held.store.adminList()).map((i) => [i.id, i.position]);
    expect(await order()).toEqual([
      [a, 1],
      [b, 2],
      [c, 3],
    ]);

    expect(await held.store.change(c!, { position: 1 }, admin, NOW)).toMatchObject({
      position: 1,
    });
    expect(await held.store.change(a!, { active: false }, admin, NOW)).toMatchObject({
      active: false,
      position: 2,
    });
    expect(await order()).toEqual([
      [c, 1],
      [a, 2],
      [b, 3],
    ]);
    expect((await held.store.gallery()).map((g) => g.id)).toEqual([c, b]);

    const notice = await addNotice(held.database.sql, {
      deceasedName: 'Taustaga',
      status: 'draft',
    });
    await held.database.sql.run(
      'UPDATE notices SET background_image_id = ? WHERE id = ?',
      b,
      notice,
    );
    expect(await held.store.remove(b!, admin, NOW)).toEqual({
      ok: false,
      reason: 'inUse',
      notices: 1,
    });
    expect(await held.store.remove(a!, admin, NOW)).toEqual({
      ok: true,
      fileName: expect.stringMatching(/^taust-/),
    });
    expect(await held.store.remove(a!, admin, NOW)).toEqual({ ok: false, reason: 'notFound' });
    expect(await order()).toEqual([
      [c, 1],
      [b, 2],
    ]);
    expect(
      (
        await held.database.sql.all(
          "SELECT action FROM audit_log WHERE entity_kind = 'image' ORDER BY id",
        )
      ).map((e) => e.action),
    ).toEqual([
      'image.add',
      'image.add',
      'image.add',
      'image.move',
      'image.deactivate',
      'image.delete',
    ]);

    // two places left; five adds at once: two get them, three find the gallery full
    for (let position = 3; position <= GALLERY_MAX - 2; position++) await image(null, position);
    const uploads = await Promise.all(Array.from({ length: 5 }, () => image(adminId)));
    const results = await Promise.all(uploads.map((id) => held.store.add(id, admin, NOW)));
    const full = results.filter((r) => 'ok' in r && r.reason === 'full');
    expect(full).toHaveLength(3);
    expect(
      await held.database.sql.value(
        'SELECT count(*) FROM images WHERE gallery_position IS NOT NULL',
      ),
    ).toBe(GALLERY_MAX);
    expect(
      Number(
        await held.database.sql.value(
          'SELECT count(DISTINCT gallery_position) FROM images WHERE gallery_position IS NOT NULL',
        ),
      ),
    ).toBe(GALLERY_MAX);
  });
});
