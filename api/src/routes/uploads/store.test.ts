/**
 * The upload rows' store on the database the run uses (SQLite, or PostgreSQL with
 * KYYNAL_TEST_ADAPTER=pg): the sweeper takes only what nothing took up, each row once however
 * many sweepers run at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addNotice } from '../../../test/fixtures';
import { openStoreTestDatabase, type TestSql } from '../../../test/harness';
import { sqlitePort, type Port } from '../../stores/port';
import { createImageStore, type ImageStore } from './store';
import { createPgImageStore } from './store.pg';

let images: Port<ImageStore>;
let sql: TestSql;
let close: () => Promise<void>;

beforeAll(async () => {
  const db = await openStoreTestDatabase();
  ({ sql, close } = db);
  images = db.pg ? createPgImageStore(db.pg.pool) : sqlitePort(createImageStore(db.sqlite!));
});
afterAll(() => close?.());

const NOW = Date.parse('2026-06-15T09:00:00Z');
let seq = 0;

const upload = (now = NOW) =>
  images.record(
    { kind: 'portrait', fileName: `f${++seq}.jpg`, width: 800, height: 900, bytes: 1000 },
    { userId: null, visitorHash: 'v' },
    now,
  );
const nameOf = async (id: number) =>
  (await sql.value<string>('SELECT file_name FROM images WHERE id = ?', id)) ?? 'no row';

describe('the upload rows', () => {
  it('takes the old uploads nothing references, each once however many sweepers run', async () => {
    const used = await upload();
    const recent = await upload(NOW + 10_000);
    const lonely = await Promise.all(Array.from({ length: 8 }, () => upload()));
    const noticeId = await addNotice(sql, { deceasedName: 'Vello Pildiga' });
    await sql.run('UPDATE notices SET portrait_image_id = ? WHERE id = ?', used, noticeId);
    const names = await Promise.all(lonely.map(nameOf));
    const usedName = await nameOf(used);
    expect(await images.withRows([usedName, 'none.jpg', ...names])).toHaveLength(9);

    const taken = (
      await Promise.all(Array.from({ length: 4 }, () => images.takeUnattached(NOW + 1, 3)))
    ).flat();
    const rest = await images.takeUnattached(NOW + 1, 100);
    expect([...taken, ...rest].sort()).toEqual([...names].sort());
    expect(await images.withRows([usedName, ...names])).toEqual([usedName]);
    expect(await nameOf(recent)).not.toBe('no row');
    expect(await images.takeUnattached(NOW + 1, 100)).toEqual([]);
  });
});
